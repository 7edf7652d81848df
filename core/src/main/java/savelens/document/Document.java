package savelens.document;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntConsumer;
import savelens.index.ValueIndex;
import savelens.json.JsonIndex;
import savelens.registry.RegistrySource;
import savelens.registry.TypeRegistry;

/**
 * A loaded id-table document: its text (JSON, YAML, …), the index of its values, and the format's reading of it —
 * which containers are nodes (with their ids and types), which values are references, which members are
 * format metadata. Immutable: an edit produces a new document from the edited text, which its
 * {@link Syntax} (supplied by whatever read it) writes and reads again.
 *
 * <p>Nodes are numbered 0..nodeCount-1 in document order ("node index"); values are numbered as in the
 * {@link ValueIndex} ("value index"). Ids are the file's own, or assigned after its largest.
 */
public final class Document {
    static final byte PLAIN = 0, REFERENCE = 1, NESTED = 2, HIDDEN = 3;

    private final Syntax syntax;
    private final ValueIndex index;
    private final int nodeCount;
    private final NodeIds ids;
    /**
     * Each node's value, packed (node values ascend in document order: a little over two bytes a node instead of four,
     * 9 MB fewer on a save of nearly five million nodes, and in pages that any gap of the heap takes).
     */
    private final AscendingInts nodeValue;
    /** Each node's body, or null where every node's body is its value (Marshal's). */
    private final int[] nodeBody;
    private final NodeTypes nodeType;
    private final int root;
    private final ValueRoles roles;
    private final Map<Integer, NodeId> danglingIds;
    private final TypeRegistry registry;
    private final RegistrySource registrySource;
    private final List<Diagnostic> readDiagnostics;
    private volatile ReferenceEdges edges;
    private final boolean syntheticRoot;
    /** The synthetic root's elements are values written in the file (a Marshal file's streams), not made up. */
    private final boolean rootElementsWritten;
    private final ExternalReferences external;
    /** Where each node's value is written, as the format noted it while reading (shifted by patches since); or null. */
    private final NodeSpans nodeText;
    private static final AtomicLong SERIALS = new AtomicLong();
    /** Tells documents apart for {@link #patchFrom} without keeping the one before alive. */
    private final long serial = SERIALS.incrementAndGet();
    /** The serial of the document this one was patched from, and where the patch went; -1 and null when read. */
    private final long patchedFrom;
    private final TextPatch patch;

    Document(Syntax syntax, ValueIndex index, int nodeCount, NodeIds ids, AscendingInts nodeValue,
             int[] nodeBody, NodeTypes nodeType, int root, ValueRoles roles, Map<Integer, NodeId> danglingIds, TypeRegistry registry, RegistrySource registrySource,
             List<Diagnostic> readDiagnostics, boolean syntheticRoot, boolean rootElementsWritten, ExternalReferences external, NodeSpans nodeText) {
        this(syntax, index, nodeCount, ids, nodeValue, nodeBody, nodeType, root, roles, danglingIds, registry, registrySource,
                readDiagnostics, syntheticRoot, rootElementsWritten, external, nodeText, -1, null);
        if (nodeText != null && nodeText.elementsOf() >= 0 && index instanceof JsonIndex j) j.elementStarts(nodeText.elementsOf(), new NodeStarts(nodeValue, nodeText, nodeCount));
    }

    /** The nodes' values and where each is written, for the index (see {@link JsonIndex#elementStarts}). */
    private record NodeStarts(AscendingInts values, NodeSpans spans, int count) implements JsonIndex.ElementStarts {
        @Override public int value(int i) { return values.get(i); }

        @Override public long start(int i) { return spanStart(spans.span(i)); }

        @Override public int atOrBefore(int v) {
            int i = values.binarySearch(0, count, v);
            return i >= 0 ? i : -i - 2;
        }
    }

