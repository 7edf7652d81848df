package savelens.ecs;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Components coming and going between tables whose columns hold every kind of array (double, float, long, int and
 * objects): every value stays with its entity whichever row it is moved to, the row left behind is filled by the
 * table's last row, the objects of rows out of use are let go, and all of it holds when tables grow after their
 * steps to each other were first taken (their arrays are then new).
 */
class TableMigrationTest {
    record Mixed(float f, long l, int i, double d) {}

    record Label(String text) {}

    record Pair(double x, double y) {}

    record Count(int n) {}

    private final ComponentRegistry registry = new ComponentRegistry();
    private final ComponentType<Mixed> mixed = registry.register("Mixed", Mixed.class);
    private final ComponentType<Label> label = registry.register("Label", Label.class);
    private final ComponentType<Pair> pair = registry.register("Pair", Pair.class);
    private final ComponentType<Count> count = registry.register("Count", Count.class);
    private final ArchetypeWorld world = new ArchetypeWorld(registry);

    private Object valueOf(int component, int n) {
        return switch (component) {
            case 0 -> new Mixed(n + 0.5f, -n * 1_000_000_007L, n, n * 0.25);
            case 1 -> new Label("l" + n);
            case 2 -> new Pair(n, -n);
            default -> new Count(n);
        };
    }

    @SuppressWarnings("unchecked")
    private <T> void put(long e, int component, Object value) {
        world.put(e, (ComponentType<T>) registry.byId(component), (T) value);
    }

    @Test
    void valuesFollowTheirEntitiesThroughAddsAndRemovesAsTablesGrow() {
        SplittableRandom random = new SplittableRandom(30);
        Map<Long, Map<Integer, Object>> model = new HashMap<>();
        List<Long> live = new ArrayList<>();
        // few entities first, so each step between tables is taken while the tables are small; then many more
        for (int round = 0; round < 4000; round++) {
            int size = round < 400 ? 6 : 300;
            if (live.size() < size || random.nextInt(10) == 0) {
                long e = world.spawn(mixed.with((Mixed) valueOf(0, round)), label.with((Label) valueOf(1, round)));
                Map<Integer, Object> m = new HashMap<>();
                m.put(0, valueOf(0, round));
                m.put(1, valueOf(1, round));
                model.put(e, m);
                live.add(e);
            }
            long e = live.get(random.nextInt(live.size()));
            int component = random.nextInt(4);
            Map<Integer, Object> m = model.get(e);
            if (random.nextBoolean()) {
                Object v = valueOf(component, round);
                assertEquals(!m.containsKey(component), putReturns(e, component, v));
                m.put(component, v);
            } else {
                assertEquals(m.remove(component) != null, world.remove(e, registry.byId(component)));
            }
            if (random.nextInt(50) == 0) {
                long gone = live.remove(random.nextInt(live.size()));
                assertTrue(world.destroy(gone));
                model.remove(gone);
            }
            if (round % 97 == 0 || round == 3999) check(model);
        }
        assertTrue(world.tables().stream().anyMatch(t -> t.capacity() >= 64), "the tables grew after their first steps");
    }

    private boolean putReturns(long e, int component, Object v) {
        boolean had = world.has(e, registry.byId(component));
        put(e, component, v);
        return !had;
    }

    private void check(Map<Long, Map<Integer, Object>> model) {
        StorageModelProperties.checkRowMaps(world);
        for (Map.Entry<Long, Map<Integer, Object>> en : model.entrySet()) {
            for (int c = 0; c < 4; c++) {
                assertEquals(en.getValue().get(c), world.get(en.getKey(), registry.byId(c)), "component " + c + " of " + en.getKey());
            }
        }
        for (Table t : world.tables()) {
            for (Object[] objects : t.rowArrays().objects) {
                for (int row = t.size(); row < objects.length; row++) assertNull(objects[row], "row " + row + " of " + t.id() + " is out of use");
            }
        }
    }

    @Test
    void removingTheLastRowMovesNothingElse() {
        long first = world.spawn(pair.with(new Pair(1, 2)), label.with(new Label("a")));
        long last = world.spawn(pair.with(new Pair(3, 4)), label.with(new Label("b")));
        Table table = world.tableOf(last);
        world.put(last, count, new Count(9));
        assertEquals(1, table.size());
        assertEquals(0, world.rowOf(first));
        assertNull(table.rowArrays().objects[0][1], "the label left behind in the old last row is let go");
        assertEquals(new Label("b"), world.get(last, label));
        assertEquals(new Pair(3, 4), world.get(last, pair));
        assertEquals(new Count(9), world.get(last, count));
        world.remove(last, count);
        assertEquals(table, world.tableOf(last));
        assertEquals(1, world.rowOf(last));
        assertEquals(new Pair(3, 4), world.get(last, pair));
    }

    @Test
    void aStaleHandleIsRefusedBeforeItsValueIsLookedAt() {
        long e = world.spawn(count.with(new Count(1)));
        world.destroy(e);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> world.put(e, count, null));
        assertTrue(refused.getMessage().startsWith("no live entity"), refused.getMessage());
        assertFalse(world.remove(e, count));
    }
}
