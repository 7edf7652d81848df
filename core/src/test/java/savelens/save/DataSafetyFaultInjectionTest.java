package savelens.save;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import savelens.save.FaultySteps.Fault;

/**
 * Every file-system step of a save made to fail in every way (an I/O error, a full disk, the process killed
 * there), in every situation a save meets. Before each step and after each failure: the file is exactly
 * its old or its new content, every backup is complete, the file's other hard link is untouched; after an
 * error no temp or lock file is left; after a kill, the next save succeeds and removes what the kill left.
 */
class DataSafetyFaultInjectionTest {
    @TempDir Path root;
    private int runs;

    /** {@code generations}: backups on disk before the save; {@code linked}: the file has a second hard link. */
    record Situation(String name, boolean exists, int generations, int backups, boolean linked) {
        @Override public String toString() { return name; }
    }

    static Stream<Situation> situations() {
        return Stream.of(
                new Situation("first save, no backup yet", true, 0, 1, false),
                new Situation("a FILE.bak to replace", true, 1, 1, false),
                new Situation("three generations kept, four on disk", true, 4, 3, false),
                new Situation("a second hard link (the backup is copied)", true, 1, 2, true),
                new Situation("no backups kept", true, 1, 0, false),
                new Situation("a new file", false, 0, 1, false));
    }

    static final byte[] OLD = content("old", 40_000), NEW = content("new", 50_000), AGAIN = content("again", 30_000);

    static byte[] generation(int i) { return content("generation " + i, 20_000 + i * 1_000); }