    private Document(Syntax syntax, ValueIndex index, int nodeCount, NodeIds ids, AscendingInts nodeValue,
             int[] nodeBody, NodeTypes nodeType, int root, ValueRoles roles, Map<Integer, NodeId> danglingIds, TypeRegistry registry, RegistrySource registrySource,
             List<Diagnostic> readDiagnostics, boolean syntheticRoot, boolean rootElementsWritten, ExternalReferences external, NodeSpans nodeText,
             long patchedFrom, TextPatch patch) {
        this.syntax = syntax;
        this.index = index;
        this.nodeCount = nodeCount;
        this.ids = ids;
        this.nodeValue = nodeValue;
        this.nodeBody = nodeBody;
        this.nodeType = nodeType;
        this.root = root;
        this.roles = roles;
        this.danglingIds = danglingIds;
        this.registry = registry;
        this.registrySource = registrySource;
        this.readDiagnostics = List.copyOf(readDiagnostics);
        this.syntheticRoot = syntheticRoot;
        this.rootElementsWritten = rootElementsWritten;
        this.external = external;
        this.nodeText = nodeText;
        this.patchedFrom = patchedFrom;
        this.patch = patch;
    }

    /** How this document's dialect writes values, and reads an edited text again. */
    public Syntax syntax() { return syntax; }

    /** Where each value sits in the text, in whatever syntax the document was read from. */
    public ValueIndex index() { return index; }

    /** The text (for containers: the decoded text); callers must not modify it. */
    public byte[] text() { return index.text(); }

    /** The text's length in bytes: what to ask when the bytes are not needed (an edited text may be in pieces). */
    public long textLength() { return index.textLength(); }

    public TypeRegistry registry() { return registry; }

    public RegistrySource registrySource() { return registrySource; }

    /**
     * Whether talk of a type registry means anything here: where references are bare ids (helio, Jackson) a
     * registry tells them from numbers, and a document read against a given registry is measured by it.
     * Elsewhere (RPG Maker, Unity, Godot, …) "unregistered" or "no registry" is noise.
     */
    public boolean registryApplies() { return syntax.referencesNeedRegistry() || !registry.isEmpty(); }

    /** Findings made while reading (registry and format checks); graph findings come from analysis. */
    public List<Diagnostic> readDiagnostics() { return readDiagnostics; }

    // ---- nodes

    public int nodeCount() { return nodeCount; }

    /** The root node, or -1 when the document is a single scalar value ({@link #isSingleValue}). */
    public int root() { return root; }

    /**
     * True when the whole document is one string, number, bool or null (an engine may save any JSON value):
     * it has no nodes, and its value is value 0.
     */
    public boolean isSingleValue() { return root < 0; }

    /**
     * True when the root is no object of the file but one its format made up to hold the entry points (a Unity
     * scene's root objects): it is printed as {@code $} and not counted among the file's objects.
     */
    public boolean hasSyntheticRoot() { return syntheticRoot; }

    /**
     * True for the values of a synthetic root (it and the references to the root objects): they have no text
     * in the file, so no edit can change them; what they show comes from other values (a Unity object's father).
     * Where the root's elements are values the file writes (a Ruby Marshal file's streams), only the root is.
     */
    public boolean isSynthetic(int value) {
        if (!syntheticRoot || value < 0) return false;
        int own = nodeValue.get(root);
        return value == own || !rootElementsWritten && index.parent(value) == own;
    }

    /** The number of nodes that are objects of the file: all of them, but a synthetic root. */
    public int fileNodeCount() { return syntheticRoot ? nodeCount - 1 : nodeCount; }

    /** The values that refer to things outside the document (another asset, an external resource). */
    public ExternalReferences externalReferences() { return external; }

    /** The thing outside the document a value refers to, or null when the value is no external reference. */
    public ExternalReference externalReference(int value) { return external.at(value); }

    /** The node's id: the file's own (an integer or a string), or one assigned after the largest integer id. */
    public NodeId nodeId(int node) { return ids.id(node); }

