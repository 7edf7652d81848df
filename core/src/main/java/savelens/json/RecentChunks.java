package savelens.json;

/**
 * The few chunks one thread rebuilt last, the most recently used first. A walk that goes from a node to what it
 * links to and back (an object and its components, a container and the values its loop reads) finds both
 * still built instead of rebuilding one from the text at every step, as a single kept chunk would.
 */
final class RecentChunks {
    /** Enough for a loop's container, the node it visits and what that node links to nearby; small enough to search. */
    static final int SIZE = 4;

    private final Chunk[] chunks = new Chunk[SIZE];

    RecentChunks() {
        for (int i = 0; i < SIZE; i++) chunks[i] = new Chunk();
    }

    /** The chunk holding v below its own entry, moved to the front; null when none of them does. */
    Chunk holding(int v) {
        Chunk first = chunks[0];
        if (first.holds(v)) return first;
        for (int i = 1; i < SIZE; i++) {
            Chunk c = chunks[i];
            if (c.holds(v)) {
                System.arraycopy(chunks, 0, chunks, 1, i);
                chunks[0] = c;
                return c;
            }
        }
        return null;
    }

    /** The least recently used chunk, moved to the front for the caller to reset. */
    Chunk oldest() {
        Chunk c = chunks[SIZE - 1];
        System.arraycopy(chunks, 0, chunks, 1, SIZE - 1);
        chunks[0] = c;
        return c;
    }
}
