package savelens.document;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import savelens.index.ValueIndex;
import savelens.json.JsonIndex;
import savelens.json.JsonText;
import savelens.progress.ReadProgress;
import savelens.registry.RegistrySource;
import savelens.registry.TypeRegistry;

/**
 * What a format fills in while reading: nodes in document order, references by id (linked at the end,
 * so a reference may come before its target), metadata to hide, nesting.
 */
public final class DocumentBuilder {
    /** Marks a node whose file gives it no id; one is assigned after the largest id in use. */
    public static final long NO_ID = Long.MIN_VALUE;

    private ValueIndex json;
    /** Each node's id; null while the ids are kept packed ({@link #idsAscend}). */
    private long[] ids = new long[16];
    /** The ids while they ascend, packed, for a format that said they would ({@link #idsAscend}); else null. */
    private PackedIds packedIds;
    /**
     * Null until a node gets a string id that is no plain decimal; then node i's string id, or null where its id
     * is a number. It reaches only as far as the last node given one (a synthetic root's {@code $} is one element).
     */
    private String[] names;
    /** Nodes whose string id is a plain decimal ({@link DecimalId}): kept in {@code ids} as that number. */
    private final BitSet quoted = new BitSet();
    /** Nodes given {@code Long.MIN_VALUE} as their id through {@link NodeId}: that id, not {@link #NO_ID}. */
    private final BitSet minimum = new BitSet();
    private int[] nodeValue = new int[16];
    /**
     * Each node's body, or null while every node's body is its value (Marshal's are): an int a node less while a large
     * document is read (19 MB on a save of nearly five million nodes).
     */
    private int[] nodeBody;
    /**
     * Each node's type as a code into {@code typeByCode} (0: none): a byte a node while the names fit one
     * ({@code typeByte}), then a char ({@code typeCode}), where a reference is four (14 MB fewer on a document of nearly
     * five million nodes); past a char's worth of names, the names one a node in {@code typesEach}. One of the three is
     * kept at a time.
     */
    private byte[] typeByte = new byte[16];
    private char[] typeCode;
    private final List<String> typeByCode = new ArrayList<>(Collections.singletonList(null));
    /** Codes by the interned name's identity (the builder interns every type). */
    private final Map<String, Character> typeCodes = new IdentityHashMap<>();
    private String[] typesEach;
    private int nodeCount;
    private int root = -1;
    private int[] refValues = new int[16];
    private long[] refIds = new long[16];
    /** Null until a reference names a string id that is no plain decimal; then reference i's string id, or null. */
    private String[] refNames;
    /** References naming a string id that is a plain decimal, kept in {@code refIds} as that number. */
    private final BitSet refQuoted = new BitSet();
    /** References given their target node itself ({@link #referenceToNode}): {@code refIds} holds the node. */
    private final BitSet refToNode = new BitSet();
    /** String ids the format works out when asked ({@link #derivedNames}), or null. */
    private DerivedNames derived;
    private int refCount;
    private int[] nestValues = new int[16];
    private int[] nestNodes = new int[16];
    private int nestCount;
    /** Set by {@link #nestEachNodeAfterTheFirst}: the nesting is every node after the first at its own value, unlisted. */
    private boolean nestsAtNodeValues;
    private int[] hidden = new int[16];
    private int hiddenCount;
    private final Map<String, String> typeNames = new HashMap<>();
    /** The types interned lately, by identity: a document has few types and a format hands out one String each. */
    private final String[] recentTypes = new String[8];
    private int nextRecent;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private NodeIds lookup;
    private boolean duplicateIdsAllowed;
    private boolean syntheticRoot, rootElementsWritten;
    private ExternalReferences external = ExternalReferences.NONE;
    /**
     * Where each node's value is written (start high, end low), for a format that notes it while reading, or null;
     * kept only when every node has it ({@link #nodeText}), so whole-document work need not rebuild chunks to find it.
     */
    private long[] nodeText;
    private int nodeTextCount;
    /** Per node, its body's start less its value's (1 to 255; 0 when not noted), beside {@link #nodeText}; or null. */
    private byte[] bodyGap;
    /** The array every node's value is an element of (and every element a node's value), when the format says so; else -1. */
    private int nodesArray = -1;

    public DocumentBuilder(ValueIndex json) {
        this.json = json;
    }

