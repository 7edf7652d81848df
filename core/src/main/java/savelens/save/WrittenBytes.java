package savelens.save;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A written file compared with the bytes meant for it, read back a chunk at a time: a large file is not read into a
 * second array as large as the first (at a hundred megabytes, an allocation that may start a collection and grow the
 * heap), and the comparison stops at the first chunk that differs.
 */
final class WrittenBytes {
    /** Bytes read from the file at a time; the chunk is outside the heap, so the file system writes into it directly. */
    static final int CHUNK = 256 << 10;

    private WrittenBytes() {}

    /** Whether {@code file} holds exactly {@code expected}: the same bytes, not one more or fewer. */
    static boolean same(Path file, byte[] expected) throws IOException { return same(file, SavedBytes.of(expected)); }

    /** As {@link #same(Path, byte[])}, for bytes held whole or in blocks (copied a chunk at a time to compare). */
    static boolean same(Path file, SavedBytes expected) throws IOException {
        long length = expected.length();
        byte[] whole = expected.wholeOrNull();
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
            if (in.size() != length) return false;
            ByteBuffer chunk = ByteBuffer.allocateDirect((int) Math.max(1, Math.min(CHUNK, length)));
            byte[] meant = whole != null ? null : new byte[chunk.capacity()];
            long at = 0;
            while (true) {
                chunk.clear();
                int n = in.read(chunk);
                if (n < 0) return at == length;
                // The file may have grown since its size was read: the bytes past the expected end differ.
                if (n > length - at) return false;
                chunk.flip();
                ByteBuffer against;
                if (whole != null) {
                    against = ByteBuffer.wrap(whole, (int) at, n);
                } else {
                    expected.copy(at, meant, 0, n);
                    against = ByteBuffer.wrap(meant, 0, n);
                }
                if (chunk.mismatch(against) >= 0) return false;
                at += n;
            }
        }
    }
}
