package savelens.ecs;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/** The one-long slot entry keeps generation, table and row apart at the edges of each. */
class EntitySlotsTest {
    @Test
    void theLargestTableAndRowComeBackAsPut() {
        EntitySlots slots = new EntitySlots();
        long a = slots.insert(EntitySlots.MAX_TABLES - 1, EntitySlots.MAX_ROWS - 1);
        long b = slots.insert(0, 0);
        assertEquals(EntitySlots.MAX_TABLES - 1, EntitySlots.tableOfLocation(slots.locate(a)));
        assertEquals(EntitySlots.MAX_ROWS - 1, EntitySlots.rowOfLocation(slots.locate(a)));
        assertEquals(0, EntitySlots.tableOfLocation(slots.locate(b)));
        slots.setRow(Handles.index(a), 5);
        assertEquals(EntitySlots.MAX_TABLES - 1, slots.tableOf(a), "a new row leaves the table alone");
        slots.place(Handles.index(b), 7, EntitySlots.MAX_ROWS - 1);
        assertEquals(7, slots.tableOf(b));
        assertEquals(EntitySlots.MAX_ROWS - 1, slots.row(Handles.index(b)));
    }

    @Test
    void onlyTheHandleOfTheLiveGenerationFindsItsSlot() {
        EntitySlots slots = new EntitySlots();
        long a = slots.insert(3, 1);
        assertTrue(slots.remove(a));
        long again = slots.insert(4, 2);
        assertEquals(Handles.index(a), Handles.index(again), "the slot is reused");
        assertEquals(-1, slots.locate(a), "the old generation is stale");
        assertEquals(4, slots.tableOf(again));
        for (long malformed : new long[] {0, -1, Long.MIN_VALUE | again, again | 1L << 62, again + 1, again & 0xFFFF_FFFFL}) {
            assertEquals(-1, slots.locate(malformed), Long.toHexString(malformed));
        }
    }

    @Test
    void aSlotAtTheLastGenerationIsRetiredNotReused() {
        int[] generations = {Handles.MAX_GENERATION};
        EntitySlots slots = EntitySlots.restore(new SlotState(generations, new int[] {0}, new int[0]));
        long last = Handles.of(0, Handles.MAX_GENERATION);
        assertFalse(slots.contains(last), "live but not yet placed in a table");
        assertEquals(1, slots.size());
        slots.place(0, 2, 9);
        assertEquals(2, slots.tableOf(last));
        slots.removeLive(0);
        assertEquals(-1, slots.locate(last));
        assertNotEquals(0, Handles.index(slots.insert(0, 0)), "the retired slot is not handed out again");
        assertEquals(Handles.MAX_GENERATION, slots.exportState().generations()[0]);
    }
}
