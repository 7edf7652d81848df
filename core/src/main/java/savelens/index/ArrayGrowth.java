package savelens.index;

/**
 * How far to grow an array that a read fills in document order: to what the whole document needs at the rate met
 * so far and an eighth more, at most sixteen times as many (a document whose entries all come early asks no more),
 * at least twice as many. A big document's arrays then grow a few times rather than a score: each copy of a big
 * array is one the collector handles apart and that may start a marking cycle.
 */
public final class ArrayGrowth {
    private ArrayGrowth() {}

    /**
     * The next length of an array full at {@code size}, when {@code done} of the document's {@code total} (bytes,
     * nodes) are read and it can need no more than {@code most} entries.
     */
    public static int next(int size, long done, long total, long most) {
        long atThisRate = done <= 0 || done > total ? 0 : Math.min(Math.min(size * total / done * 9 / 8, most), size * 16L);
        return (int) Math.min(Integer.MAX_VALUE - 8, Math.max(size * 2L, atThisRate));
    }
}
