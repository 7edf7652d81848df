package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SaveLens ended by a signal (the desktop session closing, {@code kill}) right after a change, within the time the
 * preferences gather changes before writing them: the change is in the store when SaveLens starts again.
 */
class PreferencesAtExitTest {
    @TempDir Path home;

    @Test void aChangeJustBeforeASignalIsRemembered() throws Exception {
        assertEquals("0.42", dividerAfterSignal("hook"));
    }

    /** The same without the exit hook: the change is lost, so the signal above did come within the gathering. */
    @Test void withoutTheExitHookTheChangeIsLost() throws Exception {
        assertEquals("none", dividerAfterSignal("no-hook"));
    }

    private String dividerAfterSignal(String hook) throws Exception {
        Process set = probe("set", hook);
        try (BufferedReader out = new BufferedReader(new InputStreamReader(set.getInputStream(), StandardCharsets.UTF_8))) {
            assertEquals("set", out.readLine());
        }
        set.destroy(); // SIGTERM: the JVM runs its exit hooks
        assertTrue(set.waitFor(30, TimeUnit.SECONDS), "the probe did not end on SIGTERM");
        Process read = probe("read", "");
        String value = new String(read.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertTrue(read.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, read.exitValue());
        return value;
    }

    private Process probe(String mode, String hook) throws Exception {
        return new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xshare:auto",
                "-Djava.util.prefs.userRoot=" + home, "-cp", System.getProperty("java.class.path"),
                PreferencesAtExitProbe.class.getName(), mode, "savelens-exit-test/app", hook)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }
}
