package savelens.save;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;

/** The disk's steps, for a test to change one of them. */
class ForwardingSteps implements SaveSteps {
    final SaveSteps disk = SaveSteps.onDisk();

    @Override public FileChannel createNew(Path file, boolean ownerOnly) throws IOException { return disk.createNew(file, ownerOnly); }

    @Override public void write(FileChannel channel, ByteBuffer bytes) throws IOException { disk.write(channel, bytes); }

    @Override public void force(FileChannel channel) throws IOException { disk.force(channel); }

    @Override public boolean readBack(Path file, SavedBytes expected) throws IOException { return disk.readBack(file, expected); }

    @Override public void link(Path existing, Path link) throws IOException { disk.link(existing, link); }

    @Override public void copy(Path from, Path to) throws IOException { disk.copy(from, to); }

    @Override public void rename(Path from, Path to) throws IOException { disk.rename(from, to); }

    @Override public void forceFolder(Path folder) throws IOException { disk.forceFolder(folder); }

    @Override public void delete(Path file) throws IOException { disk.delete(file); }
}
