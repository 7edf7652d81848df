package savelens.index;

/** Sees the values of a range in document order ({@link ValueIndex#scanner}); returns false to stop. */
@FunctionalInterface
public interface ValueScan {
    /**
     * @param value    the value number
     * @param kind     one of the {@link ValueIndex} kinds
     * @param start    offset of its first byte
     * @param end      offset just past it
     * @param keyStart offset where its member name starts, or -1
     * @param after    the first value after its subtree
     */
    boolean value(int value, byte kind, long start, long end, long keyStart, int after);
}
