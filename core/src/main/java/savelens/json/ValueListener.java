package savelens.json;

/**
 * Sees each value while {@link JsonIndexer} reads it, in document order, before the index exists: a format
 * can do its own work in the same pass instead of walking the finished index again. The text is not yet
 * validated past the value at hand, so a listener keeps what it learns provisional until indexing succeeds.
 */
public interface ValueListener {
    /**
     * A value begins.
     *
     * @param number its value number in the index to come
     * @param kind   one of the {@link JsonIndex} kinds
     * @param start  offset of its first byte
     * @param depth  containers around it (0 for the root)
     * @param name   its member name, decoded, or null for an array element or the root
     */
    void value(int number, byte kind, long start, int depth, String name);

    /** A container (begun at the same depth) ends; {@code end} is the offset just past its closing bracket. */
    void end(int number, int depth, long end);

    /**
     * Whether the indexer may call this listener on a thread of its own while it parses a text of this many bytes
     * (see {@link ValueRelay}): true only for a listener that keeps to what it is given and uses nothing of the
     * calling thread's (its thread-locals, its progress or cancellation), and where the text is big enough to
     * repay a thread.
     */
    default boolean listensOnItsOwnThread(long textLength) { return false; }
}
