package savelens.save;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The advisory lock every save of one file holds from before its temp file exists until the file is
 * replaced: {@code .NAME.lock} beside the real file (the file itself cannot carry it, the save replaces
 * its inode). Saves in this process queue on a lock of their own first, since the JVM refuses a second
 * lock on a file it already locks.
 *
 * <p>The lock file is removed on release, so a waiter may wake holding a lock on a file that no longer has
 * a name while a newcomer locks a new file by that name: two holders. So the lock counts only if the path
 * names the file that was locked, told by the file key (device and inode): the same before and after the
 * open (so the channel is on that file) and after the lock. Else it starts again. The lock file is never
 * opened a second time while held: closing any channel on it would drop this process's POSIX lock.
 * Where the file system has no file keys (Windows), the file cannot be told apart and is left in place.
 */
final class SaveLock implements AutoCloseable {
    private static final Map<Path, ReentrantLock> IN_PROCESS = new ConcurrentHashMap<>();

    private final Path path;
    private final FileChannel channel;
    private final FileLock lock;
    private final ReentrantLock local;
    private final SaveSteps steps;
    private final boolean remove;

    private SaveLock(Path path, FileChannel channel, FileLock lock, ReentrantLock local, SaveSteps steps, boolean remove) {
        this.path = path;
        this.channel = channel;
        this.lock = lock;
        this.local = local;
        this.steps = steps;
        this.remove = remove;
    }

    /** Waits for the lock of saves of {@code real}; an {@link java.nio.file.AccessDeniedException} when the folder refuses the lock file. */
    static SaveLock acquire(Path real, SaveSteps steps) throws IOException {
        Path path = TempNames.lock(real);
        ReentrantLock local = IN_PROCESS.computeIfAbsent(path, p -> new ReentrantLock());
        local.lock();
        try {
            while (true) {
                Object before = key(path);
                // Not through a symlink: in a shared folder someone else could plant one by that name.
                FileChannel channel = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
                boolean held = false;
                try {
                    Object opened = key(path);
                    boolean keyed = opened != NO_KEY;
                    if (keyed && (before == null || !before.equals(opened))) continue; // it changed as it was opened
                    FileLock lock = channel.lock();
                    if (keyed && !Objects.equals(opened, key(path))) continue; // removed or replaced while waiting
                    held = true;
                    return new SaveLock(path, channel, lock, local, steps, keyed);
                } finally {
                    if (!held) channel.close(); // also lets go of a lock on a file that lost its name
                }
            }
        } catch (IOException | RuntimeException | Error e) {
            local.unlock();
            throw e;
        }
    }

    private static final Object NO_KEY = new Object();

    /** The file key of what the path names now; null when nothing; {@link #NO_KEY} where keys are not supported. */
    private static Object key(Path path) throws IOException {
        try {
            Object key = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
            return key == null ? NO_KEY : key;
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    /** Removes the lock file while still holding it (waiters on it then notice and start again), then lets go. */
    @Override public void close() {
        if (remove) AtomicSave.removeQuietly(path, steps);
        try {
            lock.release();
            channel.close();
        } catch (IOException e) {
            // closing the channel releases the lock in any case
        } finally {
            local.unlock();
        }
    }
}
