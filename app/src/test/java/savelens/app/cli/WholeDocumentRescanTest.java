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
import savelens.app.document.DocumentState;
import savelens.app.search.DocumentSearch;
import savelens.diff.Alignment;
import savelens.diff.DocumentDiff;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.fixtures.SceneGenerator;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.json.JsonIndex;
import savelens.scene.SceneHierarchy;

/**
 * Whole-document work stays linear however it walks the document: on a generated 100k-node scene (objects with
 * components, children and parent references, walked by reference, not in document order), each analysis and each
 * command's work may make the index read its text again (rebuilding chunks below its spine) at most twice over.
 * Counts bytes, never time: a walk that rebuilds a chunk per step re-reads the text many times over and fails here.
 */
class WholeDocumentRescanTest {
    private static final int NODES = 100_000;
    /** The most text one operation may read again, in multiples of the text's length. */
    private static final double BUDGET = 2.0;

    private static Path dir;
    private static Path scene;
    private static Path edited;
    private static long textLength;

    @BeforeAll
    static void writeScene() throws IOException {
        dir = Files.createTempDirectory("savelens-rescan");
        scene = dir.resolve("scene-100k.json");
        byte[] text = SceneGenerator.generate(NODES, SceneGenerator.DEFAULT_SEED);
        Files.write(scene, text);
        textLength = text.length;
        // The other side of a diff: one number changed near the end, same length.
        String s = new String(text, StandardCharsets.UTF_8);
        int at = s.lastIndexOf("\"hp\":");
        int digit = at + 5;
        char was = s.charAt(digit);
        edited = dir.resolve("scene-100k-edited.json");
        Files.writeString(edited, s.substring(0, digit) + (was == '9' ? '8' : (char) (was + 1)) + s.substring(digit + 1), StandardCharsets.UTF_8);
    }

    @AfterAll
    static void removeScene() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.toList()) Files.deleteIfExists(p);
        }
        Files.deleteIfExists(dir);
    }

    @TestFactory
    Stream<DynamicTest> eachCommandReReadsTheTextAtMostTwice() {
        long open = rescanned(() -> command("get", scene.toString(), "$"));
        System.out.printf("a bare open re-read %,d bytes: %.2f× the text%n", open, (double) open / textLength);
        return Stream.of(
                List.of("info", scene.toString()),
                List.of("info", "--json", scene.toString()),
                List.of("check", scene.toString()),
                List.of("scene", scene.toString()),
                List.of("scene", "--json", scene.toString()),
                List.of("find-tag", scene.toString(), "Enemy", "--all"),
                List.of("names", scene.toString()),
                List.of("cycles", scene.toString()),
                List.of("diff", scene.toString(), edited.toString()),
                List.of("convert", scene.toString(), "-o", dir.resolve("converted.json").toString())
        ).map(args -> DynamicTest.dynamicTest(String.join(" ", args.subList(0, Math.min(2, args.size()))), () -> {
            // The load of each file is the open's share; the command's own work is the rest.
            long loads = args.get(0).equals("diff") || args.get(0).equals("convert") ? 2 * open : open;
            long work = rescanned(() -> command(args.toArray(String[]::new))) - loads;
            assertWithinBudget(String.join(" ", args), work, args.get(0).equals("diff") ? 2 : 1);
        }));
    }

    @TestFactory
    Stream<DynamicTest> eachAnalysisReReadsTheTextAtMostTwice() {
        OpenFile file = OpenFile.open(scene, ReadContext.of(scene));
        OpenFile other = OpenFile.open(edited, ReadContext.of(edited));
        Document doc = file.document();
        return Stream.of(
                analysis("reference edges", doc::edges),
                analysis("graph analysis", () -> GraphAnalysis.of(doc)),
                analysis("check", () -> DocumentCheck.diagnostics(doc, GraphAnalysis.of(doc))),
                analysis("scene hierarchy", () -> SceneHierarchy.of(doc).orElseThrow().diagnostics()),
                analysis("diff", 2, () -> DocumentDiff.between(doc, other.document(), Alignment.forFormat(file.format().name(), doc))),
                analysis("search pass", () -> DocumentSearch.find(DocumentState.of(doc, file), "no such text anywhere")),
                analysis("search pass with hits", () -> DocumentSearch.find(DocumentState.of(doc, file), "Lamp_1")));
    }

    private static DynamicTest analysis(String name, Runnable work) {
        return analysis(name, 1, work);
    }

    /** {@code texts}: how many texts (of the same length) the work reads; a diff reads two. */
    private static DynamicTest analysis(String name, int texts, Runnable work) {
        return DynamicTest.dynamicTest(name, () -> assertWithinBudget(name, rescanned(work), texts));
    }

    private static void assertWithinBudget(String what, long bytes, int texts) {
        double times = (double) bytes / (texts * textLength);
        System.out.printf("%s re-read %,d bytes: %.2f× the text%s%n", what, bytes, times, texts > 1 ? "s" : "");
        assertTrue(times <= BUDGET, what + " re-read the text " + String.format("%.2f", times) + " times over (" + bytes
                + " bytes of " + textLength + "); at most " + BUDGET + " allowed");
    }

    private static long rescanned(Runnable work) {
        long before = JsonIndex.rescannedBytes();
        work.run();
        return JsonIndex.rescannedBytes() - before;
    }

    private static void command(String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream discard = new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
        int code = Cli.run(List.of(args), discard, new PrintStream(err, true, StandardCharsets.UTF_8));
        // diff exits 1 for different files, find-tag when no object has the tag, names for a save that is no RPG
        // Maker one (after looking): those have done their work too. Anything else must exit 0.
        boolean mayFindNothing = args[0].equals("diff") || args[0].equals("find-tag") || args[0].equals("names");
        assertTrue(code == 0 || mayFindNothing && code == 1, String.join(" ", args) + ": " + err.toString(StandardCharsets.UTF_8));
    }
}
