package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.fixtures.SceneGenerator;

/**
 * {@code diff A B} with B read on a thread of its own while A is read prints, exits and tells the read listener exactly
 * what the reads one after the other do, errors included, and leaves no reader running; which way it goes follows the
 * files' sizes, the heap and the cores.
 */
class DiffSideBySideTest {
    private static final String READER = "savelens-second-read";
    @TempDir Path dir;

    /** A run's output, exit code, the files the listener heard of with what had been printed by then, and the interrupt kept. */
    private record Run(int code, String out, String err, List<Path> files, List<Integer> printedAtRead) {}

    private static Run run(boolean sideBySide, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<Path> files = new ArrayList<>();
        List<Integer> printed = new ArrayList<>();
        int code = Cli.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                file -> {
                    files.add(file);
                    printed.add(out.size());
                }, (a, b) -> sideBySide);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), files, printed);
    }

    /** Both ways, the same: every line, the exit code and what the listener heard, in order. */
    private static Run sameBothWays(String... args) {
        Run after = run(false, args);
        Run beside = run(true, args);
        assertEquals(after, beside, String.join(" ", args));
        assertNoReaderLeft();
        return beside;
    }

    private static void assertNoReaderLeft() {
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            assertFalse(t.getName().equals(READER) && t.isAlive(), "a second read's thread is still running");
        }
    }

    @AfterEach
    void noReaderLeft() {
        assertNoReaderLeft();
    }

    /** A generated scene of 20,000 nodes and a copy with numbers changed near its start, middle and end. */
    private Path[] scenes() throws IOException {
        byte[] text = SceneGenerator.generate(20_000, SceneGenerator.DEFAULT_SEED);
        Path a = Files.write(dir.resolve("generated.json"), text);
        String s = new String(text, StandardCharsets.ISO_8859_1);
        byte[] edited = text.clone();
        for (int from : new int[] {0, s.length() / 2, s.lastIndexOf("\"hp\":")}) {
            int at = s.indexOf("\"hp\":", from) + 5;
            edited[at] = (byte) (edited[at] == '9' ? '8' : edited[at] + 1);
        }
        return new Path[] {a, Files.write(dir.resolve("generated-edited.json"), edited)};
    }

    /** The scene with one value in its middle made a word no JSON has: an error at a line and column far into the file. */
    private Path broken(Path scene, String name) throws IOException {
        byte[] text = Files.readAllBytes(scene);
        String s = new String(text, StandardCharsets.ISO_8859_1);
        int at = s.indexOf("\"hp\":", s.length() / 2) + 5;
        text[at] = 'x';
        return Files.write(dir.resolve(name), text);
    }

    @Test
    void twoScenesGiveTheSameChangesTextAndJsonAndTheListenerHearsOfAThenB() throws IOException {
        Path[] s = scenes();
        Run r = sameBothWays("diff", s[0].toString(), s[1].toString());
        assertEquals(1, r.code(), r.err());
        assertEquals(3, r.out().lines().count(), r.out());
        assertEquals(List.of(s[0], s[1]), r.files());
        assertEquals(List.of(0, 0), r.printedAtRead(), "both reads told before anything was printed");
        assertTrue(sameBothWays("diff", s[1].toString(), s[0].toString(), "--json").out().startsWith("{\"changes\":[{\"path\":"));
        assertEquals(0, sameBothWays("diff", s[0].toString(), s[0].toString()).code());
    }

    @Test
    void fixturePairsGiveTheSameBothWays() throws IOException {
        int n = 0;
        for (String[] pair : List.of(new String[] {"helio/scene.json", "helio/village.json"}, new String[] {"helio/attic.json", "helio/island.json"},
                new String[] {"rpgmaker-mv/file1.rpgsave", "rpgmaker-mv/file2.rpgsave"}, new String[] {"helio/scene.json", "rpgmaker-mv/file1.rpgsave"})) {
            Path into = Files.createDirectories(dir.resolve("pair" + n++));
            Path a = Fixtures.copy(into, pair[0]), b = Fixtures.copy(into, pair[1]);
            sameBothWays("diff", a.toString(), b.toString());
            sameBothWays("diff", b.toString(), a.toString(), "--json");
        }
    }

    @Test
    void anErrorInTheSecondFileIsReportedWithItsNameLineAndColumn() throws IOException {
        Path[] s = scenes();
        Path bad = broken(s[1], "bad.json");
        Run r = sameBothWays("diff", s[0].toString(), bad.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().matches("savelens: " + java.util.regex.Pattern.quote(bad.toString()) + ": line \\d+, column \\d+: .*\n"), r.err());
        assertEquals("", r.out());
        assertEquals(List.of(s[0]), r.files(), "only the first file was read");
        Path missing = dir.resolve("missing.json");
        assertEquals("savelens: " + missing + ": no such file\n", sameBothWays("diff", s[0].toString(), missing.toString()).err());
        Path big = dir.resolve("big.json"); // over --max-size: refused by the second read, named as before
        Files.copy(s[1], big);
        Run over = sameBothWays("diff", Fixtures.copy(dir, "helio/scene.json").toString(), big.toString(), "--max-size", "1M");
        assertEquals(2, over.code());
        assertTrue(over.err().startsWith("savelens: " + big + ": the file is "), over.err());
    }

    /** The first file fails while the second is still being read: the first's error, as before, and the reader stopped. */
    @Test
    void anErrorInTheFirstFileIsReportedAndStopsTheSecondRead() throws IOException {
        Path[] s = scenes();
        byte[] early = Files.readAllBytes(s[0]);
        early[1] = '}';
        Path bad = Files.write(dir.resolve("bad-early.json"), early);
        Run r = sameBothWays("diff", bad.toString(), s[1].toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("savelens: " + bad + ": line 1, column "), r.err());
        assertEquals(List.of(), r.files());
        Run both = sameBothWays("diff", broken(s[0], "bad-a.json").toString(), broken(s[1], "bad-b.json").toString());
        assertTrue(both.err().startsWith("savelens: " + dir.resolve("bad-a.json") + ": line "), both.err());
        assertEquals("savelens: " + dir.resolve("none.json") + ": no such file\n",
                sameBothWays("diff", dir.resolve("none.json").toString(), s[1].toString()).err());
    }

    /** A command whose thread is interrupted stops as the reads one after the other do, stops the reader and keeps the interrupt. */
    @Test
    void anInterruptedDiffStopsBothReadsAndKeepsTheInterrupt() throws IOException {
        Path[] s = scenes();
        Thread.currentThread().interrupt();
        Run after = run(false, "diff", s[0].toString(), s[1].toString());
        boolean keptAfter = Thread.interrupted();
        Thread.currentThread().interrupt();
        Run beside = run(true, "diff", s[0].toString(), s[1].toString());
        boolean keptBeside = Thread.interrupted();
        assertEquals(after, beside);
        assertEquals(keptAfter, keptBeside);
        assertTrue(keptBeside, "the interrupt is the caller's to see");
        assertNoReaderLeft();
    }

    @Test
    void theSecondFileIsReadBesideTheFirstOnlyWithASecondCoreBigFilesAndTheHeapForBoth() {
        long oneM = 119_546_226, tenM = 1_225_521_927, fourG = 4L << 30;
        assertTrue(SecondRead.sideBySide(oneM, oneM, fourG, 2), "two 1M scenes in 4 GB");
        assertFalse(SecondRead.sideBySide(tenM, tenM, fourG, 2), "two 10M scenes in 4 GB: one after the other");
        assertTrue(SecondRead.sideBySide(tenM, tenM, 20L << 30, 2), "two 10M scenes in 20 GB");
        assertFalse(SecondRead.sideBySide(oneM, oneM, fourG, 1), "one core: nothing to gain");
        assertFalse(SecondRead.sideBySide(500_000, oneM, fourG, 2), "a small file is read in milliseconds");
        assertFalse(SecondRead.sideBySide(-1, oneM, fourG, 2), "a size not known: the read says why");
        long both = fourG / SecondRead.HEAP_A_FILE_BYTE;
        assertTrue(SecondRead.sideBySide(both / 2, both / 2, fourG, 2));
        assertFalse(SecondRead.sideBySide(both / 2, both / 2 + 1, fourG, 2));
        assertFalse(SecondRead.sideBySide(oneM, oneM, 1L << 30, 2), "two 1M scenes in 1 GB: one after the other");
    }

    @Test
    void theCommandLineChoosesByTheFilesSizesAndTheHeapFree() throws IOException {
        Path[] s = scenes(); // over 1 MiB each, a few MB of heap for both
        Path small = Fixtures.copy(dir, "helio/scene.json");
        DocumentCommands commands = new DocumentCommands(Arguments.parse(List.of(s[0].toString(), s[1].toString())), System.out, System.err, f -> { });
        try (SecondRead read = SecondRead.start(commands, s[0].toString(), s[1].toString(), SecondRead.BY_HEAP)) {
            assertTrue(read.onItsOwnThread());
            commands.load();
            assertEquals(s[1], read.get().path());
        }
        try (SecondRead read = SecondRead.start(commands, s[0].toString(), small.toString(), SecondRead.BY_HEAP)) {
            assertFalse(read.onItsOwnThread());
        }
        try (SecondRead read = SecondRead.start(commands, s[0].toString(), dir.resolve("missing.json").toString(), SecondRead.BY_HEAP)) {
            assertFalse(read.onItsOwnThread());
        }
    }
}
