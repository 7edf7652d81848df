package savelens.edit;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import savelens.document.Document;
import savelens.document.NewField;
import savelens.document.NewValue;
import savelens.document.StructureSyntax;
import savelens.index.ValueIndex;
import savelens.json.JsonText;

/**
 * Appends a new node of a type to a helio document's node table, with the next free id and the fields
 * given, each checked against the registry as an edit of that field would be.
 */
public final class AddNode extends SpliceCommand {
    private final String type;
    private final List<NewField> fields;
    private long addedId = -1;

    public AddNode(String type) { this(type, List.of()); }

    public AddNode(String type, List<NewField> fields) {
        this.type = type;
        this.fields = List.copyOf(fields);
    }

    @Override public String description() { return "Add node " + type; }

    /** The id the node got (after execute). */
    public long addedId() { return addedId; }

    /**
     * Whether the document keeps its nodes in a table a node can be added to (helio, and a syntax with a layout of
     * its own such as Unity YAML's documents), not where they are written.
     */
    public static boolean takesNewNodes(Document doc) {
        if (doc.syntax().structure() != null) return true;
        if (!doc.syntax().referencesNeedRegistry() || doc.index().kind(0) != ValueIndex.OBJECT) return false;
        int nodes = doc.index().member(0, "nodes"); // Jackson's bare ids need a registry too, but it has no node table
        return nodes >= 0 && doc.index().kind(nodes) == ValueIndex.ARRAY;
    }

    @Override protected List<Splice> plan(Document doc) {
        if (!takesNewNodes(doc)) {
            throw new EditRefusedException(doc.syntax().name() + " nodes live where they are written; insert an object into a field instead");
        }
        if (type.isBlank()) throw new EditRefusedException("a node needs a type");
        if (!doc.registry().isEmpty() && doc.registry().type(type) == null) {
            throw new EditRefusedException("type " + type + " is not in the registry");
        }
        long max = Long.MIN_VALUE;
        for (int n = 0; n < doc.nodeCount(); n++) max = Math.max(max, doc.integerId(n)); // a string id is NO_ID, the least long
        if (max == Long.MAX_VALUE) throw new EditRefusedException("the largest id is taken; there is no next id to give");
        long id = max == Long.MIN_VALUE ? 0 : max + 1;
        if (doc.syntax().structure() != null) {
            List<StructureSyntax.FieldText> texts = new ArrayList<>();
            for (NewField f : fields) texts.add(fieldText(doc, id, f));
            Splice splice = Structure.addNode(doc, type, id, texts);
            addedId = id;
            return List.of(splice);
        }
        ValueIndex json = doc.index();
        int nodes = json.member(0, "nodes");
        StringBuilder entry = new StringBuilder("{\"id\":" + id + ",\"type\":" + JsonText.quote(type) + ",\"fields\":{");
        for (int i = 0; i < fields.size(); i++) {
            NewField f = fields.get(i);
            if (i > 0) entry.append(',');
            entry.append(JsonText.quote(f.name())).append(':').append(valueText(doc, id, f));
        }
        entry.append("}}");
        Splice splice = new Layout(json).insert(nodes, Integer.MAX_VALUE, entry.toString());
        addedId = id;
        return List.of(splice);
    }

    private String valueText(Document doc, long id, NewField f) {
        if (!f.isArray()) return text(SlotRule.forNewField(doc, type, id, f.name(), false).encode(f.value()));
        SlotRule rule = SlotRule.forNewField(doc, type, id, f.name(), true);
        StringBuilder s = new StringBuilder("[");
        for (int i = 0; i < f.elements().size(); i++) {
            if (i > 0) s.append(',');
            s.append(text(rule.encode(f.elements().get(i))));
        }
        return s.append(']').toString();
    }

    private StructureSyntax.FieldText fieldText(Document doc, long id, NewField f) {
        if (!f.isArray()) return new StructureSyntax.FieldText(f.name(), text(SlotRule.forNewField(doc, type, id, f.name(), false).encode(f.value())), null);
        SlotRule rule = SlotRule.forNewField(doc, type, id, f.name(), true);
        List<String> elements = new ArrayList<>();
        for (NewValue e : f.elements()) elements.add(text(rule.encode(e)));
        return new StructureSyntax.FieldText(f.name(), null, elements);
    }

    private static String text(byte[] bytes) { return new String(bytes, StandardCharsets.UTF_8); }
}
