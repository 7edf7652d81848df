package savelens.app.instance;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * One SaveLens window per user and display: the first start becomes the {@link PrimaryInstance} and listens in a private
 * folder; a later start hands its files over and exits. Who is primary is decided by a lock on a file in
 * the folder, which the system releases when a process ends however it ends, so an address left behind
 * by a crashed instance is recognised as stale and taken over.
 *
 * <p>Only the window uses this; command-line runs never do.
 */
public final class InstanceChannel {
    static final String LOCK = "primary.lock";
    private static final long RETRY_MILLIS = 100;
    private final Path folder;
    private final List<Transport> transports;

    InstanceChannel(Path folder, List<Transport> transports) {
        this.folder = folder;
        this.transports = List.copyOf(transports);
    }

    /** The channel of the current user on this display: a Unix domain socket, or loopback TCP with a token where those fail. */
    public static InstanceChannel forCurrentUser() { return in(InstanceFolder.forCurrentUser()); }

    public static InstanceChannel in(Path folder) {
        return new InstanceChannel(folder, List.of(new UnixSocketTransport(), new LoopbackTransport()));
    }

    public Path folder() { return folder; }

    /** The line a start that handed its files over prints (there is no window of its own to show). */
    public static String handedOver(int files, Map<String, String> env) {
        String display = InstanceFolder.displayName(env);
        String window = "the running SaveLens window" + (display == null ? "" : " on display " + display);
        // The window reads the files after this start has exited: it, not this line, says whether one cannot be opened.
        return files == 0 ? "brought " + window + " to the front"
                : "sent to " + window + (files == 1 ? ", which opens it or says there why not" : ", which opens them or says there why not");
    }

    /**
     * Becomes the primary and starts listening; empty when another instance already is the primary.
     * Throws when the folder cannot be made private or no transport can listen.
     */
    public Optional<PrimaryInstance> becomePrimary() throws IOException {
        InstanceFolder.prepare(folder);
        FileChannel lockFile = FileChannel.open(folder.resolve(LOCK), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock = null;
        try {
            try {
                lock = lockFile.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null; // this very process is the primary already
            }
            if (lock == null) {
                lockFile.close();
                return Optional.empty();
            }
            // With the lock held, any published address belongs to an instance that is gone.
            for (Transport t : transports) t.unpublish(folder);
            IOException failure = new IOException("no way to listen in " + folder);
            for (Transport t : transports) {
                try {
                    return Optional.of(new PrimaryInstance(folder, t, lock, t.listen(folder)));
                } catch (IOException | UnsupportedOperationException e) {
                    failure.addSuppressed(e);
                }
            }
            throw failure;
        } catch (IOException | RuntimeException e) {
            // Never keep the lock without listening: later starts would wait for a primary that never answers.
            if (lock != null) lock.release();
            lockFile.close();
            throw e;
        }
    }

    /**
     * Sends files (absolute paths; none just brings the window forward) to the primary. Waits up to
     * {@code patience} for a primary that is still starting. True when the primary accepted them.
     */
    public boolean handOver(List<String> files, Duration patience) {
        long deadline = System.nanoTime() + patience.toNanos();
        do {
            for (Transport t : transports) {
                if (!t.published(folder)) continue;
                try {
                    Transport.Connection connection = t.connect(folder);
                    byte[] message = new OpenRequest(connection.token(), files).encode();
                    if (exchange(connection, message, deadline)) return true;
                } catch (IOException | RuntimeException e) {
                    // not listening (yet, or any more): try the next transport, then again
                }
            }
            try {
                Thread.sleep(RETRY_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        } while (System.nanoTime() < deadline);
        return false;
    }

    private static boolean exchange(Transport.Connection connection, byte[] message, long deadline) throws IOException {
        // Socket channels have no read timeout (Unix ones none at all): a watchdog closes a silent one.
        ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(PrimaryInstance.daemon("savelens-instance-watchdog"));
        try (var channel = connection.channel()) {
            long wait = Math.max(TimeUnit.SECONDS.toNanos(1), deadline - System.nanoTime());
            watchdog.schedule(() -> {
                try {
                    channel.close();
                } catch (IOException e) {
                    // closing is all it was for
                }
            }, wait, TimeUnit.NANOSECONDS);
            ByteBuffer out = ByteBuffer.wrap(message);
            while (out.hasRemaining()) channel.write(out);
            channel.shutdownOutput();
            String reply = new String(PrimaryInstance.readAll(channel), StandardCharsets.UTF_8).trim();
            return OpenRequest.ACCEPTED.equals(reply);
        } finally {
            watchdog.shutdownNow();
        }
    }
}
