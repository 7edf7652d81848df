package savelens.ecs;

import static org.junit.jupiter.api.Assertions.*;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

class ColumnAccessTest {
    record Pos(double x, double y) {}

    record Vel(double x, double y) {}

    record Mixed(float f, long l, int i, double d) {}

    record Label(String text) {}

    record Late(double w) {}

    private final ComponentRegistry registry = new ComponentRegistry();
    private final ComponentType<Pos> pos = registry.register("Pos", Pos.class);
    private final ComponentType<Vel> vel = registry.register("Vel", Vel.class);
    private final ComponentType<Mixed> mixed = registry.register("Mixed", Mixed.class);
    private final ComponentType<Label> label = registry.register("Label", Label.class);
    private final DoubleField posX = pos.doubleField("x"), posY = pos.doubleField("y");
    private final DoubleField velX = vel.doubleField("x"), velY = vel.doubleField("y");
    private final ArchetypeWorld world = new ArchetypeWorld(registry);

    @Test
    void writesThroughAColumnAreWhatTheRecordsThenSay() {
        long e = world.spawn(pos.with(new Pos(1, 2)), vel.with(new Vel(3, 4)));
        Table t = world.tableOf(e);
        long before = t.version();
        DoubleColumn x = t.doubles(posX);
        assertEquals(before + 1, t.version(), "handing out a writable column counts as a change");
        x.set(world.rowOf(e), 10);
        assertEquals(new Pos(10, 2), world.get(e, pos));
        world.setDouble(e, posY, -0.0);
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(world.get(e, pos).y()));
        assertEquals(10, world.getDouble(e, posX));
    }

    @Test
    void everyPrimitiveKindSurvivesAMigrationBitForBit() {
        Mixed value = new Mixed(Float.NaN, Long.MIN_VALUE, -7, Double.longBitsToDouble(0x7ff8_0000_0000_1234L));
        long e = world.spawn(mixed.with(value), pos.with(new Pos(1, 1)));
        world.put(e, vel, new Vel(0, 0));
        world.remove(e, pos);
        Mixed back = world.get(e, mixed);
        assertEquals(Float.floatToRawIntBits(value.f()), Float.floatToRawIntBits(back.f()));
        assertEquals(value.l(), back.l());
        assertEquals(value.i(), back.i());
        assertEquals(Double.doubleToRawLongBits(value.d()), Double.doubleToRawLongBits(back.d()));
        Table t = world.tableOf(e);
        assertEquals(Long.MIN_VALUE, t.longs(mixed.longField("l")).get(world.rowOf(e)));
        assertEquals(-7, t.ints(mixed.intField("i")).get(world.rowOf(e)));
        assertTrue(Float.isNaN(t.floats(mixed.floatField("f")).get(world.rowOf(e))));
    }

    @Test
    void aViewTakenEarlyStillWorksAfterTheTableGrows() {
        long first = world.spawn(pos.with(new Pos(0, 0)));
        Table t = world.tableOf(first);
        DoubleColumn x = t.doubles(posX);
        for (int i = 1; i < 100; i++) world.spawn(pos.with(new Pos(i, 0)));
        assertTrue(t.capacity() >= 100);
        for (int r = 0; r < t.size(); r++) x.set(r, x.get(r) * 2);
        for (int r = 0; r < t.size(); r++) assertEquals(2.0 * r, world.get(t.entityAt(r), pos).x());
    }

    @Test
    void aQueryFindsTablesMadeAfterItAndWalksEveryMatchingRow() {
        TableQuery moving = world.select(pos, vel);
        assertEquals(0, moving.tableCount());
        long a = world.spawn(pos.with(new Pos(0, 0)), vel.with(new Vel(1, 2)));
        long b = world.spawn(pos.with(new Pos(5, 5)), vel.with(new Vel(-1, 0)), label.with(new Label("b")));
        long still = world.spawn(pos.with(new Pos(9, 9)));
        assertEquals(2, moving.tableCount());
        move(moving);
        assertEquals(new Pos(1, 2), world.get(a, pos));
        assertEquals(new Pos(4, 5), world.get(b, pos));
        assertEquals(new Pos(9, 9), world.get(still, pos));
        assertEquals(new Label("b"), world.get(b, label), "an object column beside primitive ones keeps its value");
    }

    @Test
    void anUpdatePassOverColumnsAllocatesNothing() {
        long first = world.spawn(pos.with(new Pos(0, 0)), vel.with(new Vel(1, 0.5)));
        for (int i = 1; i < 10_000; i++) world.spawn(pos.with(new Pos(i, 0)), vel.with(new Vel(1, 0.5)));
        TableQuery moving = world.select(pos, vel);
        move(moving); // first pass: matching the tables
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        for (int pass = 0; pass < 100; pass++) move(moving);
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        // boxed records would take 32 bytes per entity per pass, 32 MB here
        assertTrue(allocated < 1024, "100 passes over 10k entities allocated " + allocated + " bytes");
        assertEquals(new Pos(101, 50.5), world.get(first, pos), "every pass moved the entity");
    }

    @Test
    void migrationsKeepEveryKindOfValueWhileTablesGrow() {
        int n = 300; // past several doublings of the tables' capacity, in the middle of migrations
        long[] es = new long[n];
        for (int i = 0; i < n; i++) {
            es[i] = world.spawn(pos.with(new Pos(i, -i)), mixed.with(new Mixed(i + 0.5f, 1L << 40 | i, -i, i / 3.0)),
                    label.with(new Label("e" + i)));
        }
        for (int i = 0; i < n; i += 2) world.put(es[i], vel, new Vel(i, i));
        for (int i = 0; i < n; i += 4) world.remove(es[i], label);
        for (int i = 0; i < n; i++) {
            long e = es[i];
            assertEquals(new Pos(i, -i), world.get(e, pos), "entity " + i);
            assertEquals(new Mixed(i + 0.5f, 1L << 40 | i, -i, i / 3.0), world.get(e, mixed), "entity " + i);
            assertEquals(i % 4 == 0 ? null : new Label("e" + i), world.get(e, label), "entity " + i);
            assertEquals(i % 2 == 0 ? new Vel(i, i) : null, world.get(e, vel), "entity " + i);
        }
        for (Table t : world.tables()) {
            for (Object[] objects : t.rowArrays().objects) {
                for (int r = t.size(); r < objects.length; r++) assertNull(objects[r], t.id() + " row " + r + " still holds a value");
            }
        }
    }

    @Test
    void addingAndRemovingAComponentAllocatesNothing() {
        long[] es = new long[1000];
        for (int i = 0; i < es.length; i++) es[i] = world.spawn(pos.with(new Pos(i, 0)), label.with(new Label("x")));
        Vel v = new Vel(1, 2);
        for (long e : es) world.put(e, vel, v); // first round: the tables and the edges between them
        for (long e : es) world.remove(e, vel);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        for (int round = 0; round < 20; round++) {
            for (long e : es) world.put(e, vel, v);
            for (long e : es) world.remove(e, vel);
        }
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        assertTrue(allocated < 1024, "20,000 migrations each way allocated " + allocated + " bytes");
        assertEquals(new Pos(999, 0), world.get(es[999], pos));
        assertFalse(world.has(es[0], vel));
    }

    @Test
    void fieldsAreCheckedByNameAndKind() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> pos.doubleField("z"));
        assertTrue(unknown.getMessage().contains("[x, y]"), unknown.getMessage());
        assertThrows(IllegalArgumentException.class, () -> pos.intField("x"));
        assertThrows(IllegalArgumentException.class, () -> label.doubleField("text"));
        assertFalse(label.isPrimitive());
        long e = world.spawn(pos.with(new Pos(0, 0)));
        assertThrows(IllegalArgumentException.class, () -> world.tableOf(e).doubles(velX));
        assertThrows(IllegalArgumentException.class, () -> world.getDouble(e, velY));
        world.destroy(e);
        assertThrows(IllegalArgumentException.class, () -> world.getDouble(e, posX));
    }

    @Test
    void readsByHandleFollowTablesAsTheyGrowAndEntitiesAsTheyMove() {
        long[] es = new long[100]; // the Pos table grows several times on the way
        for (int i = 0; i < es.length; i++) es[i] = world.spawn(pos.with(new Pos(i, -i)));
        for (int i = 0; i < es.length; i += 2) world.put(es[i], vel, new Vel(1, 2)); // half move to Pos+Vel
        for (int i = 0; i < es.length; i++) {
            assertEquals(i, world.getDouble(es[i], posX));
            assertEquals(-i, world.getDouble(es[i], posY));
        }
        Table moved = world.tableOf(es[0]);
        long version = moved.version();
        world.setDouble(es[0], posX, 42);
        assertEquals(42, moved.doubles(posX).get(world.rowOf(es[0])));
        assertTrue(moved.version() > version, "a write by handle counts as a change of its table");
        assertEquals(2, world.getDouble(es[0], velY));

        // a component registered after the world was made is read the same way
        ComponentType<Late> late = registry.register("Late", Late.class);
        DoubleField lateW = late.doubleField("w");
        world.put(es[1], late, new Late(7));
        assertEquals(7, world.getDouble(es[1], lateW));
        String absent = assertThrows(IllegalArgumentException.class, () -> world.getDouble(es[3], lateW)).getMessage();
        assertEquals("table Pos has no Late", absent);
        world.destroy(es[3]);
        String stale = assertThrows(IllegalArgumentException.class, () -> world.getDouble(es[3], posX)).getMessage();
        assertTrue(stale.startsWith("no live entity "), stale);
    }

    @Test
    void readsByHandleAreRightWhetherARowIsAtItsSlotsNumberOrNot() {
        IntField mixedI = mixed.intField("i");
        long[] es = new long[20];
        for (int i = 0; i < es.length; i++) es[i] = world.spawn(pos.with(new Pos(i, -i)), mixed.with(new Mixed(0, 0, i, 0)));
        for (int i = 0; i < es.length; i++) assertEquals(Handles.index(es[i]), world.rowOf(es[i]), "spawned in order: row = slot");
        world.destroy(es[3]); // the last row moves into row 3: entity 19's row is no longer its slot's number
        assertEquals(3, world.rowOf(es[19]));
        long reused = world.spawn(pos.with(new Pos(100, -100)), mixed.with(new Mixed(0, 0, 100, 0))); // slot 3 again
        assertEquals(Handles.index(es[3]), Handles.index(reused));
        assertEquals(3, world.rowOf(reused), "a new entity takes the row of its slot's number");
        assertEquals(19, world.rowOf(es[19]), "and the entity there moves on to its own");
        // a component added and removed again moves a row to the table's end, another row into its place
        world.put(es[5], vel, new Vel(0, 0));
        world.remove(es[5], vel);
        assertNotEquals(Handles.index(es[5]), world.rowOf(es[5]));
        assertNotEquals(Handles.index(es[19]), world.rowOf(es[19]));
        for (int i = 0; i < es.length; i++) {
            if (i == 3) continue;
            assertEquals(i, world.getDouble(es[i], posX));
            assertEquals(-i, world.getDouble(es[i], posY));
            assertEquals(i, world.getInt(es[i], mixedI));
        }
        assertEquals(100, world.getDouble(reused, posX));
        assertEquals(100, world.getInt(reused, mixedI));
        assertThrows(IllegalArgumentException.class, () -> world.getDouble(es[3], posX), "the old handle of the reused slot");
        assertThrows(IllegalArgumentException.class, () -> world.getInt(es[3], mixedI));
        long elsewhere = world.spawn(pos.with(new Pos(7, 8))); // another table: its row 0, slot 20
        assertEquals(7, world.getDouble(elsewhere, posX));
        assertThrows(IllegalArgumentException.class, () -> world.getInt(elsewhere, mixedI));
    }

    @Test
    void readsByHandleInATablesDenseRowsNeedNoSlotEntryAndStopWhenARowMoves() {
        long[] es = new long[8];
        for (int i = 0; i < es.length; i++) es[i] = world.spawn(pos.with(new Pos(i, -i)));
        Table t = world.tableOf(es[0]);
        assertEquals(8, t.denseRows, "spawned in order: every row at its slot's number");

        // the last row leaves for another table: its row is no one's, the rows before it stay dense
        world.put(es[7], vel, new Vel(0, 0));
        assertEquals(7, t.denseRows);
        world.setDouble(es[7], posX, 70);
        assertEquals(70, world.getDouble(es[7], posX), "read where the entity is now, not at row 7 of Pos");

        // a middle row leaves: the last row (entity 6) moves into it, so the dense rows end before it
        world.put(es[2], vel, new Vel(0, 0));
        assertEquals(2, t.denseRows);
        assertEquals(2, world.rowOf(es[6]));
        world.setDouble(es[6], posX, 60);
        assertEquals(60, world.getDouble(es[6], posX));
        assertEquals(-6, world.getDouble(es[6], posY));
        for (int i : new int[] {0, 1, 3, 4, 5}) assertEquals(i, world.getDouble(es[i], posX));

        // a destroyed entity's handle stays stale, and its slot comes back with another generation
        world.destroy(es[1]);
        assertEquals(1, t.denseRows);
        assertThrows(IllegalArgumentException.class, () -> world.getDouble(es[1], posX));
        long reused = world.spawn(pos.with(new Pos(100, 0)));
        assertEquals(Handles.index(es[1]), Handles.index(reused));
        assertEquals(100, world.getDouble(reused, posX));
        assertThrows(IllegalArgumentException.class, () -> world.getDouble(es[1], posX), "the old handle of the reused slot");
        assertEquals(0, world.getDouble(es[0], posX));
        assertThrows(IllegalArgumentException.class, () -> world.getDouble(Handles.NONE, posX));
        assertThrows(IllegalArgumentException.class, () -> world.getDouble(es[0] + (1L << 32), posX), "a later generation of a dense slot");
    }

    @Test
    void aTableEmptiedAndFilledAgainIsDenseOnlyWhereSlotsAndRowsAgree() {
        IntField mixedI = mixed.intField("i");
        long first = world.spawn(mixed.with(new Mixed(0, 0, 1, 0)));
        Table t = world.tableOf(first);
        world.destroy(first);
        assertEquals(0, t.denseRows);
        long second = world.spawn(mixed.with(new Mixed(0, 0, 2, 0))); // slot 0 again, a new generation, row 0
        assertEquals(1, t.denseRows);
        assertEquals(2, world.getInt(second, mixedI));
        assertThrows(IllegalArgumentException.class, () -> world.getInt(first, mixedI));
        long elsewhere = world.spawn(pos.with(new Pos(0, 0))); // slot 1 in another table
        long third = world.spawn(mixed.with(new Mixed(0, 0, 3, 0))); // slot 2 at row 1: not dense
        assertEquals(1, t.denseRows);
        assertEquals(3, world.getInt(third, mixedI));
        assertThrows(IllegalArgumentException.class, () -> world.getInt(elsewhere, mixedI));
    }

    @Test
    void aNewEntityTakesTheRowOfItsSlotsNumberAndTheEntitiesThereMoveOnToTheirOwn() {
        IntField mixedI = mixed.intField("i");
        long[] es = new long[10];
        for (int i = 0; i < es.length; i++) es[i] = world.spawn(pos.with(new Pos(i, -i)), mixed.with(new Mixed(i, i, i, i)));
        world.destroy(es[2]); // entity 9 into row 2
        world.destroy(es[9]); // entity 8 into row 2
        assertEquals(2, world.rowOf(es[8]));
        long nine = world.spawn(pos.with(new Pos(90, -90)), mixed.with(new Mixed(9, 9, 90, 9))); // slot 9: past the rows
        assertEquals(9, Handles.index(nine));
        assertEquals(8, world.rowOf(nine), "a slot past the table's rows: appended");
        long two = world.spawn(pos.with(new Pos(20, -20)), mixed.with(new Mixed(2, 2, 20, 2))); // slot 2
        // row 2 held entity 8, whose row 8 held the new entity of slot 9: both move to their own rows
        assertEquals(2, world.rowOf(two));
        assertEquals(8, world.rowOf(es[8]));
        assertEquals(9, world.rowOf(nine));
        Table t = world.tableOf(two);
        for (int row = 0; row < t.size(); row++) {
            assertEquals(row, Handles.index(t.entityAt(row)), "every row at its slot's number");
            assertEquals(row, world.rowOf(t.entityAt(row)));
        }
        for (int i : new int[] {0, 1, 3, 4, 5, 6, 7, 8}) {
            assertEquals(i, world.getDouble(es[i], posX));
            assertEquals(-i, world.getDouble(es[i], posY));
            assertEquals(i, world.getInt(es[i], mixedI));
            assertEquals(new Mixed(i, i, i, i), world.get(es[i], mixed));
        }
        assertEquals(20, world.getDouble(two, posX));
        assertEquals(new Mixed(2, 2, 20, 2), world.get(two, mixed));
        assertEquals(-90, world.getDouble(nine, posY));
        assertEquals(90, world.getInt(nine, mixedI));
        for (long stale : new long[] {es[2], es[9]}) {
            assertThrows(IllegalArgumentException.class, () -> world.getDouble(stale, posX), "the old handle of a slot at its row");
            assertThrows(IllegalArgumentException.class, () -> world.getInt(stale, mixedI));
            assertNull(world.get(stale, pos));
        }
    }

    @Test
    void aWorldWhoseSlotsAreReusedKeepsItsRowsAtTheirSlotsNumbersAndEveryValueWithItsEntity() {
        IntField mixedI = mixed.intField("i");
        int n = 5000;
        long[] es = new long[n];
        for (int i = 0; i < n; i++) es[i] = world.spawn(pos.with(new Pos(i, -i)), mixed.with(new Mixed(i, i, i, i)));
        java.util.List<Integer> order = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) order.add(i);
        java.util.Collections.shuffle(order, new java.util.Random(7));
        java.util.List<Integer> churned = order.subList(0, n / 2);
        long[] old = es.clone();
        for (int i : churned) world.destroy(es[i]);
        for (int i : churned) es[i] = world.spawn(pos.with(new Pos(i, -i)), mixed.with(new Mixed(i, i, i, i)));
        Table t = world.tableOf(es[0]);
        assertEquals(n, t.size());
        int atSlot = 0;
        for (int row = 0; row < n; row++) {
            long e = t.entityAt(row);
            assertEquals(row, world.rowOf(e), "slot entry and table agree");
            if (Handles.index(e) == row) atSlot++;
        }
        // with new entities only appended about a quarter would be; the placement's three steps leave ~1 % out
        assertTrue(atSlot > n * 95 / 100, atSlot + " of " + n + " rows at their slot's number");
        for (int i = 0; i < n; i++) {
            assertEquals(i, world.getDouble(es[i], posX));
            assertEquals(-i, world.getDouble(es[i], posY));
            assertEquals(i, world.getInt(es[i], mixedI));
            assertEquals(new Pos(i, -i), world.get(es[i], pos));
        }
        for (int i : churned) {
            long stale = old[i];
            assertThrows(IllegalArgumentException.class, () -> world.getDouble(stale, posX));
            assertThrows(IllegalArgumentException.class, () -> world.getInt(stale, mixedI));
        }
    }

    @Test
    void aSlotWhoseGenerationOutgrowsSixteenBitsIsStillReadRightAndItsOldHandlesRefused() {
        world.spawn(pos.with(new Pos(-1, -1))); // slot 0 stays, so the entity reused below sits at row 1, slot 1
        long e = world.spawn(pos.with(new Pos(0, 0)));
        long sixteenBitsAgo = 0;
        for (int i = 1; i <= 70_000; i++) {
            world.destroy(e);
            e = world.spawn(pos.with(new Pos(i, -i)));
            if (i == 70_000 - (1 << 16)) sixteenBitsAgo = e;
        }
        assertEquals(1, Handles.index(e));
        assertEquals(1, world.rowOf(e));
        assertTrue(Handles.generation(e) > Character.MAX_VALUE);
        assertEquals(70_000, world.getDouble(e, posX));
        assertEquals(-70_000, world.getDouble(e, posY));
        assertEquals((Handles.generation(e) - Handles.generation(sixteenBitsAgo)) & 0xFFFF, 0, "the same low 16 bits");
        long old = sixteenBitsAgo;
        assertThrows(IllegalArgumentException.class, () -> world.getDouble(old, posX));
        assertNull(world.get(old, pos));
    }

    private void move(TableQuery q) {
        for (int i = 0; i < q.tableCount(); i++) {
            Table t = q.table(i);
            DoubleColumn px = t.doubles(posX), py = t.doubles(posY), vx = t.doubles(velX), vy = t.doubles(velY);
            for (int r = 0, n = t.size(); r < n; r++) {
                px.set(r, px.get(r) + vx.get(r));
                py.set(r, py.get(r) + vy.get(r));
            }
        }
    }
}
