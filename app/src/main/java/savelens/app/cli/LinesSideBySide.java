package savelens.app.cli;

import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicInteger;
import savelens.scene.SceneRows;

/**
 * A big scene's lines ({@link SceneCommands#line}) made on two threads, this one and one of its own: each takes the next
 * run of {@link #CHUNK} rows not taken yet and makes its lines into its own {@link MadeLines}, until none is left (a
 * thread the machine keeps waiting takes fewer runs, and the other does not wait for it). Each row is read, and its line
 * made, as on one thread: the bytes are the same. An interrupt of this thread stops both.
 */
final class LinesSideBySide {
    /** Rows a thread takes at once. */
    static final int CHUNK = 4096;
    private final SceneRows rows;
    private final byte[] newline;
    private final int count;
    private final int chunks;
    private final AtomicInteger nextChunk = new AtomicInteger();
    private final MadeLines[] made = {new MadeLines(), new MadeLines()};
    /** Per run of rows: which thread made its lines (0 this one, 1 the other), and its first line's number there. */
    private final byte[] madeBy;
    private final int[] firstLine;

    private LinesSideBySide(SceneRows rows, byte[] newline) {
        this.rows = rows;
        this.newline = newline;
        this.count = rows.count();
        this.chunks = (count + CHUNK - 1) / CHUNK;
        this.madeBy = new byte[chunks];
        this.firstLine = new int[chunks];
    }

    /** Every row's line, made on two threads. */
    static LinesSideBySide made(SceneRows rows, byte[] newline) {
        LinesSideBySide lines = new LinesSideBySide(rows, newline);
        lines.make();
        return lines;
    }

    private void make() {
        SceneRows.Reader other = rows.reader(); // made here: a reader is then only read on its own thread
        FutureTask<Void> side = new FutureTask<>(() -> {
            takeRuns(1, other);
            return null;
        });
        Thread helper = new Thread(side, "savelens-scene-lines");
        helper.setDaemon(true);
        helper.start();
        try {
            takeRuns(0, rows.reader());
            side.get(); // the runs it took, done: what it wrote is seen here from now on
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("the scene's lines were interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error r) throw r;
            throw new IllegalStateException(e.getCause());
        } finally {
            side.cancel(true); // a failure or a Cancel here stops the other thread too; done, nothing
        }
    }

    /** Takes runs of rows until none is left, their lines into {@code made[thread]}. */
    private void takeRuns(int thread, SceneRows.Reader reader) {
        MadeLines into = made[thread];
        ShownKinds shownKinds = new ShownKinds();
        for (int c = nextChunk.getAndIncrement(); c < chunks; c = nextChunk.getAndIncrement()) {
            madeBy[c] = (byte) thread;
            firstLine[c] = into.count();
            int from = c * CHUNK;
            reader.rows(from, Math.min(count, from + CHUNK), o -> {
                SceneCommands.line(o, shownKinds, into.bytes);
                into.bytes.bytes(newline);
                into.ended(into.count());
            });
        }
    }

    /** Row {@code n}'s line onto {@code out} through {@code queue}. */
    void print(int n, LineQueue queue, LineBytes out, int flushAt) {
        int c = n / CHUNK;
        queue.print(made[madeBy[c]], firstLine[c] + n - c * CHUNK, out, flushAt);
    }
}
