package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@code set} and {@code convert} do to the file they write, besides the edit. */
class SaveCommandsTest {
    @TempDir Path dir;
    Path save;
    static final String DOC = "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"Player\",\"fields\":{\"name\":\"hero\",\"gold\":100,\"hp\":10}}]}";

    @BeforeEach void write() throws IOException {
        save = Files.writeString(dir.resolve("save.json"), DOC);
    }

    private static CliTest.Result run(String... args) { return CliTest.run(args); }

    private static void assumePosix() {
        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        if (!posix) System.err.println("SaveCommandsTest: skipped, no POSIX permissions on this file system");
        Assumptions.assumeTrue(posix);
    }

    private static String mode(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS));
    }

    @Test void setInPlaceKeepsTheModeAndABackup() throws IOException {
        assumePosix();
        Files.setPosixFilePermissions(save, PosixFilePermissions.fromString("rw-r--r--"));
        CliTest.Result r = run("set", save.toString(), "$.hp", "99");
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        assertEquals("rw-r--r--", mode(save));
        assertEquals(DOC.replace("\"hp\":10", "\"hp\":99"), Files.readString(save));
        assertEquals(DOC, Files.readString(dir.resolve("save.json.bak")));
        assertEquals(List.of("save.json", "save.json.bak"), names());
    }

    @Test void aNewOutFileGetsTheModeANewFileGetsHere() throws IOException {
        assumePosix();
        Files.setPosixFilePermissions(save, PosixFilePermissions.fromString("rw-------"));
        Path probe = Files.createFile(dir.resolve("probe"));
        Path out = dir.resolve("out.json");
        assertEquals(0, run("set", save.toString(), "$.hp", "5", "-o", out.toString()).code());
        assertEquals(mode(probe), mode(out), "the umask decides, not the input's mode");
        assertEquals(0, run("convert", save.toString(), "-o", dir.resolve("copy.json").toString()).code());
        assertEquals(mode(probe), mode(dir.resolve("copy.json")));
    }

    @Test void throughASymlinkTheTargetIsWrittenAndTheLinkStays() throws IOException {
        Path real = Files.createDirectory(dir.resolve("real"));
        Files.move(save, real.resolve("save.json"));
        Path link = Files.createSymbolicLink(dir.resolve("link.json"), Path.of("real", "save.json"));
        assertEquals(0, run("set", link.toString(), "$.name", "\"Harold\"").code());
        assertTrue(Files.isSymbolicLink(link));
        assertEquals(DOC.replace("hero", "Harold"), Files.readString(real.resolve("save.json")));
        assertEquals(DOC, Files.readString(real.resolve("save.json.bak")));
    }

    @Test void aHardLinkIsSplitWithOneWarningLine() throws IOException {
        Path other = Files.createLink(dir.resolve("other.json"), save);
        CliTest.Result r = run("set", save.toString(), "$.gold", "5");
        assertEquals(0, r.code());
        assertEquals("savelens: warning: " + save + " had 2 hard links; the save made it a file of its own, the other link keeps the old content\n", r.err());
        assertEquals(DOC, Files.readString(other));
        assertEquals(DOC.replace("100", "5"), Files.readString(save));
    }

    @Test void aReadOnlyFileIsRefusedInPlaceButMayBeSavedElsewhere() throws IOException {
        assumePosix();
        Files.setPosixFilePermissions(save, PosixFilePermissions.fromString("r--r--r--"));
        CliTest.Result r = run("set", save.toString(), "$.hp", "99");
        assertEquals(1, r.code());
        assertEquals("savelens: " + save + " is read-only; use -o OUT or Save As\n", r.err());
        assertEquals(DOC, Files.readString(save));
        assertEquals("r--r--r--", mode(save));
        assertEquals(List.of("save.json"), names());

        Path out = dir.resolve("out.json");
        assertEquals(0, run("set", save.toString(), "$.hp", "99", "-o", out.toString()).code());
        assertEquals(DOC.replace("\"hp\":10", "\"hp\":99"), Files.readString(out));
        assertEquals(1, run("convert", save.toString(), "-o", save.toString()).code(), "converting onto itself is a save in place");
    }

    @Test void aFolderThatRefusesNewFilesGetsAdvice() throws IOException {
        assumePosix();
        Path locked = Files.createDirectory(dir.resolve("locked"));
        Path file = Files.writeString(locked.resolve("save.json"), DOC);
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            boolean refused = !Files.isWritable(locked);
            if (!refused) {
                System.err.println("SaveCommandsTest: running as root, a folder cannot refuse; the core test injects the refusal instead");
                Assumptions.abort("root writes any folder");
            }
            CliTest.Result r = run("set", file.toString(), "$.hp", "1");
            assertEquals(1, r.code());
            assertEquals("savelens: " + file + " cannot be saved here: the folder is not writable; use -o OUT or Save As\n", r.err());
        } finally {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test void backupsKeepsThatManyGenerations() throws IOException {
        for (int hp = 1; hp <= 3; hp++) assertEquals(0, run("set", save.toString(), "$.hp", String.valueOf(hp), "--backups", "3").code());
        assertEquals(DOC.replace("\"hp\":10", "\"hp\":3"), Files.readString(save));
        assertEquals(DOC.replace("\"hp\":10", "\"hp\":2"), Files.readString(dir.resolve("save.json.bak")));
        assertEquals(DOC.replace("\"hp\":10", "\"hp\":1"), Files.readString(dir.resolve("save.json.bak.2")));
        assertEquals(DOC, Files.readString(dir.resolve("save.json.bak.3")), "the first original survives three saves");

        Path out = dir.resolve("out.json");
        Files.writeString(out, "older");
        assertEquals(0, run("convert", save.toString(), "-o", out.toString(), "--backups", "2").code());
        assertEquals("older", Files.readString(dir.resolve("out.json.bak")));
        assertEquals(0, run("convert", save.toString(), "-o", out.toString(), "--backups=0").code());
        assertEquals("older", Files.readString(dir.resolve("out.json.bak")), "0 writes no backup and leaves the last one");
    }

    @Test void backupsTakesAWholeNumberOnSetAndConvertOnly() throws IOException {
        byte[] before = Files.readAllBytes(save);
        for (String bad : List.of("x", "-1", "101", "1.5")) {
            CliTest.Result r = run("set", save.toString(), "$.hp", "1", "--backups", bad);
            assertEquals(64, r.code(), bad);
            assertEquals("savelens: --backups takes a whole number from 0 to 100, not " + bad + "\n", r.err());
        }
        assertEquals(64, run("info", save.toString(), "--backups", "2").code());
        assertArrayEquals(before, Files.readAllBytes(save));
        assertTrue(Cli.USAGE.contains("set FILE PATH VALUE [-o OUT] [--backups N]"), Cli.USAGE);
        assertTrue(Cli.USAGE.contains("--backups N: "), Cli.USAGE);
    }

    @Test void aSaveRemovesWhatKilledSavesOfThatFileLeft() throws IOException {
        Files.writeString(dir.resolve(".save.json.0123456789abcdef.tmp"), "half a save");
        Files.writeString(dir.resolve(".save.json.lock"), "");
        Files.writeString(dir.resolve(".other.json.0123456789abcdef.tmp"), "not this file's");
        assertEquals(0, run("set", save.toString(), "$.hp", "1").code());
        assertEquals(List.of(".other.json.0123456789abcdef.tmp", "save.json", "save.json.bak"), names());
    }

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
