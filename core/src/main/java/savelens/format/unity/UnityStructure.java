package savelens.format.unity;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import savelens.document.Document;
import savelens.document.StructureSyntax;
import savelens.document.SyntaxRefusedException;
import savelens.index.ValueIndex;

/**
 * Sequence elements and mapping members added and removed as Unity lays them out: a block sequence's items
 * at the column of their siblings' {@code -}, a block mapping's members at their siblings' key column, an
 * empty {@code []} or {@code {}} under a key opened into a block, and a block emptied closed into {@code []}
 * or {@code {}}. Flow sequences take and lose elements with their commas. Flow mappings are Unity's fixed
 * structs written on one line (vectors, colours, references), so their fields are neither added nor removed.
 * The document's root list is made by the reader from the objects' parents and cannot be edited itself.
 */
final class UnityStructure implements StructureSyntax {
    static final UnityStructure INSTANCE = new UnityStructure();

    private UnityStructure() {}

    @Override public Change insertElement(Document doc, int array, int index, String elementText) {
        refuseSynthetic(doc, array);
        ValueIndex ix = doc.index();
        byte[] t = ix.text();
        int at = child(ix, array, index);
        int last = lastChild(ix, array);
        if (isFlow(ix, array)) {
            if (last < 0) {
                if (opensIntoBlock(doc, array)) {
                    int colon = colonBefore(t, ix.startInt(array));
                    return new Change(colon, ix.endInt(array) - colon, "\n" + spaces(indentation(t, colon)) + "- " + elementText);
                }
                return new Change(ix.startInt(array) + 1, 0, elementText);
            }
            if (at >= 0) return new Change(ix.startInt(at), 0, elementText + ", ");
            return new Change(ix.endInt(last), 0, ", " + elementText);
        }
        String key = sharedKey(ix, array);
        if (key != null && elementText.startsWith("{fileID:")) elementText = key + ": " + elementText;
        if (at >= 0) {
            int dash = dash(t, ix.startInt(at));
            return new Change(dash, 0, "- " + elementText + "\n" + spaces(column(t, dash)));
        }
        int dash = dash(t, ix.startInt(last));
        return new Change(lastEnd(ix, last), 0, "\n" + spaces(column(t, dash)) + "- " + elementText);
    }

    /**
     * The key every item of a block sequence holds its one value under ({@code component} in
     * {@code m_Component: - component: {fileID: N}}), or null: a new reference there goes under the same key.
     */
    private static String sharedKey(ValueIndex ix, int array) {
        String key = null;
        for (int c = ix.firstChild(array); c >= 0; c = ix.nextSibling(c)) {
            if (ix.kind(c) != ValueIndex.OBJECT || isFlow(ix, c) || ix.childCount(c) != 1) return null; // {fileID: N} items are references themselves
            String name = ix.name(ix.firstChild(c));
            if (key == null) key = name;
            else if (!key.equals(name)) return null;
        }
        return key == null ? null : YamlStringWriter.write(key, YamlScalarStyle.PLAIN, false, false);
    }

    @Override public Change addMember(Document doc, int object, String name, String valueText) {
        refuseSynthetic(doc, object);
        ValueIndex ix = doc.index();
        byte[] t = ix.text();
        String key = YamlStringWriter.write(name, YamlScalarStyle.PLAIN, false, false);
        int last = lastChild(ix, object);
        if (isFlow(ix, object)) {
            if (last < 0 && opensIntoBlock(doc, object)) {
                int colon = colonBefore(t, ix.startInt(object));
                return new Change(colon, ix.endInt(object) - colon,
                        "\n" + spaces(indentation(t, colon) + 2) + key + ": " + valueText);
            }
            throw flowMapping(doc, object);
        }
        int keyStart = keyStart(ix, last);
        return new Change(lastEnd(ix, last), 0, "\n" + spaces(column(t, keyStart)) + key + ": " + valueText);
    }

