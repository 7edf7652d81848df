package savelens.save;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * The backups of a file: {@code FILE.bak} the newest, then {@code FILE.bak.2} … {@code FILE.bak.N} the
 * oldest. Each one comes into place by a rename of a complete file (a hard link to what it backs up, or a
 * copy flushed to disk where links are not available), so a backup is never half-written and the previous
 * {@code FILE.bak} is replaced only once the new one is whole.
 */
final class BackupGenerations {
    private BackupGenerations() {}

    static Path generation(Path real, int n) {
        return real.resolveSibling(real.getFileName() + (n == 1 ? ".bak" : ".bak." + n));
    }

    /**
     * Moves every generation one older (the oldest of {@code n} falls off) and makes {@code FILE.bak} the
     * file as it is now. {@code copy}: copy rather than link, so that the backup does not share its content
     * with the file's other hard links.
     */
    static void rotate(Path real, int n, FileIdentity identity, boolean copy, SaveSteps steps) throws IOException {
        for (int i = n - 1; i >= 2; i--) {
            Path from = generation(real, i);
            if (Files.exists(from, LinkOption.NOFOLLOW_LINKS)) steps.rename(from, generation(real, i + 1));
        }
        Path newest = generation(real, 1);
        // FILE.bak becomes FILE.bak.2 through a second name, so that there is a FILE.bak at every moment.
        if (n >= 2 && Files.isRegularFile(newest, LinkOption.NOFOLLOW_LINKS)) place(real, newest, generation(real, 2), null, false, steps);
        place(real, real, newest, identity, copy, steps);
    }

    /** Puts a complete copy of {@code source} at {@code target} by a rename; {@code identity} of the source, or null to read it. */
    private static void place(Path real, Path source, Path target, FileIdentity identity, boolean copy, SaveSteps steps) throws IOException {
        Path temp = null;
        try {
            for (int attempt = 0; temp == null; attempt++) {
                Path candidate = TempNames.backup(real);
                try {
                    if (copy || !linked(source, candidate, steps)) {
                        copy = true; // no hard links here (or not for this file): a flushed copy does the same
                        copy(source, candidate, identity, steps);
                    }
                    temp = candidate;
                } catch (FileAlreadyExistsException e) {
                    if (attempt == 9) throw e; // the name is someone else's: draw another
                }
            }
            steps.rename(temp, target);
            // Renaming one name of a file over another name of the same file does nothing (POSIX): after a
            // killed save FILE.bak may still be a link to FILE. The target is right; the spare name goes.
            if (!Files.exists(temp, LinkOption.NOFOLLOW_LINKS)) temp = null;
        } finally {
            if (temp != null) AtomicSave.removeQuietly(temp, steps);
        }
    }

    /** Gives {@code source} the second name {@code link}; false where the file system (or this file) has no hard links. */
    private static boolean linked(Path source, Path link, SaveSteps steps) throws IOException {
        try {
            steps.link(source, link);
            return true;
        } catch (FileAlreadyExistsException e) {
            throw e;
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    private static void copy(Path source, Path temp, FileIdentity identity, SaveSteps steps) throws IOException {
        try {
            steps.copy(source, temp);
        } catch (FileAlreadyExistsException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            AtomicSave.removeQuietly(temp, steps); // what a failed copy left of itself
            throw e;
        }
        try {
            (identity != null ? identity : FileIdentity.of(source)).applyTo(temp);
        } catch (IOException | RuntimeException e) {
            AtomicSave.removeQuietly(temp, steps);
            throw e;
        }
    }
}
