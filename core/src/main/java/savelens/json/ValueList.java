package savelens.json;

import java.util.Arrays;

/** A reusable list of value numbers, filled by {@link JsonIndex#children}: no boxing, no garbage per walk. */
public final class ValueList {
    private int[] values = new int[16];
    private int size;

    public int size() { return size; }

    public int get(int i) {
        if (i >= size) throw new IndexOutOfBoundsException(i + " of " + size);
        return values[i];
    }

    void clear() { size = 0; }

    void add(int v) {
        if (size == values.length) values = Arrays.copyOf(values, size * 2);
        values[size++] = v;
    }
}
