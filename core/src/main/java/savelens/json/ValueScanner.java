package savelens.json;

import savelens.index.IndexScanner;
import savelens.index.ValueScan;

/**
 * Hands ranges of values to a {@link ValueScan} in document order, rebuilding each chunk of the index once
 * and keeping it from one range to the next: walking the bodies of a run of small nodes one after another
 * scans their text once, where a lookup per value (or a fresh chunk per range) would rescan the run from its
 * start. Belongs to one thread.
 */
public final class ValueScanner implements IndexScanner {
    private final JsonIndex index;
    private final Chunk chunk = new Chunk();

    ValueScanner(JsonIndex index) {
        this.index = index;
    }

    /** The values {@code from} to {@code to - 1}; returns false when the scan stopped early. */
    @Override
    public boolean scan(int from, int to, ValueScan scan) {
        return index.scan(from, to, scan, chunk);
    }
}
