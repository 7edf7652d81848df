package savelens.format.unity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ValueKind;
import savelens.edit.SetValue;
import savelens.index.ValueIndex;

/** One scalar edit of a Unity document, checked byte by byte and against SnakeYAML Engine's reading of the file. */
final class ScalarEditCheck {
    private ScalarEditCheck() {}

    /**
     * Sets value {@code v} of {@code doc} and checks the result: the bytes around the scalar unchanged, SaveLens and
     * SnakeYAML reading the new value there and everything else as before, undo giving the exact bytes back.
     */
    static void check(Document doc, int v, NewValue newValue, Object expected) {
        byte[] original = doc.text().clone();
        ValueKind kind = doc.kind(v);
        ValueIndex ix = doc.index();
        int start = ix.startInt(v), end = ix.endInt(v);
        SetValue edit = new SetValue(v, newValue, "value " + v);
        Document edited = edit.execute(doc);
        byte[] out = edited.text();

        assertArrayEquals(Arrays.copyOfRange(original, 0, start), Arrays.copyOfRange(out, 0, start), "bytes before the scalar");
        int tail = original.length - end;
        assertArrayEquals(Arrays.copyOfRange(original, end, original.length), Arrays.copyOfRange(out, out.length - tail, out.length),
                "bytes after the scalar");

        // SaveLens reads the new scalar back as given (the structure is the same, so the value keeps its number)
        assertEquals(kind, edited.kind(v));
        if (newValue instanceof NewValue.Literal l && l.kind() == ValueKind.STRING) assertEquals(l.string(), edited.index().string(v));
        else assertEquals(((NewValue.Literal) newValue).json(), edited.raw(v));

        List<Object> expectedDocs = SnakeYamlView.load(original);
        setAt(expectedDocs, path(doc, v, original), expected);
        assertEquals(expectedDocs, SnakeYamlView.load(out), "SnakeYAML reads only that scalar changed");
        assertArrayEquals(original, edit.undo(edited).text(), "undo restores every byte");
    }

    /**
     * The string or number scalars of the documents' bodies that a path reaches: not the synthetic root list, and
     * not the number inside a {@code {fileID: N}} (a path goes through a reference to its node; a retarget sets it).
     */
    static List<Integer> scalars(Document doc, ValueKind kind) {
        List<Integer> out = new ArrayList<>();
        for (int v = 0; v < doc.index().count(); v++) {
            if (doc.kind(v) != kind || doc.isHidden(v) || Synthetic.isSynthetic(doc, v)) continue;
            if (doc.kind(doc.index().parent(v)) == ValueKind.REFERENCE) continue;
            int owner = doc.ownerNode(v);
            if (owner >= 0 && owner != doc.root()) out.add(v);
        }
        return out;
    }

    /** Where SnakeYAML has the value: its document's number, the class key, then member names and element positions. */
    private static List<Object> path(Document doc, int v, byte[] original) {
        ValueIndex ix = doc.index();
        int owner = doc.ownerNode(v);
        List<Object> steps = new ArrayList<>();
        for (int a = v; a != doc.body(owner); a = ix.parent(a)) {
            int parent = ix.parent(a);
            if (ix.kind(parent) == ValueIndex.OBJECT) steps.add(0, ix.name(a));
            else steps.add(0, position(ix, parent, a));
        }
        steps.add(0, doc.type(owner));
        String before = new String(original, 0, ix.startInt(v), StandardCharsets.UTF_8);
        int document = before.split("\n--- ", -1).length - 1 - 1; // headers before the value, counted from 0
        steps.add(0, document);
        return steps;
    }

    private static int position(ValueIndex ix, int parent, int child) {
        int i = 0;
        for (int c = ix.firstChild(parent); c != child; c = ix.nextSibling(c)) i++;
        return i;
    }

    @SuppressWarnings("unchecked")
    private static void setAt(List<Object> docs, List<Object> path, Object value) {
        Object container = docs;
        for (int i = 0; i < path.size() - 1; i++) container = step(container, path.get(i));
        Object last = path.get(path.size() - 1);
        if (container instanceof List<?> l) ((List<Object>) l).set((Integer) last, value);
        else ((Map<Object, Object>) container).put(key((Map<?, ?>) container, last), value);
    }

    private static Object step(Object container, Object key) {
        return container instanceof List<?> l ? l.get((Integer) key) : ((Map<?, ?>) container).get(key((Map<?, ?>) container, key));
    }

    /** A key as SnakeYAML has it: a plain key such as {@code 4} (older files' component lists) is a number there. */
    private static Object key(Map<?, ?> map, Object name) {
        return map.containsKey(name) || !(name instanceof String s) ? name : SnakeYamlView.scalar(s);
    }

}
