package savelens.save;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * Writes a file so that it is never half-written: a temp file in the same folder, flushed to disk, read
 * back and checked, then moved over the target. The target as it was just before is kept as
 * {@code NAME.bak}. On any failure the original stays as it was and no temp file is left behind.
 */
public final class AtomicSave {
    private AtomicSave() {}

    /** Writes {@code bytes} to {@code target}; {@code verify} gets the bytes read back and throws if they are wrong. */
    public static void write(Path target, byte[] bytes, Consumer<byte[]> verify) {
        Path dir = target.toAbsolutePath().getParent();
        String name = target.getFileName().toString();
        Path temp = null;
        try {
            temp = Files.createTempFile(dir, "." + name + ".", ".tmp");
            try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buf = ByteBuffer.wrap(bytes);
                while (buf.hasRemaining()) ch.write(buf);
                ch.force(true);
            }
            byte[] back = Files.readAllBytes(temp);
            if (!Arrays.equals(back, bytes)) throw new SaveFailedException("the written file did not read back the same");
            verify.accept(back);
            if (Files.exists(target)) {
                Path backup = target.resolveSibling(name + ".bak");
                Files.copy(target, backup, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
            }
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            temp = null;
        } catch (IOException e) {
            throw new SaveFailedException("cannot write " + target.getFileName() + ": " + describe(e), e);
        } catch (SaveFailedException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new SaveFailedException("the written file did not verify: " + e.getMessage(), e);
        } finally {
            if (temp != null) {
                try {
                    Files.deleteIfExists(temp);
                } catch (IOException ignored) {
                    // nothing more can be done; the original is untouched either way
                }
            }
        }
    }

    private static String describe(IOException e) {
        String cls = e.getClass().getSimpleName().replace("Exception", "");
        return e.getMessage() == null ? cls : cls + " " + e.getMessage();
    }
}
