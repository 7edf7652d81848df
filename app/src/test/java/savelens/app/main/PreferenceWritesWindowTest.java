package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.app.theme.Theme;

/**
 * The window's settings are written to the preferences off its thread: their store holds the node's lock while it
 * writes the file out (the recent files, after an open), and a divider dragged or a theme chosen meanwhile held the
 * window until the writing was done. Values asked for together make one write, and all reach the store on quit.
 */
@ExtendWith(ApplicationExtension.class)
class PreferenceWritesWindowTest {
    private final CountingPreferences preferences = CountingPreferences.counting();
    private MainViewModel model;
    private MainWindow window;

    @Start void start(Stage stage) {
        model = new MainViewModel(new CurrentThreadTaskExecutor(), new AppPreferences(preferences));
        window = new MainWindow(stage, model);
        stage.show();
    }

    @Test void theDividerAndThemeChangeWhileThePreferencesAreLockedAndAreWrittenOnceTheyAreFree() throws Exception {
        CountDownLatch locked = new CountDownLatch(1), release = new CountDownLatch(1);
        Thread writingOut = new Thread(() -> preferences.holdingLock(locked, release), "writing out");
        writingOut.start();
        assertTrue(locked.await(5, TimeUnit.SECONDS));
        CountDownLatch changed = new CountDownLatch(1);
        Platform.runLater(() -> {
            model.bottomDividerProperty().set(0.3);
            model.themeProperty().set(Theme.DARK);
            // and what is read after start: the Open dialog's folder, Live ECS's address
            model.preferences().lastFolder();
            model.preferences().liveAddresses().remembered();
            changed.countDown();
        });
        boolean whileLocked = changed.await(5, TimeUnit.SECONDS);
        release.countDown();
        writingOut.join();
        assertTrue(whileLocked, "the window's thread waited for the preferences' lock");

        assertTrue(model.preferences().awaitWritten(), "written once the lock is free");
        AppPreferences stored = AppPreferences.writtenAtOnce(preferences);
        assertEquals(0.3, stored.bottomDivider(), 1e-9);
        assertEquals(Theme.DARK, stored.theme());
    }

    @Test void aBurstOfDividerMovesMakesOneWrite() throws Exception {
        CountDownLatch moved = new CountDownLatch(1);
        Platform.runLater(() -> {
            for (int px = 0; px < 200; px++) model.bottomDividerProperty().set(0.6 - px * 0.001);
            moved.countDown();
        });
        assertTrue(moved.await(5, TimeUnit.SECONDS));
        assertTrue(model.preferences().awaitWritten());
        assertEquals(0.401, AppPreferences.writtenAtOnce(preferences).bottomDivider(), 1e-9, "the last position");
        // one, unless the machine stopped the moves for longer than the writer gathers them
        int writes = preferences.puts("bottomPanelDivider");
        assertTrue(writes >= 1 && writes <= 3, "writes of the divider for 200 moves: " + writes);
    }

    @Test void theLastDividerBeforeQuitIsInTheStoreAfterIt(FxRobot robot) {
        robot.interact(() -> {
            model.bottomDividerProperty().set(0.7);
            window.requestQuit();
        });
        int flushesBefore = preferences.flushes;
        AppPreferences stored = AppPreferences.writtenAtOnce(preferences);
        assertEquals(0.7, stored.bottomDivider(), 1e-9, "the divider as the user left it");
        assertTrue(stored.windowPlacement().width() > 0, "the window's placement");
        assertTrue(flushesBefore >= 1 && preferences.lastFlushAfterPuts, "written out to the disk after the last value");
    }
}
