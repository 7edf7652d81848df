package savelens.document;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.IntPredicate;

/**
 * How one edit moves the elements of arrays: which are removed, where one is inserted, and which values the
 * edit takes away or replaces anyway. References a dialect writes as paths (cycle.js) are rewritten from it.
 * Indexes are visible positions, old ones, as paths count them.
 */
public final class ShapeChange {
    private final Map<Integer, TreeSet<Integer>> removed = new HashMap<>();
    private final Map<Integer, Integer> inserted = new HashMap<>();
    private IntPredicate goesAway = v -> false;

    /** The element at {@code index} of {@code array} is removed. */
    public ShapeChange removed(int array, int index) {
        removed.computeIfAbsent(array, a -> new TreeSet<>()).add(index);
        return this;
    }

    /** One element is inserted before the element now at {@code index} of {@code array} (the length: appended). */
    public ShapeChange inserted(int array, int index) {
        inserted.put(array, index);
        return this;
    }

    /** The values (and what is inside them) that the edit removes or overwrites: their own text needs no rewrite. */
    public ShapeChange goesAway(IntPredicate values) {
        this.goesAway = values;
        return this;
    }

    public boolean goesAway(int value) { return goesAway.test(value); }

    public boolean isEmpty() { return removed.isEmpty() && inserted.isEmpty(); }

    /** True when the elements of this array move. */
    public boolean moves(int array) { return removed.containsKey(array) || inserted.containsKey(array); }

    /** Where the element now at {@code index} of {@code array} will be; -1 when it is removed. */
    public int newIndex(int array, int index) {
        TreeSet<Integer> gone = removed.get(array);
        int at = index;
        if (gone != null) {
            if (gone.contains(index)) return -1;
            at -= gone.headSet(index).size();
        }
        Integer insert = inserted.get(array);
        if (insert != null && index >= insert) at++;
        return at;
    }
}
