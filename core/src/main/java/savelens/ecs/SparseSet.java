package savelens.ecs;

import java.util.Arrays;

/**
 * A map from small non-negative ints (entity slot indexes) to values: a sparse array of positions into
 * a packed dense array. Lookup, insert and remove are O(1); iteration walks only the dense part, so it
 * costs the number of members, not the largest id. Removal moves the last member into the hole.
 */
public final class SparseSet<T> {
    private static final int ABSENT = -1;

    private int[] sparse = new int[0];
    private int[] dense = new int[8];
    private Object[] values = new Object[8];
    private int size;

    public int size() {
        return size;
    }

    public boolean contains(int id) {
        return id >= 0 && id < sparse.length && sparse[id] != ABSENT;
    }

    @SuppressWarnings("unchecked")
    public T get(int id) {
        return contains(id) ? (T) values[sparse[id]] : null;
    }

    /** Adds or replaces; returns true when the id was not a member before. */
    public boolean put(int id, T value) {
        if (id < 0) throw new IllegalArgumentException("negative id " + id);
        if (contains(id)) {
            values[sparse[id]] = value;
            return false;
        }
        if (id >= sparse.length) {
            int old = sparse.length;
            sparse = Arrays.copyOf(sparse, Math.max(id + 1, old * 2));
            Arrays.fill(sparse, old, sparse.length, ABSENT);
        }
        if (size == dense.length) {
            dense = Arrays.copyOf(dense, size * 2);
            values = Arrays.copyOf(values, size * 2);
        }
        dense[size] = id;
        values[size] = value;
        sparse[id] = size++;
        return true;
    }

    public boolean remove(int id) {
        if (!contains(id)) return false;
        int hole = sparse[id];
        int last = --size;
        int moved = dense[last];
        dense[hole] = moved;
        values[hole] = values[last];
        sparse[moved] = hole;
        values[last] = null;
        sparse[id] = ABSENT;
        return true;
    }

    /** The member at a dense position, 0 ≤ position &lt; size (order changes on removal). */
    public int idAt(int position) {
        if (position < 0 || position >= size) throw new IndexOutOfBoundsException(position);
        return dense[position];
    }

    @SuppressWarnings("unchecked")
    public T valueAt(int position) {
        if (position < 0 || position >= size) throw new IndexOutOfBoundsException(position);
        return (T) values[position];
    }

    public int[] ids() {
        return Arrays.copyOf(dense, size);
    }
}
