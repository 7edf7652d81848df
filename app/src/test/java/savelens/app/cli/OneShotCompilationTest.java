package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which commands leave the optimising compiler out, and that this JVM takes the directive that does it. */
class OneShotCompilationTest {
    @TempDir Path dir;

    private Path fileOf(long bytes) throws IOException {
        Path p = dir.resolve("save-" + bytes + ".json");
        try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "rw")) {
            f.setLength(bytes); // sparse: only the size matters here
        }
        return p;
    }

    @Test void aCommandOverABigFileLeavesC2Out() throws IOException {
        Path big = fileOf(OneShotCompilation.FROM_BYTES);
        assertTrue(OneShotCompilation.wanted(List.of("info", big.toString(), "--json")));
        assertTrue(OneShotCompilation.wanted(List.of("get", big.toString(), "$")));
        Path small = fileOf(1000);
        assertTrue(OneShotCompilation.wanted(List.of("diff", small.toString(), big.toString())), "either file of a diff");
    }

    @Test void smallFilesLongRunsAndTheWindowKeepBothCompilers() throws IOException {
        Path big = fileOf(OneShotCompilation.FROM_BYTES);
        assertFalse(OneShotCompilation.wanted(List.of("info", fileOf(OneShotCompilation.FROM_BYTES - 1).toString())));
        assertFalse(OneShotCompilation.wanted(List.of("info", dir.resolve("missing.json").toString())));
        assertFalse(OneShotCompilation.wanted(List.of("live", big.toString())));
        assertFalse(OneShotCompilation.wanted(List.of("demo-world", big.toString())));
        assertFalse(OneShotCompilation.wanted(List.of(big.toString())), "a file alone opens the window");
        assertFalse(OneShotCompilation.wanted(List.of()));
        assertFalse(OneShotCompilation.wanted(List.of("get", fileOf(10).toString(), "$.a\u0000b")), "a word no file system takes is skipped");
        assertTrue(OneShotCompilation.wanted(List.of("get", "$.a\u0000b", big.toString())));
    }

    @Test void theDirectiveExcludesC2AndIsTakenBack() throws Exception {
        assertTrue(OneShotCompilation.leaveOutC2());
        try {
            String top = directives().split("Directive:", 3)[1]; // the newest first
            assertTrue(top.contains("matching: *.*"), top);
            String c2 = top.substring(top.indexOf("c2 directives:"));
            assertTrue(c2.contains("Exclude:true"), c2);
            assertTrue(top.substring(0, top.indexOf("c2 directives:")).contains("Exclude:false"), "C1 still compiles: " + top);
        } finally {
            assertTrue(OneShotCompilation.restoreC2());
        }
        assertFalse(directives().contains("Exclude:true"), "the default directive is back alone");
    }

    private static String directives() throws Exception {
        return (String) ManagementFactory.getPlatformMBeanServer().invoke(new ObjectName("com.sun.management:type=DiagnosticCommand"),
                "compilerDirectivesPrint", new Object[0], new String[0]);
    }
}
