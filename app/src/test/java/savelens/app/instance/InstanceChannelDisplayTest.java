package savelens.app.instance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A second start hands its file only to a window on its own display: two X displays, two primaries. */
class InstanceChannelDisplayTest {
    @TempDir Path temp;
    Process primary;

    @AfterEach void stop() {
        if (primary != null) primary.destroyForcibly();
    }

    private ProcessBuilder start(String display, String... args) throws IOException {
        Path runtime = Files.createDirectories(temp.resolve("rt"));
        String[] command = new String[4 + args.length];
        command[0] = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        command[1] = "-cp";
        command[2] = System.getProperty("java.class.path");
        command[3] = DisplayStart.class.getName();
        System.arraycopy(args, 0, command, 4, args.length);
        ProcessBuilder b = new ProcessBuilder(command).redirectErrorStream(true);
        b.environment().remove("WAYLAND_DISPLAY");
        b.environment().put("DISPLAY", display);
        b.environment().put("XDG_RUNTIME_DIR", runtime.toString());
        return b;
    }

    private static String output(Process p) throws Exception {
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        p.waitFor(20, TimeUnit.SECONDS);
        return out;
    }

    @Test void aStartOnAnotherDisplayKeepsItsFileAndOneOnTheSameDisplayHandsItOver() throws Exception {
        primary = start(":92", "primary").start();
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(primary.getInputStream(), StandardCharsets.UTF_8))) {
                r.lines().forEach(lines::add);
            } catch (IOException | UncheckedIOException e) {
                // killed at the end of the test
            }
        });
        reader.setDaemon(true);
        reader.start();
        assertEquals("ready", lines.poll(20, TimeUnit.SECONDS));

        assertEquals("not handed over", output(start(":91", "hand-over", "/saves/island.json").start()),
                "a window on :92 cannot be seen from :91");
        assertNull(lines.poll(500, TimeUnit.MILLISECONDS), "the window on :92 opened nothing");

        assertEquals("handed over", output(start(":92.0", "hand-over", "/saves/village.unity").start()), ":92.0 is display :92");
        assertEquals("opened /saves/village.unity", lines.poll(10, TimeUnit.SECONDS));
    }

    @Test void eachDisplayHasAFolderOfItsOwn() {
        Path home = temp;
        Path x91 = InstanceFolder.forDisplay(Map.of("DISPLAY", ":91"), home);
        assertEquals(home.resolve(".savelens/instance/x11-91"), x91);
        assertEquals(x91, InstanceFolder.forDisplay(Map.of("DISPLAY", ":91.0"), home), "the screen number is the same display");
        assertNotEquals(x91, InstanceFolder.forDisplay(Map.of("DISPLAY", ":92"), home));
        assertNotEquals(x91, InstanceFolder.forDisplay(Map.of("DISPLAY", "remote:91"), home), "another host's display 91");
        assertEquals("x11-remote_91", InstanceFolder.displayKey(Map.of("DISPLAY", "remote:91.0")));
        assertEquals("wayland-wayland-1", InstanceFolder.displayKey(Map.of("WAYLAND_DISPLAY", "wayland-1")));
        assertEquals("x11-0", InstanceFolder.displayKey(Map.of("DISPLAY", ":0", "WAYLAND_DISPLAY", "wayland-0")),
                "JavaFX draws through X11 (XWayland) when both are set");
        assertEquals("session", InstanceFolder.displayKey(Map.of()));
    }

    @Test void aStartThatHandedOverSaysSoInOneLine() {
        assertEquals("sent to the running SaveLens window on display :91, which opens it or says there why not", InstanceChannel.handedOver(1, Map.of("DISPLAY", ":91")));
        assertEquals("brought the running SaveLens window on display :91 to the front", InstanceChannel.handedOver(0, Map.of("DISPLAY", ":91")));
        assertEquals("sent to the running SaveLens window, which opens them or says there why not", InstanceChannel.handedOver(2, Map.of()));
    }
}
