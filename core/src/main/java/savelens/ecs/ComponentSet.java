package savelens.ecs;

import java.util.Arrays;

/**
 * An immutable set of component ids kept sorted: the identity of an archetype table and the argument
 * of a query. Sorting makes equal sets equal regardless of the order components were added.
 */
public final class ComponentSet {
    public static final ComponentSet EMPTY = new ComponentSet(new int[0]);

    private final int[] ids;
    private final int hash;

    private ComponentSet(int[] sortedIds) {
        this.ids = sortedIds;
        this.hash = Arrays.hashCode(sortedIds);
    }

    public static ComponentSet of(ComponentType<?>... types) {
        int[] ids = new int[types.length];
        for (int i = 0; i < types.length; i++) ids[i] = types[i].id();
        return ofIds(ids);
    }

    public static ComponentSet ofIds(int... ids) {
        // a handful of ids: an insertion sort dropping repeats, no streams, since spawning calls this
        int[] sorted = new int[ids.length];
        int n = 0;
        for (int id : ids) {
            int at = n;
            while (at > 0 && sorted[at - 1] > id) at--;
            if (at > 0 && sorted[at - 1] == id) continue;
            System.arraycopy(sorted, at, sorted, at + 1, n - at);
            sorted[at] = id;
            n++;
        }
        if (n > 0 && sorted[0] < 0) throw new IllegalArgumentException("negative component id");
        return new ComponentSet(n == sorted.length ? sorted : Arrays.copyOf(sorted, n));
    }

    public int size() {
        return ids.length;
    }

    public int idAt(int position) {
        return ids[position];
    }

    public int[] ids() {
        return ids.clone();
    }

    public boolean contains(int id) {
        return Arrays.binarySearch(ids, id) >= 0;
    }

    public boolean contains(ComponentType<?> type) {
        return contains(type.id());
    }

    public boolean containsAll(ComponentSet other) {
        for (int id : other.ids) if (!contains(id)) return false;
        return true;
    }

    public ComponentSet with(int id) {
        if (contains(id)) return this;
        int[] n = Arrays.copyOf(ids, ids.length + 1);
        n[ids.length] = id;
        Arrays.sort(n);
        return new ComponentSet(n);
    }

    public ComponentSet without(int id) {
        int at = Arrays.binarySearch(ids, id);
        if (at < 0) return this;
        int[] n = new int[ids.length - 1];
        System.arraycopy(ids, 0, n, 0, at);
        System.arraycopy(ids, at + 1, n, at, ids.length - at - 1);
        return new ComponentSet(n);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ComponentSet s && hash == s.hash && Arrays.equals(ids, s.ids);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return Arrays.toString(ids);
    }
}
