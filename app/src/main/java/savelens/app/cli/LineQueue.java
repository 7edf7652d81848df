package savelens.app.cli;

/**
 * Lines made before ({@link MadeLines}, one or several) printed in another order than they were made, {@link #BATCH} of
 * them at once. In the tree's order the lines are far apart: copied one at a time, each waited for its start and then
 * for its bytes in turn. A batch reads every start first, then every line's first and last bytes, then copies the
 * lines: the reads of the first two loops do not wait for one another, so the processor waits for many places at once.
 */
final class LineQueue {
    /** Lines a batch takes at once. */
    static final int BATCH = 64;
    private final MadeLines[] queuedFrom = new MadeLines[BATCH];
    private final int[] queued = new int[BATCH];
    private final long[] queuedStart = new long[BATCH];
    private final int[] queuedEnd = new int[BATCH];
    private int size;
    /** What the reads ahead of the copies read: kept, so that they are made. */
    private int touched;

    /** Line {@code n} of {@code made} onto {@code out} after the lines given before it ({@link #printQueued} prints the rest). */
    void print(MadeLines made, int n, LineBytes out, int flushAt) {
        queuedFrom[size] = made;
        queued[size++] = n;
        if (size == BATCH) printQueued(out, flushAt);
    }

    /**
     * The lines given to {@link #print} and not printed yet, onto {@code out}, which is flushed whenever it holds
     * {@code flushAt} bytes or more.
     */
    void printQueued(LineBytes out, int flushAt) {
        int q = size;
        size = 0;
        for (int j = 0; j < q; j++) {
            MadeLines made = queuedFrom[j];
            long s = made.start(queued[j]);
            queuedStart[j] = s;
            queuedEnd[j] = made.end(queued[j], s);
        }
        int t = 0;
        for (int j = 0; j < q; j++) {
            long s = queuedStart[j];
            int from = (int) s;
            if (from < queuedEnd[j]) t += queuedFrom[j].byteAt(s, from) + queuedFrom[j].byteAt(s, queuedEnd[j] - 1); // a line may span two cache lines
        }
        touched += t;
        for (int j = 0; j < q; j++) {
            queuedFrom[j].copy(queuedStart[j], queuedEnd[j], out);
            queuedFrom[j] = null;
            if (out.size() >= flushAt) out.flush();
        }
    }
}
