package savelens.primitive;

import java.util.Arrays;

/**
 * A map from long keys to non-negative int values, open addressing over primitive arrays: no boxing
 * for a million document ids or LZString dictionary entries.
 */
public final class LongIntMap {
    private long[] keys;
    private int[] values;
    private int size;
    private int mask;

    public LongIntMap(int expected) {
        int cap = Integer.highestOneBit(Math.max(4, expected * 2 - 1)) << 1;
        keys = new long[cap];
        values = new int[cap];
        Arrays.fill(values, -1);
        mask = cap - 1;
    }

    private LongIntMap(LongIntMap other) {
        keys = other.keys.clone();
        values = other.values.clone();
        size = other.size;
        mask = other.mask;
    }

    /** A map of its own with the same entries. */
    public LongIntMap copy() { return new LongIntMap(this); }

    /** How many keys are stored. */
    public int size() { return size; }

    /** Stores key → value (value ≥ 0) unless the key is present; returns the value already stored, or -1. */
    public int putIfAbsent(long key, int value) {
        if (size * 2 >= keys.length) rehash();
        int i = slot(key);
        while (values[i] >= 0) {
            if (keys[i] == key) return values[i];
            i = (i + 1) & mask;
        }
        keys[i] = key;
        values[i] = value;
        size++;
        return -1;
    }

    /** The value stored for the key, or -1. */
    public int get(long key) {
        int i = slot(key);
        while (values[i] >= 0) {
            if (keys[i] == key) return values[i];
            i = (i + 1) & mask;
        }
        return -1;
    }

    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }

    private void rehash() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        Arrays.fill(values, -1);
        mask = keys.length - 1;
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) if (oldValues[i] >= 0) putIfAbsent(oldKeys[i], oldValues[i]);
    }
}
