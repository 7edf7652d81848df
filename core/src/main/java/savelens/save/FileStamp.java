package savelens.save;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.function.Function;
import java.util.function.Supplier;
import savelens.json.TextBuffers;
import savelens.progress.ReadProgress;

/**
 * What a file was like when SaveLens read it: its real path, size, modification time and a hash of the
 * bytes that were read. A save compares it with the file on disk, under the save's lock, and refuses to
 * overwrite a file that something else changed meanwhile.
 */
public record FileStamp(Path file, long size, FileTime modified, String sha256) {
    /**
     * Bytes read from a file, with the stamp of that very read. The hash is made the first time the stamp is asked
     * for (a save, the window once a document is open), not while the bytes are parsed: a command that only reads
     * never hashes the file.
     */
    public static final class StampedBytes {
        private byte[] bytes;
        private final Later stamp;

        StampedBytes(byte[] bytes, Later stamp) {
            this.bytes = bytes;
            this.stamp = stamp;
        }

        /** The bytes read; null once they are {@link #movedOffHeap}. */
        public byte[] bytes() { return bytes; }

        /**
         * The bytes copied outside the heap (a direct buffer, read-only), the stamp hashing that copy when asked:
         * neither this nor the stamp keeps the heap's bytes after it. Null, and nothing moved, when the direct memory
         * cannot take them.
         */
        public ByteBuffer movedOffHeap() {
            ByteBuffer direct;
            try {
                direct = ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
            } catch (OutOfMemoryError e) {
                return null; // -XX:MaxDirectMemorySize is below the file: it stays on the heap
            }
            direct = direct.asReadOnlyBuffer();
            stamp.keep(TextBuffers.of(direct));
            bytes = null;
            return direct;
        }

        /** As {@link #movedOffHeap()}, copied into buffers of {@code pieceBytes} each (see {@link TextBuffers}). */
        public TextBuffers movedOffHeap(int pieceBytes) {
            TextBuffers direct;
            try {
                direct = TextBuffers.copyOf(bytes, pieceBytes);
            } catch (OutOfMemoryError e) {
                return null; // -XX:MaxDirectMemorySize is below the file: it stays on the heap
            }
            stamp.keep(direct);
            bytes = null;
            return direct;
        }

        /** The real path of the file read: the stamp's {@link FileStamp#file()}, known without hashing. */
        public Path file() { return stamp.file; }

        /** The stamp (hashed now if it was not yet); null when the file's size and time could not be read. */
        public FileStamp stamp() { return stamp.get(); }

        /** The stamp for a caller that asks for it later: it keeps the bytes until then. */
        public Supplier<FileStamp> stampLater() { return stamp; }
    }

    /** A stamp made once, when first asked for; it holds the bytes read until then. */
    private static final class Later implements Supplier<FileStamp> {
        private final Path file;
        private final BasicFileAttributes attributes;
        private byte[] bytes;
        private TextBuffers moved;
        private volatile FileStamp stamp;

        Later(Path file, BasicFileAttributes attributes, byte[] bytes) {
            this.file = file;
            this.attributes = attributes;
            this.bytes = bytes;
        }

        Later(Path file, BasicFileAttributes attributes, TextBuffers read) {
            this.file = file;
            this.attributes = attributes;
            this.moved = read;
        }

        /** Hashes {@code copy} (the same bytes, outside the heap) instead of the bytes on the heap. */
        synchronized void keep(TextBuffers copy) {
            if (bytes == null) return; // hashed already
            moved = copy;
            bytes = null;
        }

        @Override public synchronized FileStamp get() {
            if (bytes != null || moved != null) {
                String hash = bytes != null ? sha256(bytes) : sha256(moved);
                stamp = attributes == null ? null : new FileStamp(file, attributes.size(), attributes.lastModifiedTime(), hash);
                bytes = null;
                moved = null;
            }
            return stamp;
        }
    }

    /**
     * The stamp a supplier gives without waiting for a hash: a stamp made later ({@link StampedBytes#stampLater}) gives
     * its stamp once made and null before (or while it is hashed); any other supplier is asked.
     */
    public static FileStamp ifMade(Supplier<FileStamp> stamp) {
        return stamp instanceof Later later ? later.stamp : stamp.get();
    }

