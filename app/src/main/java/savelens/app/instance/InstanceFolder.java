package savelens.app.instance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Set;

/**
 * The folder where the running window listens: private to the user, so that no other user can reach the
 * channel or read its token. {@code $XDG_RUNTIME_DIR/savelens} where the desktop provides one (already
 * private, and emptied at logout), else a folder under the user's own profile; in it, one folder per display
 * ({@code x11-0}, {@code wayland-wayland-0}), so that a start hands its files only to a window the user can see,
 * never to one on another X server or session.
 */
public final class InstanceFolder {
    static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");

    private InstanceFolder() {}

    public static Path forCurrentUser() { return forDisplay(System.getenv(), Path.of(System.getProperty("user.home"))); }

    /** The folder of the display this environment names, under the user's runtime or home folder. */
    public static Path forDisplay(Map<String, String> env, Path home) {
        String runtime = env.get("XDG_RUNTIME_DIR");
        Path base;
        if (runtime != null && !runtime.isBlank() && Path.of(runtime).isAbsolute() && Files.isDirectory(Path.of(runtime))) {
            base = Path.of(runtime, "savelens");
        } else {
            String local = env.get("LOCALAPPDATA");
            base = local != null && !local.isBlank() ? Path.of(local, "SaveLens", "instance") : home.resolve(".savelens").resolve("instance");
        }
        return base.resolve(displayKey(env));
    }

    /**
     * A folder name for the display: X11's {@code DISPLAY} first (JavaFX on Linux draws through X11, XWayland
     * included), with the screen number dropped ({@code :0.0} is {@code :0}); else {@code WAYLAND_DISPLAY};
     * else {@code session} (Windows, macOS: one desktop per login).
     */
    static String displayKey(Map<String, String> env) {
        String x = env.get("DISPLAY");
        if (x != null && !x.isBlank()) {
            String d = x.trim();
            int colon = d.lastIndexOf(':');
            int dot = d.indexOf('.', colon + 1);
            if (colon >= 0 && dot > colon) d = d.substring(0, dot);
            return "x11-" + safe(d.startsWith(":") ? d.substring(1) : d);
        }
        String wayland = env.get("WAYLAND_DISPLAY");
        if (wayland != null && !wayland.isBlank()) return "wayland-" + safe(wayland.trim());
        return "session";
    }

    /** The display this environment names, as the user would write it, or null. */
    public static String displayName(Map<String, String> env) {
        for (String name : new String[] {"DISPLAY", "WAYLAND_DISPLAY"}) {
            String d = env.get(name);
            if (d != null && !d.isBlank()) return d.trim();
        }
        return null;
    }

    /** Letters, digits, '.', '-' and '_' kept; anything else (a host's ':' or a path's '/') becomes '_'. */
    private static String safe(String s) {
        String kept = s.replaceAll("[^A-Za-z0-9._-]", "_");
        return kept.length() > 40 ? kept.substring(kept.length() - 40) : kept;
    }

    /** Creates the folder readable by its owner only, or checks that an existing one is ours and private. */
    public static Path prepare(Path folder) throws IOException {
        boolean posix = folder.getFileSystem().supportedFileAttributeViews().contains("posix");
        if (!Files.isDirectory(folder)) {
            if (posix) {
                Files.createDirectories(folder.getParent());
                Files.createDirectory(folder, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
            } else {
                Files.createDirectories(folder);
            }
        }
        if (posix) {
            PosixFileAttributeView view = Files.getFileAttributeView(folder, PosixFileAttributeView.class);
            // A file this process creates is owned by this user, whatever the user's name resolves to.
            Path probe = Files.createTempFile(folder, "owner", ".probe");
            try {
                if (!Files.getOwner(probe).equals(view.getOwner())) {
                    throw new IOException(folder + " belongs to " + view.getOwner().getName() + ", not to this user");
                }
            } finally {
                Files.deleteIfExists(probe);
            }
            // Tighten a folder someone loosened; only its owner could have.
            if (!view.readAttributes().permissions().equals(OWNER_ONLY)) view.setPermissions(OWNER_ONLY);
        }
        return folder;
    }
}
