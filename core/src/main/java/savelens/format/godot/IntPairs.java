package savelens.format.godot;

import java.util.Arrays;

/**
 * Pairs of ints gathered in any order and then looked up by key: two primitive arrays sorted by key, a later pair
 * replacing an earlier one of the same key (as a map's put would), without a boxed entry per pair.
 */
final class IntPairs {
    private int[] keys = new int[16];
    private int[] values = new int[16];
    private int size;
    private boolean sorted = true;

    void put(int key, int value) {
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            values = Arrays.copyOf(values, size * 2);
        }
        if (size > 0 && key <= keys[size - 1]) sorted = false;
        keys[size] = key;
        values[size++] = value;
    }

    int size() {
        sort();
        return size;
    }

    int key(int i) {
        sort();
        return keys[i];
    }

    int value(int i) {
        sort();
        return values[i];
    }

    /** The value put last for this key, or {@code fallback}. */
    int get(int key, int fallback) {
        sort();
        int i = Arrays.binarySearch(keys, 0, size, key);
        return i < 0 ? fallback : values[i];
    }

    /** Sorts by key once every pair is in, the last of equal keys kept. */
    private void sort() {
        if (sorted) return;
        long[] order = new long[size];
        for (int i = 0; i < size; i++) order[i] = ((long) keys[i] << 32) | i;
        Arrays.sort(order);
        int[] k = new int[size], v = new int[size];
        int n = 0;
        for (int j = 0; j < size; j++) {
            int i = (int) order[j];
            if (n > 0 && k[n - 1] == keys[i]) n--; // the same key again: the later pair wins
            k[n] = keys[i];
            v[n++] = values[i];
        }
        keys = k;
        values = v;
        size = n;
        sorted = true;
    }
}
