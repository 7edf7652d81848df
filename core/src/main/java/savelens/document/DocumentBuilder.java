package savelens.document;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import savelens.format.Format;
import savelens.json.JsonIndex;
import savelens.primitive.LongIntMap;
import savelens.registry.RegistrySource;
import savelens.registry.TypeRegistry;

/**
 * What a format fills in while reading: nodes in document order, references by id (linked at the end,
 * so a reference may come before its target), metadata to hide, nesting.
 */
public final class DocumentBuilder {
    /** Marks a node whose file gives it no id; one is assigned after the largest id in use. */
    public static final long NO_ID = Long.MIN_VALUE;

    private final JsonIndex json;
    private final byte[] role;
    private final int[] target;
    private long[] ids = new long[16];
    private int[] nodeValue = new int[16];
    private int[] nodeBody = new int[16];
    private String[] nodeType = new String[16];
    private int nodeCount;
    private int root = -1;
    private int[] refValues = new int[16];
    private long[] refIds = new long[16];
    private int refCount;
    private final Map<String, String> typeNames = new HashMap<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private LongIntMap table;
    private int tableSize;

    public DocumentBuilder(JsonIndex json) {
        this.json = json;
        this.role = new byte[json.count()];
        this.target = new int[json.count()];
    }

    public JsonIndex json() { return json; }

    /** Adds a node; nodes must be added in document order of their values. Returns its node index. */
    public int addNode(long id, String type, int value, int body) {
        if (nodeCount == ids.length) {
            int n = nodeCount * 2;
            ids = Arrays.copyOf(ids, n);
            nodeValue = Arrays.copyOf(nodeValue, n);
            nodeBody = Arrays.copyOf(nodeBody, n);
            nodeType = Arrays.copyOf(nodeType, n);
        }
        ids[nodeCount] = id;
        nodeValue[nodeCount] = value;
        nodeBody[nodeCount] = body;
        nodeType[nodeCount] = type == null ? null : typeNames.computeIfAbsent(type, t -> t);
        return nodeCount++;
    }

    public int nodeCount() { return nodeCount; }

    /** The node with this file id among those added so far, or -1 (refuses duplicate ids). */
    public int nodeById(long id) {
        if (table == null || tableSize != nodeCount) indexIds();
        return table.get(id);
    }

    public int nodeValue(int node) { return nodeValue[node]; }

    public String nodeType(int node) { return nodeType[node]; }

    public int nodeBody(int node) { return nodeBody[node]; }

    /** A member that is format metadata ({@code @c}, {@code @}): kept in the text, left out of fields. */
    public void hide(int value) { role[value] = Document.HIDDEN; }

    /** A value that refers to the node with this id. */
    public void reference(int value, long id) {
        role[value] = Document.REFERENCE;
        if (refCount == refValues.length) {
            refValues = Arrays.copyOf(refValues, refCount * 2);
            refIds = Arrays.copyOf(refIds, refCount * 2);
        }
        refValues[refCount] = value;
        refIds[refCount++] = id;
    }

    /** A node written out in place inside another node. */
    public void nest(int value, int node) {
        role[value] = Document.NESTED;
        target[value] = node;
    }

    public void root(int node) { root = node; }

    public void diagnostic(Diagnostic d) { diagnostics.add(d); }

    /** Indexes the ids of the nodes added so far; nodes without an id are left out until build. */
    private void indexIds() {
        if (table == null) table = new LongIntMap(Math.max(16, nodeCount));
        for (int i = tableSize; i < nodeCount; i++) {
            if (ids[i] != NO_ID) putUnique(table, i);
        }
        tableSize = nodeCount;
    }

    private void putUnique(LongIntMap into, int node) {
        if (into.putIfAbsent(ids[node], node) >= 0) {
            int[] lc = JsonIndex.lineColumn(json.text(), json.start(nodeValue[node]));
            throw new UnreadableDocumentException("duplicate id " + ids[node] + " at line " + lc[0] + ", column " + lc[1]);
        }
    }

    /** Ids where the file has none: in document order, after the largest id the file uses. */
    private void assignMissingIds() {
        long max = Long.MIN_VALUE;
        for (int i = 0; i < nodeCount; i++) if (ids[i] != NO_ID) max = Math.max(max, ids[i]);
        long next = max == Long.MIN_VALUE ? 1 : max + 1;
        for (int i = 0; i < nodeCount; i++) if (ids[i] == NO_ID) ids[i] = next++;
    }

    public Document build(Format format, ReadContext context, TypeRegistry registry, RegistrySource source) {
        if (root < 0) throw new UnreadableDocumentException("the document has no root");
        assignMissingIds();
        table = new LongIntMap(nodeCount);
        for (int i = 0; i < nodeCount; i++) putUnique(table, i);
        Map<Integer, Long> dangling = new HashMap<>();
        for (int i = 0; i < refCount; i++) {
            int t = table.get(refIds[i]);
            target[refValues[i]] = t;
            if (t < 0) dangling.put(refValues[i], refIds[i]);
        }
        return new Document(format, context, json, nodeCount, Arrays.copyOf(ids, nodeCount),
                Arrays.copyOf(nodeValue, nodeCount), Arrays.copyOf(nodeBody, nodeCount),
                Arrays.copyOf(nodeType, nodeCount), root, role, target, table, dangling,
                registry == null ? TypeRegistry.EMPTY : registry, source, diagnostics);
    }
}
