package savelens.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Without a display the window says so in one line, before JavaFX prints anything. */
class WindowStartTest {
    @Test void noDisplayOnLinuxIsOneLine() {
        assertEquals("cannot open the window: no display (DISPLAY is not set); the commands need none: savelens help lists them",
                WindowStart.missingDisplay(Map.of(), "Linux", null));
        assertNull(WindowStart.missingDisplay(Map.of("DISPLAY", ":0"), "Linux", null));
        assertNull(WindowStart.missingDisplay(Map.of("WAYLAND_DISPLAY", "wayland-0"), "Linux", null));
        assertNull(WindowStart.missingDisplay(Map.of(), "Linux", "Monocle"), "a headless platform needs no display");
        assertNull(WindowStart.missingDisplay(Map.of(), "Windows 11", null));
        assertNull(WindowStart.missingDisplay(Map.of(), "Mac OS X", null));
    }

    @Test void startingTheWindowWithNoDisplayPrintsOneLineAndExits69() throws Exception {
        ProcessBuilder b = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Launcher.class.getName(),
                Fixtures.folder().resolve("helio/island.json").toString());
        b.environment().remove("DISPLAY");
        b.environment().remove("WAYLAND_DISPLAY");
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor(30, TimeUnit.SECONDS);
        assertEquals(69, p.exitValue(), "69 (unavailable), not 70 (an internal error)");
        assertEquals("", out);
        assertEquals("savelens: cannot open the window: no display (DISPLAY is not set); the commands need none: savelens help lists them\n", err);
    }

    @Test void aFailedStartSaysItsInnermostReasonOnOneLine() {
        Exception e = new InvocationTargetException(new RuntimeException("launch failed",
                new UnsupportedOperationException("Unable to open DISPLAY\n  (try again)")));
        assertEquals("cannot open the window: Unable to open DISPLAY (try again)", WindowStart.failure(e));
    }
}