    private static byte[] content(String label, int size) {
        byte[] b = new byte[size];
        byte[] l = (label + "|").getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < size; i++) b[i] = l[i % l.length];
        return b;
    }

    @Test void aSaveIsTheseStepsInThisOrder() throws IOException {
        Path file = prepare(new Situation("", true, 1, 1, false));
        FaultySteps steps = new FaultySteps(0, Fault.IO_ERROR, () -> { });
        AtomicSave.write(file, NEW, b -> { }, SaveOptions.defaults().through(steps));
        assertEquals(List.of("createNew", "write", "force", "readBack", "link", "rename", "forceFolder", "rename", "forceFolder"), steps.steps);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("situations")
    void everyStepFailingInEveryWayLeavesAGoodFileAndCompleteBackups(Situation s) throws IOException {
        int count = dryRun(s);
        assertTrue(count >= 5, "a save has at least create, write, force, read back, rename: " + count);
        for (Fault fault : Fault.values()) {
            for (int k = 1; k <= count; k++) failAt(s, fault, k);
        }
    }

    private int dryRun(Situation s) throws IOException {
        Path file = prepare(s);
        FaultySteps steps = new FaultySteps(0, Fault.IO_ERROR, () -> { });
        AtomicSave.write(file, NEW, b -> { }, options(s, file).through(steps));
        assertSaved(s, file);
        return steps.steps.size();
    }

    private void failAt(Situation s, Fault fault, int k) throws IOException {
        Path file = prepare(s);
        String where = s + ", " + fault + " at step " + k;
        FaultySteps steps = new FaultySteps(k, fault, () -> holdsAtEveryMoment(s, file, where));
        SaveOptions options = options(s, file).through(steps);
        try {
            AtomicSave.write(file, NEW, b -> { }, options);
            // only a failed folder flush (unsupported on some systems) or hard link (then copied) is carried on from
            String failed = steps.steps.get(k - 1);
            assertTrue(failed.equals("forceFolder") || failed.equals("link"), where + ": " + failed + " failed, yet the save went on");
            assertSaved(s, file);
        } catch (FaultySteps.Killed killed) {
            holdsAtEveryMoment(s, file, where);
            assertNextSaveCleansUp(file, where);
        } catch (SaveFailedException e) {
            assertFalse(e.getMessage().contains(".tmp"), where + ": the message shows a temp file: " + e.getMessage());
            if (fault == Fault.DISK_FULL) assertTrue(e.getMessage().endsWith("No space left on device"), where + ": " + e.getMessage());
            if (s.exists) assertArrayEquals(OLD, read(file), where + ": the file is as it was");
            else assertFalse(Files.exists(file), where + ": no file was made");
            holdsAtEveryMoment(s, file, where);
            assertEquals(List.of(), leftovers(file), where + ": temp or lock files left");
        }
        assertTrue(steps.steps.size() >= k, where + ": the fault did not happen");
    }

    private SaveOptions options(Situation s, Path file) {
        SaveOptions o = SaveOptions.defaults().withBackups(s.backups);
        return s.exists ? o.expecting(FileStamp.read(file, DataSafetyFaultInjectionTest::read).stamp()) : o;
    }

    private Path prepare(Situation s) throws IOException {
        Path dir = Files.createDirectory(root.resolve("run" + ++runs));
        Path file = dir.resolve("save.json");
        if (s.exists) Files.write(file, OLD);
        for (int i = 1; i <= s.generations; i++) Files.write(BackupGenerations.generation(file, i), generation(i));
        if (s.linked) Files.createLink(dir.resolve("other-name.json"), file);
        return file;
    }

    /** What holds before every step and after any failure. */
    private void holdsAtEveryMoment(Situation s, Path file, String where) {
        if (Files.exists(file)) {
            byte[] now = read(file);
            assertTrue(Arrays.equals(now, NEW) || Arrays.equals(now, OLD) && s.exists, where + ": the file is neither old nor new");
        } else {
            assertFalse(s.exists, where + ": the file is gone");
        }
        List<byte[]> complete = new ArrayList<>(List.of(OLD));
        for (int i = 1; i <= s.generations; i++) complete.add(generation(i));
        for (int i = 1; i <= Math.max(s.generations, s.backups) + 1; i++) {
            Path g = BackupGenerations.generation(file, i);
            if (Files.exists(g)) {
                byte[] now = read(g);
                assertTrue(complete.stream().anyMatch(c -> Arrays.equals(c, now)), where + ": " + g.getFileName() + " is not a complete earlier version");
            }
        }
        if (s.generations > 0) assertTrue(Files.exists(BackupGenerations.generation(file, 1)), where + ": FILE.bak is missing");
        if (s.linked) assertArrayEquals(OLD, read(file.resolveSibling("other-name.json")), where + ": the other hard link changed");
    }

    private void assertSaved(Situation s, Path file) throws IOException {
        assertArrayEquals(NEW, read(file));
        for (int i = 1; i <= s.backups; i++) {
            Path g = BackupGenerations.generation(file, i);
            byte[] expected = !s.exists ? null : i == 1 ? OLD : i - 1 <= s.generations ? generation(i - 1) : null;
            if (expected == null) assertFalse(Files.exists(g), g.getFileName() + " should not exist");
            else assertArrayEquals(expected, read(g), g.getFileName() + " holds the wrong generation");
        }
        for (int i = Math.max(s.backups, 0) + 1; i <= s.generations; i++) {
            assertArrayEquals(generation(i), read(BackupGenerations.generation(file, i)), "a generation beyond those kept is left alone");
        }
        if (s.linked) assertArrayEquals(OLD, read(file.resolveSibling("other-name.json")));
        assertEquals(List.of(), leftovers(file));
    }

    private void assertNextSaveCleansUp(Path file, String where) throws IOException {
        boolean there = Files.exists(file);
        byte[] before = there ? read(file) : null;
        SaveOptions options = SaveOptions.defaults();
        if (there) options = options.expecting(FileStamp.read(file, DataSafetyFaultInjectionTest::read).stamp());
        AtomicSave.write(file, AGAIN, b -> { }, options);
        assertArrayEquals(AGAIN, read(file), where + ": the next save");
        if (there) assertArrayEquals(before, read(BackupGenerations.generation(file, 1)), where + ": the next save's backup");
        assertEquals(List.of(), leftovers(file), where + ": the next save left these");
    }

    /** Temp and lock files in the folder. */
    private static List<String> leftovers(Path file) throws IOException {
        try (Stream<Path> all = Files.list(file.getParent())) {
            return all.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp") || n.endsWith(".lock")).sorted().toList();
        }
    }

    static byte[] read(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test void aKilledSaveLeavesItsTempFileForTheNextSaveToRemove() throws IOException {
        Situation s = new Situation("", true, 1, 1, false);
        Path file = prepare(s);
        FaultySteps steps = new FaultySteps(3, Fault.KILL, () -> { }); // killed at force: the temp is written
        try {
            AtomicSave.write(file, NEW, b -> { }, SaveOptions.defaults().through(steps));
            fail("the kill did not stop the save");
        } catch (FaultySteps.Killed expected) {
            // as a process killed there would
        }
        List<String> left = leftovers(file);
        assertEquals(2, left.size(), "the temp file and the lock file are left: " + left);
        assertTrue(left.get(0).matches("\\.save\\.json\\.[0-9a-f]{16}\\.tmp"), left.get(0));
        assertEquals(".save.json.lock", left.get(1));
        assertArrayEquals(OLD, read(file));
        assertNextSaveCleansUp(file, "after the kill");
        assertFalse(Files.exists(file.resolveSibling(left.get(0)), LinkOption.NOFOLLOW_LINKS));
    }
}
