package savelens.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.lang.reflect.InvocationTargetException;
import java.util.Map;
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

    @Test void aFailedStartSaysItsInnermostReasonOnOneLine() {
        Exception e = new InvocationTargetException(new RuntimeException("launch failed",
                new UnsupportedOperationException("Unable to open DISPLAY\n  (try again)")));
        assertEquals("cannot open the window: Unable to open DISPLAY (try again)", WindowStart.failure(e));
    }
}
