package savelens.ecs;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

/**
 * Both storages against a naive model (a map from handle to a map of components) under random
 * spawn/destroy/add/remove/set-field sequences; after every step all queries, values (read as records,
 * through the typed field accessors and through the column views of tables and sparse stores),
 * liveness of every handle ever issued, and the archetype row↔entity maps must agree.
 */
class StorageModelProperties {
    enum Kind { SPAWN, DESTROY, PUT, REMOVE, SET_FIELD }

    record Op(Kind kind, int pick, int component, int value) {}

    @Provide
    Arbitrary<Op> ops() {
        return Combinators.combine(
                        Arbitraries.of(Kind.values()),
                        Arbitraries.integers().between(0, 1000),
                        Arbitraries.integers().between(0, 3),
                        Arbitraries.integers().between(0, 1 << 20))
                .as(Op::new);
    }

    @Property(tries = 300)
    void bothStoragesMatchTheModel(@ForAll @Size(max = 80) List<@net.jqwik.api.From("ops") Op> ops) {
        TestComponents tc = new TestComponents();
        SparseWorld sparse = new SparseWorld(tc.registry);
        ArchetypeWorld arch = new ArchetypeWorld(tc.registry);
        // the same archetype storage with C and Tag kept sparse, beside the tables
        TestComponents th = new TestComponents(true);
        ArchetypeWorld hybrid = new ArchetypeWorld(th.registry);
        Map<Long, Map<Integer, Object>> model = new LinkedHashMap<>();
        List<Long> issued = new ArrayList<>();

        for (Op op : ops) {
            switch (op.kind()) {
                case SPAWN -> {
                    int mask = op.value() & 15;
                    List<ComponentValue<?>> values = new ArrayList<>();
                    Map<Integer, Object> m = new HashMap<>();
                    for (int i = 0; i < 4; i++) {
                        if ((mask & (1 << i)) == 0) continue;
                        Object v = tc.value(i, op.value() + i);
                        values.add(pair(tc.byIndex(i), v));
                        m.put(i, v);
                    }
                    ComponentValue<?>[] array = values.toArray(ComponentValue<?>[]::new);
                    long e1 = sparse.spawn(array);
                    long e2 = arch.spawn(array);
                    assertEquals(e1, e2, "both storages hand out the same handles");
                    assertEquals(e1, hybrid.spawn(values.stream().map(v -> pair(th.byIndex(v.type().id()), v.value()))
                            .toArray(ComponentValue<?>[]::new)));
                    assertFalse(model.containsKey(e1), "a fresh handle is never a live one");
                    model.put(e1, m);
                    issued.add(e1);
                }
                case DESTROY -> {
                    if (issued.isEmpty()) continue;
                    long e = issued.get(op.pick() % issued.size());
                    boolean expected = model.remove(e) != null;
                    assertEquals(expected, sparse.destroy(e));
                    assertEquals(expected, arch.destroy(e));
                    assertEquals(expected, hybrid.destroy(e));
                }
                case PUT -> {
                    if (issued.isEmpty()) continue;
                    long e = issued.get(op.pick() % issued.size());
                    Object v = tc.value(op.component(), op.value());
                    Map<Integer, Object> m = model.get(e);
                    if (m == null) {
                        assertThrows(IllegalArgumentException.class, () -> put(sparse, e, tc.byIndex(op.component()), v));
                        assertThrows(IllegalArgumentException.class, () -> put(arch, e, tc.byIndex(op.component()), v));
                        assertThrows(IllegalArgumentException.class, () -> put(hybrid, e, th.byIndex(op.component()), v));
                    } else {
                        boolean added = m.put(op.component(), v) == null;
                        assertEquals(added, put(sparse, e, tc.byIndex(op.component()), v));
                        assertEquals(added, put(arch, e, tc.byIndex(op.component()), v));
                        assertEquals(added, put(hybrid, e, th.byIndex(op.component()), v));
                    }
                }
                case REMOVE -> {
                    if (issued.isEmpty()) continue;
                    long e = issued.get(op.pick() % issued.size());
                    Map<Integer, Object> m = model.get(e);
                    boolean expected = m != null && m.remove(op.component()) != null;
                    assertEquals(expected, sparse.remove(e, tc.byIndex(op.component())));
                    assertEquals(expected, arch.remove(e, tc.byIndex(op.component())));
                    assertEquals(expected, hybrid.remove(e, th.byIndex(op.component())));
                }
                case SET_FIELD -> {
                    // an int field written in place through the accessor, on A, B or C (the tag has none)
                    if (issued.isEmpty()) continue;
                    long e = issued.get(op.pick() % issued.size());
                    int component = op.component() % 3;
                    IntField field = tc.byIndex(component).intField("v");
                    Map<Integer, Object> m = model.get(e);
                    if (m == null || !m.containsKey(component)) {
                        assertThrows(IllegalArgumentException.class, () -> sparse.setInt(e, field, op.value()));
                        assertThrows(IllegalArgumentException.class, () -> arch.setInt(e, field, op.value()));
                        IntField hybridField = th.byIndex(component).intField("v");
                        assertThrows(IllegalArgumentException.class, () -> hybrid.setInt(e, hybridField, op.value()));
                    } else {
                        m.put(component, tc.value(component, op.value()));
                        sparse.setInt(e, field, op.value());
                        arch.setInt(e, field, op.value());
                        hybrid.setInt(e, th.byIndex(component).intField("v"), op.value());
                    }
                }
            }
            check(tc, sparse, model, issued);
            check(tc, arch, model, issued);
            check(th, hybrid, model, issued);
            checkRowMaps(arch);
            checkRowMaps(hybrid);
            checkColumns(tc, arch, sparse, model);
        }
        // a save/load of the slot state keeps every destroyed handle stale
        SlotMap<Boolean> reloaded = SlotMap.restore(arch.exportSlots(), h -> Boolean.TRUE);
        for (long e : issued) assertEquals(model.containsKey(e), reloaded.contains(e));
        assertEquals(sparse.exportSlots(), arch.exportSlots());
        assertEquals(arch.exportSlots(), hybrid.exportSlots());
        for (Table t : hybrid.tables()) {
            assertFalse(t.componentSet().contains(th.c) || t.componentSet().contains(th.tag), "a sparse component in table " + t.id());
        }
    }

