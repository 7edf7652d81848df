package savelens.app.ecs;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import savelens.app.task.DrivenTaskExecutor;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.world.InProcessWorld;

/**
 * The clock's requests as a busy server sees them: the test runs each request when it likes, newest first where
 * workers could overtake each other, and the world writes down the order they reached it.
 */
class LivePauseTest {
    DemoWorld demo;
    RecordingWorld world;
    DrivenTaskExecutor executor;
    LiveMessage message;
    LivePause pause;
    int reads;

    @BeforeEach
    void show() {
        demo = new DemoWorld(7, 50);
        world = new RecordingWorld(new InProcessWorld(demo));
        executor = new DrivenTaskExecutor();
        message = new LiveMessage();
        LiveConnection connection = new LiveConnection(executor, address -> { throw new AssertionError(address); }, w -> { }, message::say);
        connection.show(world);
        pause = new LivePause(executor, connection, message, () -> reads++);
        pause.reset();
    }

    @AfterEach
    void close() {
        demo.close();
    }

    @Test
    void aQuickPauseAndResumeReachTheWorldInTheOrderClicked() {
        pause.toggle();
        pause.toggle(); // Resume, before the world answered the pause

        executor.runAllNewestFirst();

        assertFalse(world.isPaused(), "the world runs as the button says");
        assertFalse(pause.isPaused());
        assertEquals(List.of("pause", "resume"), world.calls());
    }

    @Test
    void clicksWhileARequestIsUnderWaySendOnlyTheStateWantedLast() {
        pause.toggle();
        pause.toggle();
        pause.toggle(); // Pause, Resume, Pause: the world is to end paused

        executor.runAllNewestFirst();

        assertEquals(List.of("pause"), world.calls(), "the world was already told what is wanted last");
        assertTrue(world.isPaused());
        assertTrue(pause.isPaused());
        assertTrue(reads > 0, "the paused world is read as it stopped");
    }

    @Test
    void stepsClickedBeforeThePauseLandedFollowIt() {
        pause.toggle();
        pause.step();
        pause.step();
        assertEquals(1, executor.waitingTitles().size(), executor.waitingTitles()::toString);

        executor.runAllNewestFirst();

        assertEquals(List.of("pause", "step", "step"), world.calls(), "a running world is never stepped");
        assertTrue(pause.isPaused());
    }

    @Test
    void aRequestThatFailedShowsTheWorldsOwnState() {
        world.refuseClock();
        pause.toggle();
        pause.toggle(); // Resume clicked while the pause was still going out

        executor.runAll();

        assertFalse(pause.isPaused(), "the world never paused, so the button offers Pause");
        assertEquals(List.of("pause"), world.calls(), "nothing more is sent once the world's state is known again");
        assertEquals("could not pause the world: connection refused", message.textProperty().get());
    }
}
