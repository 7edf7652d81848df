package savelens.ecs;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class RecordViewTest {
    record Pos(double x, double y) {}

    record Mixed(float f, long l, int i, double d) {}

    record Wide(int a, int b, int c, int d, int e) {}

    record Label(String text) {}

    record Tag() {}

    private final ComponentRegistry registry = new ComponentRegistry();
    private final ComponentType<Pos> pos = registry.register("Pos", Pos.class);
    private final ComponentType<Mixed> mixed = registry.register("Mixed", Mixed.class);
    private final ComponentType<Wide> wide = registry.register("Wide", Wide.class);
    private final ComponentType<Label> label = registry.register("Label", Label.class);
    private final ComponentType<Tag> tag = registry.register("Tag", Tag.class);
    private final ArchetypeWorld world = new ArchetypeWorld(registry);

    @Test
    void eachTypeViewsItsColumnsThroughCodeOfItsOwn() {
        long a = world.spawn(pos.with(new Pos(1, 2)), mixed.with(new Mixed(1, 2, 3, 4)));
        long b = world.spawn(pos.with(new Pos(3, 4)));
        Table both = world.tableOf(a), alone = world.tableOf(b);
        RecordView<Pos> p = both.records(pos);
        assertTrue(p.getClass().isHidden(), "a hidden class, profiled apart from the other types'");
        assertNotSame(p.getClass(), both.records(mixed).getClass());
        assertSame(p.getClass(), alone.records(pos).getClass(), "one copy per type, shared by its tables");
        assertSame(p, both.records(pos), "taken once: the table keeps its views");
        assertSame(both, p.table());
        assertSame(pos, p.type());
        assertSame(both.recordsAt(both.columnOf(mixed)), both.records(mixed));
    }

    @Test
    void valuesReadAreTheValuesWrittenInEveryShape() {
        Mixed m = new Mixed(1.5f, Long.MIN_VALUE, -7, Double.longBitsToDouble(0x7ff8_0000_0000_1234L));
        long e = world.spawn(pos.with(new Pos(1, 2)), mixed.with(m), wide.with(new Wide(1, 2, 3, 4, 5)),
                label.with(new Label("a")), tag.with(new Tag()));
        Table t = world.tableOf(e);
        int row = world.rowOf(e);
        assertEquals(new Pos(1, 2), t.records(pos).get(row));
        Mixed back = t.records(mixed).get(row);
        assertEquals(m.l(), back.l());
        assertEquals(Double.doubleToRawLongBits(m.d()), Double.doubleToRawLongBits(back.d()), "NaN payload kept");
        assertEquals(new Wide(1, 2, 3, 4, 5), t.records(wide).get(row));
        assertEquals(new Label("a"), t.records(label).get(row));
        assertEquals(new Tag(), t.records(tag).get(row));

        long before = t.version();
        t.records(pos).set(row, new Pos(-0.0, 9));
        t.records(mixed).set(row, new Mixed(2f, 3, 4, 5));
        t.records(wide).set(row, new Wide(5, 4, 3, 2, 1));
        t.records(label).set(row, new Label("b"));
        assertEquals(before + 4, t.version(), "each write counts as a change");
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(world.getDouble(e, pos.doubleField("x"))));
        assertEquals(9, t.doubles(pos.doubleField("y")).get(row), "written to the field's own column");
        assertEquals(new Mixed(2f, 3, 4, 5), world.get(e, mixed));
        assertEquals(new Wide(5, 4, 3, 2, 1), t.get(row, wide));
        assertEquals(new Label("b"), t.valueAt(row, t.columnOf(label)));
    }

    @Test
    void tableGetSetAndWorldGetAgreeWithTheViews() {
        long e = world.spawn(pos.with(new Pos(1, 2)), mixed.with(new Mixed(1, 2, 3, 4)));
        Table t = world.tableOf(e);
        int row = world.rowOf(e);
        t.set(row, pos, new Pos(7, 8));
        assertEquals(new Pos(7, 8), t.records(pos).get(row));
        t.records(pos).set(row, new Pos(9, 10));
        assertEquals(new Pos(9, 10), t.get(row, pos));
        assertEquals(new Pos(9, 10), t.valueAt(row, t.columnOf(pos)));
        assertEquals(new Pos(9, 10), world.get(e, pos));
        assertEquals(new Pos(9, 10), pos.access().get(world, e));
        assertNull(t.get(row, label), "a component the table lacks");
    }

    @Test
    void anEntityMovedToAnotherTableIsReadThereWithItsValues() {
        long first = world.spawn(pos.with(new Pos(1, 1)));
        long e = world.spawn(pos.with(new Pos(2, 3)));
        Table small = world.tableOf(e);
        RecordView<Pos> smallPositions = small.records(pos);
        smallPositions.set(world.rowOf(e), new Pos(4, 5));

        world.put(e, mixed, new Mixed(6, 7, 8, 9)); // moves e to the table of Pos+Mixed
        Table big = world.tableOf(e);
        assertNotSame(small, big);
        assertEquals(new Pos(4, 5), big.records(pos).get(world.rowOf(e)), "the written value moved with the row");
        assertEquals(new Mixed(6, 7, 8, 9), big.records(mixed).get(world.rowOf(e)));
        assertEquals(1, small.size());
        assertThrows(IndexOutOfBoundsException.class, () -> smallPositions.get(1), "its old row is no longer in use");
        assertEquals(new Pos(1, 1), smallPositions.get(world.rowOf(first)));

        world.remove(e, mixed); // and back
        assertSame(small, world.tableOf(e));
        assertEquals(new Pos(4, 5), smallPositions.get(world.rowOf(e)), "the view kept from before reads it again");
    }

    @Test
    void aViewKeptWhileItsTableGrowsReadsAndWritesTheNewArrays() {
        long e0 = world.spawn(pos.with(new Pos(0, 0)));
        Table t = world.tableOf(e0);
        RecordView<Pos> positions = t.records(pos);
        long[] es = new long[100];
        for (int i = 0; i < es.length; i++) es[i] = world.spawn(pos.with(new Pos(i, -i)));
        assertTrue(t.capacity() > 8, "the table grew past its first arrays");
        for (int i = 0; i < es.length; i++) positions.set(world.rowOf(es[i]), new Pos(i * 2, i * 3));
        for (int i = 0; i < es.length; i++) {
            assertEquals(new Pos(i * 2, i * 3), positions.get(world.rowOf(es[i])));
            assertEquals(i * 3, world.getDouble(es[i], pos.doubleField("y")));
        }
    }

    @Test
    void staleHandlesFindNothingThroughTheRecordPath() {
        long e = world.spawn(pos.with(new Pos(1, 2)));
        world.destroy(e);
        long reused = world.spawn(pos.with(new Pos(3, 4))); // the same slot, a newer generation
        assertEquals(Handles.index(e), Handles.index(reused));
        assertNull(world.get(e, pos), "the old handle does not read the slot's new entity");
        assertNull(pos.access().get(world, e));
        assertEquals(new Pos(3, 4), world.get(reused, pos));
        assertThrows(IllegalArgumentException.class, () -> world.put(e, pos, new Pos(5, 6)));
        assertEquals(new Pos(3, 4), world.get(reused, pos), "nothing written through the stale handle");
    }

    @Test
    void refusesWhatTheTableCannotHold() {
        long e = world.spawn(pos.with(new Pos(1, 2)));
        Table t = world.tableOf(e);
        RecordView<Pos> positions = t.records(pos);
        assertThrows(IllegalArgumentException.class, () -> t.records(mixed));
        assertThrows(IndexOutOfBoundsException.class, () -> positions.get(1));
        assertThrows(IndexOutOfBoundsException.class, () -> positions.get(-1));
        assertThrows(IndexOutOfBoundsException.class, () -> positions.set(1, new Pos(0, 0)));
        assertThrows(NullPointerException.class, () -> positions.set(0, null));
        @SuppressWarnings({"unchecked", "rawtypes"})
        RecordView<Object> raw = (RecordView) positions;
        assertThrows(IllegalArgumentException.class, () -> raw.set(0, new Label("not a position")));
        assertThrows(IndexOutOfBoundsException.class, () -> t.get(1, pos));
        assertThrows(IndexOutOfBoundsException.class, () -> t.get(-1, mixed), "the row is checked for an absent component too");
        assertThrows(IndexOutOfBoundsException.class, () -> t.valueAt(1, t.columnOf(pos)));
        assertThrows(IndexOutOfBoundsException.class, () -> t.set(1, pos, new Pos(0, 0)));
        assertThrows(IndexOutOfBoundsException.class, () -> t.set(1, mixed, new Mixed(1, 2, 3, 4)), "the row is checked first");
        assertThrows(IllegalArgumentException.class, () -> t.set(0, mixed, new Mixed(1, 2, 3, 4)));
        assertEquals(new Pos(1, 2), positions.get(0), "nothing written by a refused call");
    }
}