    /**
     * For a format that adds nodes while the text is still being indexed (see
     * {@link savelens.json.ValueListener}); {@link #indexed} must be called before anything asks for the index.
     */
    public DocumentBuilder() {}

    /** The index, once the text is indexed. */
    public void indexed(ValueIndex json) {
        if (this.json != null) throw new IllegalStateException("the builder already has its index");
        this.json = json;
    }

    public ValueIndex index() {
        if (json == null) throw new IllegalStateException("the text is still being indexed");
        return json;
    }

    /**
     * Notes where node {@code node}'s value is written: from {@code start} to just before {@code end}. A format that
     * reads node by node notes every node in order; the document then keeps the spans ({@link Document#nodeTextStart}).
     */
    public void nodeText(int node, long start, long end) { nodeText(node, start, end, -1); }

    /**
     * As {@link #nodeText(int, long, long)}, with where the node's body starts ({@link Document#nodeBodyStart}), or -1
     * when it is the node's value or was not seen.
     */
    public void nodeText(int node, long start, long end, long bodyStart) {
        if (node != nodeTextCount) { // out of order or one left out: keep none
            nodeTextCount = -1;
            return;
        }
        if (nodeText == null) {
            nodeText = new long[Math.max(16, nodeValue.length)];
            bodyGap = new byte[nodeText.length];
        } else if (node == nodeText.length) {
            nodeText = Arrays.copyOf(nodeText, Math.max(nodeValue.length, node * 2));
            bodyGap = Arrays.copyOf(bodyGap, nodeText.length);
        }
        nodeText[node] = Document.span(start, end);
        long gap = bodyStart - start;
        if (bodyStart >= 0 && gap > 0 && gap <= 255) bodyGap[node] = (byte) gap;
        nodeTextCount++;
    }

    /**
     * Says that every node's value is an element of the array {@code array}, in order, and every element of it a node's
     * value (a helio file's "nodes"): with the spans noted, the index then rebuilds a value in that array from its node's
     * own start ({@link savelens.json.JsonIndex#elementStarts}).
     */
    public void nodesAreElementsOf(int array) { nodesArray = array; }

    /** Adds a node; nodes must be added in document order of their values. Returns its node index. */
    public int addNode(long id, String type, int value, int body) {
        if (nodeCount == nodeValue.length) {
            int n = nodeCount * 2;
            if (ids != null) ids = Arrays.copyOf(ids, n);
            else packedIds.ensureCapacity(n);
            nodeValue = Arrays.copyOf(nodeValue, n);
            if (nodeBody != null) nodeBody = Arrays.copyOf(nodeBody, n);
            growTypes(n);
        }
        if (packedIds == null || !packedIds.add(id)) idsUnpacked()[nodeCount] = id;
        minimum.clear(nodeCount);
        quoted.clear(nodeCount);
        nodeValue[nodeCount] = value;
        setBody(nodeCount, body);
        setType(nodeCount, type);
        return nodeCount++;
    }

    /** As {@link #addNode(long, String, int, int)}, for a node whose id is an integer or a string (null: none). */
    public int addNode(NodeId id, String type, int value, int body) {
        int node = addNode(NO_ID, type, value, body);
        setId(node, id);
        return node;
    }

    /**
     * As {@link #addNode(NodeId, String, int, int)} with the string id {@code "<decimal>"} ({@code decimal} ≥ 0),
     * without making the string: for a reader that sees a million ids written as {@code "12"}.
     */
    public int addNodeWithDecimalName(long decimal, String type, int value, int body) {
        if (decimal < 0) throw new IllegalArgumentException("a decimal id is not negative");
        int node = addNode(decimal, type, value, body);
        quoted.set(node);
        return node;
    }

    /**
     * As {@link #addNode(NodeId, String, int, int)} with the string id {@code "<stream>.<slot>"} (Ruby Marshal's),
     * kept as its number ({@link DecimalId#dotted}) without making the string.
     */
    public int addNodeWithDottedName(int stream, long slot, String type, int value, int body) {
        int node = addNode(DecimalId.dotted(stream, slot), type, value, body);
        quoted.set(node);
        return node;
    }

    /**
     * Gives an added node its id, type and body once they are known: JsonEx, for one, writes an object's id
     * and class name after its members, whose nodes come after it.
     */
    public void completeNode(int node, long id, String type, int body) {
        idsUnpacked()[node] = id;
        minimum.clear(node);
        quoted.clear(node);
        if (names != null && node < names.length) names[node] = null;
        setType(node, type);
        setBody(node, body);
    }

