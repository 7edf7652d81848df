package savelens.app.ecs;

import savelens.ecs.world.InProcessWorld;
import savelens.ecs.world.LiveWorld;
import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import savelens.app.task.BackgroundTask;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.app.task.HeldTaskExecutor;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.world.WorldPage;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.world.WorldTable;
import savelens.ecs.inspect.WorldSummary;

/** The Live ECS view model without a screen: a demo world stepped by hand, polls run by hand. */
class LiveEcsViewModelTest {
    static final long SEED = 7;

    DemoWorld world;
    CurrentThreadTaskExecutor executor;
    FakeClock clock;
    LiveEcsViewModel vm;

    @BeforeEach
    void connect() {
        world = new DemoWorld(SEED, 300);
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

    /** One period: the world runs some ticks, the clock moves, the poll reads. */
    void period(int ticks) {
        world.step(ticks);
        clock.advanceMillis(250);
        executor.runRepeating();
    }

    TableEntry table(String id) {
        return vm.tables().visible().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void connectingReadsTheTablesAndSelectsOneWithRows() {
        assertTrue(vm.tables().visible().size() >= 2, vm.tables().visible()::toString);
        long listed = vm.tables().visible().stream().mapToLong(TableEntry::getEntities).sum();
        assertEquals(300, listed);
        assertTrue(vm.poll().statusProperty().get().startsWith("300 entities"), vm.poll().statusProperty().get());
        assertNotNull(vm.tables().selectedProperty().get());
        assertFalse(vm.rows().rows().isEmpty());
        assertEquals(List.of(1), List.of(executor.repeatingPeriods().size()));
    }

    @Test
    void countsAndChangeRatesFollowTheWorld() {
        vm.tables().selectedProperty().set("Position+Velocity");
        long versionBefore = table("Position+Velocity").getVersion();
        long tickBefore = world.tick();
        period(15);
        assertEquals(tickBefore + 15, world.tick());
        TableEntry moving = table("Position+Velocity");
        assertTrue(moving.getVersion() > versionBefore);
        // the version grew by (version - before) in a quarter of a second on the fake clock
        assertEquals((moving.getVersion() - versionBefore) * 4.0, moving.getChangesPerSecond(), 1e-6);
        assertTrue(vm.poll().statusProperty().get().endsWith("tick " + world.tick()), vm.poll().statusProperty().get());

        long total = 0;
        for (WorldTable t : new InProcessWorld(world).tables()) total += t.entities();
        assertEquals(total, vm.tables().visible().stream().mapToLong(TableEntry::getEntities).sum());
        CountSample last = vm.chart().samples().get(vm.chart().samples().size() - 1);
        assertEquals(0.25, last.seconds(), 1e-9);
        assertEquals(new InProcessWorld(world).summary().entities(), last.entities());
    }

    @Test
    void rowsHaveOneColumnPerComponentFieldAndMarkWhatChanged() {
        vm.tables().selectedProperty().set("Position+Velocity");
        WorldPage page = new InProcessWorld(world).rows("Position+Velocity", 0, 10_000);
        assertEquals(List.of("Position.x", "Position.y", "Velocity.x", "Velocity.y"),
                vm.rows().columns().stream().filter(c -> !c.sparse()).map(FieldColumn::title).toList());
        // then one marked column per sparse component some of the rows hold (the demo's Frozen tag)
        assertEquals(page.sparse(), vm.rows().columns().stream().filter(FieldColumn::sparse).map(FieldColumn::component).toList());
        assertEquals(page.rows().size(), vm.rows().rows().size());
        assertEquals(page.rows().get(0).entity(), vm.rows().rows().get(0).entity());
        assertTrue(vm.rows().rows().get(0).changed().isEmpty(), "nothing is new on the first read");

        period(1);
        FieldColumn x = new FieldColumn("Position", "x");
        assertTrue(vm.rows().rows().stream().anyMatch(r -> r.isChanged(x)), "moving entities changed position");
        world.pause();
        period(0);
        period(0);
        assertTrue(vm.rows().rows().stream().noneMatch(r -> !r.changed().isEmpty()), "a paused world stops the highlights");
    }

    @Test
    void filterAndSortTheTableList() {
        vm.tables().componentFilterProperty().set("spri");
        assertFalse(vm.tables().visible().isEmpty());
        assertTrue(vm.tables().visible().stream().allMatch(t -> t.components().contains("Sprite")));
        vm.tables().componentFilterProperty().set("");

        vm.tables().sortProperty().set(TableSort.ENTITIES);
        List<Long> counts = vm.tables().visible().stream().map(TableEntry::getEntities).toList();
        assertEquals(counts.stream().sorted((a, b) -> Long.compare(b, a)).toList(), counts);
        vm.tables().sortProperty().set(TableSort.MEMORY);
        List<Long> bytes = vm.tables().visible().stream().map(TableEntry::getBytes).toList();
        assertEquals(bytes.stream().sorted((a, b) -> Long.compare(b, a)).toList(), bytes);
        period(30); // re-sorts as counts change
        bytes = vm.tables().visible().stream().map(TableEntry::getBytes).toList();
        assertEquals(bytes.stream().sorted((a, b) -> Long.compare(b, a)).toList(), bytes);
        vm.tables().sortProperty().set(TableSort.CREATION);
        assertEquals(new InProcessWorld(world).tables().stream().map(WorldTable::id).toList(),
                vm.tables().visible().stream().map(TableEntry::id).toList());
    }

    @Test
    void pausingStopsTheWorldAndAnEditedCellReachesIt() {
        vm.pause().toggle();
        assertTrue(vm.pause().isPaused());
        assertTrue(world.isPaused());
        vm.tables().selectedProperty().set("Position+Velocity");
        LiveRow row = vm.rows().rows().get(0);
        FieldColumn x = new FieldColumn("Position", "x");
        double y = row.cell(new FieldColumn("Position", "y")).doubleValue();

        vm.edits().editCell(row, x, "42.5");

        JsonNode position = new InProcessWorld(world).entity(row.entity()).components().get("Position");
        assertEquals(42.5, position.get("x").doubleValue());
        assertEquals(y, position.get("y").doubleValue(), "the other fields are sent unchanged");
        LiveRow shown = vm.rows().rows().stream().filter(r -> r.entity() == row.entity()).findFirst().orElseThrow();
        assertEquals("42.50", shown.text(x));
        assertTrue(shown.isChanged(x));
        assertTrue(vm.message().textProperty().get().contains("Position.x"), vm.message().textProperty().get());

        vm.pause().toggle();
        assertFalse(world.isPaused());
    }

    @Test
    void aValueTheWorldRefusesIsReportedAndChangesNothing() {
        vm.tables().selectedProperty().set("Position+Velocity+Sprite+Health");
        LiveRow row = vm.rows().rows().get(0);
        JsonNode before = new InProcessWorld(world).entity(row.entity()).components().get("Health");
        vm.edits().editCell(row, new FieldColumn("Health", "hp"), "12.5");
        assertTrue(vm.message().textProperty().get().startsWith("could not set Health.hp"), vm.message().textProperty().get());
        vm.edits().editCell(row, new FieldColumn("Health", "hp"), "lots");
        assertTrue(vm.message().textProperty().get().contains("expected a number"), vm.message().textProperty().get());
        assertEquals(before, new InProcessWorld(world).entity(row.entity()).components().get("Health"));
    }

    @Test
    void aLostConnectionShowsTheBannerAndEveryPollRetriesUntilItIsBack() {
        AtomicBoolean down = new AtomicBoolean();
        InProcessWorld inner = new InProcessWorld(world);
        vm.connect(new FlakySource(inner, down));
        assertFalse(vm.connection().isLost());

        down.set(true);
        period(1);
        assertTrue(vm.connection().isLost());
        assertTrue(vm.connection().bannerProperty().get().startsWith("The world at flaky went away"), vm.connection().bannerProperty().get());
        period(1);
        assertEquals(2, vm.connection().failedReadsProperty().get());

        down.set(false);
        period(1);
        assertFalse(vm.connection().isLost());
        assertEquals("The world at flaky is back after 2 failed reads", vm.connection().bannerProperty().get());
        assertTrue(vm.poll().statusProperty().get().endsWith("tick " + world.tick()));
    }

    @Test
    void theRefreshRateReschedulesThePoll() {
        vm.poll().refreshIntervalProperty().set(Duration.ofSeconds(1));
        assertEquals(List.of(Duration.ofSeconds(1)), executor.repeatingPeriods());
        vm.close();
        assertEquals(List.of(), executor.repeatingPeriods());
    }

    @Test
    void readsAreBackgroundTasksKeptOutOfTheStatusBarAndStoppedOnClose() {
        HeldTaskExecutor held = new HeldTaskExecutor().hold();
        LiveEcsViewModel live = new LiveEcsViewModel(held, clock, () -> new InProcessWorld(world));
        live.connectDemo();
        assertEquals(1, held.held().size(), "the first read waits for a worker");
        BackgroundTask<?> read = held.held().get(0);
        assertFalse(read.isShownToUser());
        live.poll().refresh();
        assertEquals(1, held.held().size(), "one read at a time");
        held.runHeld();
        assertTrue(live.poll().statusProperty().get().startsWith("300 entities"), live.poll().statusProperty().get());

        held.runHeld(); // the table it selected is read next
        live.poll().refresh();
        BackgroundTask<?> pending = held.held().get(0);
        live.close();
        assertTrue(pending.isCancelled(), "closing stops the read under way");
        held.runHeld();
        assertTrue(held.runningTasks().isEmpty());
    }

    @Test
    void aCellCommittedAsShownSendsNothing() {
        vm.pause().toggle();
        vm.tables().selectedProperty().set("Position+Velocity");
        LiveRow row = vm.rows().rows().get(0);
        FieldColumn x = new FieldColumn("Position", "x");
        JsonNode before = new InProcessWorld(world).entity(row.entity()).components().get("Position");
        vm.edits().editCell(row, x, row.text(x));
        assertEquals(before, new InProcessWorld(world).entity(row.entity()).components().get("Position"),
                "x keeps every digit, not the two the cell shows");
    }

    @Test
    void anAddressThatIsNotOneIsReported() {
        vm.connection().open("ftp://somewhere");
        assertTrue(vm.message().textProperty().get().contains("http://127.0.0.1:27760"), vm.message().textProperty().get());
        assertTrue(vm.connection().connectErrorProperty().get().contains("http://127.0.0.1:27760"), vm.connection().connectErrorProperty().get());
        assertTrue(vm.connection().descriptionProperty().get().contains("demo"), "still on the demo world");
    }

    /** A source that throws as an unreachable server would while {@code down} is set. */
    record FlakySource(LiveWorld inner, AtomicBoolean down) implements LiveWorld {
        private void check() {
            if (down.get()) throw new LiveConnectionException("connection refused", null);
        }

        @Override public String description() { return "flaky"; }
        @Override public WorldSummary summary() { check(); return inner.summary(); }
        @Override public List<savelens.ecs.world.WorldTable> tables() { check(); return inner.tables(); }
        @Override public savelens.ecs.world.WorldPage rows(String t, int o, int l) { check(); return inner.rows(t, o, l); }
        @Override public savelens.ecs.world.WorldEntity entity(String n) { check(); return inner.entity(n); }
        @Override public savelens.ecs.world.WorldEntity entity(long e) { check(); return inner.entity(e); }
        @Override public SetResult setComponent(long e, String c, JsonNode v) { check(); return inner.setComponent(e, c, v); }
        @Override public boolean canPauseWorld() { return true; }
        @Override public void pause() { inner.pause(); }
        @Override public void resume() { inner.resume(); }
        @Override public boolean isPaused() { return inner.isPaused(); }
        @Override public void close() { inner.close(); }
    }
}
