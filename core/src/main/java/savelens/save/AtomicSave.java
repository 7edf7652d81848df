package savelens.save;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * The one way SaveLens writes a file. Under the file's lock: leftovers of killed saves go, a read-only
 * file and a file changed on disk since it was read are refused, the new content goes to a temp file
 * beside the real file (given the original's permission bits and owner), is flushed, read back and
 * checked, the backups move one generation on, and a rename puts the new file in place; the folder is
 * flushed after the renames. On any failure the file is as it was and no temp file is left.
 */
public final class AtomicSave {
    private AtomicSave() {}

    /** {@link #write(Path, byte[], Consumer, SaveOptions)} with one backup and no check against an earlier read. */
    public static SaveResult write(Path target, byte[] bytes, Consumer<byte[]> verify) {
        return write(target, bytes, verify, SaveOptions.defaults());
    }

    /**
     * Writes {@code bytes} to {@code target} (through a symlink: to the file it names, the link stays);
     * {@code verify} gets the bytes once the file read back from disk is found to hold exactly them (compared a chunk at
     * a time, not read into a second array), and throws if they are wrong.
     */
    public static SaveResult write(Path target, byte[] bytes, Consumer<byte[]> verify, SaveOptions options) {
        return write(target, SavedBytes.of(bytes), verify, options);
    }

    /**
     * As {@link #write(Path, byte[], Consumer, SaveOptions)} for bytes whose only check is that the file read back holds
     * them (a format whose file is its text): held in blocks, they are written, compared and hashed a block at a time,
     * never as one array.
     */
    public static SaveResult write(Path target, SavedBytes bytes, SaveOptions options) {
        return write(target, bytes, null, options);
    }

    /** {@code verify}: given the bytes when they are one array; null when the read-back compare is the whole check. */
    private static SaveResult write(Path target, SavedBytes bytes, Consumer<byte[]> verify, SaveOptions options) {
        Path real;
        try {
            real = realTarget(target);
        } catch (IOException e) {
            throw SaveFailedException.writing(target, e);
        }
        SaveLock lock;
        try {
            lock = SaveLock.acquire(real, options.steps());
        } catch (AccessDeniedException e) {
            throw new SaveRefusedException(SaveRefusedException.Reason.FOLDER_NOT_WRITABLE, target);
        } catch (IOException e) {
            throw SaveFailedException.writing(target, e);
        }
        try (lock) {
            return writeLocked(target, real, bytes, verify, options);
        }
    }

    private static SaveResult writeLocked(Path target, Path real, SavedBytes bytes, Consumer<byte[]> verify, SaveOptions options) {
        SaveSteps steps = options.steps();
        Path temp = null;
        try {
            TempNames.removeLeftovers(real, steps);
            // Taken before the comparison with the read: a change while it hashes then shows below.
            DiskState before = DiskState.of(real);
            boolean exists = Files.exists(real, LinkOption.NOFOLLOW_LINKS);
            FileIdentity identity = exists ? FileIdentity.of(real) : null;
            if (identity != null && identity.readOnly()) throw new SaveRefusedException(SaveRefusedException.Reason.READ_ONLY, target);
            FileStamp expected = options.expectedFor(real);
            if (expected != null && !expected.matchesDisk()) {
                throw new SaveRefusedException(SaveRefusedException.Reason.CHANGED_ON_DISK, target);
            }
            int otherLinks = exists ? otherLinks(real, identity) : 0;

            FileChannel channel = null;
            for (int attempt = 0; channel == null; attempt++) {
                Path candidate = TempNames.content(real);
                try {
                    // Owner-only until it has the original's mode: no one else may open it before then.
                    channel = steps.createNew(candidate, identity != null);
                    temp = candidate;
                } catch (FileAlreadyExistsException e) {
                    if (attempt == 9) throw e; // someone else's file by that name: draw another
                } catch (AccessDeniedException e) {
                    throw new SaveRefusedException(SaveRefusedException.Reason.FOLDER_NOT_WRITABLE, target);
                }
            }
            try (FileChannel out = channel) {
                if (identity != null) identity.applyTo(temp);
                bytes.forEachBlock(block -> steps.write(out, block));
                steps.force(out);
            }
            if (!steps.readBack(temp, bytes)) {
                throw new SaveFailedException("cannot write " + target.getFileName() + ": the written file did not read back the same");
            }
            // The file holds these very bytes: what they verify as, it does.
            if (verify != null) verified(bytes.wholeOrNull(), verify);

            // Size and time may not show a rewrite of the same length within one tick of the file system's clock: the
            // content is compared too, before the backups move (its cost is one more read of the file).
            unchangedSince(before, expected, target, real, temp, steps);
            if (exists && options.backups() > 0) {
                BackupGenerations.rotate(real, options.backups(), identity, otherLinks > 0, steps);
                forceFolder(real, steps);
            }
            // The last look, as close to the rename as it can be: what is left is the time between the two calls.
            unchangedSince(before, null, target, real, temp, steps);
            steps.rename(temp, real);
            temp = null;
            forceFolder(real, steps);
            List<String> warnings = otherLinks == 0 ? List.of()
                    : List.of(target + " had " + (otherLinks + 1) + " hard links; the save made it a file of its own, the other "
                            + (otherLinks == 1 ? "link keeps" : otherLinks + " links keep") + " the old content");
            return new SaveResult(FileStamp.written(real, bytes), warnings);
        } catch (IOException e) {
            throw SaveFailedException.writing(target, e);
        } finally {
            if (temp != null) removeQuietly(temp, steps);
        }
    }

    /**
     * Refuses the save when the file is no longer the one found under the lock (another program wrote it, in place
     * or by renaming a new file over it, while this save wrote, flushed and verified). The new content is not lost:
     * the temp file is renamed to {@code FILE.savelens-edit} beside it. {@code content}: the stamp whose hash the
     * file must still have, or null to compare size, time and identity alone.
     */
    private static void unchangedSince(DiskState before, FileStamp content, Path target, Path real, Path temp, SaveSteps steps)
            throws IOException {
        if (DiskState.of(real).equals(before) && (content == null || content.matchesDisk())) return;
        Path kept = SaveRefusedException.editKeptBeside(real);
        steps.rename(temp, kept);
        // Named as the user named the file, unless that name is a link elsewhere.
        Path shown = Files.isSymbolicLink(target) ? kept : SaveRefusedException.editKeptBeside(target);
        throw new SaveRefusedException(SaveRefusedException.Reason.CHANGED_WHILE_SAVING, target, shown);
    }

    /** Hard links of the file besides itself, not counting a FILE.bak that a killed save left linked to it. */
    private static int otherLinks(Path real, FileIdentity identity) throws IOException {
        int others = identity.links() - 1;
        Path bak = BackupGenerations.generation(real, 1);
        if (others > 0 && Files.exists(bak, LinkOption.NOFOLLOW_LINKS) && Files.isSameFile(real, bak)) others--;
        return others;
    }

    private static void verified(byte[] back, Consumer<byte[]> verify) {
        try {
            verify.accept(back);
        } catch (SaveFailedException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new SaveFailedException("the written file did not verify: " + e.getMessage(), e);
        }
    }

    /** Flushes the folder's entries; where the system cannot (Windows), renames are as durable as it makes them. */
    private static void forceFolder(Path real, SaveSteps steps) {
        try {
            steps.forceFolder(real.getParent());
        } catch (IOException e) {
            // not supported here
        }
    }

    /**
     * The file a save replaces: through symlinks to the file they name, in its real folder. A link to a file
     * not there yet is followed by hand, so that the save creates the target and the link stays.
     */
    static Path realTarget(Path target) throws IOException {
        Path p = target.toAbsolutePath();
        if (Files.exists(p)) {
            Path real = p.toRealPath();
            if (Files.isDirectory(real)) throw new FileSystemException(target.toString(), null, "it is a folder");
            // Renaming over a device or a pipe would replace it with a plain file.
            if (!Files.isRegularFile(real)) throw new FileSystemException(target.toString(), null, "it is not a regular file");
            return real;
        }
        for (int hops = 0; Files.isSymbolicLink(p); hops++) {
            if (hops == 40) throw new FileSystemException(target.toString(), null, "too many levels of symbolic links");
            p = p.getParent().resolve(Files.readSymbolicLink(p));
        }
        Path folder = p.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new FileSystemException(target.toString(), null, "the folder " + (folder == null ? p : folder) + " does not exist");
        }
        return folder.toRealPath().resolve(p.getFileName());
    }

    static void removeQuietly(Path file, SaveSteps steps) {
        try {
            steps.delete(file);
        } catch (IOException | RuntimeException e) {
            // nothing more can be done now; the next save of this file removes it
        }
    }
}
