package savelens.ecs;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Components registered sparse live beside an archetype world's tables: they come and go without moving rows. */
class HybridStorageTest {
    private final TestComponents tc = new TestComponents(true);
    private final ArchetypeWorld world = new ArchetypeWorld(tc.registry);

    @Test
    void addingAndRemovingASparseComponentNeverMovesTheRow() {
        long first = world.spawn(tc.a.with(new TestComponents.A(1)), tc.b.with(new TestComponents.B(2)));
        long e = world.spawn(tc.a.with(new TestComponents.A(3)), tc.b.with(new TestComponents.B(4)));
        Table table = world.tableOf(e);
        int row = world.rowOf(e);
        long versionOfTable = table.version();

        assertTrue(world.put(e, tc.c, new TestComponents.C(5)));
        assertSame(table, world.tableOf(e));
        assertEquals(row, world.rowOf(e));
        assertEquals(versionOfTable, table.version(), "the table was not touched");
        assertEquals(new TestComponents.C(5), world.get(e, tc.c));
        assertEquals(ComponentSet.of(tc.a, tc.b, tc.c), world.componentsOf(e));
        assertEquals(List.of(tc.c), world.sparseComponentsOf(e));

        assertFalse(world.put(e, tc.c, new TestComponents.C(6)), "a second put replaces");
        assertEquals(6, world.getInt(e, tc.c.intField("v")));
        world.setInt(e, tc.c.intField("v"), 7);
        assertEquals(new TestComponents.C(7), world.get(e, tc.c));

        assertTrue(world.remove(e, tc.c));
        assertFalse(world.has(e, tc.c));
        assertFalse(world.remove(e, tc.c));
        assertSame(table, world.tableOf(e));
        assertEquals(row, world.rowOf(e));
        assertEquals(List.of(table), world.tables(), "no table was made for the sparse component");
        assertTrue(world.isAlive(first));
    }

    @Test
    void aQueryNamingASparseComponentJoinsTheTableRowsWithItsStore() {
        long[] es = new long[6];
        for (int i = 0; i < es.length; i++) es[i] = world.spawn(tc.a.with(new TestComponents.A(i)));
        world.put(es[1], tc.tag, new TestComponents.Tag());
        world.put(es[4], tc.tag, new TestComponents.Tag());
        long other = world.spawn(tc.b.with(new TestComponents.B(0)), tc.tag.with(new TestComponents.Tag()));

        long[] hit = world.query(ComponentSet.of(tc.a, tc.tag));
        Arrays.sort(hit);
        assertArrayEquals(new long[] {es[1], es[4]}, hit);
        long[] tagged = world.query(ComponentSet.of(tc.tag));
        assertEquals(3, tagged.length);
        assertTrue(Arrays.stream(tagged).anyMatch(x -> x == other));
        assertEquals(0, world.query(ComponentSet.of(tc.c)).length, "no entity ever had C");

        TableQuery q = world.select(tc.a, tc.tag);
        assertEquals(1, q.tableCount(), "the table part of the query is A alone");
        SparseStore tags = world.sparse(tc.tag);
        assertEquals(3, tags.size());
    }

    @Test
    void destroyingAnEntityDropsItsSparseValuesSoTheSlotsNextTenantStartsClean() {
        long e = world.spawn(tc.a.with(new TestComponents.A(1)), tc.c.with(new TestComponents.C(9)));
        assertEquals(new TestComponents.C(9), world.get(e, tc.c));
        assertTrue(world.destroy(e));
        assertNull(world.get(e, tc.c));
        long next = world.spawn(tc.a.with(new TestComponents.A(2)));
        assertEquals(Handles.index(e), Handles.index(next), "the slot is reused");
        assertFalse(world.has(next, tc.c));
        assertEquals(0, world.sparse(tc.c).size());
    }

    @Test
    void aTypeGivenTwiceIsRefusedBeforeAnythingChanges() {
        assertThrows(IllegalArgumentException.class,
                () -> world.spawn(tc.c.with(new TestComponents.C(1)), tc.c.with(new TestComponents.C(2))));
        assertEquals(0, world.entityCount());
        assertEquals(0, world.exportSlots().live().length);
    }

