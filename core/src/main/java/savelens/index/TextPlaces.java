package savelens.index;

/**
 * Places in a text read a block at a time, for the messages about a text past one array's most (a helio text in
 * pieces): each walks the text from its start, as the one-array versions do, once per message.
 */
public final class TextPlaces {
    private static final int BLOCK = 1 << 16;

    /** Copies the bytes {@code from} up to {@code to} of a text into {@code out} at {@code at}. */
    @FunctionalInterface
    public interface Reader {
        void copy(long from, long to, byte[] out, int at);
    }

    private TextPlaces() {}

    /** Line and column (both 1-based, the column in characters) of byte {@code offset} of a text of {@code length} bytes. */
    public static long[] lineColumn(Reader text, long length, long offset) {
        long end = Math.max(0, Math.min(offset, length));
        LineTable.counted((int) Math.min(end, Integer.MAX_VALUE));
        long line = 1, col = 1;
        byte[] block = new byte[(int) Math.min(BLOCK, Math.max(1, end))];
        for (long from = 0; from < end; from += block.length) {
            int n = (int) Math.min(block.length, end - from);
            text.copy(from, from + n, block, 0);
            for (int i = 0; i < n; i++) {
                byte b = block[i];
                if (b == '\n') {
                    line++;
                    col = 1;
                } else if ((b & 0xC0) != 0x80) {
                    col++;
                }
            }
        }
        return new long[] {line, col};
    }

    /** The offset of the bracket that opens nesting level {@code most + 1} outside strings, or -1. */
    public static long tooDeepAt(Reader text, long length, int most) {
        int depth = 0;
        boolean inString = false, escaped = false;
        byte[] block = new byte[(int) Math.min(BLOCK, Math.max(1, length))];
        for (long from = 0; from < length; from += block.length) {
            int n = (int) Math.min(block.length, length - from);
            text.copy(from, from + n, block, 0);
            for (int i = 0; i < n; i++) {
                byte b = block[i];
                if (inString) {
                    if (escaped) escaped = false;
                    else if (b == '\\') escaped = true;
                    else if (b == '"') inString = false;
                } else if (b == '"') {
                    inString = true;
                } else if (b == '[' || b == '{') {
                    if (++depth > most) return from + i;
                } else if (b == ']' || b == '}') {
                    depth--;
                }
            }
        }
        return -1;
    }
}
