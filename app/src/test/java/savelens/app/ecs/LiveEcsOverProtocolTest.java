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
        vm.connection().open("127.0.0.1:" + server.port());
    }

    @AfterEach
    void stop() {
        vm.close();
        server.close();
        world.close();
    }

    @Test
    void theServerKindIsFoundAndPauseStepResumeReachTheWorld() {
        assertEquals("", vm.connection().connectErrorProperty().get());
        assertEquals(server.uri().toString().replaceAll("/$", ""), vm.connection().descriptionProperty().get().replaceAll("/$", ""));
        assertFalse(vm.pause().canStepProperty().get(), "a running world is not stepped");

        vm.pause().toggle();
        assertTrue(world.isPaused(), "Pause stopped the world's clock over POST /world/pause");
        assertTrue(vm.pause().canStepProperty().get());
        assertEquals("", vm.pause().noteProperty().get(), "this world is paused for real: no note");
        long tick = world.tick();
        vm.pause().step();
        assertEquals(tick + 1, world.tick());
        assertTrue(vm.poll().statusProperty().get().endsWith("tick " + (tick + 1)), vm.poll().statusProperty().get());

        vm.pause().toggle();
        assertFalse(world.isPaused());
        assertFalse(vm.pause().canStepProperty().get());
    }

    @Test
    void aWorldPausedBeforeTheConnectionShowsAsPausedFromTheFirstRead() {
        vm.close();
        world.pause();
        vm = new LiveEcsViewModel(executor, new FakeClock(), () -> new InProcessWorld(world));
        vm.connection().open("127.0.0.1:" + server.port());
        assertTrue(vm.pause().isPaused(), "the server's clock says paused, and so does the view");
        assertTrue(vm.pause().canStepProperty().get(), "Step is offered at once");
        assertEquals(1, vm.chart().samples().size(), "the chart has the count it found, and stays still");
        vm.pause().toggle();
        assertFalse(world.isPaused(), "one press resumes it");
    }

    @Test
    void aServerWithoutAClockIsPausedInTheViewAndItsLossShowsTheBanner() throws Exception {
        vm.close();
        server.close();
        server = LiveServer.start(new InProcessWorld(world), 0); // no clock: the world is stepped here
        vm = new LiveEcsViewModel(executor, new FakeClock(), () -> { throw new AssertionError(); });
        vm.connection().open("127.0.0.1:" + server.port());
        assertFalse(vm.connection().isLost(), vm.connection().bannerProperty().get());
        assertEquals(new InProcessWorld(world).tables().size(), vm.tables().visible().size());
        assertFalse(vm.rows().rows().isEmpty());

        vm.pause().toggle(); // over HTTP pausing freezes the view: polls stop reading
        long tick = world.tick();
        world.step(5);
        executor.runRepeating();
        assertTrue(vm.poll().statusProperty().get().endsWith("tick " + tick), vm.poll().statusProperty().get());
        vm.pause().toggle();
        assertTrue(vm.poll().statusProperty().get().endsWith("tick " + world.tick()), vm.poll().statusProperty().get());

        server.close();
        executor.runRepeating();
        assertTrue(vm.connection().isLost());
        assertTrue(vm.connection().bannerProperty().get().contains("127.0.0.1:" + server.port()), vm.connection().bannerProperty().get());
    }
}
