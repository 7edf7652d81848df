package savelens.format.godot;

import java.util.Arrays;
import java.util.BitSet;
import savelens.index.ValueIndex;

/**
 * The values of a Godot text file side by side in primitive arrays, in document order: kind, what Godot value
 * it is, byte span, where its member name is written, parent and the first value after its subtree. Godot
 * files are small enough (a few megabytes at most) to keep every value at once.
 */
final class ValueTable {
    /** What a scalar is in Godot's terms, beyond its kind. */
    static final byte PLAIN = 0, QUOTED = 1, CONSTRUCTED = 2, EXT_RESOURCE = 3, SUB_RESOURCE = 4, NODE_PATH = 5, SYNTHETIC = 6;

    int count;
    byte[] kind = new byte[256];
    byte[] variant = new byte[256];
    int[] start = new int[256];
    int[] end = new int[256];
    int[] keyStart = new int[256];
    /**
     * Each member name's length in bytes, {@link #LONG_KEY} for one of 255 or more, whose end is kept by its start in
     * {@link #longKeys} (text positions, which the values placed by {@link #insertLists} do not move): a byte a value
     * instead of an int, the name read only when asked for.
     */
    byte[] keyLength = new byte[256];
    private static final int LONG_KEY = 0xFF;
    private final java.util.Map<Integer, Integer> longKeys = new java.util.HashMap<>();
    int[] parent = new int[256];
    int[] after = new int[256];
    /** Resources named as a typed container's element type ({@code Array[ExtResource("1")]}): not elements. */
    final java.util.BitSet typeParameters = new java.util.BitSet();

    int add(byte k, byte v, int s, int e, int ks, int ke, int p) {
        if (count == kind.length) grow();
        kind[count] = k;
        variant[count] = v;
        start[count] = s;
        end[count] = e;
        keyStart[count] = ks;
        keyLength[count] = keyLength(ks, ke);
        parent[count] = p;
        after[count] = count + 1;
        return count++;
    }

    private byte keyLength(int ks, int ke) {
        if (ks < 0 || ke - ks < LONG_KEY) return (byte) (ks < 0 ? 0 : ke - ks);
        longKeys.put(ks, ke);
        return (byte) LONG_KEY;
    }

    /** Where value v's member name ends, or -1 when it has none. */
    int keyEnd(int v) {
        int ks = keyStart[v];
        if (ks < 0) return -1;
        int n = keyLength[v] & 0xFF;
        return n == LONG_KEY ? longKeys.get(ks) : ks + n;
    }

    /**
     * Room for about this many values from the start (a guess from the text's length): the table then grows once or
     * twice, by half, not from 256 by doubling to up to twice what it holds while the text is read.
     */
    void expect(int values) {
        if (values > kind.length) resize(values);
    }

    /** Closes a container once its children are in: its end and the first value after it. */
    void close(int v, int e) {
        end[v] = e;
        after[v] = count;
    }

    /** By half once large: the table is most of what a big file keeps beside its text, and the room left over is not. */
    private void grow() { resize(kind.length < 1 << 20 ? kind.length * 2 : kind.length + (kind.length >> 1)); }

    private void resize(int n) {
        kind = Arrays.copyOf(kind, n);
        variant = Arrays.copyOf(variant, n);
        start = Arrays.copyOf(start, n);
        end = Arrays.copyOf(end, n);
        keyStart = Arrays.copyOf(keyStart, n);
        keyLength = Arrays.copyOf(keyLength, n);
        parent = Arrays.copyOf(parent, n);
        after = Arrays.copyOf(after, n);
    }

    /**
     * Places a synthetic {@code connections} list with {@code elements[s]} elements at the end of each section s that
     * has any, as {@link TextScanner} does when it is told the counts before it scans: the values after each such
     * list move on, in place, so that a file whose connections are known only once it is read is scanned once.
     * Returns, per section, how many values now come before it that did not.
     */
    int[] insertLists(Sections sections, int[] elements) {
        int n = sections.size();
        int[] before = new int[n];
        int added = 0;
        for (int s = 0; s < n; s++) {
            before[s] = added;
            if (elements[s] > 0) added += elements[s] + 1;
        }
        if (added == 0) return before;
        int newCount = count + added;
        while (kind.length < newCount) grow();
        BitSet types = new BitSet();
        for (int s = n - 1; s >= 0; s--) {
            int first = sections.value(s), past = after[first], d = before[s];
            int list = elements[s] > 0 ? elements[s] + 1 : 0;
            int sectionEnd = end[first];
            int a = past + d;
            for (int i = 0; i < list; i++) {
                int w = a + i;
                kind[w] = i == 0 ? ValueIndex.ARRAY : ValueIndex.STRING;
                variant[w] = SYNTHETIC;
                start[w] = sectionEnd;
                end[w] = sectionEnd;
                keyStart[w] = i == 0 ? sectionEnd : -1;
                keyLength[w] = 0;
                parent[w] = i == 0 ? first + d : a;
                after[w] = i == 0 ? a + list : w + 1;
            }
            for (int x = past - 1; x >= first; x--) {
                int w = x + d;
                kind[w] = kind[x];
                variant[w] = variant[x];
                start[w] = start[x];
                end[w] = end[x];
                keyStart[w] = keyStart[x];
                keyLength[w] = keyLength[x];
                parent[w] = parent[x] <= 0 ? parent[x] : parent[x] + d;
                after[w] = x == first ? past + d + list : after[x] + d;
                if (typeParameters.get(x)) types.set(w);
            }
        }
        count = newCount;
        typeParameters.clear();
        typeParameters.or(types);
        return before;
    }

    /** Drops the room kept for values yet to come: the table is done. */
    void trim() { resize(count); }

    boolean isContainer(int v) { return kind[v] == ValueIndex.OBJECT || kind[v] == ValueIndex.ARRAY; }
}
