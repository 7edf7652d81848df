package savelens.format.godot;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeMap;
import savelens.document.Document;
import savelens.document.StructureSyntax;
import savelens.document.SyntaxRefusedException;
import savelens.index.ValueIndex;

/**
 * Where Godot text gains and loses children: array elements and dictionary entries with their {@code , }, a
 * property as a {@code key = value} line at the end of its section, a node's section with the connections
 * it sends, and a connection (an element of a node's {@code connections}) as its {@code [connection]} line.
 */
final class GodotStructure implements StructureSyntax {
    static final GodotStructure INSTANCE = new GodotStructure();

    private GodotStructure() {}

    @Override public Change insertElement(Document doc, int array, int index, String elementText) {
        GodotTextIndex x = index(doc);
        refuseSynthetic(x, array);
        if (x.kind(array) != ValueIndex.ARRAY) throw new SyntaxRefusedException("only an array takes elements");
        if (x.elementCount(array) == 0) return new Change(openBracket(x, array) + 1, 0, elementText);
        int count = x.childCount(array); // index counts every child, a typed array's element type first
        String separator = separator(x, array);
        if (index < count) return new Change(x.startInt(x.child(array, index)), 0, elementText + separator);
        return new Change(x.endInt(x.child(array, count - 1)), 0, separator + elementText);
    }

    @Override public Change addMember(Document doc, int object, String name, String valueText) {
        GodotTextIndex x = index(doc);
        refuseSynthetic(x, object);
        if (x.parent(object) == 0) {
            if (!name.matches("[A-Za-z0-9_/:.]+")) throw new SyntaxRefusedException("a property name of letters, digits, _, / and : is needed, not " + name);
            return new Change(lastTextEnd(x, object), 0, "\n" + name + " = " + valueText);
        }
        String entry = GodotStrings.quote(name) + ": " + valueText;
        if (x.elementCount(object) == 0) return new Change(openBracket(x, object) + 1, 0, entry);
        return new Change(x.endInt(x.child(object, x.childCount(object) - 1)), 0, separator(x, object) + entry);
    }

    @Override public Change addNode(Document doc, String type, long id, List<FieldText> fields) {
        throw new SyntaxRefusedException("a new section is added in Godot, which writes its id and place");
    }

    @Override public List<Change> remove(Document doc, Collection<Integer> children) {
        GodotTextIndex x = index(doc);
        GodotSceneFacts facts = x.facts();
        TreeMap<Integer, Integer> cuts = new TreeMap<>(); // start → end; sections are cut whole
        for (int child : children) {
            int section = facts.connectionSection(child);
            if (section >= 0) {
                cutSection(x, section, cuts);
            } else if (x.parent(child) == 0) {
                cutSection(x, child, cuts);
                sentConnections(doc, child, cuts);
            } else if (x.isSynthetic(child)) {
                throw new SyntaxRefusedException("the root's entries are made by SaveLens, not written in the file");
            } else if (x.parent(x.parent(child)) == 0) {
                cutLine(x, child, cuts);
            } else {
                cutElement(x, child, cuts);
            }
        }
        List<Change> out = new ArrayList<>();
        int lastEnd = -1;
        for (var c : cuts.entrySet()) {
            if (c.getKey() < lastEnd) continue; // inside a section cut already
            out.add(new Change(c.getKey(), c.getValue() - c.getKey(), ""));
            lastEnd = c.getValue();
        }
        return out;
    }

    /** The connections a node (or a node below it) sends go with it: they would name nothing. */
    private static void sentConnections(Document doc, int sectionValue, TreeMap<Integer, Integer> cuts) {
        GodotTextIndex x = index(doc);
        GodotSceneFacts facts = x.facts();
        int node = doc.nodeAt(sectionValue);
        String path = node < 0 ? null : facts.nodePath(node);
        if (path == null) return;
        Connections connections = facts.layout().connections;
        for (int c = 0; c < connections.size(); c++) {
            String from = connections.from(c);
            if (from != null && (from.equals(path) || from.startsWith(path + "/") || path.equals("."))) {
                cutSection(x, facts.sections().get(connections.section(c)).value(), cuts);
            }
        }
    }