    /**
     * The node's integer id without making an id object (for writers of integer-id formats going over every
     * node), or {@link DocumentBuilder#NO_ID} when the node's id is a string ({@link #nodeId} tells that apart
     * from a node whose id is {@code Long.MIN_VALUE}).
     */
    public long integerId(int node) { return ids.number(node); }

    public String type(int node) { return nodeType.type(node); }

    /** The value that is the node as written (a helio node object, an MV object or its wrapper). */
    public int nodeValue(int node) { return nodeValue.get(node); }

    /** The container holding the node's fields or elements. */
    public int body(int node) { return nodeBody != null ? nodeBody[node] : nodeValue.get(node); }

    public boolean bodyIsArray(int node) { return index.kind(body(node)) == ValueIndex.ARRAY; }

    /**
     * Whether the format noted where every node's value is written while reading ({@link #nodeTextStart}); a patched
     * edit carries the spans over, shifted by where it went; an edit that reads the text again notes them anew where
     * the format does. Whole-document work (sizes, a diff) then reads the spans here instead of rebuilding chunks.
     */
    public boolean knowsNodeText() { return nodeText != null; }

    /** The offset where the node's value starts, as noted while reading; only when {@link #knowsNodeText}. */
    public long nodeTextStart(int node) { return spanStart(nodeText.span(node)); }

    /**
     * Where the node's body starts (a helio node's "fields"), as noted while reading; -1 when it was not noted (or the
     * text was patched since): then find it from {@link #nodeTextStart}.
     */
    public long nodeBodyStart(int node) { return nodeText == null ? -1 : nodeText.bodyStart(node); }

    /** The offset just past the node's value, as noted while reading; only when {@link #knowsNodeText}. */
    public long nodeTextEnd(int node) { return spanEnd(nodeText.span(node)); }

    /**
     * Both at once, for a pass over every node: the start in the high 32 bits, the end in the low ones (an edited
     * document's span is shifted as it is read, once here instead of once per half).
     */
    public long nodeTextSpan(int node) { return nodeText.span(node); }

    /** The start of a span from {@link #nodeTextSpan}: its high 32 bits, unsigned (a text holds up to 4 GiB). */
    public static long spanStart(long span) { return span >>> 32; }

    /** The end of a span from {@link #nodeTextSpan}: its low 32 bits, unsigned. */
    public static long spanEnd(long span) { return span & 0xFFFF_FFFFL; }

    /** A span of a node's text, as {@link #nodeTextSpan} gives it. */
    public static long span(long start, long end) { return start << 32 | end; }

    /**
     * Where the edit went when this document was patched from {@code before} by one edit ({@link DocumentPatch}): a
     * view of {@code before} follows it from here, with no compare of the texts. Null when it was not (read from a
     * text, patched from another document, or {@code before} is this one).
     */
    public TextPatch patchFrom(Document before) {
        return before != null && patch != null && patchedFrom == before.serial ? patch : null;
    }

    /** True when some id is given to more than one node (a Unity scene after a bad merge). */
    public boolean hasRepeatedIds() { return ids.duplicate() >= 0; }

    /**
     * Whether the values {@code from} to {@code to - 1} here and as many from {@code otherFrom} in {@code other}
     * have the same roles, value for value: the same ones hidden, the same references and nested nodes naming the
     * same ids. With the same text, such ranges read as the same values (a diff then need not walk them). Follows
     * only the few values that have a role, not every value.
     */
    public boolean sameRoles(int from, int to, Document other, int otherFrom) {
        ValueRoles r = roles, o = other.roles;
        int shift = otherFrom - from;
        int h = r.firstHiddenFrom(from), oh = o.firstHiddenFrom(otherFrom);
        for (; h < r.hiddenCount() && r.hiddenValue(h) < to; h++, oh++) {
            if (oh >= o.hiddenCount() || o.hiddenValue(oh) != r.hiddenValue(h) + shift) return false;
        }
        if (oh < o.hiddenCount() && o.hiddenValue(oh) < to + shift) return false;
        int l = r.firstLinkFrom(from), ol = o.firstLinkFrom(otherFrom);
        for (; l < r.linkCount() && r.linkValue(l) < to; l++, ol++) {
            if (ol >= o.linkCount() || o.linkValue(ol) != r.linkValue(l) + shift || o.linkRole(ol) != r.linkRole(l)) return false;
            int v = r.linkValue(l);
            int t = r.linkTarget(l), ot = o.linkTarget(ol);
            if (t >= 0 && ot >= 0 && ids.number(t) != DocumentBuilder.NO_ID && ids.number(t) == other.ids.number(ot)) continue;
            if (!Objects.equals(referencedNodeId(v), other.referencedNodeId(v + shift))) return false;
        }
        return ol >= o.linkCount() || o.linkValue(ol) >= to + shift;
    }