    /**
     * A new document at the end of the file: {@code --- !u!CLASS &ID}, the type as its one key, the fields as a
     * block at two spaces. The class number comes from a document of that type already in the file.
     */
    @Override public Change addNode(Document doc, String type, long id, List<FieldText> fields) {
        byte[] t = doc.index().text();
        String classId = classIdOf(doc, type);
        StringBuilder s = new StringBuilder();
        if (t.length > 0 && t[t.length - 1] != '\n') s.append('\n');
        s.append("--- !u!").append(classId).append(" &").append(id).append('\n');
        s.append(YamlStringWriter.write(type, YamlScalarStyle.PLAIN, false, false)).append(':');
        if (fields.isEmpty()) s.append(" {}");
        for (FieldText f : fields) {
            s.append("\n  ").append(YamlStringWriter.write(f.name(), YamlScalarStyle.PLAIN, false, false)).append(':');
            if (f.elements() == null) s.append(' ').append(f.value());
            else if (f.elements().isEmpty()) s.append(" []");
            else for (String e : f.elements()) s.append("\n  - ").append(e);
        }
        return new Change(t.length, 0, s.append('\n').toString());
    }

    /** The class number in the header of the first document of this type. */
    private static String classIdOf(Document doc, String type) {
        for (int n = 0; n < doc.nodeCount(); n++) {
            if (!type.equals(doc.type(n)) || Synthetic.isSynthetic(doc, doc.nodeValue(n))) continue;
            byte[] t = doc.index().text();
            int header = headerStart(t, doc.index().startInt(doc.nodeValue(n)));
            if (header < 0 || !startsWith(t, header, "--- !u!")) continue;
            int from = header + "--- !u!".length(), to = from;
            while (to < t.length && t[to] >= '0' && t[to] <= '9') to++;
            if (to > from) return new String(t, from, to - from, java.nio.charset.StandardCharsets.US_ASCII);
        }
        throw new SyntaxRefusedException("no " + type + " document in the file tells its Unity class number;"
                + " SaveLens adds documents only of types the file already has");
    }

    @Override public List<Change> remove(Document doc, Collection<Integer> children) {
        ValueIndex ix = doc.index();
        Map<Integer, Set<Integer>> byParent = new TreeMap<>();
        List<Change> out = new ArrayList<>();
        for (int c : children) {
            refuseSynthetic(doc, c);
            int parent = ix.parent(c);
            if (parent < 0) throw new SyntaxRefusedException("the document itself cannot be removed");
            if (doc.nodeAt(c) >= 0 && doc.nodeValue(doc.nodeAt(c)) == c) {
                out.add(wholeDocument(doc, c));
                continue;
            }
            byParent.computeIfAbsent(parent, p -> new HashSet<>()).add(c);
        }
        for (Map.Entry<Integer, Set<Integer>> e : byParent.entrySet()) removeFrom(doc, e.getKey(), e.getValue(), out);
        return out;
    }

    private void removeFrom(Document doc, int parent, Set<Integer> gone, List<Change> out) {
        ValueIndex ix = doc.index();
        byte[] t = ix.text();
        boolean flow = isFlow(ix, parent);
        boolean array = ix.kind(parent) == ValueIndex.ARRAY;
        if (flow && !array) throw flowMapping(doc, parent);
        int count = 0;
        for (int c = ix.firstChild(parent); c >= 0; c = ix.nextSibling(c)) count++;
        if (!flow && count == gone.size()) {
            out.add(closed(doc, parent, array));
            return;
        }
        int kept = -1; // the last child before the current run that stays
        for (int c = ix.firstChild(parent); c >= 0; ) {
            if (!gone.contains(c)) {
                kept = c;
                c = ix.nextSibling(c);
                continue;
            }
            int first = c, last = c;
            while (ix.nextSibling(last) >= 0 && gone.contains(ix.nextSibling(last))) last = ix.nextSibling(last);
            int next = ix.nextSibling(last);
            int from, to;
            if (flow) {
                if (next >= 0) {
                    from = ix.startInt(first);
                    to = ix.startInt(next);
                } else if (kept >= 0) {
                    from = ix.endInt(kept);
                    to = ix.endInt(last);
                } else {
                    from = ix.startInt(parent) + 1;
                    to = ix.endInt(parent) - 1;
                }
            } else if (next >= 0) {
                from = itemStart(ix, first, array);
                to = itemStart(ix, next, array);
            } else {
                from = lastEnd(ix, kept);
                to = lastEnd(ix, last);
            }
            out.add(new Change(from, to - from, ""));
            c = next;
        }
    }

