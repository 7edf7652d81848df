package savelens.primitive;

/**
 * The strings of an array by value: an open-addressing table of their positions over the array kept anyway, in place of
 * a map with an entry and a boxed number per string (some 60 MB for a million node ids or paths). Positions go in one
 * by one, each once its string is in the array; the array is never copied.
 */
public final class StringArrayIndex {
    private final String[] strings;
    /** Position + 1 per slot, 0 where empty; a power of two long, at most half full. */
    private int[] slots;
    private int size;

    public StringArrayIndex(String[] strings) {
        this.strings = strings;
        this.slots = new int[16];
    }

    /** Position s's string goes in unless another position has it already; returns that position, or -1. */
    public int putIfAbsent(int s) {
        String string = strings[s];
        int mask = slots.length - 1;
        for (int i = spread(string.hashCode()) & mask; ; i = (i + 1) & mask) {
            int at = slots[i] - 1;
            if (at < 0) {
                slots[i] = s + 1;
                if (++size * 2 > slots.length) grow();
                return -1;
            }
            if (string.equals(strings[at])) return at;
        }
    }

    /** The first position put with this string, or -1. */
    public int get(String string) {
        int mask = slots.length - 1;
        for (int i = spread(string.hashCode()) & mask; ; i = (i + 1) & mask) {
            int at = slots[i] - 1;
            if (at < 0) return -1;
            if (string.equals(strings[at])) return at;
        }
    }

    private void grow() {
        int[] old = slots;
        slots = new int[old.length * 2];
        int mask = slots.length - 1;
        for (int s1 : old) {
            if (s1 == 0) continue;
            int i = spread(strings[s1 - 1].hashCode()) & mask;
            while (slots[i] != 0) i = (i + 1) & mask;
            slots[i] = s1;
        }
    }

    private static int spread(int h) {
        int x = h * 0x9E3779B1;
        return x ^ (x >>> 16);
    }
}
