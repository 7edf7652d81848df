package savelens.app.ecs;

import savelens.ecs.world.LiveWorld;
import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.app.task.HeldTaskExecutor;

/**
 * The view model on replies recorded from the Flecs demo: built-in tables hidden until asked for, a
 * Pause that can only freeze the view and says so, the banner when the world goes away and comes back,
 * and connecting through the dialog's address (failures said, a slow server never waited for).
 */
class LiveEcsRecordedFlecsTest {
    static final ObjectMapper JSON = new ObjectMapper();

    RecordedFlecsWorld flecs;
    CurrentThreadTaskExecutor executor;
    FakeClock clock;
    LiveEcsViewModel vm;

    @BeforeEach
    void connect() {
        flecs = new RecordedFlecsWorld();
        executor = new CurrentThreadTaskExecutor();
        clock = new FakeClock();
        vm = new LiveEcsViewModel(executor, clock, RecordedFlecsWorld::new, address -> {
            if (address.endsWith(":27750")) return flecs;
            throw new LiveConnectionException("cannot reach " + address + ": Connection refused", null);
        });
        vm.connection().open("http://127.0.0.1:27750");
    }

    void period() {
        clock.advanceMillis(250);
        executor.runRepeating();
    }

    List<String> ids() {
        return vm.tables().visible().stream().map(TableEntry::id).toList();
    }

    @Test
    void flecsOwnTablesAreHiddenUntilAskedFor() {
        assertEquals(flecs.description(), vm.connection().descriptionProperty().get());
        assertEquals(List.of("0", "4", "316", "317", "318", "319", "320", "321", "323", "324", "325", "326"), ids(),
                "the game's tables, the empty and the named-only ones included");
        vm.tables().showBuiltInProperty().set(true);
        assertEquals(20, ids().size());
        assertTrue(ids().containsAll(List.of("1", "3", "6", "10", "47", "51", "72", "329")));
        vm.tables().componentFilterProperty().set("phase");
        assertEquals(List.of("72"), ids(), "the filter and the toggle together");
        vm.tables().showBuiltInProperty().set(false);
        assertEquals(List.of(), ids());
    }

    @Test
    void pausingAWorldThatCannotBePausedFreezesTheViewAndSaysSo() {
        vm.tables().selectedProperty().set("321");
        String status = vm.poll().statusProperty().get();
        vm.pause().toggle();
        assertTrue(vm.pause().isPaused());
        assertTrue(vm.pause().noteProperty().get().startsWith("Paused view: " + flecs.description() + " cannot be paused from here"),
                vm.pause().noteProperty().get());
        assertFalse(vm.pause().canStepProperty().get());
        int samples = vm.chart().samples().size();
        period();
        period();
        assertEquals(status, vm.poll().statusProperty().get(), "no reads while the view is frozen");
        assertEquals(samples, vm.chart().samples().size());

        // an edit is still written, and the world writing over it is explained with what Pause cannot do
        LiveRow row = vm.rows().rows().get(0);
        vm.edits().editCell(row, new FieldColumn("Position", "x"), "12.5");
        assertEquals(List.of(row.entity() + " Position={\"x\":12.5,\"y\":" + row.cell(new FieldColumn("Position", "y")) + "}"), flecs.edits);
        flecs.systemWrites(row.entity(), "Position", JSON.createObjectNode().put("x", 13.25).put("y", 0));
        vm.poll().refresh();
        String m = vm.message().textProperty().get();
        assertTrue(m.startsWith("The world wrote Position.x of " + row.entityText() + " again right after the edit (now 13.25)"), m);
        assertTrue(m.contains("cannot be paused from here"), m);

        vm.pause().toggle();
        assertEquals("", vm.pause().noteProperty().get());
    }

    @Test
    void aFloatFieldReadBackAsTheNearestFloatIsNotAnOverwrite() {
        vm.tables().selectedProperty().set("321");
        LiveRow row = vm.rows().rows().get(0);
        vm.edits().editCell(row, new FieldColumn("Position", "x"), "0.1");
        // a 32-bit float field stores 0.1 as 0.100000001490116
        flecs.systemWrites(row.entity(), "Position", JSON.createObjectNode().put("x", (double) 0.1f).put("y", 0));
        vm.poll().refresh();
        assertTrue(vm.message().textProperty().get().startsWith("set Position.x"), vm.message().textProperty().get());
    }

    @Test
    void rowsKeepTheirPlaceWhenStorageMovesThem() {
        vm.tables().selectedProperty().set("321");
        List<Long> before = vm.rows().rows().stream().map(LiveRow::entity).toList();
        assertEquals(before.stream().sorted().toList(), before);
        flecs.shuffleStorage();
        period();
        assertEquals(before, vm.rows().rows().stream().map(LiveRow::entity).toList());
        assertEquals("510:0", vm.rows().rows().get(0).entityText());
    }

