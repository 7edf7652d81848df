package savelens.index;

/**
 * Hands ranges of values to a {@link ValueScan} in document order. An index whose lookups cost more than an
 * array read (the JSON index rebuilds small containers from the text) gives one that keeps its work from one
 * range to the next. Belongs to one thread.
 */
@FunctionalInterface
public interface IndexScanner {
    /** The values {@code from} to {@code to - 1}; returns false when the scan stopped early. */
    boolean scan(int from, int to, ValueScan scan);
}
