package savelens.format;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import savelens.document.InputTooLargeException;
import savelens.document.SizeLimit;
import savelens.document.TooLargeForMemoryException;
import savelens.document.UnreadableDocumentException;
import savelens.json.TextBuffers;
import savelens.progress.ReadProgress;

/**
 * Reads the bytes of a file SaveLens was asked to open, under a {@link SizeLimit}. What it is and how big it
 * is are asked before it is opened: a device ({@code /dev/zero}), a pipe or a socket would never end or
 * would block the open itself, so they are refused by their type, and a file over the limit by its size.
 * The read itself stops at the limit too, for files that grow meanwhile or say they are empty ({@code /proc}).
 */
public final class InputFile {
    /** The most one byte array holds. */
    private static final int MAX_ARRAY = InputTooLargeException.MOST_TEXT;

    private InputFile() {}

    public static byte[] read(Path file, SizeLimit limit) {
        long size = size(file, limit);
        if (size > MAX_ARRAY) throw InputTooLargeException.file(size, limit);
        try (SeekableByteChannel in = Files.newByteChannel(file)) {
            return readAll(in, (int) size, Math.min(limit.bytes(), MAX_ARRAY), limit);
        } catch (IOException e) {
            throw unreadable(e);
        } catch (OutOfMemoryError e) {
            throw new TooLargeForMemoryException();
        }
    }

    /** Bytes read in one call. */
    private static final int READ_AT_ONCE = 1 << 20;

    /** Reads to the end, expecting {@code expected} bytes but taking up to {@code cap}, and refusing more. */
    private static byte[] readAll(SeekableByteChannel in, int expected, long cap, SizeLimit limit) throws IOException {
        byte[] buf = new byte[expected];
        int n = 0;
        ByteBuffer probe = ByteBuffer.allocate(1);
        while (true) {
            if (n == buf.length) {
                // Full as the size said: one more byte tells whether the file holds more than that.
                probe.clear();
                int got;
                do {
                    got = in.read(probe);
                } while (got == 0);
                if (got < 0) break;
                if (n >= cap) throw new InputTooLargeException("the file is larger than the " + limit + " limit", cap == limit.bytes());
                buf = Arrays.copyOf(buf, (int) Math.min(cap, Math.max(8192L, 2L * n)));
                buf[n++] = probe.get(0);
                continue;
            }
            // A slice at a time: the channel reads into a heap array through a direct buffer as large as what it is given,
            // which it then keeps for the thread, outside the heap (a whole big file's worth, beside the file on the heap).
            int got = in.read(ByteBuffer.wrap(buf, n, Math.min(buf.length - n, READ_AT_ONCE)));
            if (got < 0) break;
            n += got;
        }
        return n == buf.length ? buf : Arrays.copyOf(buf, n);
    }

    /**
     * The first {@code n} bytes of a file (fewer when it is shorter), for telling its format before a big file is read
     * whole. The file was checked by {@link #size} first.
     */
    public static byte[] head(Path file, int n) {
        try (SeekableByteChannel in = Files.newByteChannel(file)) {
            ByteBuffer b = ByteBuffer.allocate(n);
            while (b.hasRemaining() && in.read(b) > 0) { }
            return Arrays.copyOf(b.array(), b.position());
        } catch (IOException e) {
            throw unreadable(e);
        }
    }

    /**
     * The size of a regular file under {@code limit} (refusing what {@link #read} refuses, by type and size), without
     * reading it; a file over one array's most is no error here (see {@link #readInPieces}).
     */
    public static long size(Path file, SizeLimit limit) {
        BasicFileAttributes type;
        try {
            type = Files.readAttributes(file, BasicFileAttributes.class); // follows links; opens nothing
        } catch (IOException e) {
            throw unreadable(e);
        }
        if (type.isDirectory()) throw new UnreadableDocumentException("is a folder, not a file");
        if (!type.isRegularFile()) throw new UnreadableDocumentException("is not a regular file (a device, pipe or socket)");
        if (type.size() > limit.bytes()) throw InputTooLargeException.file(type.size(), limit);
        return type.size();
    }

    /**
     * Reads a file straight into buffers outside the heap of {@code pieceBytes} each (no copy of it on the heap), up to
     * {@code limit}: for a text too big for one array.
     */
    public static TextBuffers readInPieces(Path file, SizeLimit limit, int pieceBytes) {
        long size = size(file, limit);
        try (SeekableByteChannel in = Files.newByteChannel(file)) {
            int count = (int) Math.max(1, (size + pieceBytes - 1) / pieceBytes);
            ByteBuffer[] pieces = new ByteBuffer[count];
            for (int i = 0; i < count; i++) {
                pieces[i] = ByteBuffer.allocateDirect((int) Math.min(pieceBytes, size - (long) i * pieceBytes));
                while (pieces[i].hasRemaining()) {
                    ReadProgress.checkCancelled();
                    if (in.read(pieces[i]) < 0) throw new UnreadableDocumentException("cannot be read: the file became shorter while it was read");
                }
                pieces[i].flip();
            }
            if (in.read(ByteBuffer.allocate(1)) > 0) throw new InputTooLargeException("the file grew while it was read", false);
            return TextBuffers.of(pieces, pieceBytes);
        } catch (IOException e) {
            throw unreadable(e);
        } catch (OutOfMemoryError e) {
            throw new TooLargeForMemoryException();
        }
    }

    /** The one-line error for a file an I/O step failed on: gone, or why it cannot be read. */
    private static UnreadableDocumentException unreadable(IOException e) {
        return new UnreadableDocumentException(e instanceof NoSuchFileException ? "no such file" : "cannot be read: " + reason(e));
    }

    /** Why an I/O step failed, without exception names or paths. */
    static String reason(IOException e) {
        if (e instanceof AccessDeniedException) return "permission denied";
        if (e instanceof FileSystemException f && f.getReason() != null) return f.getReason();
        if (e instanceof FileSystemException) return "the file system refused";
        return e.getMessage() == null ? "an input/output error" : e.getMessage();
    }
}
