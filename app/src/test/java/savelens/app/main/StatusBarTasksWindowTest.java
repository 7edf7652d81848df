package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import org.controlsfx.control.StatusBar;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.task.BackgroundTask;
import savelens.app.task.FxTaskExecutor;

/** The status bar shows the work under way from the executor's list: what runs, how far, and Cancel where it may stop. */
@ExtendWith(ApplicationExtension.class)
class StatusBarTasksWindowTest {
    final FxTaskExecutor executor = new FxTaskExecutor();
    final CountDownLatch finish = new CountDownLatch(1);
    StatusBar bar;
    Button cancel;

    @Start void start(Stage stage) {
        MainWindow window = WindowUnderTest.starting().executor(executor).show(stage).window;
        bar = (StatusBar) window.scene().lookup("#statusBar");
        cancel = (Button) window.scene().lookup("#cancelTask");
    }

    @AfterEach void stop() throws Exception {
        finish.countDown();
        executor.shutdown();
    }

    /** Work that says how far it is, then waits for the test (or an interrupt). */
    BackgroundTask<String> waiting(String title, String message, double progress) {
        return BackgroundTask.of(title, context -> {
            context.report(message, progress);
            finish.await(60, TimeUnit.SECONDS);
            return title;
        });
    }

    @Test void theRunningTaskAndItsProgressShowAndCancelStopsIt(FxRobot robot) throws Exception {
        assertFalse(cancel.isVisible(), "nothing runs");
        BackgroundTask<String> task = waiting("Counting stars", "3 of 10", 0.3);
        robot.interact(() -> executor.execute(task));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "Counting stars… 3 of 10".equals(bar.getText()));
        assertEquals(0.3, bar.getProgress(), 1e-9);
        assertTrue(cancel.isVisible());

        robot.interact(cancel::fire);
        assertTrue(task.isCancelled());
        assertEquals("", bar.getText());
        assertEquals(0.0, bar.getProgress());
        assertFalse(cancel.isVisible());
        robot.interact(() -> assertTrue(executor.runningTasks().isEmpty()));
    }

    @Test void workThatMustFinishOffersNoCancel(FxRobot robot) throws Exception {
        BackgroundTask<String> save = waiting("Saving island.json", "", -1).cancellable(false);
        robot.interact(() -> executor.execute(save));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "Saving island.json…".equals(bar.getText()));
        assertFalse(cancel.isVisible());
        finish.countDown();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, save::isDone);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("", bar.getText());
    }

    @Test void theNewestTaskIsShownWithACountOfTheOthers(FxRobot robot) throws Exception {
        robot.interact(() -> executor.execute(waiting("Opening a.json", "reading 10 %", 0.1)));
        robot.interact(() -> executor.execute(waiting("Searching", "", -1)));
        robot.interact(() -> executor.execute(waiting("Polling", "", -1).shownToUser(false)));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "Searching… (and 1 more)".equals(bar.getText()));
        robot.interact(cancel::fire); // stops the search, the one shown
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "Opening a.json… reading 10 %".equals(bar.getText()));
        robot.interact(() -> assertEquals(2, executor.runningTasks().size(), "the load and the hidden poll go on"));
    }
}
