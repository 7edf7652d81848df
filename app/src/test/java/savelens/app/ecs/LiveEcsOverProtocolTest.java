package savelens.app.ecs;

import savelens.ecs.world.InProcessWorld;
import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.live.LiveServer;

/**
 * The view model on a world served over SaveLens's protocol on a free port, opened through the address
 * as a user types it: Pause, Step and Resume reach the world's clock, and Step is offered only while paused.
 */
class LiveEcsOverProtocolTest {
    DemoWorld world;
    LiveServer server;
    CurrentThreadTaskExecutor executor;
    LiveEcsViewModel vm;

    @BeforeEach
    void serve() throws Exception {
        world = new DemoWorld(7, 200);
        server = LiveServer.startWithClock(new InProcessWorld(world), 0);
        executor = new CurrentThreadTaskExecutor();
        vm = new LiveEcsViewModel(executor, new FakeClock(), () -> new InProcessWorld(world));
        vm.connectTo("127.0.0.1:" + server.port());
    }

    @AfterEach
    void stop() {
        vm.close();
        server.close();
        world.close();
    }

    @Test
    void theServerKindIsFoundAndPauseStepResumeReachTheWorld() {
        assertEquals("", vm.connectErrorProperty().get());
        assertEquals(server.uri().toString().replaceAll("/$", ""), vm.sourceDescriptionProperty().get().replaceAll("/$", ""));
        assertFalse(vm.canStepProperty().get(), "a running world is not stepped");

        vm.togglePause();
        assertTrue(world.isPaused(), "Pause stopped the world's clock over POST /world/pause");
        assertTrue(vm.canStepProperty().get());
        assertEquals("", vm.pauseNoteProperty().get(), "this world is paused for real: no note");
        long tick = world.tick();
        vm.step();
        assertEquals(tick + 1, world.tick());
        assertTrue(vm.statusProperty().get().endsWith("tick " + (tick + 1)), vm.statusProperty().get());

        vm.togglePause();
        assertFalse(world.isPaused());
        assertFalse(vm.canStepProperty().get());
    }

    @Test
    void aWorldPausedBeforeTheConnectionShowsAsPausedFromTheFirstRead() {
        vm.close();
        world.pause();
        vm = new LiveEcsViewModel(executor, new FakeClock(), () -> new InProcessWorld(world));
        vm.connectTo("127.0.0.1:" + server.port());
        assertTrue(vm.isPaused(), "the server's clock says paused, and so does the view");
        assertTrue(vm.canStepProperty().get(), "Step is offered at once");
        assertEquals(1, vm.entityHistory().size(), "the chart has the count it found, and stays still");
        vm.togglePause();
        assertFalse(world.isPaused(), "one press resumes it");
    }
}
