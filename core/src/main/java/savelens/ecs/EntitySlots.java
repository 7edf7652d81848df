package savelens.ecs;

import java.util.Arrays;

/**
 * Where each entity of an {@link ArchetypeWorld} lives, by slot: its generation, its table and its row,
 * packed side by side in one array (two longs a slot, 16-byte aligned, so never split across cache
 * lines). A lookup by handle reads one entry instead of a generation array, an occupied flag, a table
 * reference and a row array at four random places. Freed slots are reused last-in first-out and bump
 * their generation, as in {@link SlotMap}, so the same calls hand out the same handles.
 */
final class EntitySlots {
    // entry i: [2i] = generation << 32 | (table + 1), 0 in the low half when the slot is free; [2i+1] = row
    private long[] entries = new long[32];
    private int[] free = new int[16];
    private int freeCount;
    private int slots;
    private int size;

    long insert(int table, int row) {
        int index;
        int generation;
        if (freeCount > 0) {
            index = free[--freeCount];
            generation = (int) (entries[2 * index] >>> 32);
        } else {
            index = slots++;
            if (2 * index == entries.length) entries = Arrays.copyOf(entries, entries.length * 2);
            generation = 1;
        }
        entries[2 * index] = (long) generation << 32 | (table + 1);
        entries[2 * index + 1] = row;
        size++;
        return Handles.of(index, generation);
    }

    /** The entity's table, or -1 when the handle is stale, retired or malformed. */
    int tableOf(long handle) {
        if (!Handles.isWellFormed(handle)) return -1;
        int index = Handles.index(handle);
        if (index >= slots) return -1;
        long meta = entries[2 * index];
        int table = (int) meta - 1;
        return (int) (meta >>> 32) == Handles.generation(handle) ? table : -1;
    }

    /**
     * Where a live entity is, as {@code table << 32 | row}, from its one slot entry; -1 when the handle is
     * stale, retired or malformed. A lookup by handle that needs both pays for one random read, not two.
     */
    long locate(long handle) {
        if (!Handles.isWellFormed(handle)) return -1;
        int index = Handles.index(handle);
        if (index >= slots) return -1;
        long meta = entries[2 * index];
        int table = (int) meta - 1;
        if ((int) (meta >>> 32) != Handles.generation(handle) || table < 0) return -1;
        return (long) table << 32 | (entries[2 * index + 1] & 0xFFFF_FFFFL);
    }

    static int tableOfLocation(long location) {
        return (int) (location >>> 32);
    }

    static int rowOfLocation(long location) {
        return (int) location;
    }

    boolean contains(long handle) {
        return tableOf(handle) >= 0;
    }

    /** The row of a slot the caller knows is live. */
    int row(int index) {
        return (int) entries[2 * index + 1];
    }

    void setRow(int index, int row) {
        entries[2 * index + 1] = row;
    }

    /** Moves a live slot's entity to another table and row. */
    void place(int index, int table, int row) {
        long meta = entries[2 * index];
        entries[2 * index] = (meta & 0xFFFF_FFFF_0000_0000L) | (table + 1);
        entries[2 * index + 1] = row;
    }

    /** Frees a live handle's slot; false when it was already stale. */
    boolean remove(long handle) {
        if (!contains(handle)) return false;
        removeLive(Handles.index(handle));
        return true;
    }

    /** Frees the slot of an entity the caller has just found live (no second check). */
    void removeLive(int index) {
        int generation = (int) (entries[2 * index] >>> 32);
        size--;
        if (generation < Handles.MAX_GENERATION) {
            entries[2 * index] = (long) (generation + 1) << 32;
            if (freeCount == free.length) free = Arrays.copyOf(free, free.length * 2);
            free[freeCount++] = index;
        } else {
            // retired: the generation cannot move on without reviving old handles
            entries[2 * index] = (long) generation << 32;
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
        long meta = entries[2 * index];
        return (int) meta == 0 ? Handles.NONE : Handles.of(index, (int) (meta >>> 32));
    }

    SlotState exportState() {
        int[] generations = new int[slots];
        int[] live = new int[size];
        int n = 0;
        for (int i = 0; i < slots; i++) {
            generations[i] = (int) (entries[2 * i] >>> 32);
            if ((int) entries[2 * i] != 0) live[n++] = i;
        }
        return new SlotState(generations, live, Arrays.copyOf(free, freeCount));
    }

    /**
     * Slots from exported state, every live one placed in table -1 until the caller places it. Rejects
     * inconsistent state (a slot both live and free, out-of-range indexes or generations).
     */
    static EntitySlots restore(SlotState state) {
        EntitySlots s = new EntitySlots();
        int n = state.generations().length;
        s.entries = new long[Math.max(32, 2 * n)];
        s.slots = n;
        for (int i = 0; i < n; i++) {
            int g = state.generations()[i];
            if (g < 1 || g > Handles.MAX_GENERATION) throw new IllegalArgumentException("slot " + i + ": bad generation " + g);
            s.entries[2 * i] = (long) g << 32;
        }
        boolean[] seen = new boolean[n];
        for (int i : state.live()) {
            claim(seen, i, n, "live");
            s.entries[2 * i] |= 0xFFFF_FFFFL; // live, table not yet known (-2 + 1 stored as all ones)
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
