package savelens.convert;

import java.nio.charset.StandardCharsets;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ValueKind;
import savelens.convert.ConversionRefusedException;
import savelens.graph.GraphFacts;
import savelens.json.JsonIndex;
import savelens.json.JsonIndexer;
import savelens.json.JsonText;

/**
 * Writes a document the way serializers with reference handling do (.NET, Jackson, cycle.js): depth first from the
 * root, each node written out in full where it is first met and as a reference everywhere after. What the target
 * cannot say is refused with the reason. A subclass says how a node, a reference and metadata are written.
 */
public abstract class InlineGraphWriter {
    protected final Document doc;
    /** The source is helio, whose form of an array with identity is a node with one field {@code items}. */
    private final boolean helioArrays;
    /** The source has ids of its own to keep; else nodes are numbered from 1 as they are written, as .NET does. */
    private final boolean ownIds;
    private final Place[] writtenAt;
    private final long[] numbers;
    private long written;
    protected final StringBuilder out;
    private int depth;

    protected InlineGraphWriter(Document doc, boolean helioArrays, boolean ownIds) {
        this.doc = doc;
        this.helioArrays = helioArrays;
        this.ownIds = ownIds;
        this.writtenAt = new Place[doc.nodeCount()];
        this.numbers = ownIds ? null : new long[doc.nodeCount()];
        if (doc.textLength() + doc.nodeCount() * 16L > savelens.document.InputTooLargeException.MOST_TEXT) {
            throw new ConversionRefusedException("the document's text is " + savelens.document.SizeLimit.describe(doc.textLength())
                    + ": a conversion writes its text in one piece, of at most 2 GiB");
        }
        this.out = new StringBuilder((int) (doc.textLength() + doc.nodeCount() * 16L));
    }

    /** The target format's name, for messages. */
    protected abstract String target();

    public final byte[] write() {
        if (doc.isSingleValue()) throw new ConversionRefusedException("the document is a single value, not a graph");
        GraphFacts graph = GraphFacts.of(doc); // only what the root reaches is asked: one search
        if (graph.unreachable() > 0) {
            int first = 0;
            while (graph.isReachable(first)) first++;
            throw new ConversionRefusedException(doc.nodeId(first) + (graph.unreachable() > 1 ? " (and " + (graph.unreachable() - 1) + " more nodes)" : "")
                    + " cannot be reached from the root, and a " + target() + " document holds only what its root reaches");
        }
        node(doc.root(), Place.root(doc.nodeId(doc.root())));
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** Writes the node where it is first met: its metadata, then its fields or elements. */
    protected abstract void node(int node, Place at, boolean array);

    /**
     * Writes a reference to a node already written at {@code target} with id {@code id}, or to an id that names no
     * node ({@code target} null).
     */
    protected abstract void reference(NodeId id, Place target, Place at);

    /** The id the node is written with: its own, or its number in writing order when the source has none. */
    protected final NodeId id(int node) {
        return ownIds ? doc.nodeId(node) : new NodeId.Number(numbers[node]);
    }

    /** An inline object or array (no identity). */
    protected void inline(int container, Place at) {
        container(container, at);
    }

    private void node(int node, Place at) {
        writtenAt[node] = at;
        if (!ownIds) numbers[node] = ++written;
        if (++depth > JsonIndexer.MAX_DEPTH / 2) {
            throw new ConversionRefusedException("nodes nest more than " + JsonIndexer.MAX_DEPTH / 2 + " deep where they are first met (at "
                    + at.path() + "), deeper than SaveLens and the serializers read");
        }
        node(node, at, isArray(node));
        depth--;
    }

    /** True when the node's body is an array (or the helio form of one). */
    protected final boolean isArray(int node) {
        return doc.bodyIsArray(node) || helioItems(node) >= 0;
    }

    /** The array that holds a node's elements, or its object of fields. */
    protected final int body(int node) {
        int items = helioItems(node);
        return items >= 0 ? items : doc.body(node);
    }

    private int helioItems(int node) {
        if (!helioArrays || doc.bodyIsArray(node)) return -1;
        int body = doc.body(node);
        if (doc.visibleChildCount(body) != 1) return -1;
        int items = doc.childNamed(body, SameGraph.ARRAY_ITEMS);
        return items >= 0 && doc.kind(items) == ValueKind.ARRAY ? items : -1;
    }

    /** The node's own members or elements, without brackets; {@code first}: nothing written before them. */
    protected final void members(int node, Place at, boolean first) {
        int body = body(node);
        boolean array = doc.index().kind(body) == JsonIndex.ARRAY;
        NodeId id = doc.nodeId(node);
        int[] i = {0};
        boolean[] none = {first};
        doc.forEachChild(body, v -> {
            if (!none[0]) out.append(',');
            none[0] = false;
            Place p = array ? at.element(i[0]++, id) : at.member(doc.name(v), id);
            if (!array) out.append(JsonText.quote(doc.name(v))).append(':');
            value(v, p);
        });
    }

    private void container(int c, Place at) {
        boolean object = doc.kind(c) == ValueKind.OBJECT;
        out.append(object ? '{' : '[');
        int[] i = {0};
        doc.forEachChild(c, v -> {
            if (i[0] > 0) out.append(',');
            Place p = object ? at.member(doc.name(v), at.node()) : at.element(i[0], at.node());
            i[0]++;
            if (object) out.append(JsonText.quote(doc.name(v))).append(':');
            value(v, p);
        });
        out.append(object ? '}' : ']');
    }

    protected final void value(int v, Place at) {
        switch (doc.kind(v)) {
            case REFERENCE, NODE -> {
                int t = doc.target(v);
                if (t >= 0 && writtenAt[t] == null) node(t, new Place(at.parent(), at.member(), at.index(), doc.nodeId(t)));
                else reference(t >= 0 ? id(t) : doc.referencedNodeId(v), t >= 0 ? writtenAt[t] : null, at);
            }
            case OBJECT, ARRAY -> inline(v, at);
            case STRING -> out.append(doc.index() instanceof JsonIndex ? doc.raw(v) : JsonText.quote(doc.index().string(v)));
            case NULL -> out.append("null");
            default -> out.append(doc.raw(v));
        }
    }

    /** A node's id as text: the digits of an integer id, a string id as it is. */
    public static String idText(NodeId id) {
        return id instanceof NodeId.Number n ? Long.toString(n.value()) : ((NodeId.Name) id).value();
    }
}
