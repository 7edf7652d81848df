package savelens.save;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;

/**
 * A file as the file system shows it at one moment, cheaply: which file it is (its file key: device and inode
 * where there are such), its size and modification time; or that it is not there. A save takes one before it
 * writes and compares again just before it renames, so that a file another program rewrote meanwhile, in
 * place or by a rename of its own, is not replaced.
 */
record DiskState(Object key, long size, FileTime modified, boolean exists) {
    static final DiskState ABSENT = new DiskState(null, -1, null, false);

    static DiskState of(Path real) throws IOException {
        try {
            BasicFileAttributes a = Files.readAttributes(real, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            return new DiskState(a.fileKey(), a.size(), a.lastModifiedTime(), true);
        } catch (NoSuchFileException e) {
            return ABSENT;
        }
    }
}
