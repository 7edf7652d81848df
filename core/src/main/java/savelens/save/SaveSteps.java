package savelens.save;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;

/**
 * The file-system steps a save is made of, one method each, so that a test can make any one of them fail
 * (an I/O error, a full disk, the process killed at that point) and check what is left on disk.
 */
public interface SaveSteps {
    /** The steps as the file system does them. */
    static SaveSteps onDisk() { return DiskSteps.INSTANCE; }

    /**
     * Creates a file that must not exist yet and opens it for writing. {@code ownerOnly}: readable and
     * writable by the owner alone (where the file system has POSIX modes), for a file that is given another
     * file's mode once it is made, so that no one else can open it meanwhile; else the mode a new file gets
     * (the umask applies).
     */
    FileChannel createNew(Path file, boolean ownerOnly) throws IOException;

    /** Writes all of {@code bytes}. */
    void write(FileChannel channel, ByteBuffer bytes) throws IOException;

    /** Flushes what was written to the device. */
    void force(FileChannel channel) throws IOException;

    /**
     * Reads a written file back from disk and tells whether it holds exactly {@code expected} (no byte more or fewer),
     * without a copy of the whole file.
     */
    boolean readBack(Path file, SavedBytes expected) throws IOException;

    /** Gives {@code existing} a second name (a hard link); may be unsupported by the file system. */
    void link(Path existing, Path link) throws IOException;

    /** Copies a file to a new one, readable by the owner alone (it is given the source's mode after), and flushes the copy to the device. */
    void copy(Path from, Path to) throws IOException;

    /** Renames in one step, replacing what {@code to} named. */
    void rename(Path from, Path to) throws IOException;

    /** Makes the folder's entries (the renames) durable; may be unsupported. */
    void forceFolder(Path folder) throws IOException;

    /** Removes a file if it is there. */
    void delete(Path file) throws IOException;
}
