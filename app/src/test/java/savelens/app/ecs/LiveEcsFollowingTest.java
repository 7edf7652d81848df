package savelens.app.ecs;

import savelens.ecs.world.InProcessWorld;
import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.ecs.Handles;
import savelens.ecs.demo.DemoWorld;

/**
 * What makes the live view possible to follow: rows in entity order, handles as index:generation, one
 * entity followed across reads and table moves, a chart that stops with Pause, single steps, and an edit a
 * running system writes over explained. A demo world stepped by hand; polls run by hand.
 */
class LiveEcsFollowingTest {
    static final ObjectMapper JSON = new ObjectMapper();

    DemoWorld world;
    CurrentThreadTaskExecutor executor;
    FakeClock clock;
    LiveEcsViewModel vm;

    @BeforeEach
    void connect() {
        world = new DemoWorld(7, 300);
        executor = new CurrentThreadTaskExecutor();
        clock = new FakeClock();
        vm = new LiveEcsViewModel(executor, clock, () -> new InProcessWorld(world));
        vm.connectDemo();
    }

    @AfterEach
    void close() {
        vm.close();
        world.close();
    }

    void period(int ticks) {
        world.step(ticks);
        clock.advanceMillis(250);
        executor.runRepeating();
    }

    static List<String> order(List<LiveRow> rows) {
        List<String> out = new ArrayList<>();
        for (LiveRow r : rows) out.add(r.entityText());
        return out;
    }

    @Test
    void handlesAreShownAsIndexAndGeneration() {
        assertEquals("145:1", LiveRow.handleText(Handles.of(145, 1)));
        assertEquals("0:7", LiveRow.handleText(Handles.of(0, 7)));
        assertEquals("600:0", LiveRow.handleText(600), "a Flecs id without a generation");
        vm.tables().selectedProperty().set("Position+Velocity");
        LiveRow first = vm.rows().rows().get(0);
        assertEquals(Handles.index(first.entity()) + ":" + Handles.generation(first.entity()), first.entityText());
    }

    @Test
    void rowsStayInEntityOrderWhateverTheStorageOrder() {
        vm.tables().selectedProperty().set("Position+Velocity");
        for (int i = 0; i < 10; i++) {
            period(30); // spawns, despawns and migrations reorder the table's storage
            List<LiveRow> rows = vm.rows().rows();
            for (int r = 1; r < rows.size(); r++) {
                long a = Integer.toUnsignedLong(Handles.index(rows.get(r - 1).entity()));
                long b = Integer.toUnsignedLong(Handles.index(rows.get(r).entity()));
                assertTrue(a < b || (a == b && Handles.generation(rows.get(r - 1).entity()) < Handles.generation(rows.get(r).entity())),
                        "row " + r + ": " + order(rows.subList(r - 1, r + 1)));
            }
        }
    }

    @Test
    void aFollowedEntityIsFollowedIntoTheTableItMovesTo() {
        world.pause();
        vm.tables().selectedProperty().set("Position+Velocity");
        long entity = vm.rows().rows().get(3).entity();
        vm.rows().follow(entity);
        assertEquals(entity, vm.rows().followedProperty().get());

        // a table component added moves the entity to another table (a sparse one, as Frozen, would not)
        new InProcessWorld(world).setComponent(entity, "Sprite", JSON.createObjectNode().put("id", 1));
        String now = new InProcessWorld(world).entity(entity).table();
        assertNotEquals("Position+Velocity", now);
        period(0);

        assertEquals(now, vm.tables().selectedProperty().get(), "the view went with it");
        assertEquals(entity, vm.rows().followedProperty().get(), "and still follows it");
        assertTrue(vm.rows().rows().stream().anyMatch(r -> r.entity() == entity));
        assertTrue(vm.message().textProperty().get().contains("moved to " + now), vm.message().textProperty().get());

        // choosing another table by hand stops following
        vm.tables().selectedProperty().set("Position+Velocity");
        assertNull(vm.rows().followedProperty().get());
    }

    @Test
    void aFollowedEntityThatIsDestroyedIsLetGoWithAMessage() {
        world.pause();
        vm.tables().selectedProperty().set("Position+Velocity");
        long entity = vm.rows().rows().get(0).entity();
        vm.rows().follow(entity);
        world.read(w -> w.destroy(entity));
        period(0);
        assertNull(vm.rows().followedProperty().get());
        assertEquals("entity " + LiveRow.handleText(entity) + " is gone; no longer following it", vm.message().textProperty().get());
    }

    @Test
    void theChartStopsWhilePausedAndTakesOneSamplePerStep() {
        period(1);
        int before = vm.chart().samples().size();
        assertFalse(vm.pause().canStepProperty().get(), "no stepping a running world");
        vm.pause().toggle();
        assertTrue(vm.pause().canStepProperty().get());
        long tick = world.tick();
        period(0);
        period(0);
        assertEquals(before, vm.chart().samples().size(), "a paused chart stays as it was");

        vm.pause().step();
        assertEquals(tick + 1, world.tick());
        assertEquals(before + 1, vm.chart().samples().size());
        assertTrue(vm.poll().statusProperty().get().endsWith("tick " + (tick + 1)), vm.poll().statusProperty().get());

        vm.pause().toggle();
        assertFalse(vm.pause().canStepProperty().get());
        int resumed = vm.chart().samples().size();
        period(1);
        assertEquals(resumed + 1, vm.chart().samples().size(), "the chart runs again");
    }

    @Test
    void anEditARunningSystemWritesOverIsExplained() {
        vm.tables().selectedProperty().set("Position+Velocity");
        LiveRow row = vm.rows().rows().stream().filter(r -> r.cell(new FieldColumn("Velocity", "x")).doubleValue() != 0).findFirst().orElseThrow();
        FieldColumn x = new FieldColumn("Position", "x");

        vm.edits().editCell(row, x, "5");
        assertTrue(vm.message().textProperty().get().startsWith("set Position.x of entity " + row.entityText()), vm.message().textProperty().get());
        period(1); // the moving system writes Position again on its next tick

        String m = vm.message().textProperty().get();
        assertTrue(m.startsWith("The world wrote Position.x of " + row.entityText() + " again"), m);
        assertTrue(m.contains("Pause the world to keep an edit"), m);
    }

    @Test
    void anEditInAPausedWorldIsNotTakenForAnOverwrite() {
        vm.pause().toggle();
        vm.tables().selectedProperty().set("Position+Velocity");
        LiveRow row = vm.rows().rows().get(0);
        vm.edits().editCell(row, new FieldColumn("Position", "x"), "5");
        period(0);
        period(0);
        assertTrue(vm.message().textProperty().get().startsWith("set Position.x"), vm.message().textProperty().get());
    }
}
