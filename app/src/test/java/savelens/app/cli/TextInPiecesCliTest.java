package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import savelens.file.OpenFile;
import savelens.fixtures.SceneGenerator;

/**
 * Every whole-document command prints the same bytes, and a save writes the same file, whether the text is read as one
 * array on the heap or kept outside the heap in many small pieces: pieces of a few bytes to a few kilobytes (odd sizes,
 * so that numbers, strings, member names and the structure's brackets all fall across a piece's edge somewhere).
 */
class TextInPiecesCliTest {
    private static final int NODES = 3_000;
    /** Piece sizes: a prime of a few kilobytes (a chunk's text crosses an edge now and then), and a few bytes (always). */
    private static final int[] PIECES = {4_093, 7};

    private static Path dir;
    private static Path scene;
    private static Path edited;

    @BeforeAll
    static void writeScene() throws IOException {
        dir = Files.createTempDirectory("savelens-pieces");
        scene = dir.resolve("scene.json");
        byte[] text = SceneGenerator.generate(NODES, SceneGenerator.DEFAULT_SEED);
        Files.write(scene, text);
        String s = new String(text, StandardCharsets.UTF_8);
        int at = s.lastIndexOf("\"hp\":") + 5;
        edited = dir.resolve("edited.json");
        Files.writeString(edited, s.substring(0, at) + "12345" + s.substring(at + 1), StandardCharsets.UTF_8);
    }

    @AfterAll
    static void removeScene() throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted((a, b) -> b.compareTo(a)).toList()) Files.deleteIfExists(p);
        }
    }

    @TestFactory
    Stream<DynamicTest> everyCommandPrintsTheSameFromPieces() {
        String f = scene.toString();
        List<List<String>> commands = List.of(
                List.of("get", f, "$"),
                List.of("get", f, "#5"),
                List.of("get", f, "$.nodes[17]"),
                List.of("info", f),
                List.of("info", "--json", f),
                List.of("check", f),
                List.of("scene", f),
                List.of("scene", "--json", f),
                List.of("cycles", f),
                List.of("size", f),
                List.of("size", f, "--by", "type"),
                List.of("query", f, "$.nodes[?@.type == 'Transform']"),
                List.of("find-tag", f, "Enemy", "--all"),
                List.of("names", f),
                List.of("diff", f, edited.toString()),
                List.of("diff", edited.toString(), f));
        List<DynamicTest> tests = new ArrayList<>();
        for (List<String> args : commands) {
            tests.add(DynamicTest.dynamicTest(String.join(" ", args), () -> {
                String flat = run(args, 0, 0);
                assertTrue(flat.startsWith("exit 0\n") || flat.startsWith("exit 1\n"), flat); // diff: 1 for different files
                for (int piece : PIECES) assertEquals(flat, run(args, 0, piece), "in pieces of " + piece + " bytes");
            }));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> savesWriteTheSameBytesFromPieces() {
        List<List<String>> saves = List.of(
                List.of("convert", scene.toString(), "--to", "helio"),
                List.of("set", scene.toString(), "#5.name", "\"renamed across an edge\""),
                List.of("set", scene.toString(), "#40.hp", "77"),
                List.of("set", scene.toString(), "#41.speed", "1.5e3"));
        List<DynamicTest> tests = new ArrayList<>();
        for (List<String> args : saves) {
            Path in = dir.resolve("save-" + tests.size());
            tests.add(DynamicTest.dynamicTest(String.join(" ", args), () -> {
                // Each side writes a file of the same name in a folder of its own, so that the output names the same file.
                Path flatOut = Files.createDirectories(in.resolve("flat")).resolve("out.json");
                String flat = run(with(args, "-o", flatOut.toString()), 0, 0);
                assertTrue(flat.startsWith("exit 0\n"), flat);
                for (int piece : PIECES) {
                    Path out = Files.createDirectories(in.resolve("pieces-" + piece)).resolve("out.json");
                    assertEquals(flat.replace(flatOut.toString(), out.toString()), run(with(args, "-o", out.toString()), 0, piece));
                    assertArrayEquals(Files.readAllBytes(flatOut), Files.readAllBytes(out), "saved from pieces of " + piece + " bytes");
                }
            }));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> errorsArePlacedTheSameFromPieces() throws IOException {
        String nodes = "{\"id\": 1, \"type\": \"A\", \"fields\": {\"name\": \"café\"}},\n    ";
        List<String> broken = List.of(
                "{\"root\": 1,\n  \"nodes\": [\n    " + nodes.repeat(40) + "{\"id\": 1, \"fields\": {}}]}\n", // the id 1 given twice
                "{\"root\": 1,\n  \"nodes\": [\n    " + nodes.repeat(40) + "{\"id\": 2}]}\n", // a node with no fields
                "{\"root\": 1, \"nodes\": " + "[".repeat(2_100) + "]".repeat(2_100) + "}\n", // nested too deep
                "{\"root\": 1,\n  \"nodes\": [\n    " + nodes.repeat(40)); // cut short
        List<DynamicTest> tests = new ArrayList<>();
        for (String text : broken) {
            Path file = dir.resolve("broken-" + tests.size() + ".json");
            Files.writeString(file, text, StandardCharsets.UTF_8);
            tests.add(DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
                List<String> args = List.of("get", file.toString(), "$");
                String flat = run(args, 0, 0);
                assertTrue(flat.startsWith("exit 2\n") && flat.contains("line "), flat);
                for (int piece : PIECES) assertEquals(flat, run(args, 0, piece), "in pieces of " + piece + " bytes");
            }));
        }
        return tests.stream();
    }

    private static List<String> with(List<String> args, String... more) {
        List<String> all = new ArrayList<>(args);
        all.addAll(List.of(more));
        return all;
    }

    /** The command's exit code, output and errors; {@code piece} 0 reads the text as one array on the heap. */
    private static String run(List<String> args, long outsideFrom, int piece) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        if (piece > 0) {
            System.setProperty(OpenFile.OUTSIDE_HEAP_FROM_PROPERTY, Long.toString(outsideFrom));
            System.setProperty(OpenFile.PIECE_BYTES_PROPERTY, Integer.toString(piece));
        }
        int code;
        try {
            code = Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        } finally {
            System.clearProperty(OpenFile.OUTSIDE_HEAP_FROM_PROPERTY);
            System.clearProperty(OpenFile.PIECE_BYTES_PROPERTY);
        }
        return "exit " + code + "\n" + out.toString(StandardCharsets.UTF_8) + "\n--- errors\n" + err.toString(StandardCharsets.UTF_8);
    }
}
