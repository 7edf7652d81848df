package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import savelens.format.unity.UnitySceneGenerator;
import savelens.format.unity.UnityYamlIndex;

/**
 * The commands that read a Unity scene's hierarchy, on a generated scene of 100,000 nodes ({@link UnitySceneGenerator}),
 * counted in bytes of text the index reads again to rebuild a document's values beyond what a bare open reads
 * ({@link UnityYamlIndex#rescannedBytes}), never timed: the load notes what the scene's facts need, so the commands read
 * a few documents again at most, not the scene (each read it all once more before).
 */
class UnityCommandsRereadTest {
    /** The most text a command's work may read again, as a share of the text. */
    private static final double BUDGET = 0.01;

    private static Path dir;
    private static Path scene;
    private static long textLength;

    @BeforeAll
    static void writeScene() throws IOException {
        dir = Files.createTempDirectory("savelens-unity-reread");
        scene = dir.resolve("scene-100k.unity");
        byte[] text = UnitySceneGenerator.generate(33_334, UnitySceneGenerator.DEFAULT_SEED);
        Files.write(scene, text);
        textLength = text.length;
    }

    @AfterAll
    static void removeScene() throws IOException {
        Files.deleteIfExists(scene);
        Files.deleteIfExists(dir);
    }

    @TestFactory
    Stream<DynamicTest> theSceneCommandsReadNoDocumentAgain() {
        long open = rescanned(() -> command("get", scene.toString(), "$"));
        return Stream.of(
                List.of("info", scene.toString()),
                List.of("info", "--json", scene.toString()),
                List.of("check", scene.toString()),
                List.of("scene", scene.toString()),
                List.of("scene", "--json", scene.toString()),
                List.of("find-tag", scene.toString(), "Enemy", "--all")
        ).map(args -> DynamicTest.dynamicTest(String.join(" ", args.subList(0, 2)), () -> {
            long work = rescanned(() -> command(args.toArray(String[]::new))) - open;
            String what = String.join(" ", args);
            System.out.printf("%s re-read %,d bytes beyond the open: %.3f× the text%n", what, work, (double) work / textLength);
            assertTrue(work <= BUDGET * textLength, what + " read again " + work + " bytes beyond a bare open's, of a text of "
                    + textLength + String.format(" (%.2f×)", (double) work / textLength));
        }));
    }

    /** A filter on every node reads each document's fields once: the text once over, not twice. */
    @TestFactory
    Stream<DynamicTest> anEachNodeQueryReadsEachDocumentOnce() {
        long open = rescanned(() -> command("get", scene.toString(), "$"));
        return Stream.of(List.<String>of(), List.of("--json")).map(extra -> DynamicTest.dynamicTest("query --each-node " + extra, () -> {
            List<String> args = new java.util.ArrayList<>(List.of("query", scene.toString(), "$[?@.hitPoints < 10]", "--each-node"));
            args.addAll(extra);
            long work = rescanned(() -> command(args.toArray(String[]::new))) - open;
            System.out.printf("%s re-read %,d bytes beyond the open: %.3f× the text%n", args, work, (double) work / textLength);
            assertTrue(work <= 1.05 * textLength, args + " read again " + work + " bytes beyond a bare open's, of a text of "
                    + textLength + String.format(" (%.2f×)", (double) work / textLength));
        }));
    }

    private static long rescanned(Runnable work) {
        long before = UnityYamlIndex.rescannedBytes();
        work.run();
        return UnityYamlIndex.rescannedBytes() - before;
    }

    private static void command(String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream discard = new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
        int code = Cli.run(List.of(args), discard, new PrintStream(err, true, StandardCharsets.UTF_8));
        boolean mayFindNothing = args[0].equals("find-tag"); // exits 1 when no object has the tag, after looking
        assertTrue(code == 0 || mayFindNothing && code == 1, String.join(" ", args) + ": " + err.toString(StandardCharsets.UTF_8));
    }
}
