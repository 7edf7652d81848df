package savelens.json;

import java.io.InputStream;
import java.nio.ByteBuffer;

/**
 * A text outside the heap as read-only buffers of {@link #pieceBytes} each (the last may be shorter): one buffer holds
 * at most 2 GiB, so a bigger text is several. Byte p is {@code piece(p / pieceBytes)} at {@code p % pieceBytes}.
 * Never changed while an index reads it.
 */
public final class TextBuffers {
    /** The piece size a file's text is read in: well under a buffer's 2 GiB, and few pieces for any real save. */
    public static final int PIECE_BYTES = 1 << 30;

    private final ByteBuffer[] pieces;
    private final int pieceBytes;
    private final long length;

    private TextBuffers(ByteBuffer[] pieces, int pieceBytes, long length) {
        this.pieces = pieces;
        this.pieceBytes = pieceBytes;
        this.length = length;
    }

    /** All of {@code whole} (0 to its capacity) as one piece. */
    public static TextBuffers of(ByteBuffer whole) {
        ByteBuffer b = whole.isReadOnly() ? whole : whole.asReadOnlyBuffer();
        return new TextBuffers(new ByteBuffer[] {b}, Math.max(1, b.capacity()), b.capacity());
    }

    /** Buffers that are consecutive pieces of one text: every one but the last exactly {@code pieceBytes} long. */
    public static TextBuffers of(ByteBuffer[] pieces, int pieceBytes) {
        if (pieceBytes < 1) throw new IllegalArgumentException("a piece holds at least one byte");
        long length = 0;
        ByteBuffer[] ro = new ByteBuffer[pieces.length];
        for (int i = 0; i < pieces.length; i++) {
            int n = pieces[i].capacity();
            if (n > pieceBytes || n < pieceBytes && i < pieces.length - 1 || n == 0 && pieces.length > 1) {
                throw new IllegalArgumentException("piece " + i + " holds " + n + " bytes, not " + pieceBytes);
            }
            ro[i] = pieces[i].isReadOnly() ? pieces[i] : pieces[i].asReadOnlyBuffer();
            length += n;
        }
        if (pieces.length == 0) ro = new ByteBuffer[] {ByteBuffer.allocate(0).asReadOnlyBuffer()};
        return new TextBuffers(ro, pieceBytes, length);
    }

    /** A copy of {@code bytes} outside the heap in pieces of {@code pieceBytes}; throws OutOfMemoryError when direct memory cannot take it. */
    public static TextBuffers copyOf(byte[] bytes, int pieceBytes) {
        int n = Math.max(1, (int) ((bytes.length + (long) pieceBytes - 1) / pieceBytes));
        ByteBuffer[] pieces = new ByteBuffer[n];
        for (int i = 0; i < n; i++) {
            int from = (int) Math.min(bytes.length, (long) i * pieceBytes);
            int len = (int) Math.min(pieceBytes, bytes.length - (long) from);
            pieces[i] = ByteBuffer.allocateDirect(len).put(bytes, from, len).flip();
        }
        return of(pieces, pieceBytes);
    }

    public long length() { return length; }

    public int pieceBytes() { return pieceBytes; }

    public int count() { return pieces.length; }

    /** Piece i, read-only (its position and limit are the caller's to move). */
    public ByteBuffer piece(int i) { return pieces[i].duplicate(); }

    /** The byte at {@code p}. */
    public byte get(long p) { return pieces[(int) (p / pieceBytes)].get((int) (p % pieceBytes)); }

    /** Copies the bytes {@code from} up to {@code to} into {@code out} at {@code at}, across pieces. */
    public void copyTo(long from, long to, byte[] out, int at) {
        while (from < to) {
            int i = (int) (from / pieceBytes);
            int off = (int) (from % pieceBytes);
            int n = (int) Math.min(to - from, pieceBytes - off);
            pieces[i].get(off, out, at, n);
            at += n;
            from += n;
        }
    }

    /** The whole text as a stream, a buffer's worth at a time. */
    public InputStream stream() {
        return new InputStream() {
            private long pos;

            @Override public int read() { return pos < length ? get(pos++) & 0xff : -1; }

            @Override public int read(byte[] into, int off, int len) {
                int n = (int) Math.min(len, length - pos);
                if (n <= 0) return len == 0 ? 0 : -1;
                copyTo(pos, pos + n, into, off);
                pos += n;
                return n;
            }
        };
    }

    /** Whether the text holds only blanks (or nothing). */
    boolean isBlank() {
        byte[] block = new byte[(int) Math.min(1 << 16, Math.max(1, length))];
        for (long at = 0; at < length; at += block.length) {
            int n = (int) Math.min(block.length, length - at);
            copyTo(at, at + n, block, 0);
            for (int i = 0; i < n; i++) {
                byte c = block[i];
                if (c != ' ' && c != '\t' && c != '\r' && c != '\n') return false;
            }
        }
        return true;
    }
}