    @Test
    void aSavedWorldComesBackWithItsSparseValues() {
        long a = world.spawn(tc.a.with(new TestComponents.A(1)), tc.c.with(new TestComponents.C(3)));
        long b = world.spawn(tc.b.with(new TestComponents.B(2)));
        world.destroy(world.spawn(tc.a.with(new TestComponents.A(0))));

        ArchetypeWorld back = ArchetypeWorld.restore(tc.registry, world.exportSlots(), h -> {
            List<ComponentValue<?>> values = new java.util.ArrayList<>();
            for (ComponentType<?> t : tc.registry.all()) {
                Object v = world.get(h, t);
                if (v != null) values.add(pair(t, v));
            }
            return values;
        });
        assertEquals(new TestComponents.C(3), back.get(a, tc.c));
        assertEquals(ComponentSet.of(tc.a, tc.c), back.componentsOf(a));
        assertEquals(ComponentSet.of(tc.b), back.componentsOf(b));
        assertEquals(world.exportSlots(), back.exportSlots());
    }

    @Test
    void aSparseStoreCountsItsChangesInTheWorldsVersion() {
        long e = world.spawn(tc.a.with(new TestComponents.A(1)));
        long before = world.version();
        world.put(e, tc.c, new TestComponents.C(1));
        assertTrue(world.version() > before);
        long afterPut = world.version();
        world.remove(e, tc.c);
        assertTrue(world.version() > afterPut);
    }

    private static <T> ComponentValue<T> pair(ComponentType<T> type, Object v) {
        return type.with(type.cast(v));
    }

    @Test
    void aSpawnAfterOneWithASparseComponentPutsEveryValueInItsOwnColumnAndAStaleHandleReadsNothing() {
        long plain = world.spawn(tc.b.with(new TestComponents.B(1)), tc.a.with(new TestComponents.A(2)));
        long mixed = world.spawn(tc.b.with(new TestComponents.B(3)), tc.c.with(new TestComponents.C(4)), tc.a.with(new TestComponents.A(5)));
        long again = world.spawn(tc.b.with(new TestComponents.B(6)), tc.a.with(new TestComponents.A(7)));
        assertSame(world.tableOf(plain), world.tableOf(mixed), "the sparse C leaves the entity in the A+B table");
        assertSame(world.tableOf(plain), world.tableOf(again));
        assertEquals(new TestComponents.A(7), world.get(again, tc.a));
        assertEquals(new TestComponents.B(6), world.get(again, tc.b));
        assertEquals(new TestComponents.C(4), world.get(mixed, tc.c));
        assertNull(world.get(again, tc.c));
        IntField av = tc.a.intField("v");
        IntField cv = tc.c.intField("v");
        assertEquals(5, world.getInt(mixed, av));
        assertEquals(4, world.getInt(mixed, cv));
        world.setInt(mixed, cv, 40);
        world.setInt(mixed, av, 50);
        assertEquals(new TestComponents.C(40), world.get(mixed, tc.c));
        assertEquals(new TestComponents.A(50), world.get(mixed, tc.a));

        assertTrue(world.destroy(plain));
        assertEquals(new TestComponents.A(7), world.get(again, tc.a), "the last row moved into the hole is found at its new row");
        assertFalse(world.destroy(plain), "destroyed once only");
        assertNull(world.get(plain, tc.a));
        assertThrows(IllegalArgumentException.class, () -> world.getInt(plain, av));
        assertThrows(IllegalArgumentException.class, () -> world.setInt(plain, av, 1));
        assertThrows(IllegalArgumentException.class, () -> world.getInt(again, cv), "again has no C");
    }

    record Speed(double v, double w) {}

    @Test
    void aSparseDoubleFieldIsReadByHandleAsATableOneIs() {
        ComponentType<Speed> speed = tc.registry.registerSparse("Speed", Speed.class);
        ComponentType<Speed> tableSpeed = tc.registry.register("TableSpeed", Speed.class);
        long e = world.spawn(tc.a.with(new TestComponents.A(1)), tableSpeed.with(new Speed(3, 4)));
        world.put(e, speed, new Speed(1.5, -2));
        assertEquals(-2, world.getDouble(e, speed.doubleField("w")));
        assertEquals(4, world.getDouble(e, tableSpeed.doubleField("w")));
        world.setDouble(e, speed.doubleField("v"), 9);
        assertEquals(new Speed(9, -2), world.get(e, speed));
        long other = world.spawn(tc.a.with(new TestComponents.A(2)), tableSpeed.with(new Speed(5, 6)));
        assertThrows(IllegalArgumentException.class, () -> world.getDouble(other, speed.doubleField("v")), "other has no Speed");
        world.destroy(e);
        assertThrows(IllegalArgumentException.class, () -> world.getDouble(e, speed.doubleField("v")), "a stale handle");
        assertThrows(IllegalArgumentException.class, () -> world.getDouble(e, tableSpeed.doubleField("v")), "a stale handle");
        assertEquals(5, world.getDouble(other, tableSpeed.doubleField("v")));
    }
}
