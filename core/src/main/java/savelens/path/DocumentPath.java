package savelens.path;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ValueKind;
import savelens.index.ValueIndex;
import savelens.json.MalformedEscapeException;
import savelens.json.VisibleText;

/**
 * A place in a document, as the command line writes it: {@code $} (the root) or {@code #ID} (a node by its
 * id, {@code #12} or {@code #"a1"}), then member steps ({@code .name}, or {@code ["name"]} with JSON's
 * escapes) and element steps ({@code [N]}); a step through a reference follows it. Format wrappers (MV
 * {@code @a}) are invisible because nodes expose their body directly.
 * <p>
 * Documents whose keys are typed (Ruby Marshal, {@link savelens.document.Syntax#typedPathKeys}) read their paths
 * with {@link #parse(String, Document)}: there {@code .name} is a symbol key or an instance variable ({@code .@gold}),
 * {@code ["name"]} a string key ({@link Key}), {@code [3]} an integer key of a hash as well as an array index, and
 * {@code {n}} the n-th entry of a hash ({@link Entry}) whatever its key; {@code .a} and {@code ["a"]} are then
 * different steps. Elsewhere {@code ["a"]} is {@code .a}.
 * <p>
 * A value: equal paths have equal steps. Each path is its parent plus one step, so making a child (the tree
 * makes one per row) costs one object whatever the depth.
 */
public final class DocumentPath {
    /** One step of a path; a path starts with {@link Root} or {@link Node} and goes on with the others. */
    public sealed interface Step permits Root, Node, Member, Index, Key, Entry {}

    /** {@code $}: the root node, or the whole document when it is one value. */
    public record Root() implements Step {}

    /** {@code #ID}: the node with this id. */
    public record Node(NodeId id) implements Step {
        public Node {
            Objects.requireNonNull(id);
        }
    }

    /** A member of an object by name. */
    public record Member(String name) implements Step {
        public Member {
            Objects.requireNonNull(name);
        }
    }

    /** An element of an array by position; where keys are typed, also a hash's entry whose key is this integer. */
    public record Index(int index) implements Step {}

    /**
     * Where keys are typed: a hash entry by a key written as a literal other than a symbol or an integer that fits
     * an {@code int}: a string key as its quoted text ({@code "name"}), {@code nil}, {@code true}, {@code false}, a big
     * integer. Printed {@code [literal]}.
     */
    public record Key(String literal) implements Step {
        public Key {
            Objects.requireNonNull(literal);
        }
    }

    /** Where keys are typed: the n-th entry of a hash (from 0), whatever its key; printed {@code {n}}. */
    public record Entry(int entry) implements Step {}

    private static final DocumentPath ROOT = new DocumentPath(null, new Root());

    private final DocumentPath parent;
    private final Step step;
    private final int length;
    private int hash;
    private String printed;

    private DocumentPath(DocumentPath parent, Step step) {
        this.parent = parent;
        this.step = step;
        this.length = parent == null ? 1 : parent.length + 1;
    }

    /** {@code $}. */
    public static DocumentPath root() { return ROOT; }

    /** {@code #ID}. */
    public static DocumentPath node(NodeId id) { return new DocumentPath(null, new Node(id)); }

    /** This path and a member step. */
    public DocumentPath member(String name) { return new DocumentPath(this, new Member(name)); }

    /** This path and an element step. */
    public DocumentPath index(int index) { return new DocumentPath(this, new Index(index)); }

    /** This path and a typed key step ({@link Key}). */
    public DocumentPath key(String literal) { return new DocumentPath(this, new Key(literal)); }

    /** This path and an entry step ({@link Entry}). */
    public DocumentPath entry(int n) { return new DocumentPath(this, new Entry(n)); }

    /**
     * This path and the step to the member {@code name} of a container of {@code doc}, {@code name} as the
     * document's index names it: a plain member step, unless the document's keys are typed, where a quoted name,
     * an integer, {@code nil}, {@code true}, {@code false} or {@code {n}} is the typed step it stands for.
     */
    public DocumentPath member(Document doc, String name) {
        if (!doc.syntax().typedPathKeys()) return member(name);
        return new DocumentPath(this, typedStep(name));
    }

    /** The step a typed document's member name stands for (see {@link #member(Document, String)}). */
    static Step typedStep(String name) {
        if (name.startsWith("\"") && name.length() >= 2 && name.endsWith("\"")) return new Key(name);
        if (name.equals("nil") || name.equals("true") || name.equals("false")) return new Key(name);
        if (INTEGER.matcher(name).matches()) {
            try {
                return new Index(Integer.parseInt(name));
            } catch (NumberFormatException e) {
                return new Key(name);
            }
        }
        if (ENTRY.matcher(name).matches()) {
            try {
                return new Entry(Integer.parseInt(name.substring(1, name.length() - 1)));
            } catch (NumberFormatException e) {
                return new Member(name);
            }
        }
        return new Member(name);
    }

