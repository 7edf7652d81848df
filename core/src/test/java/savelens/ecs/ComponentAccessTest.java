package savelens.ecs;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class ComponentAccessTest {
    record Pos(double x, double y) {}

    record Mixed(float f, long l, int i, double d) {}

    record Wide(int a, int b, int c, int d, int e) {}

    record Label(String text) {}

    private final ComponentRegistry registry = new ComponentRegistry();
    private final ComponentType<Pos> pos = registry.register("Pos", Pos.class);
    private final ComponentType<Mixed> mixed = registry.register("Mixed", Mixed.class);
    private final ComponentType<Wide> wide = registry.register("Wide", Wide.class);
    private final ComponentType<Label> label = registry.register("Label", Label.class);
    private final ComponentType<Pos> lonely = registry.registerSparse("Lonely", Pos.class);
    private final ArchetypeWorld world = new ArchetypeWorld(registry);

    @Test
    void eachTypeHasACopyOfTheCodeOfItsOwn() {
        assertNotSame(pos.access().getClass(), mixed.access().getClass());
        assertTrue(pos.access().getClass().isHidden(), "a hidden class, profiled apart from the others");
        assertSame(pos, pos.access().type());
    }

    @Test
    void aTypeIsARecordTheJitTrustsEqualOnlyToItself() {
        assertTrue(ComponentType.class.isRecord(), "its fields are constants to the JIT where the type is one");
        ComponentType<Pos> again = new ComponentRegistry().register("Pos", Pos.class);
        assertNotEquals(pos, again, "the same name and class in another registry is another type");
        assertEquals(pos, registry.byName("Pos").orElseThrow());
        assertEquals(System.identityHashCode(pos), pos.hashCode());
        assertEquals("Pos", pos.toString());
        assertSame(again, again.access().type(), "each type's access is bound to it alone");
        assertThrows(IllegalArgumentException.class, () -> new ComponentType<>(9, "Made", Pos.class, null),
                "only a registry makes a type");
        assertThrows(IllegalArgumentException.class, () -> new ComponentType<>(9, "Made", Pos.class, pos.details()),
                "nor from another type's details");
    }

    @Test
    void tableGetAndSetAndWorldGetGoThroughTheTypesOwnAccess() {
        long e = world.spawn(pos.with(new Pos(1, 2)), label.with(new Label("a")));
        Table t = world.tableOf(e);
        int row = world.rowOf(e);
        long version = t.version();
        t.set(row, pos, new Pos(3, 4));
        assertEquals(version + 1, t.version(), "a write through Table.set counts as a change");
        assertEquals(new Pos(3, 4), t.get(row, pos));
        assertEquals(new Pos(3, 4), world.get(e, pos));
        assertEquals(new Label("a"), t.get(row, label));
        assertNull(t.get(row, mixed), "a component the table lacks");
        assertNull(world.get(e, mixed));
        assertThrows(IllegalArgumentException.class, () -> t.set(row, mixed, new Mixed(1, 2, 3, 4)));
        world.put(e, lonely, new Pos(5, 6)); // sparse: read through the world, not a table
        assertEquals(new Pos(5, 6), world.get(e, lonely));
        assertEquals(new Pos(5, 6), lonely.access().get(world, e));
        world.destroy(e);
        assertNull(world.get(e, pos));
        assertNull(world.get(e, lonely));
    }

    @Test
    void readsAndWritesEveryShapeAsTheColumnsHoldIt() {
        Mixed m = new Mixed(1.5f, Long.MIN_VALUE, -7, Double.longBitsToDouble(0x7ff8_0000_0000_1234L));
        Wide w = new Wide(1, 2, 3, 4, 5);
        long e = world.spawn(pos.with(new Pos(1, 2)), mixed.with(m), wide.with(w), label.with(new Label("a")));
        Table t = world.tableOf(e);
        int row = world.rowOf(e);
        assertEquals(new Pos(1, 2), pos.access().get(t, row));
        Mixed back = mixed.access().get(t, row);
        assertEquals(m.l(), back.l());
        assertEquals(Double.doubleToRawLongBits(m.d()), Double.doubleToRawLongBits(back.d()));
        assertEquals(w, wide.access().get(t, row));
        assertEquals(new Label("a"), label.access().get(t, row));

        long before = t.version();
        pos.access().set(t, row, new Pos(-0.0, 9));
        mixed.access().set(t, row, new Mixed(2f, 3, 4, 5));
        wide.access().set(t, row, new Wide(5, 4, 3, 2, 1));
        label.access().set(t, row, new Label("b"));
        assertEquals(before + 4, t.version(), "each write counts as a change");
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(world.getDouble(e, pos.doubleField("x"))));
        assertEquals(new Mixed(2f, 3, 4, 5), world.get(e, mixed));
        assertEquals(new Wide(5, 4, 3, 2, 1), t.get(row, wide));
        assertEquals(new Label("b"), world.get(e, label));
        assertEquals(3, t.longs(mixed.longField("l")).get(row), "written to the field's own column");
    }

    @Test
    void byHandleAnEntityAnswersAsTheWorldDoes() {
        long e = world.spawn(pos.with(new Pos(3, 4)), lonely.with(new Pos(5, 6)));
        assertEquals(new Pos(3, 4), pos.access().get(world, e));
        assertEquals(new Pos(5, 6), lonely.access().get(world, e), "a sparse component, from its store");
        assertNull(mixed.access().get(world, e), "a component the entity lacks");
        world.destroy(e);
        assertNull(pos.access().get(world, e), "a stale handle");
        SparseWorld sparse = new SparseWorld(registry);
        long s = sparse.spawn(pos.with(new Pos(7, 8)));
        assertEquals(new Pos(7, 8), pos.access().get(sparse, s));
    }

    @Test
    void refusesWhatTheTableCannotHold() {
        long e = world.spawn(pos.with(new Pos(1, 2)));
        Table t = world.tableOf(e);
        assertNull(mixed.access().get(t, 0));
        assertThrows(IllegalArgumentException.class, () -> mixed.access().set(t, 0, new Mixed(1, 2, 3, 4)));
        assertThrows(IndexOutOfBoundsException.class, () -> pos.access().get(t, 1));
        assertThrows(NullPointerException.class, () -> pos.access().set(t, 0, null));
        @SuppressWarnings({"unchecked", "rawtypes"})
        ComponentAccess<Object> raw = (ComponentAccess) pos.access();
        assertThrows(IllegalArgumentException.class, () -> raw.set(t, 0, new Label("not a position")));
        assertEquals(new Pos(1, 2), t.get(0, pos), "nothing written by a refused call");
    }
}
