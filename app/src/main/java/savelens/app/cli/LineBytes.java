package savelens.app.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import savelens.json.JsonText;
import savelens.json.VisibleText;

/**
 * Lines of output written as UTF-8 bytes into one reused buffer and handed to the stream many lines at a time. A
 * command that prints a line per object of a big document spends more on turning each line into characters and the
 * characters into bytes than on the line itself; here most of a line (ASCII marks, numbers, names shown as they are
 * written) goes byte by byte, and only text outside printable ASCII goes through an encoder. The bytes are those the
 * stream's UTF-8 encoder would write for the same text.
 */
final class LineBytes {
    private final OutputStream out;
    private byte[] buf;
    private int size;

    /** {@code out}: where {@link #flush} writes, or null for bytes only gathered (and read with {@link #bytesOf}). */
    LineBytes(OutputStream out, int capacity) {
        this.out = out;
        this.buf = new byte[capacity];
    }

    /** Bytes gathered and not written yet. */
    int size() { return size; }

    /** How many bytes it holds before it grows. */
    int capacity() { return buf.length; }

    /** Writes what is gathered. A {@link PrintStream} keeps a failure to itself, as its {@code print} does. */
    void flush() {
        if (size == 0) return;
        if (out instanceof PrintStream p) p.write(buf, 0, size);
        else {
            try {
                out.write(buf, 0, size);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        size = 0;
    }

    private void room(int more) {
        if (size + more > buf.length) buf = Arrays.copyOf(buf, Math.max(buf.length * 2, size + more));
    }

    /** One ASCII character. */
    LineBytes append(char c) {
        room(1);
        buf[size++] = (byte) c;
        return this;
    }

    /** Bytes as they are. */
    LineBytes bytes(byte[] b) { return bytes(b, 0, b.length); }

    LineBytes bytes(byte[] b, int from, int to) {
        room(to - from);
        System.arraycopy(b, from, buf, size, to - from);
        size += to - from;
        return this;
    }

    /** Room for {@code n} more bytes: the buffer, to be written from {@link #size} on, then {@link #wrote}. */
    byte[] reserve(int n) {
        room(n);
        return buf;
    }

    /** {@code n} bytes were written into the buffer from {@link #size} on ({@link #reserve}). */
    void wrote(int n) { size += n; }

    /** What is gathered from {@code size} on is let go. */
    void cut(int size) {
        if (size < 0 || size > this.size) throw new IllegalArgumentException("cut at " + size + " of " + this.size);
        this.size = size;
    }

    /** True when a byte gathered from {@code from} on is {@code b}. */
    boolean holds(byte b, int from) {
        for (int i = from; i < size; i++) if (buf[i] == b) return true;
        return false;
    }

    /** The buffer with what is gathered in it (up to {@link #size}), a new one of this capacity in its place, empty. */
    byte[] takeBuffer(int capacity) {
        byte[] taken = buf;
        buf = new byte[capacity];
        size = 0;
        return taken;
    }

    /** Bytes {@code from} to {@code to} of what {@code other} has gathered. */
    LineBytes bytesOf(LineBytes other, int from, int to) { return bytes(other.buf, from, to); }

    /** A number as {@link Long#toString} writes it. */
    LineBytes number(long n) {
        if (n < 0) return text(Long.toString(n));
        if (n > Integer.MAX_VALUE) return number(n / 100).pair((int) (n % 100)); // ids past an int are rare
        int v = (int) n;
        room(10);
        int at = size + digits(v);
        size = at;
        // Two digits a step, from a table: a long divided by ten per digit, twice over to count them first, took
        // more of a big scene's printing than any other part of its lines.
        while (v >= 100) {
            int q = v / 100;
            int r = v - q * 100;
            buf[--at] = ONES[r];
            buf[--at] = TENS[r];
            v = q;
        }
        buf[--at] = ONES[v];
        if (v >= 10) buf[--at] = TENS[v];
        return this;
    }

    /** Two digits, a leading zero kept. */
    private LineBytes pair(int r) {
        room(2);
        buf[size++] = TENS[r];
        buf[size++] = ONES[r];
        return this;
    }

    private static int digits(int v) {
        int d = 1;
        for (int limit = 10; d < 10 && v >= limit; limit *= 10) d++;
        return d;
    }

    private static final byte[] TENS = new byte[100], ONES = new byte[100];

    static {
        for (int i = 0; i < 100; i++) {
            TENS[i] = (byte) ('0' + i / 10);
            ONES[i] = (byte) ('0' + i % 10);
        }
    }

    /** Any text, as UTF-8. */
    LineBytes text(String s) {
        return copiedAsItIs(s, ASCII) ? this : bytes(s.getBytes(StandardCharsets.UTF_8));
    }

    /** A text as {@link VisibleText#show} shows it, as UTF-8: printable ASCII without a backslash goes as it is. */
    LineBytes shown(String s) {
        return copiedAsItIs(s, SHOWN) ? this : text(VisibleText.show(s));
    }

    /** A text as {@link JsonText#quote} writes it, as UTF-8: ASCII that needs no escape goes as it is, between quotes. */
    LineBytes quoted(String s) {
        append('"');
        if (copiedAsItIs(s, JSON)) return append('"');
        size--;
        return bytes(JsonText.quote(s).getBytes(StandardCharsets.UTF_8));
    }

    /** As {@link #quoted}, without the quotes around it: a part of a JSON string (JSON escapes a character at a time). */
    LineBytes quotedInside(String s) {
        if (copiedAsItIs(s, JSON)) return this;
        byte[] q = JsonText.quote(s).getBytes(StandardCharsets.UTF_8);
        return bytes(q, 1, q.length - 1);
    }

    /** What {@link #copiedAsItIs} refuses besides what is not ASCII: nothing, what {@code show} changes, what JSON escapes. */
    private static final int ASCII = 0, SHOWN = 1, JSON = 2;

    /**
     * Copies {@code s} a char a byte when it is ASCII that the form ({@link #ASCII}, {@link #SHOWN}: printable without a
     * backslash, which {@link VisibleText#show} leaves as it is; {@link #JSON}: no control, quote or backslash, which
     * {@link JsonText#quote} leaves as it is) writes as it is; false, with nothing written, when it is not.
     */
    private boolean copiedAsItIs(String s, int form) {
        int n = s.length();
        room(n);
        int start = size;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80 || form == SHOWN && (c < ' ' || c == 0x7F || c == '\\') || form == JSON && (c < ' ' || c == '"' || c == '\\')) {
                size = start;
                return false;
            }
            buf[size++] = (byte) c;
        }
        return true;
    }

    /** A text's UTF-8 bytes as {@link #shown} writes them, to keep and write again. */
    static byte[] shownBytes(String s) { return VisibleText.show(s).getBytes(StandardCharsets.UTF_8); }
}
