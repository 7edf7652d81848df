package savelens.save;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * What a file was like when SaveLens read it: its real path, size, modification time and a hash of the
 * bytes that were read. A save compares it with the file on disk, under the save's lock, and refuses to
 * overwrite a file that something else changed meanwhile.
 */
public record FileStamp(Path file, long size, FileTime modified, String sha256) {
    /**
     * Bytes read from a file, with the stamp of that very read. The hash is computed beside whatever the
     * caller does with the bytes meanwhile (parsing them), so that asking for the stamp afterwards costs nothing.
     */
    public static final class StampedBytes {
        private final byte[] bytes;
        private final CompletableFuture<FileStamp> stamp;

        StampedBytes(byte[] bytes, CompletableFuture<FileStamp> stamp) {
            this.bytes = bytes;
            this.stamp = stamp;
        }

        public byte[] bytes() { return bytes; }

        /** The stamp, once its hash is done; null when the file's size and time could not be read. */
        public FileStamp stamp() { return stamp.join(); }

        /** The stamp as it is being made, for a caller that asks for it later (and need not keep the bytes). */
        public CompletableFuture<FileStamp> stampLater() { return stamp; }
    }

    /**
     * Reads {@code file} with {@code reader} and stamps the bytes it returned. Size and time are taken before
     * the read: a change during the read then shows as a difference later, never the other way round.
     */
    public static StampedBytes read(Path file, Function<Path, byte[]> reader) {
        BasicFileAttributes before = attributes(file);
        byte[] bytes = reader.apply(file);
        if (before == null) before = attributes(file);
        Path real;
        try {
            real = file.toRealPath();
        } catch (IOException e) {
            real = file.toAbsolutePath().normalize();
        }
        if (before == null) return new StampedBytes(bytes, CompletableFuture.completedFuture(null));
        BasicFileAttributes attributes = before;
        Path name = real;
        return new StampedBytes(bytes, CompletableFuture.supplyAsync(
                () -> new FileStamp(name, attributes.size(), attributes.lastModifiedTime(), sha256(bytes))));
    }

    /**
     * The stamp of a file just written with {@code bytes}. Should its time not be readable, the stamp matches
     * nothing, so that the next save asks rather than writes over something unknown.
     */
    static FileStamp written(Path real, byte[] bytes) {
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

    static String sha256(byte[] bytes) {
        return HexFormat.of().formatHex(digest().digest(bytes));
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
