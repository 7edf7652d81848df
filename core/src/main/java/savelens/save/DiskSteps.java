package savelens.save;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/** {@link SaveSteps} as the file system does them. */
final class DiskSteps implements SaveSteps {
    static final DiskSteps INSTANCE = new DiskSteps();
    private static final FileAttribute<?>[] OWNER_ONLY = {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))};
    private static final FileAttribute<?>[] NONE = {};

    private DiskSteps() {}

    @Override public FileChannel createNew(Path file, boolean ownerOnly) throws IOException {
        // Without attributes the file gets the mode every new file gets here (the umask applies).
        boolean posix = file.getFileSystem().supportedFileAttributeViews().contains("posix");
        return FileChannel.open(file, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE),
                ownerOnly && posix ? OWNER_ONLY : NONE);
    }

    @Override public void write(FileChannel channel, ByteBuffer bytes) throws IOException {
        while (bytes.hasRemaining()) channel.write(bytes);
    }

    @Override public void force(FileChannel channel) throws IOException {
        channel.force(true);
    }

    @Override public boolean readBack(Path file, SavedBytes expected) throws IOException {
        return WrittenBytes.same(file, expected);
    }

    @Override public void link(Path existing, Path link) throws IOException {
        Files.createLink(link, existing);
    }

    @Override public void copy(Path from, Path to) throws IOException {
        try (FileChannel in = FileChannel.open(from, StandardOpenOption.READ); FileChannel out = createNew(to, true)) {
            long size = in.size();
            long done = 0;
            while (done < size) {
                long n = in.transferTo(done, size - done, out);
                if (n <= 0) throw new IOException("the copy of " + from.getFileName() + " stopped short");
                done += n;
            }
            out.force(true);
        }
    }

    @Override public void rename(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Override public void forceFolder(Path folder) throws IOException {
        try (FileChannel dir = FileChannel.open(folder, StandardOpenOption.READ)) {
            dir.force(true);
        }
    }

    @Override public void delete(Path file) throws IOException {
        Files.deleteIfExists(file);
    }
}
