package savelens.save;

import java.io.IOException;
import java.nio.file.Path;

/** Where a save keeps the newest backup of a file, for whoever names or opens it. */
public final class Backups {
    private Backups() {}

    /**
     * {@code FILE.bak} beside the file a save writes: a link is saved through to the file it names, so its
     * backup sits beside that file. A path that cannot be resolved is taken as given.
     */
    public static Path newest(Path file) {
        Path real;
        try {
            real = file.toRealPath();
        } catch (IOException unresolved) {
            real = file;
        }
        return BackupGenerations.generation(real, 1);
    }
}