    /** A document goes from its {@code --- !u!} header line to the next header (or the end of the file). */
    private static Change wholeDocument(Document doc, int own) {
        ValueIndex ix = doc.index();
        byte[] t = ix.text();
        int from = headerStart(t, ix.startInt(own));
        if (from < 0) throw new SyntaxRefusedException("the header of " + doc.nodeId(doc.nodeAt(own)) + " is not where SaveLens expects it");
        int to = lastEnd(ix, own);
        while (to < t.length && !(t[to - 1] == '\n' && startsWith(t, to, "--- "))) to++;
        return new Change(from, to - from, "");
    }

    /** The start of the {@code ---} header line of the document whose text holds {@code at}, or -1. */
    private static int headerStart(byte[] t, int at) {
        int p = Math.min(Math.max(at, 0), t.length);
        while (p > 0 && t[p - 1] != '\n') p--;
        while (!startsWith(t, p, "--- ")) {
            if (p == 0) return -1;
            p--;
            while (p > 0 && t[p - 1] != '\n') p--;
        }
        return p;
    }

    private static boolean startsWith(byte[] t, int at, String s) {
        if (at < 0 || at + s.length() > t.length) return false;
        for (int i = 0; i < s.length(); i++) if (t[at + i] != s.charAt(i)) return false;
        return true;
    }

    /** A block that loses every child becomes {@code []} or {@code {}} after its key or dash. */
    private static Change closed(Document doc, int container, boolean array) {
        ValueIndex ix = doc.index();
        byte[] t = ix.text();
        String empty = array ? "[]" : "{}";
        int end = lastEnd(ix, lastChild(ix, container));
        int before = skipBack(t, ix.startInt(container));
        if (before > 0 && t[before - 1] == ':') return new Change(before, end - before, " " + empty);
        if (before > 0 && t[before - 1] == '-') return new Change(ix.startInt(container), end - ix.startInt(container), empty);
        throw new SyntaxRefusedException("the block around " + describe(doc, container) + " is laid out in a way SaveLens does not rewrite");
    }

    // ---- where things are in the text

    /** True when the container is written {@code [..]} or {@code {..}}, not as an indented block. */
    static boolean isFlow(ValueIndex ix, int container) {
        int s = ix.startInt(container);
        return s >= 0 && s < ix.text().length && (ix.text()[s] == '[' || ix.text()[s] == '{');
    }

    /** True when the value stands inside a flow collection, where {@code ,[]{}} end a plain scalar. */
    static boolean inFlow(Document doc, int value) {
        ValueIndex ix = doc.index();
        for (int a = ix.parent(value); a >= 0; a = ix.parent(a)) if (isFlow(ix, a)) return true;
        return false;
    }

    /** True when a new child of the container is written inside a flow collection. */
    static boolean newChildInFlow(Document doc, int container) {
        if (container < 0) return false;
        ValueIndex ix = doc.index();
        if (isFlow(ix, container) && !(ix.firstChild(container) < 0 && opensIntoBlock(doc, container))) return true;
        return inFlow(doc, container);
    }

    /** An empty {@code []} or {@code {}} that is the value of a block mapping's member opens into a block when it gains a child. */
    private static boolean opensIntoBlock(Document doc, int container) {
        ValueIndex ix = doc.index();
        int parent = ix.parent(container);
        return parent >= 0 && ix.kind(parent) == ValueIndex.OBJECT && !isFlow(ix, parent) && !inFlow(doc, container)
                && colonBefore(ix.text(), ix.startInt(container)) >= 0;
    }

    /** Where a member's key starts: as the index has it, else the mapping's start for its first member or the line after the previous one. */
    private static int keyStart(ValueIndex ix, int member) {
        if (ix.keyStartInt(member) >= 0) return ix.keyStartInt(member);
        int parent = ix.parent(member);
        int prev = previousSibling(ix, parent, member);
        byte[] t = ix.text();
        int at = prev < 0 ? ix.startInt(parent) : skipForward(t, lastEnd(ix, prev));
        String name = ix.name(member);
        if (name == null || at >= t.length || !startsWithKey(t, at, name)) {
            throw new SyntaxRefusedException("the key of " + name + " is not where SaveLens expects it; the mapping is left as it is");
        }
        return at;
    }