    private static final java.util.regex.Pattern INTEGER = java.util.regex.Pattern.compile("-?[0-9]+");
    private static final java.util.regex.Pattern ENTRY = java.util.regex.Pattern.compile("\\{[0-9]+}");

    /** The path one step shorter; null for {@code $} or {@code #ID} alone. */
    public DocumentPath parent() { return parent; }

    /** The last step. */
    public Step last() { return step; }

    /** The first step: {@link Root} or {@link Node}. */
    public Step start() {
        DocumentPath p = this;
        while (p.parent != null) p = p.parent;
        return p.step;
    }

    /** How many steps, the start included. */
    public int length() { return length; }

    /** The steps from the start. */
    public List<Step> steps() {
        List<Step> out = new ArrayList<>(length);
        for (DocumentPath p : prefixes()) out.add(p.step);
        return out;
    }

    /** This path and every path it leads through, from the start: {@code $}, {@code $.a}, {@code $.a[0]}. */
    public List<DocumentPath> prefixes() {
        DocumentPath[] out = new DocumentPath[length];
        for (DocumentPath p = this; p != null; p = p.parent) out[p.length - 1] = p;
        return List.of(out);
    }

    /** True when this path is {@code prefix} or lies below it. */
    public boolean startsWith(DocumentPath prefix) {
        DocumentPath p = this;
        while (p != null && p.length > prefix.length) p = p.parent;
        return prefix.equals(p);
    }

    /** The prefix of this path that has {@code steps} steps. */
    public DocumentPath prefix(int steps) {
        if (steps < 1 || steps > length) throw new IllegalArgumentException("no prefix of " + steps + " steps in " + this);
        DocumentPath p = this;
        while (p.length > steps) p = p.parent;
        return p;
    }

    // ---- reading and writing

    /**
     * Reads a path as the command line takes it.
     *
     * @throws PathException saying where the text is wrong
     */
    public static DocumentPath parse(String text) { return parse(text, false); }

    /** Reads a path for {@code doc}: with typed keys when its syntax has them. */
    public static DocumentPath parse(String text, Document doc) { return parse(text, doc != null && doc.syntax().typedPathKeys()); }

