package savelens.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import savelens.GeneratedDocuments;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.document.ValueKind;
import savelens.edit.EditHistory;
import savelens.edit.EditRefusedException;
import savelens.edit.InsertElement;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.path.ValuePrinter;

/**
 * The diff on generated helio graphs (paired by id) and JsonEx documents (paired by path): a document has no
 * difference from itself, one scalar edit is exactly one change at its path with the old and new value, and
 * one inserted element is exactly one addition at its place.
 */
class DocumentDiffProperties {
    @Property(tries = 60)
    void aDocumentHasNoDifferenceFromItself(@ForAll @IntRange(min = 1, max = 120) int size, @ForAll boolean helio, @ForAll long seed) {
        byte[] text = generate(new Random(seed), size, helio);
        Document one = read(text), other = read(text);
        assertEquals(List.of(), DocumentDiff.between(one, other, alignment(helio)));
    }

    @Property(tries = 150)
    void oneScalarEditIsOneChange(@ForAll @IntRange(min = 1, max = 120) int size, @ForAll boolean helio, @ForAll long seed) {
        Random r = new Random(seed);
        Document before = read(generate(r, size, helio));
        Place place = randomScalar(before, r, helio);
        Assume.that(place != null);
        int v = place.path.resolve(before).value();
        String literal = differentLiteral(before, v, r);
        Document after;
        try {
            after = new EditHistory(before).execute(new SetValue(v, NewValue.parse(literal), place.path.toString()));
        } catch (EditRefusedException e) {
            Assume.that(false);
            return;
        }
        List<Change> changes = DocumentDiff.between(before, after, alignment(helio));
        assertEquals(1, changes.size(), () -> place.path + " := " + literal + " gave " + changes);
        Change c = changes.get(0);
        assertEquals(ChangeKind.CHANGED, c.kind());
        assertEquals(place.path.toString(), c.path().toString());
        assertEquals(new ValuePrinter(before).print(new Location(-1, v)), c.oldValue());
        assertEquals(new ValuePrinter(after).print(place.path.resolve(after)), c.newValue());
    }

    @Property(tries = 150)
    void oneInsertedElementIsOneAddition(@ForAll @IntRange(min = 1, max = 120) int size, @ForAll boolean helio, @ForAll long seed) {
        Random r = new Random(seed);
        Document before = read(generate(r, size, helio));
        Place array = randomArray(before, r, helio);
        Assume.that(array != null);
        int value = array.path.resolve(before).value();
        int at = r.nextInt(before.visibleChildCount(value) + 1);
        String inserted = "\"inserted " + Long.toHexString(r.nextLong()) + "\"";
        Document after;
        try {
            after = new EditHistory(before).execute(new InsertElement(value, at, NewValue.parse(inserted), array.path.toString()));
        } catch (EditRefusedException e) {
            Assume.that(false);
            return;
        }
        List<Change> changes = DocumentDiff.between(before, after, alignment(helio));
        assertEquals(1, changes.size(), () -> array.path + "[" + at + "] += " + inserted + " gave " + changes);
        Change c = changes.get(0);
        assertEquals(ChangeKind.ADDED, c.kind());
        assertEquals(array.path.index(at).toString(), c.path().toString());
        assertEquals(inserted, c.newValue());
    }

    /**
     * By id, nodes written alike are told by their text and roles (as the load noted where each node is written)
     * and only the rest are hashed and walked: the changes are the same as when every value is hashed first, after
     * a few scalar edits and insertions, with and without a registry (without one, what is a reference follows from
     * the values, so the same text may read otherwise).
     */
    @Property(tries = 120)
    void tellingNodesAlikeByTextFindsWhatHashingEverythingFinds(@ForAll @IntRange(min = 1, max = 120) int size,
            @ForAll boolean registry, @ForAll @IntRange(min = 0, max = 4) int edits, @ForAll long seed) {
        Random r = new Random(seed);
        Document before = read(GeneratedDocuments.helio(r, size, registry).getBytes(StandardCharsets.UTF_8));
        Document after = read(before.text());
        for (int i = 0; i < edits; i++) {
            Document edited = r.nextBoolean() ? setRandomScalar(after, r) : insertRandomElement(after, r);
            if (edited != null) after = read(edited.text()); // read afresh: the load notes where each node is written
        }
        Assume.that(before.knowsNodeText() && after.knowsNodeText());
        List<Change> expected = DocumentDiff.betweenHashingEverything(before, after, Alignment.BY_ID);
        assertEquals(expected.toString(), DocumentDiff.between(before, after, Alignment.BY_ID).toString());
    }