    private void setType(int node, String type) {
        String t = type == null ? null : internRecent(type);
        if (typesEach == null) {
            Character c = t == null ? Character.valueOf((char) 0) : typeCodes.get(t);
            if (c == null && typeByCode.size() <= Character.MAX_VALUE) {
                c = (char) typeByCode.size();
                typeCodes.put(t, c);
                typeByCode.add(t);
            }
            if (c != null) {
                if (typeByte != null) {
                    if (c <= 0xFF) {
                        typeByte[node] = (byte) c.charValue();
                        return;
                    }
                    typeCode = new char[typeByte.length]; // one name too many for a byte: a char a node from here on
                    for (int i = 0; i < typeByte.length; i++) typeCode[i] = (char) (typeByte[i] & 0xFF);
                    typeByte = null;
                }
                typeCode[node] = c;
                return;
            }
            typesEach = new String[nodeValue.length]; // one name too many for a char: one a node from here on
            for (int i = 0; i < nodeCount; i++) typesEach[i] = typeByCode.get(typeCodeOf(i));
            typeByte = null;
            typeCode = null;
        }
        typesEach[node] = t;
    }

    /** Node {@code node}'s type code, while the types are coded. */
    private int typeCodeOf(int node) { return typeByte != null ? typeByte[node] & 0xFF : typeCode[node]; }

    private void growTypes(int n) {
        if (typesEach != null) typesEach = Arrays.copyOf(typesEach, n);
        else if (typeByte != null) typeByte = Arrays.copyOf(typeByte, n);
        else typeCode = Arrays.copyOf(typeCode, n);
    }

    /** Node {@code node}'s body; the bodies are listed from the first node whose body is not its value. */
    private void setBody(int node, int body) {
        if (nodeBody == null) {
            if (body == nodeValue[node]) return;
            nodeBody = Arrays.copyOf(nodeValue, nodeValue.length);
        }
        nodeBody[node] = body;
    }

    /** As {@link #completeNode(int, long, String, int)}, for an integer or string id (null: none). */
    public void completeNode(int node, NodeId id, String type, int body) {
        completeNode(node, NO_ID, type, body);
        setId(node, id);
    }

    private void setId(int node, NodeId id) {
        if (id instanceof NodeId.Number n) {
            idsUnpacked()[node] = n.value();
            if (n.value() == NO_ID) minimum.set(node); // a real id (Unity's are any signed 64-bit number), not "none"
        } else if (id instanceof NodeId.Name name) {
            long decimal = DecimalId.number(name.value());
            if (decimal != -1) {
                idsUnpacked()[node] = decimal;
                quoted.set(node);
                return;
            }
            if (names == null) names = new String[node + 1];
            else if (node >= names.length) names = Arrays.copyOf(names, Math.max(node + 1, names.length * 2));
            names[node] = name.value();
        }
    }

    /**
     * For a format whose node ids come ascending, each above the one before (Marshal's {@code S.N} as the nodes are
     * written): they are kept packed while the nodes are added, about two and a half bytes a node instead of eight
     * (26 MB on a save of nearly five million nodes), and the document keeps them so. An id out of order, or one
     * given again, has them kept as longs from then on.
     */
    public void idsAscend() {
        if (packedIds != null || ids == null) return;
        PackedIds p = new PackedIds(nodeValue.length);
        for (int i = 0; i < nodeCount; i++) if (!p.add(ids[i])) return;
        packedIds = p;
        ids = null;
    }

    /** The ids as longs, unpacked first where they were packed. */
    private long[] idsUnpacked() {
        if (ids == null) {
            ids = packedIds.toArray(nodeValue.length);
            packedIds = null;
        }
        return ids;
    }

    private long idAt(int node) { return ids != null ? ids[node] : packedIds.get(node); }

    /** The ids of the nodes added so far, as {@link NodeIds} reads them. */
    private NodeIds nodeIds() { return nodeIds(names); }

    private NodeIds nodeIds(String[] names) {
        if (derived != null) return NodeIds.of(idsUnpacked(), names, quoted, minimum, derived, nodeCount);
        return ids != null ? NodeIds.of(ids, names, quoted, minimum, nodeCount) : NodeIds.of(packedIds, names, quoted, minimum, nodeCount);
    }

