package savelens.query.document;

import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ValueKind;
import java.nio.charset.StandardCharsets;
import savelens.json.JsonIndex;
import savelens.json.TextMembers;
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
    // In each-node mode, the nodes that are elements of $ (null when that is every node, 0 to nodeCount - 1: most
    // documents, so that a query over a million nodes starts without listing them), and how many there are; -1
    // for a tree whose $ is the root.
    private final int[] nodes;
    private final int nodeCount;
    private final JsonIndex json;
    // The last value whose kind was asked and its kind: a filter asks of one value several times in a row (its
    // kind, then a member of it), and each answer is a search of the document's links.
    private int lastValue = -1;
    private ValueKind lastKind;
    private String lastName;
    private byte[][] lastNameList;
    private final int[] found = new int[1];
    // Each node's fields read from the text at the node's noted span, where the document has them (see TextMembers):
    // a filter over every node then rebuilds no chunk of the index, and an edited text is read through its pieces.
    // The element of $ handed out last, and the member read last from the text with its kind and span, so that its
    // kind and value need no lookup either.
    private final TextMembers text;
    private int currentNode = -1;
    private int currentBody = -1;
    private long currentBodyStart;
    private byte currentBodyKind;
    private int textMember = -1;
    private byte textMemberKind;
    private long textMemberStart;
    private long textMemberEnd;

    private DocumentTree(Document doc, int[] nodes, int nodeCount, boolean fromText) {
        this.doc = doc;
        this.index = doc.index();
        this.nodes = nodes;
        this.nodeCount = nodeCount;
        this.json = index instanceof JsonIndex j ? j : null;
        this.text = fromText && nodeCount >= 0 && json != null && json.duplicates().isEmpty() && doc.knowsNodeText() && !doc.hasNesting()
                ? new TextMembers(json) : null;
    }

    private ValueKind docKind(int value) {
        if (value != lastValue) {
            byte known = knownIndexKind(value);
            lastKind = known != 0 ? doc.kind(value, known) : doc.kind(value);
            lastValue = value;
        }
        return lastKind;
    }

    /** The index kind of a value read from the text (the current node's body, the member read last), else 0. */
    private byte knownIndexKind(int value) {
        if (value == textMember) return textMemberKind;
        if (value == currentBody && currentBodyStart() >= 0) return currentBodyKind;
        return 0;
    }

    /** Notes the node whose body is handed out as an element of $ now (each-node mode). */
    private int current(int node) {
        if (node != currentNode) {
            currentNode = node;
            currentBody = doc.body(node);
            currentBodyStart = -2; // found when first asked for
        }
        return currentBody;
    }

    /** Where the current node's body is written, or -1 when it is not read from the text. */
    private long currentBodyStart() {
        if (currentBodyStart == -2) {
            currentBodyStart = -1;
            if (text != null) {
                long span = doc.nodeTextSpan(currentNode);
                long from = Document.spanStart(span);
                text.within(from, Document.spanEnd(span)); // member() below reads this node's span alone
                long at = doc.nodeBodyStart(currentNode); // noted while reading: no walk over the node's id and type
                if (at < 0) at = text.startOf(doc.nodeValue(currentNode), from, currentBody);
                if (at >= 0) {
                    byte k = text.kindAt(at);
                    if (k == ValueIndex.OBJECT || k == ValueIndex.ARRAY) {
                        currentBodyStart = at;
                        currentBodyKind = k;
                    }
                }
            }
        }
        return currentBodyStart;
    }

    /** {@code $} is the document's root, as {@code get FILE '$'} shows it. */
    public static DocumentTree of(Document doc) { return new DocumentTree(doc, null, -1, false); }

    /** {@code $} is an array of every node of the file, in document order (a synthetic root left out). */
    public static DocumentTree eachNode(Document doc) { return eachNode(doc, true); }

    /** As {@link #eachNode(Document)}; {@code fromText} false reads every value through the index (for tests). */
    static DocumentTree eachNode(Document doc, boolean fromText) {
        if (!doc.hasSyntheticRoot()) return new DocumentTree(doc, null, doc.nodeCount(), fromText);
        int[] all = new int[doc.nodeCount()];
        int n = 0;
        for (int i = 0; i < doc.nodeCount(); i++) if (!doc.isSynthetic(doc.nodeValue(i))) all[n++] = i;
        return new DocumentTree(doc, java.util.Arrays.copyOf(all, n), n, fromText);
    }

    public Document document() { return doc; }

    public boolean isEachNode() { return nodeCount >= 0; }

    /** The node that is the n-th element of {@code $} in each-node mode. */
    public int nodeAt(int n) { return nodes == null ? n : nodes[n]; }

    @Override public int root() {
        if (nodeCount >= 0) return EVERY_NODE;
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
        if (value == textMember && textMemberKind == ValueIndex.STRING && docKind(value) == ValueKind.STRING) {
            return text.string(textMemberStart, textMemberEnd);
        }
        if (docKind(value) == ValueKind.REFERENCE) {
            NodeId id = doc.referencedNodeId(value);
            return id == null ? "" : id.toString();
        }
        return index.string(value);
    }

    @Override public double number(int value) {
        if (value == textMember && textMemberKind == ValueIndex.NUMBER) {
            long n = text.integer(textMemberStart, textMemberEnd, Long.MIN_VALUE);
            if (n != Long.MIN_VALUE) return n;
            try {
                return Double.parseDouble(numberText(value));
            } catch (NumberFormatException e) {
                return Double.NaN;
            }
        }
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

    @Override public String numberText(int value) {
        if (value == textMember && textMemberKind == ValueIndex.NUMBER) {
            return text.raw(textMemberStart, textMemberEnd).strip();
        }
        return doc.raw(value).strip();
    }

    @Override public int member(int object, String name) {
        int c = container(object);
        if (json == null || !json.duplicates().isEmpty()) return doc.childNamed(c, name);
        if (!name.equals(lastName)) {
            lastNameList = new byte[][] {name.getBytes(StandardCharsets.UTF_8)};
            lastName = name;
        }
        if (c == currentBody && currentBodyStart() >= 0) {
            int child = text.member(c, currentBodyStart, lastNameList[0]);
            if (child >= 0) {
                textMember = child;
                textMemberKind = text.kind();
                textMemberStart = text.start();
                textMemberEnd = text.end();
                if (lastValue == child) lastValue = -1; // its kind is asked afresh
            }
            return child < 0 || doc.isHidden(child) ? -1 : child;
        }
        // JsonIndex.member, without encoding the name again for every node a filter looks at, and in one walk of the
        // members inside the index's rebuilt chunk (one lookup for the walk, not one per member)
        found[0] = -1;
        json.noteNamedChildren(c, lastNameList, found, false); // the first member of that name, as member() finds it
        int child = found[0];
        return child < 0 || doc.isHidden(child) ? -1 : child;
    }

    @Override public int element(int array, int n) {
        if (array == EVERY_NODE) return current(nodeAt(n));
        return doc.childAt(container(array), n);
    }

    @Override public int size(int container) {
        if (container == EVERY_NODE) return nodeCount;
        return doc.visibleChildCount(container(container));
    }

    @Override public void forEachChild(int container, ChildVisitor visitor) {
        if (container == EVERY_NODE) {
            for (int i = 0; i < nodeCount; i++) visitor.child(current(nodeAt(i)), null, i);
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
        return nodeCount >= 0 && container != EVERY_NODE && doc.kind(child) == ValueKind.NODE;
    }

    /** The node a value is (its body, or written out in place), or -1. */
    public int nodeOf(int value) {
        if (value == EVERY_NODE) return -1;
        if (docKind(value) == ValueKind.NODE) return doc.target(value);
        if (value == currentBody) return currentNode;
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
