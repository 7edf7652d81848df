package savelens.save;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The file-system steps of a save with one of them failing: the {@code failAt}-th step (counting from 1;
 * 0 never) throws. A write or copy that fails has done half its work first, as a full disk does. A kill
 * stops everything: every later step, clean-up included, throws too, so what a killed process would leave
 * on disk stays there. {@code check} runs before every step, to test what must hold at every moment.
 */
final class FaultySteps implements SaveSteps {
    enum Fault { IO_ERROR, DISK_FULL, KILL }

    /** A process killed at this point. */
    static final class Killed extends RuntimeException {
        Killed() { super("killed"); }
    }

    private final SaveSteps disk = SaveSteps.onDisk();
    private final int failAt;
    private final Fault fault;
    private final Runnable check;
    final List<String> steps = new ArrayList<>();
    private boolean killed;

    FaultySteps(int failAt, Fault fault, Runnable check) {
        this.failAt = failAt;
        this.fault = fault;
        this.check = check;
    }

    /** True when this call is the one to fail. */
    private boolean step(String name) {
        if (killed) throw new Killed();
        check.run();
        steps.add(name);
        return steps.size() == failAt;
    }

    private RuntimeException orThrow(Path file) throws IOException {
        switch (fault) {
            case IO_ERROR -> throw new IOException("Input/output error");
            case DISK_FULL -> throw new FileSystemException(file == null ? null : file.toString(), null, "No space left on device");
            default -> {
                killed = true;
                throw new Killed();
            }
        }
    }

    @Override public FileChannel createNew(Path file, boolean ownerOnly) throws IOException {
        if (step("createNew")) throw orThrow(file);
        return disk.createNew(file, ownerOnly);
    }

    @Override public void write(FileChannel channel, ByteBuffer bytes) throws IOException {
        if (step("write")) {
            ByteBuffer half = bytes.duplicate();
            half.limit(bytes.position() + bytes.remaining() / 2);
            disk.write(channel, half);
            throw orThrow(null);
        }
        disk.write(channel, bytes);
    }

    @Override public void force(FileChannel channel) throws IOException {
        if (step("force")) throw orThrow(null);
        disk.force(channel);
    }

    @Override public boolean readBack(Path file, SavedBytes expected) throws IOException {
        if (step("readBack")) throw orThrow(file);
        return disk.readBack(file, expected);
    }

    @Override public void link(Path existing, Path link) throws IOException {
        if (step("link")) throw orThrow(link);
        disk.link(existing, link);
    }

    @Override public void copy(Path from, Path to) throws IOException {
        if (step("copy")) {
            byte[] all = Files.readAllBytes(from);
            try (FileChannel out = disk.createNew(to, true)) {
                disk.write(out, ByteBuffer.wrap(all, 0, all.length / 2));
            }
            throw orThrow(to);
        }
        disk.copy(from, to);
    }

    @Override public void rename(Path from, Path to) throws IOException {
        if (step("rename")) throw orThrow(to);
        disk.rename(from, to);
    }

    @Override public void forceFolder(Path folder) throws IOException {
        if (step("forceFolder")) throw orThrow(folder);
        disk.forceFolder(folder);
    }

    /** Clean-up, not a step that fails on its own; but nothing is cleaned up after a kill. */
    @Override public void delete(Path file) throws IOException {
        if (killed) throw new Killed();
        disk.delete(file);
    }
}