    /**
     * The string ids of the nodes added with no id ({@code addNode((NodeId) null, …)}) that the format works out when
     * asked, instead of a String kept per node: a Godot node's path. Nodes are numbered as this builder numbers them.
     */
    public void derivedNames(DerivedNames names) {
        derived = names;
        lookup = null;
    }

    /** Node {@code node}'s id as added (or derived), made without a lookup. */
    private NodeId idOf(int node) {
        if (derived != null && derived.has(node)) return new NodeId.Name(derived.name(node));
        if (named(node)) return new NodeId.Name(names[node]);
        return quoted.get(node) ? new NodeId.Name(DecimalId.text(idAt(node))) : new NodeId.Number(idAt(node));
    }

    /**
     * The lookup kept while nodes are still added: it indexes the string ids in place, so it gets a copy of them
     * that the builder's later changes to an added node's id do not reach (the lookup is made anew once a node is added).
     */
    private NodeIds lookup() {
        if (lookup == null || lookup.count() != nodeCount) {
            lookup = checkedIds(names == null ? null : Arrays.copyOf(names, Math.min(names.length, nodeCount)));
        }
        return lookup;
    }

    /** Changes an added node's type: a format that learns it after the node's first member. */
    public void retype(int node, String type) { setType(node, type); }

    /** Changes an added node's body: a .NET {@code $values} wrapper's node is its array, known at its end. */
    public void rebody(int node, int body) { setBody(node, body); }

    public int nodeCount() { return nodeCount; }

    /** One instance per type name, the one node types use: callers may compare names by identity. */
    public String intern(String type) {
        return typeNames.computeIfAbsent(type, t -> t);
    }

    private String internRecent(String type) {
        for (String t : recentTypes) if (t == type) return t;
        String interned = intern(type);
        if (interned == type) { // only a caller's own instance is worth remembering by identity
            recentTypes[nextRecent] = type;
            nextRecent = (nextRecent + 1) % recentTypes.length;
        }
        return interned;
    }

    /** The node with this file id among those added so far, or -1 (refuses duplicate ids). */
    public int nodeById(long id) {
        return lookup().node(id);
    }

    /** As {@link #nodeById(long)}, for an integer or string id. */
    public int nodeById(NodeId id) {
        return lookup().node(id);
    }

    public int nodeValue(int node) { return nodeValue[node]; }

    public String nodeType(int node) { return typesEach != null ? typesEach[node] : typeByCode.get(typeCodeOf(node)); }

    public int nodeBody(int node) { return nodeBody != null ? nodeBody[node] : nodeValue[node]; }

    /** A member that is format metadata ({@code @c}, {@code @}): kept in the text, left out of fields. */
    public void hide(int value) {
        if (hiddenCount == hidden.length) hidden = Arrays.copyOf(hidden, hiddenCount * 2);
        hidden[hiddenCount++] = value;
    }

    /**
     * A guess at how many nodes and references are coming, so a big document does not grow the arrays
     * many times over; a wrong guess costs only that.
     */
    public void expect(int nodes, int references) {
        if (nodes > nodeValue.length) {
            if (ids != null) ids = Arrays.copyOf(ids, nodes);
            else packedIds.ensureCapacity(nodes);
            nodeValue = Arrays.copyOf(nodeValue, nodes);
            if (nodeBody != null) nodeBody = Arrays.copyOf(nodeBody, nodes);
            growTypes(nodes);
        }
        if (references > refValues.length) {
            refValues = Arrays.copyOf(refValues, references);
            refIds = Arrays.copyOf(refIds, references);
            if (refNames != null) refNames = Arrays.copyOf(refNames, references);
        }
    }

    /** Room for this many {@link #nest} calls, for a format that knows how many nodes it nests (a large file's arrays then grow no more). */
    public void expectNested(int nested) {
        if (nested > nestValues.length) {
            nestValues = Arrays.copyOf(nestValues, nested);
            nestNodes = Arrays.copyOf(nestNodes, nested);
        }
    }

    /** How many references the builder has room for before its arrays grow: as many as {@link #expect} was told, at least. */
    public int referenceRoom() { return refValues.length; }

    /** References added so far; the one added i-th has {@link #referenceValue} and {@link #referenceId}. */
    public int referenceCount() { return refCount; }

