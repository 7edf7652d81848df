package savelens.format.dotnet;

import java.util.Arrays;
import java.util.BitSet;
import java.util.HashSet;
import java.util.Set;
import savelens.document.DecimalId;
import savelens.document.Diagnostic;
import savelens.document.DocumentBuilder;
import savelens.format.TypeNames;
import savelens.json.JsonIndex;
import savelens.json.ValueListener;

/**
 * Reads the .NET reference metadata while the text is being indexed, so a big document is read once instead of
 * indexed and then walked again (as {@code HelioStream} does for helio). It handles what .NET's serializers
 * write: {@code "$id"} (a plain decimal) or {@code "$type"} as an object's first member, {@code "$type"} and
 * {@code "$values"} after {@code "$id"}, and {@code {"$ref":"N"}} alone. At anything else (metadata out of
 * order, ids that are no plain decimals, a {@code $ref} beside other members) it gives up quietly
 * ({@link #completed} is false) and the format walks the finished index with {@link DotNetRefsReader}, which
 * reads and reports every case: nothing here throws.
 */
final class DotNetRefsStream implements ValueListener {
    private static final byte[] ID = {'$', 'i', 'd'}, REF = {'$', 'r', 'e', 'f'}, VALUES = {'$', 'v', 'a', 'l', 'u', 'e', 's'},
            TYPE = {'$', 't', 'y', 'p', 'e'};
    /** Decimal ids below this are marked in a bit set; larger ones (rare) in a hash set. */
    private static final long DENSE_IDS = 1 << 24;

    private final byte[] text;
    private final TypeNames typeNames = new TypeNames();
    private boolean gaveUp;
    private DocumentBuilder builder;

    // One frame per open container, by depth: the object's node (-1: an inline value), what it holds so far.
    private boolean[] isObject = new boolean[64];
    private int[] objectValue = new int[64];
    private int[] node = new int[64];
    private int[] members = new int[64];
    private boolean[] hasId = new boolean[64];
    private boolean[] hasType = new boolean[64];
    private int[] values = new int[64];
    private long[] ref = new long[64];

    /** Nodes written without an {@code $id}: numbered after the largest decimal id once all are read. */
    private int[] unnamed = new int[16];
    private int unnamedCount;
    private long largestId;
    private final BitSet denseIds = new BitSet();
    private final Set<Long> sparseIds = new HashSet<>();
    /** References to ids not read yet when met: forward references, or dangling ones. */
    private int[] laterRefs = new int[16];
    private long[] laterIds = new long[16];
    private int laterCount;

    DotNetRefsStream(byte[] text) {
        this.text = text;
    }

    /** True when every node and reference was read; {@link #finish} then completes the builder. */
    boolean completed() { return !gaveUp && builder != null; }

    @Override public void value(int number, byte kind, long at, int depth, String name) {
        int start = (int) at; // this format's texts are read from one array: at most 2 GiB
        if (gaveUp) return;
        if (depth == 0) {
            if (kind != JsonIndex.OBJECT && kind != JsonIndex.ARRAY) {
                giveUp(); // a single value: the index walk says so
                return;
            }
            builder = new DocumentBuilder();
            builder.expect(text.length / 100, text.length / 48);
            if (kind == JsonIndex.ARRAY) addUnnamed(builder.addNode(DocumentBuilder.NO_ID, "Array", 0, 0));
        } else if (isObject[depth - 1]) {
            member(depth - 1, number, kind, start, name);
            if (gaveUp) return;
        }
        if (kind == JsonIndex.OBJECT || kind == JsonIndex.ARRAY) open(depth, number, kind == JsonIndex.OBJECT, number == 0 && kind == JsonIndex.ARRAY ? 0 : -1);
    }

    private void open(int depth, int number, boolean object, int nodeIndex) {
        if (depth == isObject.length) {
            int n = depth * 2;
            isObject = Arrays.copyOf(isObject, n);
            objectValue = Arrays.copyOf(objectValue, n);
            node = Arrays.copyOf(node, n);
            members = Arrays.copyOf(members, n);
            hasId = Arrays.copyOf(hasId, n);
            hasType = Arrays.copyOf(hasType, n);
            values = Arrays.copyOf(values, n);
            ref = Arrays.copyOf(ref, n);
        }
        isObject[depth] = object;
        objectValue[depth] = number;
        node[depth] = nodeIndex;
        members[depth] = 0;
        hasId[depth] = false;
        hasType[depth] = false;
        values[depth] = -1;
        ref[depth] = -1;
    }

    /** A member of the object whose frame is f, at value {@code v} of the index to come. */
    private void member(int f, int v, byte kind, int start, String name) {
        int object = objectValue[f];
        boolean first = members[f]++ == 0;
        boolean metadata = !name.isEmpty() && name.charAt(0) == '$' && isMetadata(name);
        if (metadata && !writtenPlainly(start, name)) { // "\u0024id": the index walk compares names as written
            giveUp();
            return;
        }
        if (ref[f] >= 0) { // a "$ref" with other members: an error the index walk reports
            giveUp();
            return;
        }
        if (!metadata) {
            if (first && object == 0) addUnnamed(addNode(f, DocumentBuilder.NO_ID, "Object", object));
            return;
        }
        switch (name) {
            case "$id" -> {
                long id = first ? decimalAt(kind, start) : -1;
                if (id < 0) { // not first (a warning), or not a plain decimal: read from the index
                    giveUp();
                    return;
                }
                addNode(f, id, "Object", object);
                hasId[f] = true;
                builder.hide(v);
                noteId(id);
            }
            case "$type" -> {
                String type = kind == JsonIndex.STRING ? typeNames.nameAt(text, start) : null;
                if (type == null || hasType[f] || (!first && node[f] < 0)) {
                    giveUp();
                    return;
                }
                if (first) addUnnamed(addNode(f, DocumentBuilder.NO_ID, type, object));
                else builder.retype(node[f], type);
                hasType[f] = true;
                builder.hide(v);
            }
            case "$values" -> {
                if (first || node[f] < 0 || kind != JsonIndex.ARRAY || values[f] >= 0) {
                    giveUp();
                    return;
                }
                values[f] = v;
            }
            default -> { // "$ref"
                long id = first && object != 0 && kind == JsonIndex.STRING ? decimalAt(kind, start) : -1;
                if (id < 0) {
                    giveUp();
                    return;
                }
                ref[f] = id;
            }
        }
    }

