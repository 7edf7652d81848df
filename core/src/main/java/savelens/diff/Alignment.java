package savelens.diff;

import java.util.Locale;
import java.util.Set;
import savelens.document.Document;
import savelens.document.NodeId;

/**
 * How two documents' nodes are paired. Where a node's id is a name the file keeps (a helio id, a Unity file
 * id, a Godot resource id) nodes are paired by id, wherever they sit. Where ids are handed out in the order
 * the writer walked the graph (MV's {@code @c}, MZ's and other made-up ids, .NET's {@code $id}, cycle.js,
 * Jackson's integer ids), one inserted object renumbers everything after it, so nodes are paired by where they
 * are written from the root instead and references compare by the nodes they lead to.
 */
public enum Alignment {
    BY_ID, BY_PATH;

    private static final Set<String> STABLE_IDS = Set.of("helio", "unity-yaml", "godot-text");

    /** The alignment for documents of the format with this name. */
    public static Alignment forFormat(String format, Document doc) {
        String name = format.toLowerCase(Locale.ROOT);
        if (doc.isSingleValue()) return BY_PATH;
        if (STABLE_IDS.contains(name)) return BY_ID;
        // Jackson's ids may be UUIDs the objects carry with them (stable) or counters (serialization order).
        if (name.equals("jackson-identity") && doc.nodeCount() > 0 && doc.nodeId(doc.root()) instanceof NodeId.Name) return BY_ID;
        return BY_PATH;
    }
}
