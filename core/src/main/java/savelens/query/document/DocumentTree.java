package savelens.query.document;

import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ValueKind;
import savelens.json.JsonIndex;
import savelens.index.ValueIndex;
import savelens.query.QueryTree;

/**
 * A document as queries see it, which is as {@code get FILE '$'} shows it: format metadata is invisible, a node
 * written out in place is its fields, and a reference is the string of its id as the command line writes it
 * ({@code "#5"}, {@code "#\"a1\""}), so the descendant segment never follows one and every query ends. {@code $}
 * is the root node; in each-node mode it is an array of every node of the file in document order, and the
 * descendant segment stops at a nested node (it is an element of {@code $} of its own). A tree serves one
 * evaluation on one thread at a time: it keeps its last answers.
 */
public final class DocumentTree implements QueryTree {
    /** The value that is the array of every node, in each-node mode. */
    static final int EVERY_NODE = Integer.MAX_VALUE;
    private final Document doc;
    private final ValueIndex index;
    private final int[] nodes;
    private final JsonIndex json;
    // The last value whose kind was asked and its kind: a filter asks of one value several times in a row (its
    // kind, then a member of it), and each answer is a search of the document's links.
    private int lastValue = -1;
    private ValueKind lastKind;
    private String lastName;
    private byte[][] lastNameList;
    private final int[] found = new int[1];

    private DocumentTree(Document doc, int[] nodes) {
        this.doc = doc;
        this.index = doc.index();
        this.nodes = nodes;
        this.json = index instanceof JsonIndex j ? j : null;
    }

    private ValueKind docKind(int value) {
        if (value != lastValue) {
            lastKind = doc.kind(value);
            lastValue = value;
        }
        return lastKind;
    }

    /** {@code $} is the document's root, as {@code get FILE '$'} shows it. */
    public static DocumentTree of(Document doc) { return new DocumentTree(doc, null); }

    /** {@code $} is an array of every node of the file, in document order (a synthetic root left out). */
    public static DocumentTree eachNode(Document doc) {
        int[] all = new int[doc.nodeCount()];
        int n = 0;
        for (int i = 0; i < doc.nodeCount(); i++) if (!doc.isSynthetic(doc.nodeValue(i))) all[n++] = i;
        return new DocumentTree(doc, java.util.Arrays.copyOf(all, n));
    }

    public Document document() { return doc; }

    public boolean isEachNode() { return nodes != null; }

    /** The node that is the n-th element of {@code $} in each-node mode. */
    public int nodeAt(int n) { return nodes[n]; }

    @Override public int root() {
        if (nodes != null) return EVERY_NODE;
        return doc.isSingleValue() ? 0 : doc.body(doc.root());
    }

    /** The container a value stands for: a nested node's body, else itself. */
    int container(int value) {
        return docKind(value) == ValueKind.NODE ? doc.body(doc.target(value)) : value;
    }

    @Override public int kind(int value) {
        if (value == EVERY_NODE) return ARRAY;
        return switch (docKind(value)) {
            case REFERENCE, STRING -> STRING;
            case NUMBER -> NUMBER;
            case BOOL -> index.kind(value) == ValueIndex.TRUE ? TRUE : FALSE;
            case NULL -> NULL;
            case ARRAY -> ARRAY;
            case OBJECT -> OBJECT;
            case NODE -> index.kind(container(value)) == ValueIndex.ARRAY ? ARRAY : OBJECT;
        };
    }

    @Override public String string(int value) {
        if (docKind(value) == ValueKind.REFERENCE) {
            NodeId id = doc.referencedNodeId(value);
            return id == null ? "" : id.toString();
        }
        return index.string(value);
    }

    @Override public double number(int value) {
        if (index.isIntegerNumber(value)) {
            long n = index.longValue(value, Long.MIN_VALUE);
            if (n != Long.MIN_VALUE) return n;
        }
        try {
            return Double.parseDouble(doc.raw(value).strip());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    @Override public String numberText(int value) { return doc.raw(value).strip(); }

    @Override public int member(int object, String name) {
        int c = container(object);
        if (json == null || !json.duplicates().isEmpty()) return doc.childNamed(c, name);
        if (!name.equals(lastName)) {
            lastNameList = new byte[][] {name.getBytes(java.nio.charset.StandardCharsets.UTF_8)};
            lastName = name;
        }
        // JsonIndex.member, without encoding the name again for every node a filter looks at, and in one walk of the
        // members inside the index's rebuilt chunk (one lookup for the walk, not one per member)
        found[0] = -1;
        json.noteNamedChildren(c, lastNameList, found, false); // the first member of that name, as member() finds it
        int child = found[0];
        return child < 0 || doc.isHidden(child) ? -1 : child;
    }

    @Override public int element(int array, int n) {
        if (array == EVERY_NODE) return doc.body(nodes[n]);
        return doc.childAt(container(array), n);
    }

    @Override public int size(int container) {
        if (container == EVERY_NODE) return nodes.length;
        return doc.visibleChildCount(container(container));
    }

    @Override public void forEachChild(int container, ChildVisitor visitor) {
        if (container == EVERY_NODE) {
            for (int i = 0; i < nodes.length; i++) visitor.child(doc.body(nodes[i]), null, i);
            return;
        }
        int c = container(container);
        boolean object = index.kind(c) == ValueIndex.OBJECT;
        int i = 0;
        for (int child = index.firstChild(c); child >= 0; child = index.nextSibling(child)) {
            if (doc.isHidden(child)) continue;
            visitor.child(child, object ? index.name(child) : null, i++);
        }
    }

    @Override public boolean isBoundary(int container, int child) {
        return nodes != null && container != EVERY_NODE && doc.kind(child) == ValueKind.NODE;
    }

    /** The node a value is (its body, or written out in place), or -1. */
    public int nodeOf(int value) {
        if (value == EVERY_NODE) return -1;
        if (doc.kind(value) == ValueKind.NODE) return doc.target(value);
        int n = doc.nodeAt(value);
        return n >= 0 && doc.body(n) == value ? n : -1;
    }

    @Override public String typeName(int value) {
        int n = nodeOf(value);
        return n < 0 ? null : doc.type(n);
    }

    @Override public String nodeId(int value) {
        int n = nodeOf(value);
        return n < 0 ? null : doc.nodeId(n).toString();
    }

    @Override public int deref(int value) {
        if (value == EVERY_NODE || doc.kind(value) != ValueKind.REFERENCE) return -1;
        int target = doc.target(value);
        return target < 0 ? -1 : doc.body(target);
    }
}