    /**
     * Reads a path; with {@code typedKeys}, {@code ["name"]} is a string key, {@code [nil]}, {@code [true]},
     * {@code [false]} and big integers are keys, and {@code {n}} is an entry (see the class comment).
     *
     * @throws PathException saying where the text is wrong
     */
    public static DocumentPath parse(String text, boolean typedKeys) {
        DocumentPath path;
        int i;
        if (text.startsWith("$")) {
            path = ROOT;
            i = 1;
        } else if (text.startsWith("#")) {
            try {
                NodeId.Token id = NodeId.read(text, 0);
                path = node(id.id());
                i = id.end();
            } catch (IllegalArgumentException e) {
                throw new PathException("a path starts with $ or #ID: " + text + " (" + e.getMessage() + ")");
            }
        } else {
            throw new PathException("a path starts with $ (the root) or #ID (a node), not \"" + text + "\"");
        }
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '.') {
                int j = i + 1;
                while (j < text.length() && text.charAt(j) != '.' && text.charAt(j) != '[' && !(typedKeys && text.charAt(j) == '{')) j++;
                if (j == i + 1) throw new PathException("empty field name at position " + (i + 1) + " of " + text);
                path = path.member(text.substring(i + 1, j));
                i = j;
            } else if (c == '[') {
                int close;
                if (i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    int j = i + 2;
                    StringBuilder name = new StringBuilder();
                    while (j < text.length() && text.charAt(j) != '"') {
                        if (text.charAt(j) == '\\' && j + 1 < text.length()) j = escape(text, j, name);
                        else name.append(text.charAt(j++));
                    }
                    close = j + 1;
                    if (close >= text.length() || text.charAt(close) != ']') throw new PathException("unclosed [\"name\"] in " + text);
                    // A typed document names a string key by its text as quoted: kept as written, as it prints it.
                    path = typedKeys ? path.key(text.substring(i + 1, close)) : path.member(name.toString());
                } else {
                    close = text.indexOf(']', i);
                    if (close < 0) throw new PathException("unclosed [ in " + text);
                    String inside = text.substring(i + 1, close).trim();
                    if (typedKeys && !(typedStep(inside) instanceof Member)) {
                        Step typed = typedStep(inside);
                        if (typed instanceof Entry) throw new PathException("[" + inside + "] is not a key in " + text + "; an entry is written {n}");
                        path = new DocumentPath(path, typed);
                        i = close + 1;
                        continue;
                    }
                    try {
                        path = path.index(Integer.parseInt(text.substring(i + 1, close).trim()));
                    } catch (NumberFormatException e) {
                        throw new PathException("[" + text.substring(i + 1, close) + "] is not an index in " + text);
                    }
                }
                i = close + 1;
            } else if (c == '{' && typedKeys) {
                int close = text.indexOf('}', i);
                if (close < 0) throw new PathException("unclosed { in " + text);
                try {
                    int n = Integer.parseInt(text.substring(i + 1, close).trim());
                    if (n < 0) throw new NumberFormatException();
                    path = path.entry(n);
                } catch (NumberFormatException e) {
                    throw new PathException("{" + text.substring(i + 1, close) + "} is not an entry number in " + text);
                }
                i = close + 1;
            } else {
                throw new PathException("unexpected '" + c + "' at position " + (i + 1) + " of " + text);
            }
        }
        return path;
    }

    /**
     * Reads the escape at {@code at} inside a quoted name into {@code name}; returns where the name goes on.
     * JSON's escapes as the window shows them ({@link VisibleText}), so that a name shown escaped can be
     * pasted; any other {@code \x} is {@code x}, as paths have always read it.
     */
    private static int escape(String text, int at, StringBuilder name) {
        try {
            int next = VisibleText.readEscape(text, at, name);
            if (next != VisibleText.UNKNOWN_ESCAPE) return next;
        } catch (MalformedEscapeException e) {
            throw new PathException("\\u takes four hex digits in " + text);
        }
        name.append(text.charAt(at + 1));
        return at + 2;
    }

    /** The path as the command line takes it and the window shows it; {@link #parse} reads it back. */
    @Override public String toString() {
        String s = printed;
        if (s == null) {
            StringBuilder out = new StringBuilder();
            for (DocumentPath p : prefixes()) print(p.step, out);
            printed = s = out.toString();
        }
        return s;
    }

    /** One step as written in a path. */
    public static String print(Step step) {
        StringBuilder out = new StringBuilder();
        print(step, out);
        return out.toString();
    }

    private static void print(Step step, StringBuilder out) {
        if (step instanceof Root) out.append('$');
        else if (step instanceof Node n) out.append(n.id());
        else if (step instanceof Index x) out.append('[').append(x.index()).append(']');
        else if (step instanceof Key k) out.append('[').append(k.literal()).append(']');
        else if (step instanceof Entry e) out.append('{').append(e.entry()).append('}');
        else member(((Member) step).name(), out);
    }

    /**
     * A member step: {@code .name}, or {@code ["name"]} when the name would not read back as one, with the
     * name as {@link VisibleText} shows it (a tab as {@code \t}) and quotes escaped: a path can be shown and
     * copied whatever the name holds.
     */
    private static void member(String name, StringBuilder out) {
        boolean plain = !name.isEmpty() && !VisibleText.needsEscapes(name);
        for (int i = 0; i < name.length() && plain; i++) {
            char c = name.charAt(i);
            if (c == '.' || c == '[' || c == ']' || c == '"' || Character.isWhitespace(c)) plain = false;
        }
        if (plain) out.append('.').append(name);
        else out.append("[\"").append(VisibleText.show(name).replace("\"", "\\\"")).append("\"]");
    }

    @Override public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof DocumentPath other) || other.length != length || other.hashCode() != hashCode()) return false;
        DocumentPath a = this, b = other;
        while (a != null) {
            if (a == b) return true;
            if (!a.step.equals(b.step)) return false;
            a = a.parent;
            b = b.parent;
        }
        return true;
    }

    @Override public int hashCode() {
        if (hash != 0) return hash;
        // Worked out from the nearest prefix that has one, down: a path can be a hundred thousand steps long.
        java.util.ArrayDeque<DocumentPath> unhashed = new java.util.ArrayDeque<>();
        for (DocumentPath p = this; p != null && p.hash == 0; p = p.parent) unhashed.push(p);
        while (!unhashed.isEmpty()) {
            DocumentPath p = unhashed.pop();
            int h = (p.parent == null ? 0 : p.parent.hash) * 31 + p.step.hashCode();
            p.hash = h == 0 ? 1 : h;
        }
        return hash;
    }

    // ---- resolving

    /**
     * Where the path leads in a document.
     *
     * @throws PathException naming the step that leads nowhere
     */
    public Location resolve(Document doc) {
        List<DocumentPath> prefixes = prefixes();
        Location at;
        if (prefixes.get(0).step instanceof Node n) {
            int node = doc.nodeById(n.id());
            if (node < 0) throw new PathException("no node " + n.id());
            // A synthetic root (a scene's root list) is $ wherever it is shown: messages name it so too.
            if (node == doc.root() && doc.hasSyntheticRoot() && length > 1) return fromRoot().resolve(doc);
            at = new Location(node, -1);
        } else {
            if (doc.isSingleValue()) return singleValue(doc);
            at = new Location(doc.root(), -1);
        }
        for (int i = 1; i < prefixes.size(); i++) at = step(doc, at, prefixes.get(i).step, prefixes.get(i - 1));
        return at;
    }

    /** The same steps from {@code $}. */
    private DocumentPath fromRoot() {
        DocumentPath p = ROOT;
        for (Step step : steps().subList(1, length)) p = new DocumentPath(p, step);
        return p;
    }

    /** A document that is one value: {@code $} is that value, and no step leads anywhere. */
    private Location singleValue(Document doc) {
        if (length > 1) {
            throw new PathException("$ is " + doc.kind(0).describe() + ", the whole document; it has no " + describe(prefix(2).step));
        }
        return new Location(-1, 0);
    }

    private static Location step(Document doc, Location at, Step step, DocumentPath walked) {
        int container;
        int node = at.node();
        if (at.isNode()) {
            container = doc.body(node);
        } else {
            int v = at.value();
            ValueKind kind = doc.kind(v);
            if (kind == ValueKind.REFERENCE || kind == ValueKind.NODE) {
                int t = doc.target(v);
                if (t < 0) throw new PathException(walked + " is a dangling reference to " + doc.referencedNodeId(v));
                node = t;
                container = doc.body(t);
            } else if (kind == ValueKind.OBJECT || kind == ValueKind.ARRAY) {
                container = v;
            } else {
                throw new PathException(walked + " is " + kind.describe() + ", it has no " + describe(step));
            }
        }
        boolean isArray = doc.index().kind(container) == ValueIndex.ARRAY;
        int child;
        if (step instanceof Key k) {
            if (isArray) throw new PathException(walked + " is an array; use [N], not " + print(step));
            child = doc.childNamed(container, k.literal());
            if (child < 0) {
                // A symbol key of the same text is the likely meaning: say how it is written rather than suggest the same text.
                String text = k.literal().length() >= 2 && k.literal().startsWith("\"") ? k.literal().substring(1, k.literal().length() - 1) : null;
                if (text != null && doc.childNamed(container, text) >= 0) {
                    throw new PathException(walked + " has no string key " + k.literal() + "; its symbol key of that name is ." + text);
                }
                throw new PathException(walked + " has no key " + k.literal() + NearestNames.hint(k.literal(), memberNames(doc, container)));
            }
        } else if (step instanceof Entry e) {
            if (isArray) throw new PathException(walked + " is an array; use [N], not " + print(step));
            child = doc.childAt(container, e.entry());
            if (child < 0) throw new PathException(walked + " has no entry {" + e.entry() + "} (" + entries(doc.visibleChildCount(container)) + ")");
        } else if (step instanceof Index x && !isArray && doc.syntax().typedPathKeys()) {
            child = doc.childNamed(container, Integer.toString(x.index()));
            if (child < 0) throw new PathException(walked + " has no key " + x.index());
        } else if (step instanceof Member m) {
            if (isArray) throw new PathException(walked + " is an array; use [N], not " + print(step));
            child = doc.childNamed(container, m.name());
            if (child < 0) throw new PathException(walked + " has no field \"" + m.name() + "\"" + NearestNames.hint(m.name(), memberNames(doc, container)));
        } else {
            int index = ((Index) step).index();
            if (!isArray) throw new PathException(walked + " is not an array; it has no [" + index + "]");
            child = index < 0 ? -1 : doc.childAt(container, index);
            if (child < 0) throw new PathException(walked + " has no element [" + index + "] (" + elements(doc.visibleChildCount(container)) + ")");
        }
        return new Location(node, child);
    }

    private static String entries(int n) {
        return n == 0 ? "it is empty" : n == 1 ? "its one entry is {0}" : "its entries are {0} to {" + (n - 1) + "}";
    }

    private static String elements(int n) {
        return n == 0 ? "it is empty" : n == 1 ? "its one element is [0]" : "its elements are [0] to [" + (n - 1) + "]";
    }

    private static java.util.List<String> memberNames(Document doc, int container) {
        java.util.List<String> names = new java.util.ArrayList<>();
        doc.forEachChild(container, v -> names.add(doc.name(v)));
        return names;
    }

    private static String describe(Step step) {
        if (step instanceof Key k) return "key " + k.literal();
        if (step instanceof Entry e) return "entry {" + e.entry() + "}";
        return step instanceof Member m ? "field \"" + m.name() + "\"" : "element [" + ((Index) step).index() + "]";
    }
}