    public int referenceValue(int i) { return refValues[i]; }

    /** The integer id the i-th reference names ({@link #NO_ID} when it names a string id). */
    public long referenceId(int i) {
        if (refToNode.get(i)) return idOf((int) refIds[i]) instanceof NodeId.Number n ? n.value() : NO_ID;
        return refQuoted.get(i) ? NO_ID : refIds[i];
    }

    /** The id the i-th reference names, integer or string. */
    public NodeId referenceNodeId(int i) {
        if (refToNode.get(i)) return idOf((int) refIds[i]);
        if (refNames != null && refNames[i] != null) return new NodeId.Name(refNames[i]);
        return refQuoted.get(i) ? new NodeId.Name(DecimalId.text(refIds[i])) : new NodeId.Number(refIds[i]);
    }

    /**
     * For each reference added so far, the node it names among the nodes added so far, or -1; the first node
     * with the id, should two have it (duplicates are refused by {@link #build} alone, after shadowed members
     * are dropped).
     */
    public int[] referenceTargets() {
        NodeIds n = nodeIds();
        int[] targets = new int[refCount];
        for (int i = 0; i < refCount; i++) targets[i] = target(n, i);
        return targets;
    }

    private int target(NodeIds nodeIds, int ref) {
        if (refToNode.get(ref)) { // the node itself, unless another node has its id first
            int node = (int) refIds[ref];
            return nodeIds.duplicate() < 0 ? node : nodeIds.node(idOf(node));
        }
        if (refNames != null && refNames[ref] != null) return nodeIds.node(new NodeId.Name(refNames[ref]));
        return nodeIds.node(refIds[ref], refQuoted.get(ref));
    }

    /** The node whose value holds this value: the last node, in document order, that starts at or before it. */
    public int ownerNode(int value) {
        int lo = 0, hi = nodeCount - 1, found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (nodeValue[mid] <= value) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }

    /** A value that refers to the node with this id. */
    public void reference(int value, long id) {
        if (refCount == refValues.length) {
            refValues = Arrays.copyOf(refValues, refCount * 2);
            refIds = Arrays.copyOf(refIds, refCount * 2);
            if (refNames != null) refNames = Arrays.copyOf(refNames, refCount * 2);
        }
        refValues[refCount] = value;
        if (refNames != null) refNames[refCount] = null;
        refQuoted.clear(refCount);
        refToNode.clear(refCount);
        refIds[refCount++] = id;
    }

    /**
     * A value that refers to an added node, given as the node: as {@link #reference(int, NodeId)} with that node's id,
     * without making the id (a Godot node's path) to look it up again.
     */
    public void referenceToNode(int value, int node) {
        if (node < 0 || node >= nodeCount) throw new IllegalArgumentException("no node " + node);
        reference(value, node);
        refToNode.set(refCount - 1);
    }

    /**
     * As {@link #reference(int, NodeId)} to the string id {@code "<decimal>"} ({@code decimal} ≥ 0), without making
     * the string.
     */
    public void referenceToDecimalName(int value, long decimal) {
        if (decimal < 0) throw new IllegalArgumentException("a decimal id is not negative");
        reference(value, decimal);
        refQuoted.set(refCount - 1);
    }

    /** As {@link #reference(int, NodeId)} to the string id {@code "<stream>.<slot>"}, without making the string. */
    public void referenceToDottedName(int value, int stream, long slot) {
        reference(value, DecimalId.dotted(stream, slot));
        refQuoted.set(refCount - 1);
    }

    /** As {@link #reference(int, long)}, for an integer or string id. */
    public void reference(int value, NodeId id) {
        if (id instanceof NodeId.Number n) {
            reference(value, n.value());
            return;
        }
        String name = ((NodeId.Name) id).value();
        long decimal = DecimalId.number(name);
        if (decimal != -1) {
            reference(value, decimal);
            refQuoted.set(refCount - 1);
            return;
        }
        reference(value, NO_ID);
        if (refNames == null) refNames = new String[refValues.length];
        refNames[refCount - 1] = name;
    }

    /**
     * Every node after the first is written out in place at its own value, inside the node around it (a Marshal
     * file's, under its synthetic root): as {@link #nest} for each, without two arrays as long as the document
     * while it is built. Call once the nodes are added, instead of nesting them one by one.
     */
    public void nestEachNodeAfterTheFirst() {
        if (nestCount > 0) throw new IllegalStateException("nodes are nested one by one already");
        nestsAtNodeValues = true;
    }

