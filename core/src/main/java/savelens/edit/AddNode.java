package savelens.edit;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import savelens.document.Document;
import savelens.document.NewField;
import savelens.document.NewValue;
import savelens.document.StructureSyntax;

/**
 * Appends a new node of a type to a document's node table (helio's, Unity's documents), with the next free id and the fields
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
     * Whether the document keeps its nodes in a table a node can be added to (helio's {@code nodes}, Unity YAML's
     * documents), not where they are written: as its syntax's structure says.
     */
    public static boolean takesNewNodes(Document doc) { return Structure.takesNewNodes(doc); }

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
        List<StructureSyntax.FieldText> texts = new ArrayList<>();
        for (NewField f : fields) texts.add(fieldText(doc, id, f));
        Splice splice = Structure.addNode(doc, type, id, texts);
        addedId = id;
        return List.of(splice);
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
