package savelens.app.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
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
        room(19);
        int digits = 1;
        for (long rest = n / 10; rest > 0; rest /= 10) digits++;
        int at = size + digits;
        do {
            buf[--at] = (byte) ('0' + n % 10);
            n /= 10;
        } while (n > 0);
        size += digits;
        return this;
    }

    /** Any text, as UTF-8. */
    LineBytes text(String s) {
        return copiedAsItIs(s, false) ? this : bytes(s.getBytes(StandardCharsets.UTF_8));
    }

    /** A text as {@link VisibleText#show} shows it, as UTF-8: printable ASCII without a backslash goes as it is. */
    LineBytes shown(String s) {
        return copiedAsItIs(s, true) ? this : text(VisibleText.show(s));
    }

    /**
     * Copies {@code s} a char a byte when it is ASCII (and, {@code shown}, printable without a backslash, which
     * {@link VisibleText#show} leaves as it is); false, with nothing written, when it is not.
     */
    private boolean copiedAsItIs(String s, boolean shown) {
        int n = s.length();
        room(n);
        int start = size;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80 || shown && (c < ' ' || c == 0x7F || c == '\\')) {
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