    private static Document setRandomScalar(Document doc, Random r) {
        Place place = randomScalar(doc, r, true);
        if (place == null) return null;
        int v = place.path.resolve(doc).value();
        try {
            return new EditHistory(doc).execute(new SetValue(v, NewValue.parse(differentLiteral(doc, v, r)), place.path.toString()));
        } catch (EditRefusedException e) {
            return null;
        }
    }

    private static Document insertRandomElement(Document doc, Random r) {
        Place array = randomArray(doc, r, true);
        if (array == null) return null;
        int value = array.path.resolve(doc).value();
        int at = r.nextInt(doc.visibleChildCount(value) + 1);
        try {
            return new EditHistory(doc).execute(new InsertElement(value, at, NewValue.parse("\"x" + r.nextInt(9) + "\""), array.path.toString()));
        } catch (EditRefusedException e) {
            return null;
        }
    }

    // ---- generating and picking

    private record Place(DocumentPath path) {}

    private static byte[] generate(Random r, int size, boolean helio) {
        // With a registry, what is a reference never depends on the values an edit changes.
        String text = helio ? GeneratedDocuments.helio(r, size, true) : GeneratedDocuments.jsonExLite(r, size);
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static Document read(byte[] text) {
        try {
            return Formats.read(text, ReadContext.of(Path.of("generated.json")));
        } catch (UnreadableDocumentException e) {
            Assume.that(false);
            return null;
        }
    }

    private static Alignment alignment(boolean helio) { return helio ? Alignment.BY_ID : Alignment.BY_PATH; }

    /** A walk from a node (by id) or the root (by path) down to a scalar: strings, numbers and bools; null if it finds none. */
    private static Place randomScalar(Document doc, Random r, boolean helio) {
        for (int attempt = 0; attempt < 20; attempt++) {
            int node = helio ? r.nextInt(doc.nodeCount()) : doc.root();
            DocumentPath path = node == doc.root() ? DocumentPath.root() : DocumentPath.node(doc.nodeId(node));
            int container = doc.body(node);
            while (true) {
                List<Integer> children = children(doc, container);
                if (children.isEmpty()) break;
                int pick = r.nextInt(children.size());
                int v = children.get(pick);
                path = doc.index().kind(container) == savelens.index.ValueIndex.OBJECT ? path.member(doc.name(v)) : path.index(pick);
                ValueKind k = doc.kind(v);
                if (k == ValueKind.STRING || (!helio && (k == ValueKind.NUMBER || k == ValueKind.BOOL))) return new Place(path);
                if (k == ValueKind.OBJECT || k == ValueKind.ARRAY) container = v;
                else if (k == ValueKind.NODE && !helio) container = doc.body(doc.target(v));
                else break;
            }
        }
        return null;
    }

    /** An array holding no reference (so an insertion changes no inferred reference field), or null. */
    private static Place randomArray(Document doc, Random r, boolean helio) {
        List<DocumentPath> found = new ArrayList<>();
        int from = helio ? 0 : doc.root(), to = helio ? doc.nodeCount() : doc.root() + 1;
        for (int node = from; node < to; node++) {
            DocumentPath start = node == doc.root() ? DocumentPath.root() : DocumentPath.node(doc.nodeId(node));
            collectArrays(doc, doc.body(node), start, helio, found, 0);
        }
        return found.isEmpty() ? null : new Place(found.get(r.nextInt(found.size())));
    }

    private static void collectArrays(Document doc, int container, DocumentPath path, boolean helio, List<DocumentPath> found, int depth) {
        if (depth > 40) return;
        boolean array = doc.index().kind(container) == savelens.index.ValueIndex.ARRAY;
        List<Integer> children = children(doc, container);
        if (array && children.stream().noneMatch(c -> doc.kind(c) == ValueKind.REFERENCE || doc.kind(c) == ValueKind.NODE)) found.add(path);
        for (int i = 0; i < children.size(); i++) {
            int v = children.get(i);
            DocumentPath p = array ? path.index(i) : path.member(doc.name(v));
            ValueKind k = doc.kind(v);
            if (k == ValueKind.OBJECT || k == ValueKind.ARRAY) collectArrays(doc, v, p, helio, found, depth + 1);
            else if (k == ValueKind.NODE && !helio) collectArrays(doc, doc.body(doc.target(v)), p, helio, found, depth + 1);
        }
    }

    private static List<Integer> children(Document doc, int container) {
        List<Integer> out = new ArrayList<>();
        doc.forEachChild(container, out::add);
        return out;
    }

    /** A literal of the value's kind that differs from it. */
    private static String differentLiteral(Document doc, int v, Random r) {
        String raw = doc.raw(v);
        return switch (doc.kind(v)) {
            case BOOL -> raw.equals("true") ? "false" : "true";
            case NUMBER -> raw.equals("0.5") ? "0.25" : "0.5";
            default -> "\"edited " + Long.toHexString(r.nextLong()) + "\"";
        };
    }
}
