package savelens.save;

import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * What a save writes: one array, or bytes held elsewhere (a text in pieces, or outside the heap) that are copied a
 * block at a time wherever the save needs them (written, compared with the file read back, hashed), so that a
 * document of a gigabyte is saved without a second copy of itself on the heap.
 */
public final class SavedBytes {
    /** Where bytes held in blocks are copied from. */
    @FunctionalInterface
    public interface Source {
        /** Copies {@code n} bytes from offset {@code from} into {@code out} at {@code at}. */
        void copy(long from, byte[] out, int at, int n);
    }

    /** What is done with each block in turn; the buffer is only valid during the call. */
    @FunctionalInterface
    interface BlockAction {
        void accept(ByteBuffer block) throws IOException;
    }

    /** Bytes copied at a time from a {@link Source}: large enough that a block costs little beside its copy. */
    static final int BLOCK = 1 << 20;

    private final byte[] whole;
    private final Source source;
    private final long length;
    private final int block;

    private SavedBytes(byte[] whole, Source source, long length, int block) {
        this.whole = whole;
        this.source = source;
        this.length = length;
        this.block = block;
    }

    /** The bytes of one array, written and compared where they are. */
    public static SavedBytes of(byte[] bytes) { return new SavedBytes(bytes, null, bytes.length, bytes.length); }

    /** {@code length} bytes read from {@code source}, never all at once. */
    public static SavedBytes inBlocks(long length, Source source) { return inBlocks(length, source, BLOCK); }

    /** As {@link #inBlocks(long, Source)}, {@code block} bytes at a time (small in tests, to cross many blocks). */
    static SavedBytes inBlocks(long length, Source source, int block) {
        if (length < 0 || block < 1) throw new IllegalArgumentException("length " + length + ", block " + block);
        return new SavedBytes(null, source, length, block);
    }

    public long length() { return length; }

    /** The array the bytes are, or null when they are held in blocks. */
    byte[] wholeOrNull() { return whole; }

    /** Copies {@code n} bytes from offset {@code from} into {@code out} at {@code at}. */
    void copy(long from, byte[] out, int at, int n) {
        if (whole != null) System.arraycopy(whole, (int) from, out, at, n);
        else source.copy(from, out, at, n);
    }

    /** Hands every byte to {@code action} in order: the array itself at once, or one block after another. */
    void forEachBlock(BlockAction action) throws IOException {
        if (whole != null) {
            action.accept(ByteBuffer.wrap(whole));
            return;
        }
        byte[] buffer = new byte[(int) Math.min(block, Math.max(1, length))];
        for (long at = 0; at < length; ) {
            int n = (int) Math.min(buffer.length, length - at);
            source.copy(at, buffer, 0, n);
            action.accept(ByteBuffer.wrap(buffer, 0, n));
            at += n;
        }
    }
}
