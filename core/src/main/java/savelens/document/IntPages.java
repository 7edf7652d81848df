package savelens.document;

/**
 * An int array of fixed length kept in pages of 64 Ki ints (256 KB): a large one (millions of entries) made late in a
 * read, when the heap holds much else, needs no run of free space as long as itself (see {@link AscendingInts}).
 */
final class IntPages {
    static final int PAGE_BITS = 16, PAGE = 1 << PAGE_BITS, PAGE_MASK = PAGE - 1;
    private final int length;
    private final int[][] pages;

    IntPages(int length) {
        this.length = length;
        int count = (length + PAGE_MASK) >>> PAGE_BITS;
        pages = new int[count][];
        for (int p = 0; p < count; p++) pages[p] = new int[Math.min(PAGE, length - (p << PAGE_BITS))];
    }

    /** The first {@code count} of {@code values} in pages of their own. */
    static IntPages copyOf(int[] values, int count) {
        IntPages p = new IntPages(count);
        for (int i = 0; i < count; i++) p.set(i, values[i]);
        return p;
    }

    /** Pages of chars for {@code length} chars, {@link #PAGE} to a page. */
    static char[][] charPages(int length) {
        int count = (length + PAGE_MASK) >>> PAGE_BITS;
        char[][] pages = new char[count][];
        for (int p = 0; p < count; p++) pages[p] = new char[Math.min(PAGE, length - (p << PAGE_BITS))];
        return pages;
    }

    int length() { return length; }

    int get(int i) { return pages[i >>> PAGE_BITS][i & PAGE_MASK]; }

    void set(int i, int v) { pages[i >>> PAGE_BITS][i & PAGE_MASK] = v; }

    /** Adds one to entry i and gives its value before. */
    int getAndIncrement(int i) { return pages[i >>> PAGE_BITS][i & PAGE_MASK]++; }
}