    @Test
    void namedEntitiesShowTheirNameAndUnknownMemoryADash() {
        vm.tables().selectedProperty().set("317");
        assertEquals("508:0  Hero", vm.rows().rows().get(0).entityLabel());
        vm.tables().selectedProperty().set("321");
        assertEquals("510:0", vm.rows().rows().get(0).entityLabel(), "an unnamed entity's #id says nothing more");
        assertEquals("—", TablesPane.bytes(TableEntry.UNKNOWN_BYTES));
    }

    @Test
    void aChangeTheWorldReportsIsReadAtOnceButNeverFasterThanTheChosenRate() {
        RecordedFlecsWorld reporting = new RecordedFlecsWorld();
        reporting.reportsChanges = true;
        vm.connect(reporting);
        long reads = reporting.reads();
        clock.advanceMillis(300);
        reporting.reportChange();
        assertEquals(reads + 1, reporting.reads(), "read at once");
        reporting.reportChange();
        assertEquals(reads + 1, reporting.reads(), "not again within the refresh interval");
        period();
        assertEquals(reads + 2, reporting.reads(), "the poll goes on beside the reports");

        vm.pause().toggle(); // frozen view: reports are not read either
        clock.advanceMillis(300);
        reporting.reportChange();
        assertEquals(reads + 2, reporting.reads());
    }

    @Test
    void theBannerSaysWhenTheWorldGoesAwayAndWhenItComesBack() {
        flecs.down.set(true);
        period();
        assertTrue(vm.connection().isLost());
        assertTrue(vm.connection().bannerProperty().get().startsWith("The world at " + flecs.description() + " went away: cannot reach"), vm.connection().bannerProperty().get());
        period();
        assertEquals(2, vm.connection().failedReadsProperty().get());

        flecs.down.set(false);
        flecs.restart();
        period();
        assertFalse(vm.connection().isLost());
        assertTrue(vm.connection().backProperty().get());
        assertEquals("The world at " + flecs.description() + " is back after 2 failed reads; it restarted (tick 1), so its tables were read anew",
                vm.connection().bannerProperty().get());
        for (int i = 0; i < 20; i++) period(); // five seconds on the clock
        assertFalse(vm.connection().backProperty().get());
        assertEquals("", vm.connection().bannerProperty().get());
    }

    @Test
    void anAddressWithNothingBehindItIsSaidAndTheWorldShownStays() {
        vm.connection().open("http://127.0.0.1:1");
        assertEquals("cannot reach http://127.0.0.1:1: Connection refused", vm.connection().connectErrorProperty().get());
        assertFalse(vm.connection().connectingProperty().get());
        assertEquals(flecs.description(), vm.connection().descriptionProperty().get(), "still on the world it showed");
        vm.connection().open("http://127.0.0.1:27750");
        assertEquals("", vm.connection().connectErrorProperty().get());
    }

    @Test
    void aTableChosenWhileAReadIsUnderWayGetsItsRows() {
        HeldTaskExecutor held = new HeldTaskExecutor().hold();
        LiveEcsViewModel slow = new LiveEcsViewModel(held, clock, RecordedFlecsWorld::new, address -> flecs);
        slow.connection().open("http://127.0.0.1:27750");
        held.runHeld(); // connected; the first read is held
        held.runHeld(); // first read: a table with rows is chosen, its read held
        assertEquals("317", slow.tables().selectedProperty().get());
        slow.tables().selectedProperty().set("321"); // while that read is under way
        for (int i = 0; i < 5 && !held.held().isEmpty(); i++) held.runHeld();
        assertEquals("321", slow.tables().selectedProperty().get());
        assertEquals(12, slow.rows().rows().size());
        assertEquals(12, slow.rows().totalProperty().get());
        slow.close();
    }

    @Test
    void aServerThatDoesNotAnswerNeverHoldsTheCallerAndCanBeGivenUp() {
        HeldTaskExecutor held = new HeldTaskExecutor().hold();
        LiveEcsViewModel slow = new LiveEcsViewModel(held, clock, RecordedFlecsWorld::new, address -> {
            throw new AssertionError("a held task never runs");
        });
        slow.connection().open("http://127.0.0.1:27750");
        assertTrue(slow.connection().connectingProperty().get(), "connectTo returned while the address is still being tried");
        assertEquals(1, held.held().size());
        slow.connection().cancel();
        assertFalse(slow.connection().connectingProperty().get());
        assertTrue(held.held().get(0).isCancelled());
        slow.close();
    }
}
