package savelens.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.bench.measure.Clocks;
import savelens.fixtures.SceneGenerator;

/** The matrix's seam: a command's read and its work after it, apart, from one run of the command line. */
class CommandPhasesTest {
    @TempDir Path dir;

    private Path scene() throws Exception {
        Path file = dir.resolve("scene.json");
        GenerateScene.write(2_000, SceneGenerator.DEFAULT_SEED, false, file);
        return file;
    }

    @Test
    void aCommandsReadAndItsWorkAreTheTwoPartsOfOneRun() throws Exception {
        Path file = scene();
        CommandPhases p = CommandPhases.run(List.of("scene", file.toString()));
        assertEquals(0, p.exitCode());
        assertEquals(List.of(file), p.files());
        assertEquals(1, p.reads().size());
        // The scene's lines are made in its work, after the read: its thread allocates for them there.
        assertTrue(p.work().allocatedBytes() > 0, p.toString());
        assertTrue(p.firstRead().allocatedBytes() > 0, p.toString());
        assertEquals(p.firstRead().seconds() + p.work().seconds(), p.seconds(), 1e-9);
    }

    @Test
    void aDiffsWorkFollowsItsSecondRead() throws Exception {
        Path a = scene();
        Path b = ScaleMatrix.edited(a);
        Files.copy(a, b);
        CommandPhases p = CommandPhases.run(List.of("diff", a.toString(), b.toString()));
        assertEquals(0, p.exitCode(), "a copy: no differences");
        assertEquals(List.of(a, b), p.files());
        assertEquals(2, p.reads().size());
        assertEquals(p.reads().get(0).seconds() + p.reads().get(1).seconds() + p.work().seconds(), p.seconds(), 1e-9);
    }

    @Test
    void aCommandThatFailsOrReadsNothingIsNoMeasurement() {
        IllegalStateException unreadable = assertThrows(IllegalStateException.class,
                () -> CommandPhases.run(List.of("info", dir.resolve("missing.json").toString())));
        assertTrue(unreadable.getMessage().contains("exited 2"), unreadable.getMessage());
        IllegalStateException nothing = assertThrows(IllegalStateException.class, () -> CommandPhases.run(List.of("formats")));
        assertTrue(nothing.getMessage().contains("read no file"), nothing.getMessage());
    }

    @Test
    void aSpanCountsTheBytesItsThreadAllocated() {
        Clocks before = Clocks.now();
        byte[][] kept = new byte[16][];
        for (int i = 0; i < kept.length; i++) kept[i] = new byte[1 << 20];
        Clocks.Span span = Clocks.now().since(before);
        assertTrue(span.allocatedBytes() >= 16L << 20, span.toString());
        assertTrue(span.threadCpuSeconds() >= 0 && span.otherThreadsCpuSeconds() >= 0 && span.threadKernelSeconds() >= 0, span.toString());
        assertTrue(span.threadUserSeconds() <= span.threadCpuSeconds() + 0.02, span.toString());
        assertEquals(16, kept.length);
    }
}