    /** A section from its {@code [} to the next section's, or, for the last, from the end of the one before. */
    private static void cutSection(GodotTextIndex x, int section, TreeMap<Integer, Integer> cuts) {
        int next = x.nextSibling(section);
        if (next >= 0 && !x.isSynthetic(next)) {
            cuts.merge(x.startInt(section), x.startInt(next), Math::max);
            return;
        }
        int before = section - 1;
        while (before > 0 && x.parent(before) != 0) before = x.parent(before);
        int from = before > 0 ? x.endInt(before) : x.startInt(section);
        cuts.merge(from, x.endInt(section), Math::max);
    }

    /** A {@code key = value} line of a section's body, with its line break; a header attribute stays. */
    private static void cutLine(GodotTextIndex x, int member, TreeMap<Integer, Integer> cuts) {
        byte[] t = x.text();
        int headerEnd = x.startInt(x.parent(member));
        while (headerEnd < t.length && t[headerEnd] != ']') headerEnd = skipString(t, headerEnd) + 1;
        if (x.keyStart(member) < headerEnd) throw new SyntaxRefusedException("an attribute of a section header is part of the section; set it instead");
        int from = x.keyStartInt(member);
        while (from > 0 && t[from - 1] != '\n') from--;
        cuts.merge(from - 1 >= 0 ? from - 1 : from, x.endInt(member), Math::max); // the line break before it goes along
    }

    private static int skipString(byte[] t, int p) {
        if (t[p] != '"') return p;
        int q = p + 1;
        while (q < t.length && t[q] != '"') q += t[q] == '\\' ? 2 : 1;
        return q;
    }

    /** An element of an array or an entry of a dictionary, with the separator after it (before it, for the last). */
    private static void cutElement(GodotTextIndex x, int child, TreeMap<Integer, Integer> cuts) {
        int start = x.keyStartInt(child) >= 0 ? x.keyStartInt(child) : x.startInt(child);
        int next = x.nextSibling(child);
        if (next >= 0) {
            cuts.merge(start, x.keyStartInt(next) >= 0 ? x.keyStartInt(next) : x.startInt(next), Math::max);
            return;
        }
        int previous = -1;
        for (int c = x.firstElement(x.parent(child)); c >= 0 && c != child; c = x.nextSibling(c)) previous = c;
        cuts.merge(previous >= 0 ? x.endInt(previous) : start, x.endInt(child), Math::max);
    }

    /** The separator the container's elements use: {@code ,} and a line break when it spans lines. */
    private static String separator(GodotTextIndex x, int container) {
        int first = x.firstElement(container), second = first < 0 ? -1 : x.nextSibling(first);
        if (second >= 0) {
            int from = x.endInt(first), to = x.keyStartInt(second) >= 0 ? x.keyStartInt(second) : x.startInt(second);
            return new String(x.text(), from, to - from, StandardCharsets.UTF_8);
        }
        return x.raw(container).contains("\n") ? ",\n" : ", ";
    }

    /** The {@code [} or {@code {} that opens the elements (after {@code Array[T](} in a typed array). */
    private static int openBracket(GodotTextIndex x, int container) {
        byte open = x.kind(container) == ValueIndex.ARRAY ? (byte) '[' : (byte) '{';
        byte[] t = x.text();
        int p = x.startInt(container);
        if (t[p] == open) return p;
        int paren = p;
        while (t[paren] != '(') paren++;
        while (t[paren] != open) paren++;
        return paren;
    }

    /** Where a section's own text ends: its last value, or its header. */
    private static int lastTextEnd(GodotTextIndex x, int section) { return x.endInt(section); }

    private static void refuseSynthetic(GodotTextIndex x, int v) {
        if (x.isSynthetic(v)) throw new SyntaxRefusedException("connections are added in Godot, as [connection] sections");
    }

    private static GodotTextIndex index(Document doc) { return (GodotTextIndex) doc.index(); }
}