    private int nestValue(int i) { return nestsAtNodeValues ? nodeValue[i + 1] : nestValues[i]; }

    private int nestNode(int i) { return nestsAtNodeValues ? i + 1 : nestNodes[i]; }

    /** A node written out in place inside another node. */
    public void nest(int value, int node) {
        if (nestCount == nestValues.length) {
            nestValues = Arrays.copyOf(nestValues, nestCount * 2);
            nestNodes = Arrays.copyOf(nestNodes, nestCount * 2);
        }
        nestValues[nestCount] = value;
        nestNodes[nestCount++] = node;
    }

    /** The root node; -1 when the document is one scalar value (no node at all). */
    public void root(int node) { root = node; }

    /**
     * The root node is none of the file's objects but one the format made up to hold its entry points (the root
     * objects of a Unity scene): it is not counted among the file's nodes, and printed as {@code $}.
     */
    public void syntheticRoot(int node) {
        root = node;
        syntheticRoot = true;
    }

    /**
     * A synthetic root whose elements are values the file writes (a Ruby Marshal file's streams, each one value):
     * they are edited as any other value, and only the root itself is made up.
     */
    public void syntheticRootOfWrittenValues(int node) {
        syntheticRoot(node);
        rootElementsWritten = true;
    }

    /**
     * For a format whose files may hold one id twice and still be read (a Unity scene damaged by a merge): the
     * document opens with every node, a lookup by that id finds the first, and the format reports the rest.
     */
    public void allowDuplicateIds() { duplicateIdsAllowed = true; }

    /** The values that refer to things outside the document. */
    public void externalReferences(ExternalReferences references) { external = references; }

    public void diagnostic(Diagnostic d) { diagnostics.add(d); }

    /** The ids of the nodes added so far, refusing an id given twice. */
    private NodeIds checkedIds() { return checkedIds(names); }

    private NodeIds checkedIds(String[] names) {
        NodeIds n = nodeIds(names);
        int dup = n.duplicate();
        if (dup >= 0 && !duplicateIdsAllowed) {
            long[] lc = index().lineColumnAt(index().start(nodeValue[dup]));
            String id = derived != null && derived.has(dup) ? JsonText.quote(derived.name(dup)) : named(dup) ? JsonText.quote(names[dup])
                    : quoted.get(dup) ? JsonText.quote(DecimalId.text(idAt(dup))) : String.valueOf(idAt(dup));
            throw new UnreadableDocumentException("duplicate id " + id + " at line " + lc[0] + ", column " + lc[1]);
        }
        return n;
    }