    private static <T> ComponentValue<T> pair(ComponentType<T> type, Object v) {
        return type.with(type.cast(v));
    }

    private static <T> boolean put(World w, long e, ComponentType<T> type, Object v) {
        return w.put(e, type, type.cast(v));
    }

    private static void check(TestComponents tc, World w, Map<Long, Map<Integer, Object>> model, List<Long> issued) {
        assertEquals(model.size(), w.entityCount());
        for (long e : issued) {
            Map<Integer, Object> m = model.get(e);
            assertEquals(m != null, w.isAlive(e));
            for (int i = 0; i < 4; i++) {
                Object expected = m == null ? null : m.get(i);
                assertEquals(expected, w.get(e, tc.byIndex(i)), "component " + i + " of " + e);
                assertEquals(expected != null, w.has(e, tc.byIndex(i)));
                if (i == 3) continue; // the tag has no field
                IntField field = tc.byIndex(i).intField("v"); // by handle too, stale handles and absent components refused
                if (expected == null) assertThrows(IllegalArgumentException.class, () -> w.getInt(e, field));
                else assertEquals(expected, tc.value(i, w.getInt(e, field)), "field v of component " + i + " of " + e);
            }
            ComponentSet set = w.componentsOf(e);
            if (m == null) assertNull(set);
            else assertEquals(ComponentSet.ofIds(m.keySet().stream().mapToInt(Integer::intValue).toArray()), set);
        }
        for (int mask = 0; mask < 16; mask++) {
            List<ComponentType<?>> required = new ArrayList<>();
            for (int i = 0; i < 4; i++) if ((mask & (1 << i)) != 0) required.add(tc.byIndex(i));
            int q = mask;
            long[] expected = model.entrySet().stream()
                    .filter(en -> en.getValue().keySet().stream().mapToInt(i -> 1 << i).sum() == (en.getValue().keySet().stream().mapToInt(i -> 1 << i).sum() | q))
                    .mapToLong(Map.Entry::getKey).sorted().toArray();
            long[] actual = w.query(ComponentSet.of(required.toArray(ComponentType<?>[]::new)));
            Arrays.sort(actual);
            assertArrayEquals(expected, actual, "query mask " + mask + " on " + w.getClass().getSimpleName());
        }
    }

    /** Every value as the column views show it: table rows and sparse-store rows against the model. */
    private static void checkColumns(TestComponents tc, ArchetypeWorld arch, SparseWorld sparse, Map<Long, Map<Integer, Object>> model) {
        for (int component = 0; component < 3; component++) {
            ComponentType<?> type = tc.byIndex(component);
            IntField field = type.intField("v");
            TableQuery having = arch.select(type);
            int rows = 0;
            for (int i = 0; i < having.tableCount(); i++) {
                Table t = having.table(i);
                IntColumn column = t.ints(field);
                for (int r = 0; r < t.size(); r++, rows++) {
                    long e = t.entityAt(r);
                    assertEquals(model.get(e).get(component), tc.value(component, column.get(r)), "table column " + field);
                    assertEquals(column.get(r), arch.getInt(e, field));
                }
            }
            SparseStore store = sparse.store(type);
            IntColumn column = store.ints(field);
            int c = component;
            long expectedRows = model.values().stream().filter(m -> m.containsKey(c)).count();
            assertEquals(expectedRows, rows);
            assertEquals(expectedRows, store.size());
            for (Map.Entry<Long, Map<Integer, Object>> en : model.entrySet()) {
                if (!en.getValue().containsKey(component)) continue;
                int row = store.rowOf(Handles.index(en.getKey()));
                assertEquals(en.getValue().get(component), tc.value(component, column.get(row)), "sparse column " + field);
                assertEquals(column.get(row), sparse.getInt(en.getKey(), field));
            }
        }
    }

    static void checkRowMaps(ArchetypeWorld w) {
        int total = 0;
        for (Table t : w.tables()) {
            for (int r = 0; r < t.size(); r++) {
                long e = t.entityAt(r);
                assertSame(t, w.tableOf(e), "entity at row " + r + " of " + t.id() + " points elsewhere");
                assertEquals(r, w.rowOf(e));
            }
            total += t.size();
        }
        assertEquals(w.entityCount(), total);
    }
}
