package savelens.document;

import java.util.Arrays;

/** Document id to node index, open addressing over primitive arrays (no boxing for a million ids). */
final class IdTable {
    private long[] keys;
    private int[] values;
    private int size;
    private int mask;

    IdTable(int expected) {
        int cap = Integer.highestOneBit(Math.max(4, expected * 2 - 1)) << 1;
        keys = new long[cap];
        values = new int[cap];
        Arrays.fill(values, -1);
        mask = cap - 1;
    }

    /** Stores id → node; returns the node already stored for that id, or -1. */
    int putIfAbsent(long id, int node) {
        if (size * 2 >= keys.length) rehash();
        int i = slot(id);
        while (values[i] >= 0) {
            if (keys[i] == id) return values[i];
            i = (i + 1) & mask;
        }
        keys[i] = id;
        values[i] = node;
        size++;
        return -1;
    }

    int get(long id) {
        int i = slot(id);
        while (values[i] >= 0) {
            if (keys[i] == id) return values[i];
            i = (i + 1) & mask;
        }
        return -1;
    }

    private int slot(long id) {
        long h = id * 0x9E3779B97F4A7C15L;
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
