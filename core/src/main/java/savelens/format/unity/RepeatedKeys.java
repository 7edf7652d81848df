package savelens.format.unity;

import java.util.Arrays;
import savelens.index.DuplicateMembers;
import savelens.index.ValueIndex;

/**
 * Keys given twice in one mapping of a Unity document ({@code m_Name: first} then {@code m_Name: second}, as a
 * bad merge leaves them). Unity, like every YAML reader that accepts them, takes the last. Found while the reader
 * has each document's values at hand, comparing keys by a hash of their bytes, so that the index need not scan
 * the file again for them.
 */
final class RepeatedKeys {
    private int[] earlier = new int[8];
    private int[] later = new int[8];
    private int n;
    private int[] hash = new int[64];

    /** Looks at every mapping of the document just scanned. */
    void look(byte[] text, DocumentValues v) {
        if (hash.length < v.count) hash = new int[Math.max(v.count, hash.length * 2)];
        for (int i = 0; i < v.count; i++) if (v.key[i] >= 0) hash[i] = keyHash(text, v.key[i]);
        for (int m = 0; m < v.count; m++) {
            if (v.kind[m] != ValueIndex.OBJECT) continue;
            int container = v.base + m;
            int first = m + 1;
            if (first >= v.count || v.parent[first] != container) continue;
            int members = 0;
            for (int c = first; c < v.count && v.parent[c] == container; c = v.after[c] - v.base) members++;
            if (members > FEW) {
                many(text, v, container, first);
                continue;
            }
            for (int c = first; c < v.count && v.parent[c] == container; c = v.after[c] - v.base) {
                if (v.key[c] < 0) continue;
                // the member before this one with its name, if any: with few members a walk back costs little
                int before = -1;
                for (int b = first; b != c; b = v.after[b] - v.base) {
                    if (v.key[b] >= 0 && hash[b] == hash[c] && YamlScalars.keyName(text, v.key[b]).equals(YamlScalars.keyName(text, v.key[c]))) before = b;
                }
                if (before >= 0) add(v.base + before, v.base + c);
            }
        }
    }

    private static final int FEW = 48;

    /** A mapping with many members: a table of names, so that it is never quadratic. */
    private void many(byte[] text, DocumentValues v, int container, int first) {
        java.util.HashMap<String, Integer> seen = new java.util.HashMap<>();
        for (int c = first; c < v.count && v.parent[c] == container; c = v.after[c] - v.base) {
            if (v.key[c] < 0) continue;
            Integer before = seen.put(YamlScalars.keyName(text, v.key[c]), c);
            if (before != null) add(v.base + before, v.base + c);
        }
    }

    private static int keyHash(byte[] text, int keyStart) {
        byte first = text[keyStart];
        if (first == '\'' || first == '"') return hash(YamlScalars.keyName(text, keyStart).getBytes(java.nio.charset.StandardCharsets.UTF_8), 0, -1);
        return hash(text, keyStart, YamlScalars.plainKeyEnd(text, keyStart));
    }

    /** The same for a key quoted or plain: over its bytes ({@code end} -1: all of them). */
    private static int hash(byte[] bytes, int from, int end) {
        int e = end < 0 ? bytes.length : end;
        int h = 0;
        for (int i = from; i < e; i++) h = h * 31 + bytes[i];
        return h;
    }

    private void add(int e, int l) {
        if (n == earlier.length) {
            earlier = Arrays.copyOf(earlier, n * 2);
            later = Arrays.copyOf(later, n * 2);
        }
        earlier[n] = e;
        later[n++] = l;
    }

    DuplicateMembers result() {
        return DuplicateMembers.of(earlier, later, n, true);
    }
}
