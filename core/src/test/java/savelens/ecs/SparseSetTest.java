package savelens.ecs;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SparseSetTest {
    @Test
    void removeMovesTheLastMemberIntoTheHole() {
        SparseSet<String> s = new SparseSet<>();
        assertTrue(s.put(5, "five"));
        assertTrue(s.put(100, "hundred"));
        assertTrue(s.put(0, "zero"));
        assertFalse(s.put(5, "FIVE"), "replacing is not adding");
        assertTrue(s.remove(5));
        assertFalse(s.remove(5));
        assertEquals(2, s.size());
        assertArrayEquals(new int[] {0, 100}, Arrays.stream(s.ids()).sorted().toArray());
        assertEquals("hundred", s.get(100));
        assertEquals("zero", s.get(0));
        assertNull(s.get(5));
        for (int p = 0; p < s.size(); p++) assertEquals(s.get(s.idAt(p)), s.valueAt(p));
    }

    @Test
    void outOfRangeIdsAreSimplyAbsent() {
        SparseSet<String> s = new SparseSet<>();
        assertFalse(s.contains(-1));
        assertFalse(s.contains(1 << 20));
        assertNull(s.get(3));
        assertThrows(IllegalArgumentException.class, () -> s.put(-1, "x"));
    }
}
