package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.app.document.DocumentViewModel;
import savelens.app.failure.FailureLog;

/**
 * An exception nobody catches on the JavaFX thread (here: building a document's tab fails, as ControlsFX did on
 * JavaFX's modules) is shown in the window, naming what failed and where the log is, and written to that log;
 * the window does not sit silently on "No document open".
 */
@ExtendWith(ApplicationExtension.class)
class UncaughtFailureWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;
    Thread.UncaughtExceptionHandler before;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1000, 700);
        // As the app does at start, but only on the JavaFX thread and given back after the test.
        before = Thread.currentThread().getUncaughtExceptionHandler();
        ui.window.failures().logTo(new FailureLog(dir.resolve("state/savelens/savelens.log")));
        Thread.currentThread().setUncaughtExceptionHandler(ui.window.failures());
    }

    @AfterEach void restore() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> Thread.currentThread().setUncaughtExceptionHandler(before)).get();
    }

    @Test void aFailureWhileATabIsBuiltIsShownWithTheLogsPlace(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "helio/island.json");
        Label banner = robot.lookup("#failure").queryAs(Label.class);
        assertFalse(banner.getParent().isVisible(), "no banner before anything failed");
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            Platform.runLater(() -> {
                ui.model.documents().addListener((ListChangeListener<DocumentViewModel>) c -> {
                    throw new IllegalAccessError("class AutoCompletionBinding cannot access class EventHandlerManager");
                });
                ui.model.open(file);
            });
            WaitForAsyncUtils.waitForFxEvents();
        } finally {
            System.setErr(err);
        }

        Path log = dir.resolve("state/savelens/savelens.log");
        assertTrue(banner.getParent().isVisible(), "the failure banner shows");
        String text = banner.getText();
        assertTrue(text.startsWith("SaveLens failed: IllegalAccessError in UncaughtFailureWindowTest.lambda$"), text);
        assertTrue(text.contains("class AutoCompletionBinding cannot access class EventHandlerManager"), text);
        assertTrue(text.endsWith("; details in " + log), text);
        String written = Files.readString(log);
        assertTrue(written.contains("unexpected failure on thread \"JavaFX Application Thread\""), written);
        assertTrue(written.contains("java.lang.IllegalAccessError: class AutoCompletionBinding"), written);
        assertTrue(written.contains("at savelens.app.main.UncaughtFailureWindowTest"), "the whole stack trace is logged");
        assertTrue(captured.toString(StandardCharsets.UTF_8).contains("details in " + log), "and standard error names the log");

        robot.clickOn("#dismissFailure");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(banner.getParent().isVisible(), "dismissed");
    }
}
