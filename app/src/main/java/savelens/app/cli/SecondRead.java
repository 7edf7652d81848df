package savelens.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import savelens.file.OpenFile;

/**
 * The second file a command names (diff's B), read on a thread of its own while the command reads the first, where the
 * machine has a second core and the heap room for both reads at once; else read after the first, as it always was. A
 * read is one pass over its text on one thread, so on two cores two of them take about the time of one.
 *
 * <p>The command sees the same either way: the first file is read on its own thread and its failure is reported as
 * before (the second read is then stopped, and its thread waited for); the second's failure is thrown where the
 * command asks for it; the read listener hears of the first file before the second, both on the command's thread.
 */
final class SecondRead implements AutoCloseable {
    /** Below this a file is read in milliseconds: nothing to gain from a thread. */
    static final long SIDE_BY_SIDE_FROM_BYTES = 1L << 20;

    /**
     * Heap free per byte of the two files before they are read side by side. Two 1M scenes (239 MB of text) are
     * diffed in 460 MB of heap read one after the other and need about 570 MB side by side (2.4 bytes a byte: both
     * reads' working arrays at once). Eight leaves the collector room to spare, and room for a save that unpacks to
     * more text than its file holds; a 10M pair (2.4 GB) in 4 GB of heap is read one after the other.
     */
    static final long HEAP_A_FILE_BYTE = 8;

    private final DocumentCommands commands;
    /** The file as the command line names it: made a path where it is read, as a read after the first always did. */
    private final String file;
    /** Null when the file is read one after the other, when asked for. */
    private final FutureTask<OpenFile> read;
    private final Thread reader;

    private SecondRead(DocumentCommands commands, String file, boolean sideBySide) {
        this.commands = commands;
        this.file = file;
        Path path = sideBySide ? pathOf(file) : null;
        if (path != null) {
            read = new FutureTask<>(() -> commands.open(path));
            reader = new Thread(read, "savelens-second-read");
            reader.setDaemon(true);
            reader.start();
        } else {
            read = null;
            reader = null;
        }
    }

    /** Whether a command's two files are read side by side. */
    @FunctionalInterface
    interface Choice {
        boolean sideBySide(String first, String second);
    }

    /** By the files' sizes, the heap free and the cores: see {@link #sideBySide(long, long, long, int)}. */
    static final Choice BY_HEAP = (first, second) -> {
        Runtime runtime = Runtime.getRuntime();
        long free = runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
        return sideBySide(size(first), size(second), free, runtime.availableProcessors());
    };

    /** Starts reading {@code second} beside {@code first} where {@code choice} says so; else it is read when asked for. */
    static SecondRead start(DocumentCommands commands, String first, String second, Choice choice) {
        return new SecondRead(commands, second, choice.sideBySide(first, second));
    }

    /**
     * Whether two files of these sizes are read side by side: with a second core, each file big enough to be worth a
     * thread, and the heap free for {@link #HEAP_A_FILE_BYTE} bytes a byte of the two. A size not known (-1: no such
     * file, not readable) reads them one after the other, where the read reports why.
     */
    static boolean sideBySide(long firstBytes, long secondBytes, long freeHeap, int processors) {
        if (processors < 2 || firstBytes < SIDE_BY_SIDE_FROM_BYTES || secondBytes < SIDE_BY_SIDE_FROM_BYTES) return false;
        long both = firstBytes + secondBytes;
        return both <= freeHeap / HEAP_A_FILE_BYTE;
    }

    private static long size(String name) {
        try {
            Path file = pathOf(name);
            return file != null && Files.isRegularFile(file) ? Files.size(file) : -1;
        } catch (IOException | SecurityException e) { // the read says why, as before
            return -1;
        }
    }

    /** Null for a name that is no path: read one after the other, the read reports it as it always did. */
    private static Path pathOf(String name) {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            return null;
        }
    }

    /** Whether the file is being read on a thread of its own. */
    boolean onItsOwnThread() { return read != null; }

    /** The second file, read: waited for, or read now. Throws what its read threw, as a read on this thread would. */
    OpenFile get() {
        if (read == null) return commands.load(Path.of(file));
        OpenFile opened;
        try {
            opened = read.get();
        } catch (InterruptedException e) {
            close();
            Thread.currentThread().interrupt();
            throw new CancellationException("reading was cancelled"); // what the read itself throws once interrupted
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error r) throw r;
            throw new IllegalStateException(e.getCause());
        }
        commands.told(Path.of(file));
        return opened;
    }

    /**
     * Stops the second read if it is still going (the first failed, or the command was interrupted) and waits until its
     * thread has ended: a read stops at its next check once interrupted, and no reader is left running after the command.
     */
    @Override
    public void close() {
        if (reader == null) return;
        read.cancel(true);
        boolean interrupted = false;
        while (reader.isAlive()) {
            try {
                reader.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
    }
}
