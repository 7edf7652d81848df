package savelens.json;

/** Sees the values of a range in document order ({@link JsonIndex#scan}); returns false to stop. */
@FunctionalInterface
public interface ValueScan {
    /**
     * @param value    the value number
     * @param kind     one of the {@link JsonIndex} kinds
     * @param start    offset of its first byte
     * @param end      offset just past it
     * @param keyStart offset of its member name's opening quote, or -1
     * @param after    the first value after its subtree
     */
    boolean value(int value, byte kind, int start, int end, int keyStart, int after);
}