    /** The node with this id, or -1. */
    public int nodeById(NodeId id) { return ids.node(id); }

    /** The node with this integer id, or -1. */
    public int nodeById(long id) { return ids.node(id); }

    /** Calls back with each visible field (or element) value of a node, in order. */
    public void forEachField(int node, IntConsumer field) {
        forEachChild(body(node), field);
    }

    /** Calls back with each visible child of a container value (metadata members left out). */
    public void forEachChild(int container, IntConsumer child) {
        for (int c = index.firstChild(container); c >= 0; c = index.nextSibling(c)) {
            if (!roles.isHidden(c)) child.accept(c);
        }
    }

    /** The visible child of a container by member name, or -1. */
    public int childNamed(int container, String name) {
        int v = index.member(container, name);
        return v >= 0 && !roles.isHidden(v) ? v : -1;
    }

    /**
     * Several visible children of a container by member name at once, in one walk of its members: {@code into[i]}
     * becomes what {@link #childNamed} gives for {@code names[i]} (UTF-8). A walk that needs a few fields of every
     * node reads each node once this way instead of once per field.
     */
    public void childrenNamed(int container, byte[][] names, int[] into) {
        Arrays.fill(into, 0, names.length, -1);
        boolean lastWins = !index.duplicates().isEmpty(); // as member() takes it: the last of two with one name
        index.noteNamedChildren(container, names, into, lastWins);
        for (int i = 0; i < names.length; i++) if (into[i] >= 0 && roles.isHidden(into[i])) into[i] = -1;
    }

    /** The n-th visible child of a container, or -1. */
    public int childAt(int container, int n) {
        int i = 0;
        for (int c = index.firstChild(container); c >= 0; c = index.nextSibling(c)) {
            if (roles.isHidden(c)) continue;
            if (i++ == n) return c;
        }
        return -1;
    }

    public int visibleChildCount(int container) {
        int n = 0;
        for (int c = index.firstChild(container); c >= 0; c = index.nextSibling(c)) if (!roles.isHidden(c)) n++;
        return n;
    }

    /** The node a value belongs to (the innermost node whose body holds it), or -1. */
    public int ownerNode(int value) {
        for (int a = index.parent(value); a >= 0; a = index.parent(a)) {
            int n = nodeAt(a);
            if (n >= 0 && body(n) == a) return n;
        }
        return -1;
    }

    /** The node whose own value or body is this value, or -1. */
    public int nodeAt(int value) {
        int n = nodeOfOwnValue(value);
        if (n >= 0) return n;
        int p = index.parent(value);
        if (p < 0) return -1;
        n = nodeOfOwnValue(p);
        return n >= 0 && body(n) == value ? n : -1;
    }

    private int nodeOfOwnValue(int value) {
        int n = nodeValue.binarySearch(0, nodeCount, value);
        return n >= 0 ? n : -1;
    }

    // ---- values

    public ValueKind kind(int value) {
        return kind(value, index.kind(value));
    }

