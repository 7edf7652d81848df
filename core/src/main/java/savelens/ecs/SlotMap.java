package savelens.ecs;

import java.util.Arrays;
import java.util.function.LongFunction;

/**
 * Values addressed by generational handles (see {@link Handles}). Removing a value bumps its slot's
 * generation, so any handle still held to it resolves to nothing instead of to the slot's next tenant.
 * Freed slots are reused last-in first-out, which keeps allocation deterministic.
 */
public final class SlotMap<T> {
    private int[] generations = new int[16];
    private Object[] values = new Object[16];
    private boolean[] occupied = new boolean[16];
    private int[] free = new int[16];
    private int freeCount;
    private int slots;
    private int size;

    public long insert(T value) {
        int index;
        if (freeCount > 0) {
            index = free[--freeCount];
        } else {
            index = slots++;
            if (index == generations.length) grow(index * 2);
            generations[index] = 1;
        }
        occupied[index] = true;
        values[index] = value;
        size++;
        return Handles.of(index, generations[index]);
    }

    /** Whether the handle names a live value (false for stale, retired or malformed handles). */
    public boolean contains(long handle) {
        if (!Handles.isWellFormed(handle)) return false;
        int index = Handles.index(handle);
        return index < slots && occupied[index] && generations[index] == Handles.generation(handle);
    }

    /** The value, or null when the handle is stale. */
    @SuppressWarnings("unchecked")
    public T get(long handle) {
        return contains(handle) ? (T) values[Handles.index(handle)] : null;
    }

    /**
     * Replaces the value of a handle the caller already knows is live (one its own storage holds) without
     * checking the slot's state again: an entity that moves to another table is updated this way.
     */
    void replaceLive(long handle, T value) {
        values[Handles.index(handle)] = value;
    }

    /** Replaces the value of a live handle; returns false (and stores nothing) for a stale one. */
    public boolean replace(long handle, T value) {
        if (!contains(handle)) return false;
        values[Handles.index(handle)] = value;
        return true;
    }

    /** Removes and returns the value, or null when the handle was already stale. */
    @SuppressWarnings("unchecked")
    public T remove(long handle) {
        if (!contains(handle)) return null;
        int index = Handles.index(handle);
        T old = (T) values[index];
        values[index] = null;
        occupied[index] = false;
        size--;
        if (generations[index] < Handles.MAX_GENERATION) {
            generations[index]++;
            if (freeCount == free.length) free = Arrays.copyOf(free, free.length * 2);
            free[freeCount++] = index;
        }
        // else: retired, the generation cannot move on without reviving old handles
        return old;
    }

    public int size() {
        return size;
    }

    /** Slots ever allocated (live, free or retired). */
    public int slotCount() {
        return slots;
    }

    /** The handle currently living in a slot, or {@link Handles#NONE}. */
    public long handleAt(int index) {
        return index >= 0 && index < slots && occupied[index] ? Handles.of(index, generations[index]) : Handles.NONE;
    }

    public SlotState exportState() {
        int[] live = new int[size];
        int n = 0;
        for (int i = 0; i < slots; i++) if (occupied[i]) live[n++] = i;
        return new SlotState(Arrays.copyOf(generations, slots), live, Arrays.copyOf(free, freeCount));
    }

    /**
     * Rebuilds a map from exported state; {@code valueFor} supplies the value of each live handle.
     * Rejects inconsistent state (a slot both live and free, out-of-range indexes or generations).
     */
    public static <T> SlotMap<T> restore(SlotState state, LongFunction<T> valueFor) {
        SlotMap<T> map = new SlotMap<>();
        int n = state.generations().length;
        map.grow(Math.max(16, n));
        map.slots = n;
        for (int i = 0; i < n; i++) {
            int g = state.generations()[i];
            if (g < 1 || g > Handles.MAX_GENERATION) throw new IllegalArgumentException("slot " + i + ": bad generation " + g);
            map.generations[i] = g;
        }
        boolean[] seen = new boolean[n];
        for (int i : state.live()) {
            claim(seen, i, n, "live");
            map.occupied[i] = true;
            map.size++;
        }
        map.free = new int[Math.max(16, state.free().length)];
        for (int i : state.free()) {
            claim(seen, i, n, "free");
            map.free[map.freeCount++] = i;
        }
        for (int i : state.live()) map.values[i] = valueFor.apply(Handles.of(i, map.generations[i]));
        return map;
    }

    private static void claim(boolean[] seen, int index, int slots, String list) {
        if (index < 0 || index >= slots) throw new IllegalArgumentException(list + " slot " + index + " out of range");
        if (seen[index]) throw new IllegalArgumentException("slot " + index + " listed twice");
        seen[index] = true;
    }

    private void grow(int capacity) {
        generations = Arrays.copyOf(generations, capacity);
        values = Arrays.copyOf(values, capacity);
        occupied = Arrays.copyOf(occupied, capacity);
    }
}
