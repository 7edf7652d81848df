package savelens.edit;

import savelens.document.NewValue;
import java.nio.charset.StandardCharsets;
import java.util.List;
import savelens.document.Document;

/** Adds a field to a node (or to an inline object). */
public final class AddField extends SpliceCommand {
    private final int object;
    private final String name;
    private final NewValue value;
    private final String label;

    /** {@code object} is a node's body or an inline object value. */
    public AddField(int object, String name, NewValue value, String label) {
        this.object = object;
        this.name = name;
        this.value = value;
        this.label = label;
    }

    @Override public String description() { return "Add field " + name + " to " + label; }

    @Override protected List<Splice> plan(Document doc) {
        int object = Container.normalise(doc, this.object);
        EditRefusedException.refuseSynthetic(doc, object, label);
        if (object >= 0 && doc.index().kind(object) == savelens.index.ValueIndex.ARRAY) {
            throw new EditRefusedException(label + " is an array: it holds elements, not fields");
        }
        if (object < 0 || doc.index().kind(object) != savelens.index.ValueIndex.OBJECT) throw new EditRefusedException(label + " has no fields");
        if (doc.index().member(object, name) >= 0) throw new EditRefusedException(label + " already has a field \"" + name + "\"");
        if (name.startsWith("@") && !doc.syntax().referencesNeedRegistry()) {
            throw new EditRefusedException("\"" + name + "\" is a name the format keeps for itself");
        }
        // A format's own metadata names (.NET's "$id", "$ref", "$values", "$type", cycle.js's "$ref"): a field so named would change the graph.
        if (savelens.format.FormatProviders.capabilitiesOf(doc).reserves(name)) {
            throw new EditRefusedException("\"" + name + "\" is a name " + doc.syntax().name() + " keeps for itself");
        }
        byte[] bytes = SlotRule.forNew(doc, object, name).encode(value);
        return List.of(Structure.addMember(doc, object, beforeMetadata(doc, object), name, new String(bytes, StandardCharsets.UTF_8)));
    }

    /** JsonEx writes its own keys ({@code @c}, {@code @}, {@code @circularID}…) last: a new field goes before them. */
    private static int beforeMetadata(Document doc, int object) {
        int i = 0;
        for (int c = doc.index().firstChild(object); c >= 0; c = doc.index().nextSibling(c), i++) {
            if (doc.isHidden(c)) return i;
        }
        return Integer.MAX_VALUE;
    }
}
