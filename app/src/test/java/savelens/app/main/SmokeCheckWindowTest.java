package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import savelens.app.Fixtures;
import savelens.app.failure.FailureLog;

/** {@code --smoke}: reports a document once its tree or Hierarchy shows rows, and a failure or an unreadable file with its code. */
@ExtendWith(ApplicationExtension.class)
class SmokeCheckWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;
    Thread.UncaughtExceptionHandler before;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1100, 750);
        before = Thread.currentThread().getUncaughtExceptionHandler();
        ui.window.failures().logTo(new FailureLog(dir.resolve("savelens.log")));
        Thread.currentThread().setUncaughtExceptionHandler(ui.window.failures());
    }

    @AfterEach void restore() throws Exception {
        org.testfx.util.WaitForAsyncUtils.asyncFx(() -> Thread.currentThread().setUncaughtExceptionHandler(before)).get();
    }

    /** Runs a smoke check of {@code file} in the test's window: "CODE LINE". */
    private String smoke(Path file, Runnable before) throws Exception {
        // The failure's trace goes to standard error as in the app; kept out of the build's output here.
        java.io.PrintStream err = System.err;
        System.setErr(new java.io.PrintStream(new java.io.ByteArrayOutputStream(), true, java.nio.charset.StandardCharsets.UTF_8));
        CompletableFuture<String> outcome = new CompletableFuture<>();
        StringBuilder line = new StringBuilder();
        Platform.runLater(() -> {
            before.run();
            new SmokeCheck(ui.window, ui.model, file, Duration.ofSeconds(60), line::append, code -> outcome.complete(code + " " + line)).start();
            ui.model.open(file);
        });
        try {
            return outcome.get(90, TimeUnit.SECONDS);
        } finally {
            System.setErr(err);
        }
    }

    @Test void aHelioDocumentIsShownInItsTree() throws Exception {
        Path file = Fixtures.copy(dir, "helio/island.json");
        assertEquals("0 shown: " + file + " (2 nodes, Tree)", smoke(file, () -> { }));
    }

    @Test void aUnitySceneIsShownInItsHierarchy() throws Exception {
        Path file = Fixtures.copy(dir, "unity/village.unity");
        String outcome = smoke(file, () -> { });
        assertEquals(true, outcome.matches("0 shown: " + java.util.regex.Pattern.quote(file.toString()) + " \\(\\d+ nodes, Hierarchy\\)"), outcome);
    }

    @Test void aFailureWhileTheDocumentIsShownEndsTheRunWith70() throws Exception {
        Path file = Fixtures.copy(dir, "helio/island.json");
        String outcome = smoke(file, () -> ui.model.documents().addListener(
                (javafx.collections.ListChangeListener<savelens.app.document.DocumentViewModel>) c -> {
                    throw new IllegalAccessError("cannot access class EventHandlerManager");
                }));
        assertEquals(true, outcome.startsWith("70 SaveLens failed: IllegalAccessError in SmokeCheckWindowTest."), outcome);
    }

    @Test void anUnreadableFileEndsTheRunWith2() throws Exception {
        Path file = Files.writeString(dir.resolve("broken.json"), "{\"root\": 0, \"nodes\": [");
        String outcome = smoke(file, () -> { });
        assertEquals(true, outcome.startsWith("2 Could not open broken.json: "), outcome);
    }
}
