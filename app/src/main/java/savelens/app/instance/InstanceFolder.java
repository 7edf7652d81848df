package savelens.app.instance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * The folder where the running window listens: private to the user, so that no other user can reach the
 * channel or read its token. {@code $XDG_RUNTIME_DIR/savelens} where the desktop provides one (already
 * private, and emptied at logout), else a folder under the user's own profile.
 */
public final class InstanceFolder {
    static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");

    private InstanceFolder() {}

    public static Path forCurrentUser() {
        String runtime = System.getenv("XDG_RUNTIME_DIR");
        if (runtime != null && !runtime.isBlank() && Path.of(runtime).isAbsolute() && Files.isDirectory(Path.of(runtime))) {
            return Path.of(runtime, "savelens");
        }
        String local = System.getenv("LOCALAPPDATA");
        if (local != null && !local.isBlank()) return Path.of(local, "SaveLens", "instance");
        return Path.of(System.getProperty("user.home"), ".savelens", "instance");
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
