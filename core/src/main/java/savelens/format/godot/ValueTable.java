package savelens.format.godot;

import java.util.Arrays;
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
    int[] keyEnd = new int[256];
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
        keyEnd[count] = ke;
        parent[count] = p;
        after[count] = count + 1;
        return count++;
    }

    /** Closes a container once its children are in: its end and the first value after it. */
    void close(int v, int e) {
        end[v] = e;
        after[v] = count;
    }

    private void grow() {
        int n = kind.length * 2;
        kind = Arrays.copyOf(kind, n);
        variant = Arrays.copyOf(variant, n);
        start = Arrays.copyOf(start, n);
        end = Arrays.copyOf(end, n);
        keyStart = Arrays.copyOf(keyStart, n);
        keyEnd = Arrays.copyOf(keyEnd, n);
        parent = Arrays.copyOf(parent, n);
        after = Arrays.copyOf(after, n);
    }

    boolean isContainer(int v) { return kind[v] == ValueIndex.OBJECT || kind[v] == ValueIndex.ARRAY; }
}
