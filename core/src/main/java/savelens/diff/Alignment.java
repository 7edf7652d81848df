package savelens.diff;

import savelens.document.Document;
import savelens.document.NodeId;
import savelens.format.FormatCapabilities;
import savelens.format.FormatProviders;

/**
 * How two documents' nodes are paired. Where a node's id is a name the file keeps (a helio id, a Unity file
 * id, a Godot resource id) nodes are paired by id, wherever they sit. Where ids are handed out in the order
 * the writer walked the graph (MV's {@code @c}, MZ's and other made-up ids, .NET's {@code $id}, cycle.js,
 * Jackson's integer ids), one inserted object renumbers everything after it, so nodes are paired by where they
 * are written from the root instead and references compare by the nodes they lead to. Which is which the
 * format's {@link FormatCapabilities#stableIds()} says.
 */
public enum Alignment {
    BY_ID, BY_PATH;

    /** The alignment for a document, by its format's capabilities. */
    public static Alignment of(Document doc) {
        return forCapabilities(FormatProviders.capabilitiesOf(doc), doc);
    }

    /** The alignment for documents of the format with this name. */
    public static Alignment forFormat(String format, Document doc) {
        var provider = FormatProviders.byName(format);
        return forCapabilities(provider == null ? FormatCapabilities.PLAIN : provider.capabilities(), doc);
    }

    public static Alignment forCapabilities(FormatCapabilities capabilities, Document doc) {
        if (doc.isSingleValue()) return BY_PATH;
        return switch (capabilities.stableIds()) {
            case ALWAYS -> BY_ID;
            // Ids may be UUIDs the objects carry with them (stable) or counters (serialization order).
            case WHEN_NAMES -> doc.nodeCount() > 0 && doc.nodeId(doc.root()) instanceof NodeId.Name ? BY_ID : BY_PATH;
            case NEVER -> BY_PATH;
        };
    }
}
