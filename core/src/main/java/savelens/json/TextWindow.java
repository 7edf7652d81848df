package savelens.json;

import java.nio.ByteBuffer;

/**
 * A few kilobytes of a text held outside the heap or in pieces, copied onto the heap for code that reads arrays:
 * reads that go forward through the text (a parse's listener, the indexer's last pass, a walk of node spans) refill
 * it once per window. Belongs to one thread.
 */
public final class TextWindow {
    /** Bytes copied at least per refill: the copy's cost is then spread over many reads. */
    private static final int AT_LEAST = 1 << 16;
    private final TextPieces text;
    private final long length;
    /** The window: text offset p is {@code bytes[p - base]}; exactly as long as what it holds. */
    private byte[] bytes = new byte[0];
    private long base;

    /** A window over all of {@code text}, from 0 to its capacity. */
    public TextWindow(ByteBuffer text) {
        this(TextPieces.outside(text));
    }

    /** A window over all of {@code text}. */
    public TextWindow(TextBuffers text) {
        this(TextPieces.outside(text));
    }

    TextWindow(TextPieces text) {
        this.text = text;
        this.length = text.length();
    }

    public long length() { return length; }

    /** Where the window starts in the text: offset p is {@code holding(…)[p - base()]}. */
    public long base() { return base; }

    /**
     * The window holding the text from {@code from} up to {@code to} (or its end), refilled from {@code from} when it
     * does not. The array is exactly as long as the window: reading to its end means reaching the window's end.
     */
    public byte[] holding(long from, long to) {
        to = Math.min(to, length);
        if (from >= base && to <= base + bytes.length) return bytes;
        int n = (int) Math.min(length - from, Math.max(AT_LEAST, to - from));
        byte[] b = new byte[n];
        text.copyTo(from, from + n, b, 0);
        bytes = b;
        base = from;
        return b;
    }

    /** True when the window reaches the text's end: a read that ran to the window's end ran to the text's. */
    public boolean atEnd() { return base + bytes.length >= length; }

    /** Where the string (at its opening quote), number or literal starting at {@code start} ends. */
    public long scalarEnd(long start) {
        for (int want = 64; ; want *= 2) {
            byte[] b = holding(start, start + want);
            int s = (int) (start - base);
            int e = b[s] == '"' ? JsonText.stringEnd(b, s) : Chunk.scalarEnd(b, s);
            if (e < b.length || atEnd()) return base + e;
            want = Math.max(want, b.length - s); // ran to the window's end: a window twice as long from start
        }
    }

    /** The bytes from {@code from} up to {@code to}, copied. */
    public byte[] copy(long from, long to) {
        return text.copy(from, to);
    }
}