    private static boolean startsWithKey(byte[] t, int at, String name) {
        if (t[at] == '\'' || t[at] == '"') return true; // a quoted key: its text is escaped, its place is what counts
        byte[] n = name.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        if (at + n.length > t.length) return false;
        for (int i = 0; i < n.length; i++) if (t[at + i] != n[i]) return false;
        return true;
    }

    /** Where an element's line entry starts: its {@code -} in a block sequence, its key in a block mapping. */
    private static int itemStart(ValueIndex ix, int child, boolean array) {
        return array ? dash(ix.text(), ix.startInt(child)) : keyStart(ix, child);
    }

    /** The {@code -} before a block sequence item that starts at {@code start}. */
    private static int dash(byte[] t, int start) {
        int p = start - 1;
        while (p >= 0 && t[p] == ' ') p--;
        if (p < 0 || t[p] != '-') throw new SyntaxRefusedException("a sequence item is not written after a dash; the sequence is left as it is");
        return p;
    }

    /** The end of a value's last text: for a block, that of its last descendant (a block has no closing bracket). */
    private static int lastEnd(ValueIndex ix, int value) {
        int v = value;
        while (ix.isContainer(v) && !isFlow(ix, v)) {
            int last = lastChild(ix, v);
            if (last < 0) break;
            v = last;
        }
        return ix.endInt(v);
    }

    /** The position just after the colon of the key that {@code start} is the value of, or -1. */
    private static int colonBefore(byte[] t, int start) {
        int p = skipBack(t, start);
        return p > 0 && t[p - 1] == ':' ? p : -1;
    }

    /** Back over blanks and line breaks from {@code at}: the position after the last other character. */
    private static int skipBack(byte[] t, int at) {
        int p = at;
        while (p > 0 && (t[p - 1] == ' ' || t[p - 1] == '\n' || t[p - 1] == '\r' || t[p - 1] == '\t')) p--;
        return p;
    }

    private static int skipForward(byte[] t, int at) {
        int p = at;
        while (p < t.length && (t[p] == ' ' || t[p] == '\n' || t[p] == '\r' || t[p] == '\t')) p++;
        return p;
    }

    private static int column(byte[] t, int at) {
        int p = at;
        while (p > 0 && t[p - 1] != '\n') p--;
        return at - p;
    }

    /** The indentation of the line that holds {@code at}. */
    private static int indentation(byte[] t, int at) {
        int p = at;
        while (p > 0 && t[p - 1] != '\n') p--;
        int n = 0;
        while (p + n < t.length && t[p + n] == ' ') n++;
        return n;
    }

    private static int child(ValueIndex ix, int container, int index) {
        int i = 0;
        for (int c = ix.firstChild(container); c >= 0; c = ix.nextSibling(c)) if (i++ == index) return c;
        return -1;
    }

    private static int lastChild(ValueIndex ix, int container) {
        int last = -1;
        for (int c = ix.firstChild(container); c >= 0; c = ix.nextSibling(c)) last = c;
        return last;
    }

    private static int previousSibling(ValueIndex ix, int parent, int child) {
        int prev = -1;
        for (int c = ix.firstChild(parent); c >= 0 && c != child; c = ix.nextSibling(c)) prev = c;
        return prev;
    }

    private static String spaces(int n) { return " ".repeat(n); }

    private static SyntaxRefusedException flowMapping(Document doc, int object) {
        return new SyntaxRefusedException(describe(doc, object) + " is a flow mapping {…}, one of Unity's fixed structs"
                + " (a vector, a colour, a reference): its fields are neither added nor removed");
    }

    private static String describe(Document doc, int value) {
        String name = doc.index().name(value);
        return name != null ? name : "this element";
    }

    /**
     * Refuses an edit of the values the reader makes up rather than reads (the root list of {@code $}, built from
     * the objects' parents): they have no text to change.
     */
    static void refuseSynthetic(Document doc, int value) {
        if (value >= 0 && Synthetic.isSynthetic(doc, value)) {
            throw new SyntaxRefusedException("the root list of $ is made from the objects' parents and is not written in the file;"
                    + " change m_Father and m_Children (or the SceneRoots document) instead");
        }
    }
}
