package savelens.ecs;

import java.util.Arrays;

/**
 * Where each entity of an {@link ArchetypeWorld} lives, by slot: its generation, its table and its row packed
 * into one long, so a lookup by handle reads eight bytes at one random place (a million slots fill 8 MB)
 * and then goes straight to the column. Freed slots are reused last-in first-out and bump their generation,
 * as in {@link SlotMap}, so the same calls hand out the same handles.
 *
 * <p>The packing bounds a world to {@link #MAX_TABLES} tables and a table to {@link #MAX_ROWS} rows.
 */
final class EntitySlots {
    // entry: generation << 43 | (table + 1) << 27 | row; table + 1 is 0 when the slot is free
    private static final int ROW_BITS = 27, TABLE_BITS = 16, GENERATION_SHIFT = ROW_BITS + TABLE_BITS;
    private static final long ROW_MASK = (1L << ROW_BITS) - 1, TABLE_MASK = (1L << TABLE_BITS) - 1;
    private static final long PLACE_MASK = (1L << GENERATION_SHIFT) - 1; // table and row
    /** Rows a table may hold. */
    static final int MAX_ROWS = 1 << ROW_BITS;
    /** Tables a world may hold (table + 1 must fit in its bits). */
    static final int MAX_TABLES = (int) TABLE_MASK;

    private long[] entries = new long[16];
    private int[] free = new int[16];
    private int freeCount;
    private int slots;
    private int size;

    private static long entry(int generation, int table, int row) {
        return (long) generation << GENERATION_SHIFT | (long) (table + 1) << ROW_BITS | row;
    }

    private static int generationOf(long entry) {
        return (int) (entry >>> GENERATION_SHIFT);
    }

    private static int placeOf(long entry) {
        return (int) (entry >>> ROW_BITS & TABLE_MASK);
    }

    long insert(int table, int row) {
        int index;
        int generation;
        if (freeCount > 0) {
            index = free[--freeCount];
            generation = generationOf(entries[index]);
        } else {
            index = slots++;
            if (index == entries.length) entries = Arrays.copyOf(entries, entries.length * 2);
            generation = 1;
        }
        entries[index] = entry(generation, table, row);
        size++;
        return Handles.of(index, generation);
    }

    /**
     * Where a live entity is, its table and row (read with {@link #tableOfLocation} and {@link #rowOfLocation}),
     * from its one slot entry; -1 when the handle is stale, retired or malformed. A handle's generation is
     * compared whole with the entry's, which no malformed handle matches.
     */
    long locate(long handle) {
        int index = (int) handle;
        if (index < 0 || index >= slots) return -1;
        long e = entries[index];
        if (e >>> GENERATION_SHIFT != handle >>> 32 || placeOf(e) == 0) return -1;
        return e & PLACE_MASK;
    }

    /**
     * A handle's slot entry when its generation is the slot's, else 0; either way {@link #placeOfEntry} is 0 when
     * the handle names no live entity. Slots past the last ever used hold 0, which no handle's generation
     * matches with a place, so the array's own bound is the only bound checked.
     */
    long liveEntry(long handle) {
        int index = (int) handle;
        long[] es = entries;
        if (index < 0 || index >= es.length) return 0; // one unsigned compare once compiled, which the array read then needs no more
        long e = es[index];
        return e >>> GENERATION_SHIFT == handle >>> 32 ? e : 0;
    }

    /** An entry's table index + 1, 0 for a free slot. */
    static int placeOfEntry(long entry) {
        return placeOf(entry);
    }

    static int rowOfEntry(long entry) {
        return (int) (entry & ROW_MASK);
    }

    static int tableOfLocation(long location) {
        return (int) (location >>> ROW_BITS) - 1;
    }

    static int rowOfLocation(long location) {
        return (int) (location & ROW_MASK);
    }

    /** The entity's table, or -1 when the handle is stale, retired or malformed. */
    int tableOf(long handle) {
        long at = locate(handle);
        return at < 0 ? -1 : tableOfLocation(at);
    }

    boolean contains(long handle) {
        return locate(handle) >= 0;
    }

    /** The row of a slot the caller knows is live. */
    int row(int index) {
        return (int) (entries[index] & ROW_MASK);
    }

    void setRow(int index, int row) {
        entries[index] = entries[index] & ~ROW_MASK | row;
    }

    /** Moves a live slot's entity to another table and row. */
    void place(int index, int table, int row) {
        entries[index] = entry(generationOf(entries[index]), table, row);
    }

    /** Frees a live handle's slot; false when it was already stale. */
    boolean remove(long handle) {
        if (!contains(handle)) return false;
        removeLive(Handles.index(handle));
        return true;
    }

    /** Frees the slot of an entity the caller has just found live (no second check). */
    void removeLive(int index) {
        int generation = generationOf(entries[index]);
        size--;
        if (generation < Handles.MAX_GENERATION) {
            entries[index] = (long) (generation + 1) << GENERATION_SHIFT;
            if (freeCount == free.length) free = Arrays.copyOf(free, free.length * 2);
            free[freeCount++] = index;
        } else {
            // retired: the generation cannot move on without reviving old handles
            entries[index] = (long) generation << GENERATION_SHIFT;
        }
    }

    int size() {
        return size;
    }

    int slotCount() {
        return slots;
    }

    /** The handle currently living in a slot, or {@link Handles#NONE}. */
    long handleAt(int index) {
        if (index < 0 || index >= slots) return Handles.NONE;
        long e = entries[index];
        return placeOf(e) == 0 ? Handles.NONE : Handles.of(index, generationOf(e));
    }

    SlotState exportState() {
        int[] generations = new int[slots];
        int[] live = new int[size];
        int n = 0;
        for (int i = 0; i < slots; i++) {
            generations[i] = generationOf(entries[i]);
            if (placeOf(entries[i]) != 0) live[n++] = i;
        }
        return new SlotState(generations, live, Arrays.copyOf(free, freeCount));
    }

    /**
     * Slots from exported state. A live slot counts as live but holds no place, so no lookup finds it, until
     * the caller places it ({@link #place}, with the handle the state gives it). Rejects inconsistent state
     * (a slot both live and free, out-of-range indexes or generations).
     */
    static EntitySlots restore(SlotState state) {
        EntitySlots s = new EntitySlots();
        int n = state.generations().length;
        s.entries = new long[Math.max(16, n)];
        s.slots = n;
        for (int i = 0; i < n; i++) {
            int g = state.generations()[i];
            if (g < 1 || g > Handles.MAX_GENERATION) throw new IllegalArgumentException("slot " + i + ": bad generation " + g);
            s.entries[i] = (long) g << GENERATION_SHIFT;
        }
        boolean[] seen = new boolean[n];
        for (int i : state.live()) {
            claim(seen, i, n, "live");
            s.size++;
        }
        s.free = new int[Math.max(16, state.free().length)];
        for (int i : state.free()) {
            claim(seen, i, n, "free");
            s.free[s.freeCount++] = i;
        }
        return s;
    }

    private static void claim(boolean[] seen, int index, int slots, String list) {
        if (index < 0 || index >= slots) throw new IllegalArgumentException(list + " slot " + index + " out of range");
        if (seen[index]) throw new IllegalArgumentException("slot " + index + " listed twice");
        seen[index] = true;
    }
}