    @Override public void end(int number, int depth, long endAt) {
        int end = (int) endAt;
        if (gaveUp || !isObject[depth]) return;
        int f = depth;
        if (ref[f] >= 0) {
            builder.referenceToDecimalName(number, ref[f]);
            if (!known(ref[f])) {
                if (laterCount == laterRefs.length) {
                    laterRefs = Arrays.copyOf(laterRefs, laterCount * 2);
                    laterIds = Arrays.copyOf(laterIds, laterCount * 2);
                }
                laterIds[laterCount] = ref[f];
                laterRefs[laterCount++] = builder.referenceCount() - 1;
            }
            return;
        }
        if (number == 0 && node[f] < 0) addUnnamed(addNode(f, DocumentBuilder.NO_ID, "Object", 0)); // {}
        // A wrapper holds nothing but its metadata and its array: the node is the array, the wrapper invisible.
        if (values[f] >= 0 && members[f] == 1 + (hasId[f] ? 1 : 0) + (hasType[f] ? 1 : 0)) {
            if (!hasType[f]) builder.retype(node[f], "Array");
            builder.rebody(node[f], values[f]);
            builder.hide(values[f]);
        }
    }

    private int addNode(int f, long id, String type, int object) {
        int n = id == DocumentBuilder.NO_ID ? builder.addNode(id, type, object, object) : builder.addNodeWithDecimalName(id, type, object, object);
        if (object != 0) builder.nest(object, n);
        node[f] = n;
        return n;
    }

    private void addUnnamed(int n) {
        if (unnamedCount == unnamed.length) unnamed = Arrays.copyOf(unnamed, unnamedCount * 2);
        unnamed[unnamedCount++] = n;
    }

    private void noteId(long id) {
        // Past 18 digits the unnamed nodes would find no room after the largest id: they keep counting from below.
        if (id > largestId && id < 1_000_000_000_000_000_000L) largestId = id;
        if (id < DENSE_IDS) denseIds.set((int) id);
        else sparseIds.add(id);
    }

    private boolean known(long id) {
        return id < DENSE_IDS ? denseIds.get((int) id) : sparseIds.contains(id);
    }

    /**
     * Completes the builder once the text is indexed: the root, ids for the nodes written without one, and one
     * warning for the references that come before the {@code $id} they name.
     */
    DocumentBuilder finish(JsonIndex json) {
        builder.indexed(json);
        builder.root(0);
        long next = largestId + 1;
        for (int i = 0; i < unnamedCount; i++) {
            int n = unnamed[i];
            builder.completeNode(n, next++, builder.nodeType(n), builder.nodeBody(n));
        }
        int forward = 0, first = -1;
        for (int i = 0; i < laterCount; i++) {
            if (!known(laterIds[i])) continue; // names no node at all: dangling, found by the analysis
            if (forward++ == 0) first = laterRefs[i];
        }
        if (forward > 0) {
            int v = builder.referenceValue(first);
            builder.diagnostic(Diagnostic.warning(DotNetRefsReader.forwardReferences(json, v, builder.referenceNodeId(first), forward), -1, v));
        }
        return builder;
    }

    /** A string (or number) id written as a plain decimal, read from the bytes; -1 otherwise. */
    private long decimalAt(byte kind, int start) {
        int from = kind == JsonIndex.STRING ? start + 1 : start;
        if (kind != JsonIndex.STRING && kind != JsonIndex.NUMBER) return -1;
        int to = from;
        while (to < text.length && text[to] >= '0' && text[to] <= '9') to++;
        if (kind == JsonIndex.STRING && (to >= text.length || text[to] != '"')) return -1;
        if (kind == JsonIndex.NUMBER && to < text.length && (text[to] == '.' || text[to] == 'e' || text[to] == 'E')) return -1;
        return DecimalId.value(text, from, to);
    }

    private static boolean isMetadata(String name) {
        return name.equals("$id") || name.equals("$ref") || name.equals("$values") || name.equals("$type");
    }

    /** True when the member's name stands in the text as it reads, without escapes: {@code "$id" : value}. */
    private boolean writtenPlainly(int valueStart, String name) {
        int i = valueStart - 1;
        while (i >= 0 && isSpace(text[i])) i--;
        if (i < 0 || text[i] != ':') return false;
        i--;
        while (i >= 0 && isSpace(text[i])) i--;
        byte[] plain = switch (name) {
            case "$id" -> ID;
            case "$ref" -> REF;
            case "$values" -> VALUES;
            default -> TYPE;
        };
        int open = i - plain.length - 1;
        if (open < 0 || text[i] != '"' || text[open] != '"') return false;
        for (int k = 0; k < plain.length; k++) if (text[open + 1 + k] != plain[k]) return false;
        return true;
    }

    private static boolean isSpace(byte b) { return b == ' ' || b == '\n' || b == '\r' || b == '\t'; }

    private void giveUp() {
        gaveUp = true;
        builder = null;
    }
}
