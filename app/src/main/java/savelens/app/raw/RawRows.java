package savelens.app.raw;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A document's source text cut into rows for a virtualized view: at each line break, and where a line runs past
 * {@link #WIDTH} bytes (a save is often one line of 100 MB) after the last comma in its second half, else at a
 * character boundary. Only the rows' start offsets are kept (an int each): the text is the document's own
 * bytes, decoded a row at a time as it scrolls into view.
 */
public final class RawRows {
    /** The longest row, in bytes. */
    public static final int WIDTH = 80;

    private final byte[] text;
    private final int[] starts;
    private final int count;

    private RawRows(byte[] text, int[] starts, int count) {
        this.text = text;
        this.starts = starts;
        this.count = count;
    }

    /** One pass over the text. */
    public static RawRows of(byte[] text) {
        int[] starts = new int[Math.max(16, text.length / 100)];
        int count = 0;
        int start = 0;
        int comma = -1;
        for (int i = 0; i < text.length; i++) {
            byte b = text[i];
            if (b == '\n') {
                starts = add(starts, count++, start);
                start = i + 1;
                comma = -1;
                continue;
            }
            if (b == ',') comma = i;
            if (i - start >= WIDTH && (b & 0xC0) != 0x80) { // never inside a character's continuation bytes
                int cut = comma >= start + WIDTH / 2 ? comma + 1 : i;
                starts = add(starts, count++, start);
                start = cut;
                comma = -1;
            }
        }
        if (start < text.length || count == 0) starts = add(starts, count++, start);
        return new RawRows(text, starts, count);
    }

    private static int[] add(int[] starts, int at, int value) {
        if (at == starts.length) starts = Arrays.copyOf(starts, starts.length * 2);
        starts[at] = value;
        return starts;
    }

    public int count() { return count; }

    public byte[] text() { return text; }

    public int start(int row) { return starts[row]; }

    /** Just past the row, its line break left out. */
    public int end(int row) {
        int end = row + 1 < count ? starts[row + 1] : text.length;
        while (end > starts[row] && (text[end - 1] == '\n' || text[end - 1] == '\r')) end--;
        return end;
    }

    /** The row holding a byte offset. */
    public int rowOf(int offset) {
        int i = Arrays.binarySearch(starts, 0, count, offset);
        return i >= 0 ? i : Math.max(0, -i - 2);
    }

    /** The row's text. */
    public String text(int row) {
        return decode(start(row), end(row));
    }

    /** Text between two byte offsets (clamped to the text). */
    public String decode(int from, int to) {
        int f = Math.max(0, Math.min(from, text.length));
        int t = Math.max(f, Math.min(to, text.length));
        return new String(text, f, t - f, StandardCharsets.UTF_8);
    }
}