    /**
     * A member whose name comes again later in its object is not in the document a game reads ({@code JSON.parse}
     * keeps the last): it is hidden, and no node, reference or finding comes from inside it. Formats read
     * every member as they go; this is the one place that takes the shadowed ones out again.
     */
    private void dropShadowed() {
        ShadowedRanges shadow = ShadowedRanges.of(index());
        if (derived != null) nameDerived(); // nodes are numbered anew below
        for (int r = refToNode.nextSetBit(0); r >= 0 && r < refCount; r = refToNode.nextSetBit(r + 1)) { // by id, as the nodes move
            NodeId id = idOf((int) refIds[r]);
            refToNode.clear(r);
            if (id instanceof NodeId.Number n) {
                refIds[r] = n.value();
                continue;
            }
            refIds[r] = NO_ID;
            if (refNames == null) refNames = new String[refValues.length];
            refNames[r] = ((NodeId.Name) id).value();
        }
        long[] ids = idsUnpacked();
        int[] newIndex = new int[nodeCount];
        int kept = 0;
        for (int i = 0; i < nodeCount; i++) {
            if (shadow.contains(nodeValue[i])) {
                newIndex[i] = -1;
                continue;
            }
            newIndex[i] = kept;
            ids[kept] = ids[i];
            minimum.set(kept, minimum.get(i));
            quoted.set(kept, quoted.get(i));
            if (names != null && kept < names.length) names[kept] = i < names.length ? names[i] : null;
            nodeValue[kept] = nodeValue[i];
            if (nodeBody != null) nodeBody[kept] = nodeBody[i];
            if (typesEach != null) typesEach[kept] = typesEach[i];
            else if (typeByte != null) typeByte[kept] = typeByte[i];
            else typeCode[kept] = typeCode[i];
            kept++;
        }
        minimum.clear(kept, Math.max(kept, nodeCount));
        quoted.clear(kept, Math.max(kept, nodeCount));
        nodeCount = kept;
        if (root >= 0) root = newIndex[root];
        lookup = null;
        int n = 0;
        for (int i = 0; i < nestCount; i++) {
            if (shadow.contains(nestValues[i]) || newIndex[nestNodes[i]] < 0) continue;
            nestValues[n] = nestValues[i];
            nestNodes[n++] = newIndex[nestNodes[i]];
        }
        nestCount = n;
        n = 0;
        for (int i = 0; i < refCount; i++) {
            if (shadow.contains(refValues[i])) continue;
            refValues[n] = refValues[i];
            if (refNames != null) refNames[n] = refNames[i];
            refQuoted.set(n, refQuoted.get(i));
            refIds[n++] = refIds[i];
        }
        refQuoted.clear(n, Math.max(n, refCount));
        refCount = n;
        n = 0;
        for (int i = 0; i < hiddenCount; i++) if (!shadow.contains(hidden[i])) hidden[n++] = hidden[i];
        hiddenCount = n;
        for (int member : shadow.outermost()) hide(member);
        List<Diagnostic> keptFindings = new ArrayList<>();
        for (Diagnostic d : diagnostics) {
            if (d.value() >= 0 && shadow.contains(d.value())) continue;
            int node = d.node() >= 0 ? newIndex[d.node()] : -1;
            keptFindings.add(node == d.node() ? d : new Diagnostic(d.severity(), d.message(), node, d.value()));
        }
        diagnostics.clear();
        diagnostics.addAll(keptFindings);
    }

    /**
     * Ids where the file has none: in document order, after the largest integer id the file uses (string
     * ids, decimal ones too, cannot collide with integers: {@code #"7"} is not {@code #7}).
     */
    private void assignMissingIds() {
        long max = Long.MIN_VALUE;
        for (int i = 0; i < nodeCount; i++) {
            ReadProgress.checkCancelled(i);
            long id = idAt(i);
            if (id != NO_ID && !quoted.get(i)) max = Math.max(max, id);
        }
        long next = max == Long.MIN_VALUE ? 1 : max + 1;
        for (int i = 0; i < nodeCount; i++) {
            ReadProgress.checkCancelled(i);
            if (idAt(i) == NO_ID && !named(i) && !minimum.get(i) && (derived == null || !derived.has(i))) idsUnpacked()[i] = next++;
        }
    }

    /** The derived string ids kept as strings from here on. */
    private void nameDerived() {
        DerivedNames d = derived;
        derived = null;
        for (int i = 0; i < nodeCount; i++) {
            if (!d.has(i)) continue;
            if (names == null) names = new String[nodeCount];
            else if (i >= names.length) names = Arrays.copyOf(names, nodeCount);
            names[i] = d.name(i);
        }
        lookup = null;
    }

    private static int[] fit(int[] a, int n) { return a.length == n ? a : Arrays.copyOf(a, n); }

    private boolean named(int node) { return names != null && node < names.length && names[node] != null; }