    /**
     * Reads {@code file} with {@code reader} and stamps the bytes it returned. Size and time are taken before
     * the read: a change during the read then shows as a difference later, never the other way round.
     */
    public static StampedBytes read(Path file, Function<Path, byte[]> reader) {
        BasicFileAttributes before = attributes(file);
        byte[] bytes = reader.apply(file);
        if (before == null) before = attributes(file);
        return new StampedBytes(bytes, new Later(realPath(file), before, bytes));
    }

    /** The file's real path, links followed; its absolute path where that cannot be told. */
    private static Path realPath(Path file) {
        try {
            return file.toRealPath();
        } catch (IOException e) {
            return file.toAbsolutePath().normalize();
        }
    }

    /** A file read into buffers outside the heap, with the stamp of that very read (hashed when first asked for). */
    public record StampedBuffers(TextBuffers buffers, Path file, Supplier<FileStamp> stampLater) {}

    /** As {@link #read}, for a file read straight into buffers outside the heap ({@link TextBuffers}). */
    public static StampedBuffers readBuffers(Path file, Function<Path, TextBuffers> reader) {
        BasicFileAttributes before = attributes(file);
        TextBuffers text = reader.apply(file);
        if (before == null) before = attributes(file);
        Path real = realPath(file);
        return new StampedBuffers(text, real, new Later(real, before, text));
    }

    /**
     * The stamp of a file just written with {@code bytes}. Should its time not be readable, the stamp matches
     * nothing, so that the next save asks rather than writes over something unknown.
     */
    static FileStamp written(Path real, SavedBytes bytes) throws IOException {
        BasicFileAttributes now = attributes(real);
        return now == null ? new FileStamp(real, -1, FileTime.fromMillis(0), "")
                : new FileStamp(real, now.size(), now.lastModifiedTime(), sha256(bytes));
    }

    /** True while the file at {@link #file()} has this size, modification time and content; false when it is gone. */
    public boolean matchesDisk() throws IOException {
        BasicFileAttributes now;
        try {
            now = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            return false;
        }
        // Something other than a file now (a pipe would block the read below) is a change.
        if (!now.isRegularFile() || now.size() != size || !now.lastModifiedTime().equals(modified)) return false;
        MessageDigest digest = digest();
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[1 << 16];
            for (int n; (n = in.read(buffer)) > 0; ) digest.update(buffer, 0, n);
        }
        return HexFormat.of().formatHex(digest.digest()).equals(sha256);
    }

    private static BasicFileAttributes attributes(Path file) {
        try {
            return Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            return null; // the reader says why the file cannot be read
        }
    }

    /** The hash, a slice at a time so that a Cancel (an interrupt) stops it within a few milliseconds. */
    static String sha256(byte[] bytes) { return sha256(ByteBuffer.wrap(bytes)); }

    /** As {@link #sha256(byte[])}, over bytes held whole or in blocks. */
    static String sha256(SavedBytes bytes) throws IOException {
        MessageDigest digest = digest();
        bytes.forEachBlock(block -> update(digest, block));
        return HexFormat.of().formatHex(digest.digest());
    }

    /** About a millisecond of hashing. */
    private static final int HASHED_AT_ONCE = 1 << 20;

    /** As {@link #sha256(byte[])}, over {@code rest} from its position to its limit (which it moves). */
    private static String sha256(TextBuffers text) {
        MessageDigest digest = digest();
        for (int i = 0; i < text.count(); i++) update(digest, text.piece(i).clear());
        return HexFormat.of().formatHex(digest.digest());
    }

    private static String sha256(ByteBuffer rest) {
        MessageDigest digest = digest();
        update(digest, rest);
        return HexFormat.of().formatHex(digest.digest());
    }

    private static void update(MessageDigest digest, ByteBuffer rest) {
        int end = rest.limit();
        while (rest.position() < end) {
            ReadProgress.checkCancelled();
            digest.update(rest.limit(Math.min(rest.position() + HASHED_AT_ONCE, end)));
        }
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
