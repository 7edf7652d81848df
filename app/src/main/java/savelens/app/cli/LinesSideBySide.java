package savelens.app.cli;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import savelens.scene.SceneRows;

/**
 * A big scene's lines ({@link SceneCommands#line}) made on two threads, this one and one of its own: each takes the next
 * run of {@link #CHUNK} rows not taken yet and makes its lines into a {@link MadeLines} of the run's own. Each row is
 * read, and its line made, as on one thread: the bytes are the same.
 *
 * <p>This thread never waits for the other: once no run is left to take, it makes itself the lines of any run the other
 * took and has not finished (the first of the two to finish a run gives its lines, the other's are let go), and stops
 * it. On a machine whose other core is busy, the other thread then costs at most a run made twice; a failure there costs
 * nothing but its runs, made here again.
 */
final class LinesSideBySide {
    /** Rows a thread takes at once. */
    static final int CHUNK = 4096;
    /** A run's lines are kept in blocks of this many bytes (a run's last block is part empty: small, with many runs). */
    private static final int RUN_BLOCK = 1 << 16;
    private final SceneRows rows;
    private final byte[] newline;
    private final int count;
    private final int chunks;
    private final AtomicInteger nextChunk = new AtomicInteger();
    /** Per run of rows, its lines once made (by whichever thread finished them first); null before. */
    private final AtomicReferenceArray<MadeLines> made;
    /** The same, read once every run is made. */
    private MadeLines[] lines;

    private LinesSideBySide(SceneRows rows, byte[] newline) {
        this.rows = rows;
        this.newline = newline;
        this.count = rows.count();
        this.chunks = (count + CHUNK - 1) / CHUNK;
        this.made = new AtomicReferenceArray<>(chunks);
    }

    /** Every row's line, made on two threads. */
    static LinesSideBySide made(SceneRows rows, byte[] newline) {
        LinesSideBySide lines = new LinesSideBySide(rows, newline);
        lines.make();
        return lines;
    }

    private void make() {
        SceneRows.Reader other = rows.reader(); // made here: a reader is then only read on its own thread
        Thread helper = new Thread(() -> takeRuns(other, new ShownKinds()), "savelens-scene-lines");
        helper.setDaemon(true);
        helper.setUncaughtExceptionHandler((t, failure) -> { }); // its runs are made here again, failing here if they fail
        helper.start();
        try {
            SceneRows.Reader reader = rows.reader();
            ShownKinds shownKinds = new ShownKinds();
            takeRuns(reader, shownKinds);
            for (int c = 0; c < chunks; c++) if (made.get(c) == null) run(c, reader, shownKinds); // taken there, not done yet
        } finally {
            helper.interrupt(); // done, failed or cancelled here: nothing left for it to do
        }
        lines = new MadeLines[chunks];
        for (int c = 0; c < chunks; c++) lines[c] = made.get(c);
    }

    /** Takes runs of rows until none is left. */
    private void takeRuns(SceneRows.Reader reader, ShownKinds shownKinds) {
        for (int c = nextChunk.getAndIncrement(); c < chunks; c = nextChunk.getAndIncrement()) run(c, reader, shownKinds);
    }

    /** Makes run {@code c}'s lines, and gives them unless the other thread gave the run's first. */
    private void run(int c, SceneRows.Reader reader, ShownKinds shownKinds) {
        int from = c * CHUNK;
        MadeLines into = new MadeLines(RUN_BLOCK, CHUNK);
        reader.rows(from, Math.min(count, from + CHUNK), o -> {
            SceneCommands.line(o, shownKinds, into.bytes);
            into.bytes.bytes(newline);
            into.ended(into.count());
        });
        made.compareAndSet(c, null, into);
    }

    /** Row {@code n}'s line onto {@code out} through {@code queue}. */
    void print(int n, LineQueue queue, LineBytes out, int flushAt) {
        int c = n / CHUNK;
        queue.print(lines[c], n - c * CHUNK, out, flushAt);
    }
}