    public Document build(Syntax syntax, TypeRegistry registry, RegistrySource source) {
        if (root < 0 && index().isContainer(0)) throw new UnreadableDocumentException("the document has no root");
        if (nestsAtNodeValues) {
            nestsAtNodeValues = false;
            if (index().duplicates().isEmpty()) {
                nestsAtNodeValues = true;
                nestCount = Math.max(0, nodeCount - 1);
            } else { // listed after all, for the shadowed members to be taken out of them
                for (int i = 1; i < nodeCount; i++) nest(nodeValue[i], i);
            }
        }
        if (!index().duplicates().isEmpty()) {
            dropShadowed();
            nodeTextCount = -1; // the spans were noted by the old numbering
        }
        assignMissingIds();
        if (ids != null && ids.length != nodeCount) ids = Arrays.copyOf(ids, nodeCount);
        if (names != null && names.length > nodeCount) names = Arrays.copyOf(names, nodeCount);
        NodeIds nodeIds = checkedIds();
        AscendingInts values;
        try {
            values = AscendingInts.of(nodeValue, nodeCount); // checks the order as it packs
        } catch (IllegalArgumentException goesDown) {
            throw new IllegalStateException("nodes added out of document order", goesDown);
        }
        ValueRoles roles = nestsAtNodeValues ? nestedAtNodeValues(nodeIds, values) : listedRoles(nodeIds);
        ValueIndex json = index();
        if (json instanceof JsonIndex j) j.readingDone();
        boolean noted = nodeText != null && nodeTextCount == nodeCount;
        NodeSpans spans = noted ? NodeSpans.noted(Arrays.copyOf(nodeText, nodeCount), Arrays.copyOf(bodyGap, nodeCount), nodesArray) : null;
        // Where every node's body is its value (Marshal's) the values serve both; the document never writes them.
        int[] bodies = nodeBody == null || Arrays.equals(nodeBody, 0, nodeCount, nodeValue, 0, nodeCount) ? null : fit(nodeBody, nodeCount);
        NodeTypes types = typesEach != null ? NodeTypes.of(typesEach.length == nodeCount ? typesEach : Arrays.copyOf(typesEach, nodeCount))
                : typeByte != null ? NodeTypes.coded(typeByte.length == nodeCount ? typeByte : Arrays.copyOf(typeByte, nodeCount), typeByCode.toArray(new String[0]))
                : NodeTypes.coded(typeCode.length == nodeCount ? typeCode : Arrays.copyOf(typeCode, nodeCount), typeByCode.toArray(new String[0]));
        return new Document(syntax, json, nodeCount, nodeIds.compacted(), values, bodies, types, root, roles, danglingIds,
                registry == null ? TypeRegistry.EMPTY : registry, source, diagnostics, syntheticRoot, rootElementsWritten, external, spans);
    }

    /** The ids references name that no node has, by the reference's value; filled as the roles are made. */
    private final Map<Integer, NodeId> danglingIds = new HashMap<>();

    /**
     * Every node after the first nested at its own value: the roles read the nesting from the node values (packed
     * as the document keeps them, shared) and list the references alone; as {@link #listedRoles} where the references do not
     * allow it (out of order, or one at a node's value).
     */
    private ValueRoles nestedAtNodeValues(NodeIds nodeIds, AscendingInts values) {
        int[] targets = new int[refCount];
        for (int r = 0; r < refCount; r++) {
            ReadProgress.checkCancelled(r);
            targets[r] = target(nodeIds, r);
        }
        ValueRoles roles = ValueRoles.nestedAtNodeValues(values, nodeCount, refValues, targets, refCount, hidden, hiddenCount);
        if (roles == null) return listedRoles(nodeIds);
        for (int r = 0; r < refCount; r++) if (targets[r] < 0) danglingIds.put(refValues[r], referenceNodeId(r));
        return roles;
    }

    /** The roles with every link listed: nesting and references merged by value. */
    private ValueRoles listedRoles(NodeIds nodeIds) {
        int links = refCount + nestCount;
        int[] linkValue = new int[links];
        byte[] linkRole = new byte[links];
        int[] linkTarget = new int[links];
        Map<Integer, NodeId> dangling = danglingIds;
        // Nesting and references each come in document order from the formats that read that way; merged
        // by value, the links need no sorting (ValueRoles sorts them when they are not in order).
        // Otherwise all nesting goes first, so that a reference wins over nesting of the same value.
        boolean merge = (nestsAtNodeValues ? ValueRoles.ascending(nodeValue, 1, nodeCount) : ValueRoles.ascending(nestValues, nestCount))
                && ValueRoles.ascending(refValues, refCount);
        int n = 0, r = 0;
        for (int i = 0; i < links; i++) {
            ReadProgress.checkCancelled(i);
            boolean nestNext = n < nestCount && (r == refCount || !merge || nestValue(n) <= refValues[r]);
            if (nestNext) {
                linkValue[i] = nestValue(n);
                linkRole[i] = Document.NESTED;
                linkTarget[i] = nestNode(n++);
            } else {
                int t = target(nodeIds, r);
                linkValue[i] = refValues[r];
                linkRole[i] = Document.REFERENCE;
                linkTarget[i] = t;
                if (t < 0) dangling.put(refValues[r], referenceNodeId(r));
                r++;
            }
        }
        return ValueRoles.of(linkValue, linkRole, linkTarget, links, hidden, hiddenCount);
    }
}
