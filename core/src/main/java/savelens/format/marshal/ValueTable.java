package savelens.format.marshal;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;
import savelens.format.marshal.MarshalStream.Located;

/**
 * A stream's value occurrences as parallel arrays, read-only: a large save holds tens of millions of values, so a
 * {@link Located} is made only when one is asked for, and the reader, index and node listing read the arrays.
 */
final class ValueTable extends AbstractList<Located> implements RandomAccess {
    private int size;
    private MarshalValue[] value;
    private int[] start, end, parent, objectSlot;
    /** The symbol table (slot → position, positions rising): a value's symbol slot is found in it, not stored per value. */
    private Ints symbols = new Ints();

    ValueTable(int capacity) {
        int n = Math.max(16, capacity);
        value = new MarshalValue[n];
        start = new int[n];
        end = new int[n];
        parent = new int[n];
        objectSlot = new int[n];
    }

    /** A value begun at {@code at} inside {@code parentPosition}: its position. */
    int open(int at, int parentPosition) {
        if (size == start.length) grow();
        start[size] = at;
        parent[size] = parentPosition;
        objectSlot[size] = -1;
        return size++;
    }

    void close(int i, MarshalValue v, int at) {
        value[i] = v;
        end[i] = at;
    }

    void objectSlot(int i, int slot) { objectSlot[i] = slot; }

    /** The stream's symbol table, whose positions rise with their slots. */
    void symbols(Ints table) { symbols = table; }

    /** Drops the spare capacity once the stream is read. */
    ValueTable trim() {
        if (start.length != size) {
            value = Arrays.copyOf(value, size);
            start = Arrays.copyOf(start, size);
            end = Arrays.copyOf(end, size);
            parent = Arrays.copyOf(parent, size);
            objectSlot = Arrays.copyOf(objectSlot, size);
        }
        return this;
    }

    private void grow() {
        int n = start.length + (start.length >> 1) + 16;
        value = Arrays.copyOf(value, n);
        start = Arrays.copyOf(start, n);
        end = Arrays.copyOf(end, n);
        parent = Arrays.copyOf(parent, n);
        objectSlot = Arrays.copyOf(objectSlot, n);
    }

    MarshalValue value(int i) { return value[i]; }

    int start(int i) { return start[i]; }

    int end(int i) { return end[i]; }

    int parent(int i) { return parent[i]; }

    int objectSlot(int i) { return objectSlot[i]; }

    /** The position of the value whose bytes begin at {@code offset} (each value begins at a byte of its own), or -1. */
    int positionAt(int offset) {
        int k = Arrays.binarySearch(start, 0, size, offset);
        return k >= 0 ? k : -1;
    }

    /** The symbol-table slot of the symbol written in full at {@code i}; -1 for any other value. */
    int symbolSlot(int i) {
        if (!(value[i] instanceof MarshalValue.Symbol)) return -1;
        int k = Arrays.binarySearch(symbols.items, 0, symbols.size, i);
        return k >= 0 ? k : -1;
    }

    /**
     * Each value's children, in the order written, as {@code [from[i], from[i + 1])} of {@code list}: one pass and two
     * int arrays instead of a list per value.
     */
    record Children(int[] from, int[] list) {
        int count(int i) { return from[i + 1] - from[i]; }

        int get(int i, int k) { return list[from[i] + k]; }

        int last(int i) { return list[from[i + 1] - 1]; }
    }

    Children children() {
        int[] from = new int[size + 1];
        for (int i = 1; i < size; i++) if (parent[i] >= 0) from[parent[i] + 1]++;
        for (int i = 0; i < size; i++) from[i + 1] += from[i];
        int[] next = Arrays.copyOf(from, size);
        int[] list = new int[Math.max(0, from[size])];
        for (int i = 1; i < size; i++) if (parent[i] >= 0) list[next[parent[i]]++] = i;
        return new Children(from, list);
    }

    /** The name of the symbol at position {@code i} (a symbol, a symbol link or an {@code I}-wrapped symbol), each name made once. */
    String symbolText(MarshalStream s, String[] names, int i) {
        MarshalValue v = value[i];
        int slot = v instanceof MarshalValue.SymbolLink l ? l.index() : symbolSlot(i);
        if (slot < 0 || slot >= names.length) return s.symbolText(v);
        String n = names[slot];
        if (n == null) names[slot] = n = s.symbolText(v);
        return n;
    }

    @Override public Located get(int i) {
        if (i < 0 || i >= size) throw new IndexOutOfBoundsException(i);
        return new Located(value[i], start[i], end[i], parent[i], objectSlot[i], symbolSlot(i));
    }

    @Override public int size() { return size; }

    /** The table behind a stream's values, or one copied from them when they are some other list. */
    static ValueTable of(MarshalStream s) {
        if (s.values() instanceof ValueTable t) return t;
        ValueTable t = new ValueTable(s.values().size());
        for (Located l : s.values()) {
            int i = t.open(l.start(), l.parent());
            t.close(i, l.value(), l.end());
            t.objectSlot(i, l.objectSlot());
        }
        for (int position : s.symbols()) t.symbols.add(position);
        return t;
    }

    /** A read-only list of ints that boxes only what is asked for: a stream's object and symbol tables. */
    static final class Ints extends AbstractList<Integer> implements RandomAccess {
        private int[] items = new int[16];
        private int size;

        void add(int v) {
            if (size == items.length) items = Arrays.copyOf(items, size + (size >> 1) + 16);
            items[size++] = v;
        }

        int at(int i) { return items[i]; }

        Ints trim() {
            if (items.length != size) items = Arrays.copyOf(items, size);
            return this;
        }

        @Override public Integer get(int i) {
            if (i < 0 || i >= size) throw new IndexOutOfBoundsException(i);
            return items[i];
        }

        @Override public int size() { return size; }
    }
}