    /**
     * {@link #kind(int)} for a value whose index kind a scan already gave ({@link ValueIndex#scanner}): a walk in
     * document order does not look the value up in the index again.
     */
    public ValueKind kind(int value, byte indexKind) {
        switch (roles.role(value)) {
            case REFERENCE:
                return ValueKind.REFERENCE;
            case NESTED:
                return ValueKind.NODE;
            default:
                break;
        }
        return switch (indexKind) {
            case ValueIndex.OBJECT -> ValueKind.OBJECT;
            case ValueIndex.ARRAY -> ValueKind.ARRAY;
            case ValueIndex.STRING -> ValueKind.STRING;
            case ValueIndex.NUMBER -> ValueKind.NUMBER;
            case ValueIndex.TRUE, ValueIndex.FALSE -> ValueKind.BOOL;
            default -> ValueKind.NULL;
        };
    }

    /** For a reference or a nested node: the node it leads to, or -1 when dangling. */
    public int target(int value) {
        return roles.target(value);
    }

    /** The id a reference names (also when no node has it); null for a value that is no reference. */
    public NodeId referencedNodeId(int value) {
        int t = target(value);
        if (t >= 0) return ids.id(t);
        return danglingIds.get(value);
    }

    public boolean isDangling(int value) { return roles.role(value) == REFERENCE && roles.target(value) < 0; }

    public boolean isHidden(int value) { return roles.isHidden(value); }

    /** The member name of a value, or null for an array element or the top-level value. */
    public String name(int value) { return index.name(value); }

    /** The position of a value among its container's visible children. */
    public int indexInParent(int value) {
        int p = index.parent(value);
        if (p < 0) return 0;
        int i = 0;
        for (int c = index.firstChild(p); c >= 0 && c != value; c = index.nextSibling(c)) if (!roles.isHidden(c)) i++;
        return i;
    }

    /** Exact source text of a value. */
    public String raw(int value) { return index.raw(value); }

    /** True when some node is written out inside another (JsonEx nesting), not only referred to. */
    public boolean hasNesting() { return roles.hasNesting(); }

    public ReferenceEdges edges() {
        ReferenceEdges e = edges;
        if (e == null) edges = e = ReferenceEdges.of(this);
        return e;
    }

    ValueRoles roles() { return roles; }

    /**
     * True when this document is {@code before} with plain scalars written otherwise and nothing else changed
     * ({@link DocumentPatch#scalarReplaced}): every value keeps its number, name, parent, role and target, every
     * node its id, type and body, so a view of {@code before} stays right apart from the scalars' own text (and
     * labels quoting them). False for anything else, a retarget or a document read again among them.
     */
    public boolean keepsStructureOf(Document before) {
        return before != null && before != this && roles == before.roles && nodeValue == before.nodeValue && nodeBody == before.nodeBody
                && danglingIds == before.danglingIds && index.count() == before.index.count();
    }

    /**
     * True when this document and {@code before} come from one read by patches ({@link DocumentPatch}: scalar edits and
     * retargets, their undos and redos): every value keeps its number, name, parent and place, every node its id and
     * body; only scalars' text and references' targets may differ. A view of {@code before} can then keep its rows and
     * make again only those whose target or home changed. False for a document read again.
     */
    public boolean keepsValuesOf(Document before) {
        return before != null && before != this && nodeBody == before.nodeBody && nodeValue == before.nodeValue
                && ids == before.ids && index.count() == before.index.count();
    }

    Map<Integer, NodeId> danglingIds() { return danglingIds; }

    /** The edges if something asked for them already, else null (they are built on first use). */
    ReferenceEdges edgesIfBuilt() { return edges; }

    /**
     * This document over an edited index that keeps every value's number (see {@link DocumentPatch}): the same
     * nodes, registry and findings, with the links and edges given.
     */
    Document patched(JsonIndex edited, TextPatch where, ValueRoles newRoles, Map<Integer, NodeId> newDanglingIds, ReferenceEdges newEdges) {
        Document d = new Document(syntax, edited, nodeCount, ids, nodeValue, nodeBody, nodeType, root, newRoles,
                newDanglingIds, registry, registrySource, readDiagnostics, syntheticRoot, rootElementsWritten, external,
                nodeText == null ? null : nodeText.shifted(where), serial, where);
        d.edges = newEdges;
        return d;
    }
}
