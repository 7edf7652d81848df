package savelens.ecs;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class SlotMapTest {
    @Test
    void staleHandleResolvesToNothingAfterItsSlotIsReused() {
        SlotMap<String> map = new SlotMap<>();
        long a = map.insert("a");
        assertEquals("a", map.remove(a));
        long b = map.insert("b");
        assertEquals(Handles.index(a), Handles.index(b), "the freed slot is reused");
        assertNotEquals(a, b);
        assertNull(map.get(a));
        assertFalse(map.contains(a));
        assertFalse(map.replace(a, "x"));
        assertNull(map.remove(a));
        assertEquals("b", map.get(b));
        assertEquals(1, map.size());
    }

    @Test
    void handlesPackIndexLowAndGenerationHighBelow2Pow53() {
        long h = Handles.of(7, 3);
        assertEquals((3L << 32) | 7, h);
        assertEquals(7, Handles.index(h));
        assertEquals(3, Handles.generation(h));
        assertTrue(Handles.of(Integer.MAX_VALUE, Handles.MAX_GENERATION) < (1L << 53));
        assertFalse(Handles.isWellFormed(0));
        assertFalse(Handles.isWellFormed(-1));
        assertFalse(Handles.isWellFormed(1L << 53));
        assertFalse(Handles.isWellFormed(5), "generation 0 is never issued");
    }

    @Test
    void aSlotWhoseGenerationIsExhaustedIsRetiredNotReused() {
        SlotMap<Integer> map = new SlotMap<>();
        long h = map.insert(0);
        int index = Handles.index(h);
        while (Handles.generation(h) < Handles.MAX_GENERATION) {
            map.remove(h);
            h = map.insert(0);
            assertEquals(index, Handles.index(h));
        }
        map.remove(h);
        long next = map.insert(1);
        assertNotEquals(index, Handles.index(next), "retired slot must not come back with generation 1");
        assertFalse(map.contains(h));
        assertFalse(map.contains(Handles.of(index, 1)));
    }

    @Test
    void exportImportThroughJsonKeepsStaleHandlesStale() throws Exception {
        SlotMap<String> map = new SlotMap<>();
        long a = map.insert("a");
        long b = map.insert("b");
        long c = map.insert("c");
        map.remove(b);
        map.remove(a);
        long a2 = map.insert("a2"); // reuses a's slot (LIFO), generation 2

        ObjectMapper json = new ObjectMapper();
        String saved = json.writeValueAsString(map.exportState());
        SlotState state = json.readValue(saved, SlotState.class);
        assertEquals(map.exportState(), state);

        SlotMap<String> loaded = SlotMap.restore(state, h -> "v" + Handles.index(h));
        assertFalse(loaded.contains(a));
        assertFalse(loaded.contains(b));
        assertTrue(loaded.contains(a2));
        assertTrue(loaded.contains(c));
        assertEquals("v" + Handles.index(c), loaded.get(c));
        assertEquals(2, loaded.size());
        // allocation continues exactly as the original would
        assertEquals(map.insert("n"), loaded.insert("n"));
        assertEquals(map.insert("m"), loaded.insert("m"));
    }

    @Test
    void restoreRejectsInconsistentState() {
        assertThrows(IllegalArgumentException.class,
                () -> SlotMap.restore(new SlotState(new int[] {1, 1}, new int[] {0}, new int[] {0}), h -> ""));
        assertThrows(IllegalArgumentException.class,
                () -> SlotMap.restore(new SlotState(new int[] {1}, new int[] {3}, new int[0]), h -> ""));
        assertThrows(IllegalArgumentException.class,
                () -> SlotMap.restore(new SlotState(new int[] {0}, new int[] {0}, new int[0]), h -> ""));
    }
}
