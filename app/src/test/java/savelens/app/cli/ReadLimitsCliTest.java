package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import savelens.app.Fixtures;
import savelens.app.SpecialFiles;
import savelens.app.cli.CliTest.Result;
import savelens.format.rpgmaker.MzContainer;
import savelens.format.rpgmaker.RpgMakerMvFormat;

/** {@code --max-size}, and input that is not a file or is too large: refused at once, exit 2, with what to do. */
class ReadLimitsCliTest {
    /** Far longer than a refusal takes; only there so that a regression fails instead of hanging the build. */
    private static final Duration GUARD = Duration.ofSeconds(20);

    @TempDir Path dir;

    private static Result run(String... args) { return assertTimeoutPreemptively(GUARD, () -> CliTest.run(args)); }

    @Test
    void devZeroIsRefusedAtOnce() {
        Path zero = SpecialFiles.devZero();
        Result r = run("info", zero.toString());
        assertEquals(2, r.code());
        assertEquals("savelens: /dev/zero: is not a regular file (a device, pipe or socket)\n", r.err());
    }

    @Test
    void aNamedPipeIsRefusedAtOnce() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("save.json"));
        for (String command : new String[] {"info", "check", "cycles"}) {
            Result r = run(command, fifo.toString());
            assertEquals(2, r.code(), command);
            assertEquals("savelens: " + fifo + ": is not a regular file (a device, pipe or socket)\n", r.err(), command);
        }
        Result set = run("set", fifo.toString(), "$.a", "1");
        assertEquals(2, set.code());
        Result registry = run("info", Fixtures.folder().resolve("helio/island.json").toString(), "--registry", fifo.toString());
        assertEquals(2, registry.code());
        assertEquals("savelens: " + Fixtures.folder().resolve("helio/island.json") + ": registry " + fifo
                + " is not a regular file (a device, pipe or socket)\n", registry.err());
    }

    /**
     * Past what a helio document's index addresses (4 GiB) no --max-size helps: a file over it is refused by its size,
     * read no further, with the file, its size and the limit, and no advice to raise what cannot be raised. Below it
     * the advice says the most per format. The files are sparse.
     */
    @Test
    void aFileOverWhatOneTextHoldsIsRefusedWithTheLimitAndNoOption() throws IOException {
        Path over = sparse(dir.resolve("over.json"), 5L << 30);
        assertEquals("savelens: " + over + ": the file is 5 GiB, over the 1 GiB limit; --max-size N raises it (up to 4G for a helio"
                + " document, 2G for the other formats)\n", run("info", over.toString()).err());
        String f = over.toString();
        for (String[] command : new String[][] {{"info", f}, {"get", f, "$"}, {"check", f}, {"diff", f, f}}) {
            String[] args = Arrays.copyOf(command, command.length + 2);
            args[command.length] = "--max-size";
            args[command.length + 1] = "4G";
            Result r = run(args);
            assertEquals(2, r.code(), command[0]);
            assertEquals("savelens: " + over + ": the file is 5 GiB, over the 4 GiB limit, the most SaveLens reads (a helio"
                    + " document's; the other formats read up to 2,147,483,639 bytes)\n", r.err(), command[0]);
        }
    }

    /**
     * A file past one array's most (2 GiB) of a format whose text is one piece (all but helio) is refused at once, by
     * its start, under any --max-size: one line with its size, the format's most and helio's. Sparse files again: only
     * their first megabyte is read.
     */
    @Test
    void aFileOfAnotherFormatPastOnePieceIsRefusedAtOnceWithItsFormatsMost() throws IOException {
        byte[] unity = "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!1 &1\nGameObject:\n  m_Name: A\n".getBytes(StandardCharsets.UTF_8);
        for (long size : new long[] {1L << 31, (1L << 31) - 8, 3L << 30}) {
            Path edge = sparse(dir.resolve("edge-" + size + ".unity"), size);
            Files.write(edge, unity, java.nio.file.StandardOpenOption.WRITE);
            Result r = run("info", edge.toString(), "--max-size", "4G");
            assertEquals(2, r.code());
            assertEquals("savelens: " + edge + ": the file is " + String.format(java.util.Locale.ROOT, "%,d", size)
                    + " bytes; a unity-yaml file is read up to 2,147,483,639 bytes (its text is held in one piece); only helio"
                    + " documents are read past that, up to 4 GiB\n", r.err());
        }
    }

    private static Path sparse(Path file, long size) throws IOException {
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(size);
        }
        return file;
    }

    @Test
    void aFileOverTheLimitIsRefusedWithItsSizeTheLimitAndTheOption() throws IOException {
        Path island = Fixtures.copy(dir, "helio/island.json");
        long size = Files.size(island);
        Result r = run("info", island.toString(), "--max-size", "100");
        assertEquals(2, r.code());
        assertEquals("savelens: " + island + ": the file is " + size + " bytes, over the 100 bytes limit; --max-size N raises it (up to 4G for a helio document, 2G for the other formats)\n",
                r.err());
        // Each file read is held to the limit: the document and its sidecar registry (the larger here).
        long registry = Files.size(dir.resolve("island.registry.json"));
        Result sidecar = run("info", island.toString(), "--max-size", String.valueOf(size));
        assertEquals(2, sidecar.code());
        assertEquals("savelens: " + island + ": registry island.registry.json: the file is " + registry + " bytes, over the " + size
                + " bytes limit; --max-size N raises it (up to 4G for a helio document, 2G for the other formats)\n", sidecar.err());
        assertEquals(0, run("info", island.toString(), "--max-size", String.valueOf(Math.max(size, registry))).code());
        assertEquals(0, run("info", island.toString(), "--max-size=1k").code());
    }

    @Test
    void everyDocumentCommandTakesTheLimit() throws IOException {
        Path island = Fixtures.copy(dir, "helio/island.json");
        String f = island.toString();
        for (String[] args : new String[][] {
                {"info", f, "--max-size", "1K"}, {"cycles", "--max-size", "1k", f}, {"get", f, "$.name", "--max-size", "1M"},
                {"check", f, "--max-size", "1g"}, {"set", f, "$.name", "\"isle\"", "--max-size", "1024"},
                {"convert", f, "-o", dir.resolve("out.json").toString(), "--max-size", "2G"}}) {
            Result r = run(args);
            assertEquals(0, r.code(), String.join(" ", args) + ": " + r.err());
            Result small = run(withLimit(args, "10"));
            assertEquals(2, small.code(), String.join(" ", args));
            assertTrue(small.err().contains("over the 10 bytes limit; --max-size"), small.err());
        }
    }

    private static String[] withLimit(String[] args, String limit) {
        String[] out = args.clone();
        for (int i = 0; i < out.length; i++) {
            if (out[i].equals("--max-size")) out[i + 1] = limit;
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "1.5M", "1KB", "5G", "lots", "", "99999999999999999999"})
    void aLimitThatIsNoSizeIsAUsageError(String value) throws IOException {
        Path island = Fixtures.copy(dir, "helio/island.json");
        Result r = run("info", island.toString(), "--max-size", value);
        assertEquals(64, r.code());
        assertEquals("savelens: --max-size takes a size from 1 byte to 4G (2G for the formats other than helio): a number of bytes, or one with a K, M or G suffix"
                + " (1K = 1024 bytes), not " + value + "\n", r.err());
        assertEquals(64, run("info", island.toString(), "--max-size").code(), "a limit needs its value");
    }

    @Test
    void anMzBombStopsAtTheLimit() throws IOException {
        // 64 MiB of zeros deflate to some 64 KB.
        Deflater d = new Deflater(9);
        d.setInput(new byte[64 << 20]);
        d.finish();
        ByteArrayOutputStream zlib = new ByteArrayOutputStream();
        byte[] buf = new byte[1 << 16];
        while (!d.finished()) zlib.write(buf, 0, d.deflate(buf));
        d.end();
        byte[] zip = zlib.toByteArray();
        Path bomb = Files.write(dir.resolve("file1.rmmzsave"), MzContainer.utf8FromBinary(zip, zip.length));
        Result r = run("info", bomb.toString(), "--max-size", "1M");
        assertEquals(2, r.code());
        assertEquals("savelens: " + bomb + ": the save inflates to more than the 1 MiB limit (stopped there: a likely compression bomb);"
                + " --max-size N raises it (up to 4G for a helio document, 2G for the other formats)\n", r.err());
    }

    @Test
    void anMvBombStopsAtTheLimit() throws IOException {
        byte[] json = new byte[2 << 20];
        Arrays.fill(json, (byte) '[');
        Path bomb = Files.write(dir.resolve("file1.rpgsave"), new RpgMakerMvFormat().encode(json));
        assertTrue(Files.size(bomb) < 64 << 10, "a small file: " + Files.size(bomb));
        Result r = run("info", bomb.toString(), "--max-size", "1M");
        assertEquals(2, r.code());
        assertEquals("savelens: " + bomb + ": the save decompresses to more than the 1 MiB limit (stopped there: a likely compression bomb);"
                + " --max-size N raises it (up to 4G for a helio document, 2G for the other formats)\n", r.err());
    }
}
