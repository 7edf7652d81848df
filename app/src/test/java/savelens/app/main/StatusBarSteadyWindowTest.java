package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Parent;
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

/**
 * Work starting or ending moves nothing: the status bar keeps its height whether its progress bar and Cancel show
 * or not. A bar that grew or shrank with them moved the window's content by a pixel or two, so every task's start and
 * end laid out the whole window again and had it drawn whole (the root's bounds changed).
 */
@ExtendWith(ApplicationExtension.class)
class StatusBarSteadyWindowTest {
    final FxTaskExecutor executor = new FxTaskExecutor();
    final CountDownLatch finish = new CountDownLatch(1);
    MainWindow window;
    StatusBar bar;

    @Start void start(Stage stage) {
        window = WindowUnderTest.starting().executor(executor).show(stage).window;
        bar = (StatusBar) window.scene().lookup("#statusBar");
    }

    @AfterEach void stop() {
        finish.countDown();
        executor.shutdown();
    }

    BackgroundTask<String> waiting(String title, double progress, boolean cancellable) {
        return BackgroundTask.of(title, context -> {
            context.report("", progress);
            finish.await(60, TimeUnit.SECONDS);
            return title;
        }).cancellable(cancellable);
    }

    /** The bar's bounds in the scene and the root's (which grows past the window when the bar is taller than its room). */
    String layout(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        String[] s = new String[1];
        robot.interact(() -> {
            Parent root = window.scene().getRoot();
            root.layout();
            Bounds b = bar.localToScene(bar.getBoundsInLocal());
            s[0] = "bar " + b.getMinY() + "+" + b.getHeight() + ", root " + root.getBoundsInParent().getHeight();
        });
        return s[0];
    }

    @Test void aTaskOfUnknownLengthThatMayBeCancelledMovesNothing(FxRobot robot) throws Exception {
        String idle = layout(robot);
        robot.interact(() -> executor.execute(waiting("Following the references", -1, true)));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> bar.getProgress() < 0);
        assertEquals(idle, layout(robot), "busy with Cancel");
        finish.countDown();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> bar.getProgress() == 0);
        assertEquals(idle, layout(robot), "idle again");
    }

    @Test void aTaskThatSaysHowFarItIsWithoutCancelMovesNothing(FxRobot robot) throws Exception {
        String idle = layout(robot);
        robot.interact(() -> executor.execute(waiting("Saving", 0.4, false)));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> bar.getProgress() > 0);
        assertEquals(idle, layout(robot), "busy without Cancel");
    }
}
