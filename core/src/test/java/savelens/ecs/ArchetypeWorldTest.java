package savelens.ecs;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ArchetypeWorldTest {
    private final TestComponents tc = new TestComponents();
    private final ArchetypeWorld world = new ArchetypeWorld(tc.registry);

    @Test
    void addingAndRemovingOneComponentMigratesAndKeepsValues() {
        long e = world.spawn(tc.a.with(new TestComponents.A(1)), tc.b.with(new TestComponents.B(2)));
        Table ab = world.tableOf(e);
        assertEquals("A+B", ab.id());

        assertTrue(world.put(e, tc.c, new TestComponents.C(3)));
        Table abc = world.tableOf(e);
        assertEquals("A+B+C", abc.id());
        assertEquals(0, ab.size());
        assertEquals(new TestComponents.A(1), world.get(e, tc.a));
        assertEquals(new TestComponents.B(2), world.get(e, tc.b));
        assertEquals(new TestComponents.C(3), world.get(e, tc.c));

        assertTrue(world.remove(e, tc.a));
        assertEquals("B+C", world.tableOf(e).id());
        assertNull(world.get(e, tc.a));
        assertEquals(new TestComponents.B(2), world.get(e, tc.b));
        assertEquals(new TestComponents.C(3), world.get(e, tc.c));

        assertFalse(world.put(e, tc.b, new TestComponents.B(20)), "replacing stays in the table");
        assertEquals("B+C", world.tableOf(e).id());
        assertEquals(new TestComponents.B(20), world.get(e, tc.b));
    }

    @Test
    void spawningTheSameKindAgainFindsItsTableAndOtherKindsTheirs() {
        long first = world.spawn(tc.a.with(new TestComponents.A(1)), tc.b.with(new TestComponents.B(2)));
        long again = world.spawn(tc.a.with(new TestComponents.A(3)), tc.b.with(new TestComponents.B(4)));
        long reversed = world.spawn(tc.b.with(new TestComponents.B(6)), tc.a.with(new TestComponents.A(5)));
        long other = world.spawn(tc.a.with(new TestComponents.A(7)), tc.c.with(new TestComponents.C(8)));
        assertSame(world.tableOf(first), world.tableOf(again));
        assertSame(world.tableOf(first), world.tableOf(reversed), "the order values are given in does not matter");
        assertEquals("A+C", world.tableOf(other).id());
        assertEquals(new TestComponents.A(5), world.get(reversed, tc.a));
        assertEquals(new TestComponents.B(6), world.get(reversed, tc.b));
        world.spawn(tc.a.with(new TestComponents.A(9)), tc.b.with(new TestComponents.B(9)));
        assertThrows(IllegalArgumentException.class, () -> world.spawn(tc.a.with(new TestComponents.A(1)), tc.a.with(new TestComponents.A(2))),
                "a type given twice is refused, whatever was spawned before");
        assertEquals(5, world.entityCount());
    }

    @Test
    void destroyingAMiddleRowMovesTheLastRowIntoItAndFixesItsLocation() {
        List<Long> es = new ArrayList<>();
        for (int i = 0; i < 5; i++) es.add(world.spawn(tc.a.with(new TestComponents.A(i))));
        Table t = world.tableOf(es.get(0));
        long last = es.get(4);
        assertTrue(world.destroy(es.get(1)));
        assertEquals(4, t.size());
        assertEquals(last, t.entityAt(1));
        assertEquals(1, world.rowOf(last));
        assertEquals(new TestComponents.A(4), world.get(last, tc.a));
        assertFalse(world.isAlive(es.get(1)));
        assertNull(world.get(es.get(1), tc.a));
        assertEquals(-1, world.rowOf(es.get(1)));
        StorageModelProperties.checkRowMaps(world);

        // destroying the last row moves nothing
        assertTrue(world.destroy(t.entityAt(3)));
        StorageModelProperties.checkRowMaps(world);
        assertFalse(world.destroy(es.get(1)), "destroying twice is a no-op");
    }

    @Test
    void migratingOutOfAMiddleRowKeepsTheOtherRowsRight() {
        List<Long> es = new ArrayList<>();
        for (int i = 0; i < 4; i++) es.add(world.spawn(tc.a.with(new TestComponents.A(i)), tc.tag.with(new TestComponents.Tag())));
        world.remove(es.get(0), tc.tag);
        world.put(es.get(2), tc.b, new TestComponents.B(9));
        StorageModelProperties.checkRowMaps(world);
        for (int i = 0; i < 4; i++) assertEquals(new TestComponents.A(i), world.get(es.get(i), tc.a));
        assertEquals(List.of("A+Tag", "A", "A+B+Tag"), world.tables().stream().map(Table::id).toList());
    }

    @Test
    void staleHandlesResolveToNothingEvenWhenTheSlotIsReused() {
        long old = world.spawn(tc.a.with(new TestComponents.A(1)));
        world.destroy(old);
        long fresh = world.spawn(tc.a.with(new TestComponents.A(2)));
        assertEquals(Handles.index(old), Handles.index(fresh));
        assertNull(world.get(old, tc.a));
        assertFalse(world.has(old, tc.a));
        assertNull(world.tableOf(old));
        assertNull(world.componentsOf(old));
        assertFalse(world.remove(old, tc.a));
        assertThrows(IllegalArgumentException.class, () -> world.put(old, tc.a, new TestComponents.A(3)));
        assertEquals(new TestComponents.A(2), world.get(fresh, tc.a));
    }

    @Test
    void tableVersionsCountChangesAndWorldVersionGrows() {
        long e = world.spawn(tc.a.with(new TestComponents.A(1)));
        Table t = world.tableOf(e);
        long v0 = t.version(), w0 = world.version();
        world.put(e, tc.a, new TestComponents.A(2));
        assertEquals(v0 + 1, t.version());
        assertTrue(world.version() > w0);
        world.put(e, tc.b, new TestComponents.B(1));
        assertEquals(v0 + 2, t.version(), "the row leaving counts as a change");
        assertTrue(world.tableOf(e).version() > 0);
    }

    @Test
    void capacityGrowsByDoublingAndMemoryEstimateFollows() {
        long e = world.spawn(tc.a.with(new TestComponents.A(0)));
        Table t = world.tableOf(e);
        long small = t.estimatedBytes();
        for (int i = 0; i < 20; i++) world.spawn(tc.a.with(new TestComponents.A(i)));
        assertEquals(21, t.size());
        assertEquals(32, t.capacity());
        assertTrue(t.estimatedBytes() > small);
    }

    @Test
    void spawningWithTheSameTypeTwiceIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> world.spawn(tc.a.with(new TestComponents.A(1)), tc.a.with(new TestComponents.A(2))));
        assertEquals(0, world.entityCount());
    }

    @Test
    void aSavedAndRestoredWorldKeepsValuesAndStaleHandlesStale() throws Exception {
        long a = world.spawn(tc.a.with(new TestComponents.A(1)), tc.tag.with(new TestComponents.Tag()));
        long b = world.spawn(tc.b.with(new TestComponents.B(2)));
        long c = world.spawn(tc.a.with(new TestComponents.A(3)));
        world.destroy(b);
        world.destroy(a);
        long a2 = world.spawn(tc.c.with(new TestComponents.C(4))); // reuses a's slot

        // save: slot state as JSON plus each live entity's components as JSON
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        String slots = json.writeValueAsString(world.exportSlots());
        java.util.Map<Long, java.util.Map<String, com.fasterxml.jackson.databind.JsonNode>> saved = new java.util.HashMap<>();
        for (long e : world.query(ComponentSet.EMPTY)) {
            java.util.Map<String, com.fasterxml.jackson.databind.JsonNode> comps = new java.util.HashMap<>();
            for (ComponentType<?> t : world.tableOf(e).componentTypes()) comps.put(t.name(), t.toJson(world.get(e, t)));
            saved.put(e, comps);
        }

        ArchetypeWorld loaded = ArchetypeWorld.restore(tc.registry, json.readValue(slots, SlotState.class), h -> {
            List<ComponentValue<?>> values = new ArrayList<>();
            saved.get(h).forEach((name, value) -> values.add(fromJson(tc.registry.byName(name).orElseThrow(), value)));
            return values;
        });
        assertFalse(loaded.isAlive(a));
        assertFalse(loaded.isAlive(b));
        assertNull(loaded.get(a, tc.a));
        assertEquals(new TestComponents.C(4), loaded.get(a2, tc.c));
        assertEquals(new TestComponents.A(3), loaded.get(c, tc.a));
        assertEquals(2, loaded.entityCount());
        StorageModelProperties.checkRowMaps(loaded);
        assertEquals(world.spawn(), loaded.spawn(), "allocation continues where it left off");
    }

    private static <T> ComponentValue<T> fromJson(ComponentType<T> type, com.fasterxml.jackson.databind.JsonNode value) {
        return type.with(type.fromJson(value));
    }
}
