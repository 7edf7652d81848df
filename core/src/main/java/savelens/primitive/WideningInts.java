package savelens.primitive;

/**
 * A fixed number of ints from -1 up, each kept in a byte until one needs more, then in a char, then in an int: the
 * distances of a search over a document are mostly small, and a byte a node instead of an int is 14 MB fewer on
 * a document of nearly five million nodes. Every entry starts at -1. Widening copies the entries once per width.
 */
public final class WideningInts {
    private byte[] bytes;
    private char[] chars;
    private int[] ints;
    private final int length;

    /** {@code length} entries, each -1. */
    public WideningInts(int length) {
        this.length = length;
        this.bytes = new byte[length]; // an entry is kept plus one: 0 is -1
    }

    /** The entries of {@code values} (each at least -1), in the narrowest width that holds the largest. */
    public static WideningInts of(int[] values) {
        WideningInts w = new WideningInts(values.length, widthFor(max(values)));
        // One plain loop per width (no test of the width per entry): a retarget's search at a million nodes makes one.
        if (w.bytes != null) {
            byte[] b = w.bytes;
            for (int i = 0; i < values.length; i++) b[i] = (byte) (values[i] + 1);
        } else if (w.chars != null) {
            char[] c = w.chars;
            for (int i = 0; i < values.length; i++) c[i] = (char) (values[i] + 1);
        } else {
            System.arraycopy(values, 0, w.ints, 0, values.length);
        }
        return w;
    }

    private WideningInts(int length, int width) {
        this.length = length;
        if (width == 1) bytes = new byte[length];
        else if (width == 2) chars = new char[length];
        else ints = new int[length];
    }

    /** The largest of the values (at least -1); throws when one is below -1. */
    private static int max(int[] values) {
        int m = -1, least = -1;
        for (int v : values) {
            m = Math.max(m, v);
            least = Math.min(least, v);
        }
        if (least < -1) throw new IllegalArgumentException("an entry is at least -1: " + least);
        return m;
    }

    private static int widthFor(int value) {
        return value < 0xFF ? 1 : value < 0xFFFF ? 2 : 4;
    }

    public int length() { return length; }

    public int get(int i) {
        if (bytes != null) return (bytes[i] & 0xFF) - 1;
        if (chars != null) return chars[i] - 1;
        return ints[i];
    }

    /** Sets entry {@code i} to {@code value} (at least -1), widening every entry first when it does not fit. */
    public void set(int i, int value) {
        if (value < -1) throw new IllegalArgumentException("an entry is at least -1: " + value);
        if (bytes != null) {
            if (value < 0xFF) {
                bytes[i] = (byte) (value + 1);
                return;
            }
            widen(widthFor(value));
        }
        if (chars != null) {
            if (value < 0xFFFF) {
                chars[i] = (char) (value + 1);
                return;
            }
            widen(4);
        }
        ints[i] = value;
    }

    /** Bytes each entry takes now (1, 2 or 4), for tests and for those who count the heap. */
    public int width() { return bytes != null ? 1 : chars != null ? 2 : 4; }

    /** The entries as ints, a copy. */
    public int[] toIntArray() {
        if (ints != null) return ints.clone();
        int[] out = new int[length];
        if (bytes != null) {
            byte[] b = bytes;
            for (int i = 0; i < length; i++) out[i] = (b[i] & 0xFF) - 1;
        } else {
            char[] c = chars;
            for (int i = 0; i < length; i++) out[i] = c[i] - 1;
        }
        return out;
    }

    private void widen(int width) {
        if (width == 2) {
            chars = new char[length];
            for (int i = 0; i < length; i++) chars[i] = (char) (bytes[i] & 0xFF);
        } else {
            ints = new int[length];
            for (int i = 0; i < length; i++) ints[i] = get(i);
            chars = null;
        }
        bytes = null;
    }
}
