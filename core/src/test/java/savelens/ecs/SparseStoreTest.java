package savelens.ecs;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SparseStoreTest {
    record Named(String name) {}

    private final TestComponents tc = new TestComponents();

    @Test
    void removeMovesTheLastRowIntoTheHole() {
        SparseStore s = new SparseStore(tc.a);
        assertTrue(s.put(5, new TestComponents.A(5)));
        assertTrue(s.put(100, new TestComponents.A(100)));
        assertTrue(s.put(0, new TestComponents.A(0)));
        assertFalse(s.put(5, new TestComponents.A(55)), "replacing is not adding");
        assertEquals(new TestComponents.A(55), s.get(5));
        assertTrue(s.remove(5));
        assertFalse(s.remove(5));
        assertEquals(2, s.size());
        assertArrayEquals(new int[] {0, 100}, IntStream.range(0, s.size()).map(s::indexAt).sorted().toArray());
        assertEquals(new TestComponents.A(100), s.get(100));
        assertEquals(new TestComponents.A(0), s.get(0));
        assertNull(s.get(5));
        IntColumn v = s.ints(tc.a.intField("v"));
        for (int row = 0; row < s.size(); row++) assertEquals(s.indexAt(row), v.get(row), "row " + row + " holds its own entity's value");
    }

    @Test
    void outOfRangeIndexesAreSimplyAbsent() {
        SparseStore s = new SparseStore(tc.a);
        assertFalse(s.contains(-1));
        assertFalse(s.contains(1 << 20));
        assertEquals(-1, s.rowOf(3));
        assertNull(s.get(3));
        assertThrows(IllegalArgumentException.class, () -> s.put(-1, new TestComponents.A(1)));
        assertThrows(IndexOutOfBoundsException.class, () -> s.indexAt(0));
    }

    @Test
    void aColumnViewKeepsWorkingAcrossGrowth() {
        SparseStore s = new SparseStore(tc.a);
        IntColumn v = s.ints(tc.a.intField("v"));
        for (int i = 0; i < 1000; i++) s.put(i, new TestComponents.A(0));
        for (int row = 0; row < s.size(); row++) v.set(row, s.indexAt(row) * 2);
        for (int i = 0; i < 1000; i += 97) assertEquals(new TestComponents.A(2 * i), s.get(i));
    }

    @Test
    void componentsOtherThanPrimitiveRecordsAreKeptAsTheObjectsGiven() {
        ComponentType<Named> named = tc.registry.register("Named", Named.class);
        assertFalse(named.isPrimitive());
        SparseStore s = new SparseStore(named);
        Named value = new Named("x");
        s.put(3, value);
        assertSame(value, s.get(3));
        assertThrows(IllegalArgumentException.class, () -> named.doubleField("name"));
        assertTrue(Arrays.asList(tc.a, tc.b, tc.c, tc.tag).stream().allMatch(ComponentType::isPrimitive));
    }
}
