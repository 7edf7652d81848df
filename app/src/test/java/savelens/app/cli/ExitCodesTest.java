package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import savelens.app.Fixtures;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.live.LiveServer;
import savelens.ecs.world.InProcessWorld;

/**
 * Every command run into every exit code {@code docs/exit-codes.md} gives it, and the table there agreeing with
 * these runs: a command and a code are in the table exactly when a run here ends that way. An internal error (70)
 * is made by a fault thrown as the command starts.
 */
class ExitCodesTest {
    private static final String FAULT = "fault";
    private static final List<Integer> CODES = List.of(0, 1, 2, 64, 70);

    @TempDir static Path dir;
    static DemoWorld world;
    static LiveServer server;
    static String url;
    static String unreachable;

    /** One run: the command, the code it must end with, its arguments ({@code F/} a copy of fixtures/, {@code URL} a running world). */
    record Run(String command, int code, List<String> args) {
        @Override public String toString() { return command + " → " + code + " " + args; }
    }

    private static Run run(String command, int code, String... args) { return new Run(command, code, List.of(args)); }

    static Stream<Run> runs() {
        List<Run> runs = new ArrayList<>(List.of(
                run("info", 0, "F/helio/island.json"), run("info", 2, "F/missing.json"), run("info", 64, "F/helio/island.json", "--bogus"),
                run("cycles", 0, "F/helio/island.json"), run("cycles", 2, "F/missing.json"), run("cycles", 64),
                run("get", 0, "F/helio/island.json", "$.name"), run("get", 1, "F/helio/island.json", "$.nope"), run("get", 2, "F/missing.json", "$"),
                run("get", 64, "F/helio/island.json"),
                run("set", 0, "F/helio/island.json", "#1.name", "\"Stone\""), run("set", 1, "F/helio/island.json", "$.nope", "1"),
                run("set", 2, "F/missing.json", "$.a", "1"), run("set", 64, "F/helio/island.json", "$.name"),
                run("insert", 0, "F/jsonex-lite/self-array.json", "$.items", "0", "7"), run("insert", 1, "F/helio/island.json", "$.nope", "0", "1"),
                run("insert", 2, "F/missing.json", "$.a", "0", "1"), run("insert", 64, "F/helio/island.json", "$.children"),
                run("remove", 0, "F/helio/scene.json", "#2.scale"), run("remove", 1, "F/helio/island.json", "$.nope"),
                run("remove", 2, "F/missing.json", "$.a"), run("remove", 64, "F/helio/island.json"),
                run("add-field", 0, "F/cyclejs/loop.json", "$", "added", "1"), run("add-field", 1, "F/helio/island.json", "#0", "name", "1"),
                run("add-field", 2, "F/missing.json", "$", "a", "1"), run("add-field", 64, "F/helio/island.json", "#0"),
                run("add-node", 0, "F/helio/island.json", "SceneNode"), run("add-node", 1, "F/rpgmaker-mz/file1.rmmzsave", "Thing"),
                run("add-node", 2, "F/missing.json", "Thing"), run("add-node", 64, "F/helio/island.json"),
                run("delete-node", 0, "F/lonely.json", "#1"), run("delete-node", 1, "F/helio/island.json", "#1"),
                run("delete-node", 2, "F/missing.json", "#1"), run("delete-node", 64, "F/helio/island.json"),
                run("convert", 0, "F/helio/island.json", "-o", "F/island-copy.json"),
                run("convert", 1, "F/rpgmaker-mv/file1.rpgsave", "--to", "helio", "-o", "F/file1-helio.json"),
                run("convert", 2, "F/missing.json", "-o", "F/out.json"), run("convert", 64, "F/helio/island.json"),
                run("check", 0, "F/helio/island.json"), run("check", 1, "F/dotnet-refs/guild.json"), run("check", 2, "F/missing.json"), run("check", 64),
                run("scene", 0, "F/unity/village.unity"), run("scene", 1, "F/rpgmaker-mv/file1.rpgsave"), run("scene", 2, "F/missing.json"),
                run("scene", 64, "F/unity/village.unity", "--bogus"),
                run("find-tag", 0, "F/unity/village.unity", "Player"), run("find-tag", 1, "F/helio/village.json", "nosuch"),
                run("find-tag", 2, "F/missing.json", "Player"), run("find-tag", 64, "F/unity/village.unity"),
                run("names", 0, "F/rpgmaker-mv/file1.rpgsave"), run("names", 1, "F/rpgmaker-mv/global.rpgsave"), run("names", 2, "F/missing.json"),
                run("names", 64),
                run("diff", 0, "F/helio/island.json", "F/helio/island.json"), run("diff", 1, "F/helio/island.json", "F/helio/scene.json"),
                run("diff", 2, "F/helio/island.json", "F/missing.json"), run("diff", 64, "F/helio/island.json"),
                run("demo-world", 0, "--snapshot", "F/world.json", "--ticks", "1", "--entities", "5"),
                run("demo-world", 1, "--snapshot", "F/helio", "--ticks", "1", "--entities", "5"), run("demo-world", 64, "--entities", "x"),
                run("live", 0, "URL", "tables"), run("live", 1, "URL", "entity", "999999"), run("live", 2, "UNREACHABLE", "tables"), run("live", 64),
                run("size", 0, "F/helio/attic.json"), run("size", 1, "F/one-value.rpgsave"), run("size", 2, "F/missing.json"),
                run("size", 64, "F/helio/attic.json", "--top", "x"),
                run("dominators", 0, "F/helio/attic.json"), run("dominators", 1, "F/helio/attic.json", "#99"),
                run("dominators", 2, "F/missing.json"), run("dominators", 64, "F/helio/attic.json", "#1", "#2"),
                run("why", 0, "F/helio/attic.json", "#3"), run("why", 1, "F/helio/attic.json", "#99"), run("why", 2, "F/missing.json", "#1"),
                run("why", 64, "F/helio/attic.json", "#1", "#2"),
                run("clean", 0, "F/helio/attic.json", "--unreachable"), run("clean", 1, "F/read-only.json", "--unreachable", "--apply"),
                run("clean", 2, "F/missing.json", "--unreachable"), run("clean", 64, "F/helio/attic.json"),
                run("query", 0, "F/helio/island.json", "$.name"), run("query", 1, "F/helio/island.json", "$.nope"),
                run("query", 2, "F/missing.json", "$.name"), run("query", 64, "F/helio/island.json", "$["),
                run("formats", 0), run("formats", 64, "--bogus"),
                run("help", 0)));
        for (String command : List.of("info", "cycles", "get", "set", "insert", "remove", "add-field", "add-node", "delete-node", "convert",
                "check", "scene", "find-tag", "names", "diff", "demo-world", "live", "size", "dominators", "why", "clean", "query", "formats")) {
            runs.add(run(command, 70, "F/helio/island.json", FAULT));
        }
        runs.add(run("(an unknown command)", 64, "F/helio/island.json"));
        return runs.stream();
    }

    @BeforeAll
    static void start() throws IOException {
        Path fixtures = Files.createDirectories(dir.resolve("F"));
        try (Stream<Path> walk = Files.walk(Fixtures.folder())) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                Path target = fixtures.resolve(Fixtures.folder().relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(target);
                else Files.copy(p, target);
            }
        }
        Files.writeString(fixtures.resolve("lonely.json"), "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"T\",\"fields\":{}},"
                + "{\"id\":1,\"type\":\"T\",\"fields\":{}}]}"); // #1: nothing refers to it, so it may be deleted
        // an RPG Maker MV save whose JSON is one number: nothing to size
        Files.write(fixtures.resolve("one-value.rpgsave"),
                new savelens.format.rpgmaker.RpgMakerMvFormat().encode("42".getBytes(StandardCharsets.UTF_8)));
        // a read-only copy: clean --apply refuses to write it, as set does
        Path readOnly = Files.copy(fixtures.resolve("helio/attic.json"), fixtures.resolve("read-only.json"));
        Files.copy(fixtures.resolve("helio/attic.registry.json"), fixtures.resolve("read-only.registry.json"));
        Files.setPosixFilePermissions(readOnly, java.nio.file.attribute.PosixFilePermissions.fromString("r--r--r--"));
        world = new DemoWorld(7, 40); // not started: it stands still while the command reads it
        world.step(5);
        server = LiveServer.start(new InProcessWorld(world), 0);
        url = server.uri().toString();
        try (ServerSocket free = new ServerSocket(0)) {
            unreachable = "http://127.0.0.1:" + free.getLocalPort(); // closed again: nothing answers there
        }
    }

    @AfterAll
    static void stop() {
        if (server != null) server.close();
        if (world != null) world.close();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("runs")
    void theCommandEndsWithItsCode(Run r) {
        List<String> args = new ArrayList<>();
        args.add(r.command().startsWith("(") ? "frobnicate" : r.command());
        boolean fault = false;
        for (String a : r.args()) {
            if (a.equals(FAULT)) fault = true;
            else args.add(a.replace("F/", dir.resolve("F") + "/").replace("UNREACHABLE", unreachable).replace("URL", url));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        Runnable atStart = fault ? () -> { throw new IllegalStateException("a fault made by the test"); } : () -> { };
        int code = Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), atStart);
        String printed = err.toString(StandardCharsets.UTF_8);
        assertEquals(r.code(), code, printed);
        assertFalse(printed.contains("Exception") || printed.contains("\tat "), "one plain line, no stack trace: " + printed);
        if (r.code() == 70) assertTrue(printed.endsWith("SaveLens failed unexpectedly while reading the file (an internal error)\n")
                || printed.endsWith("SaveLens failed unexpectedly (an internal error)\n"), printed);
        if (r.code() == 2 || r.code() == 70) assertEquals(1, printed.lines().count(), "one line on stderr: " + printed);
    }

    /** The table in docs/exit-codes.md lists a command's code exactly when a run above ends with it. */
    @Test
    void theDocumentedTableIsWhatTheCommandsDo() throws IOException {
        Map<String, TreeSet<Integer>> documented = new TreeMap<>();
        Path doc = Fixtures.folder().resolveSibling("docs").resolve("exit-codes.md");
        for (String line : Files.readAllLines(doc)) {
            if (!line.startsWith("| `") && !line.startsWith("| (")) continue;
            String[] cells = line.split("\\|");
            String command = cells[1].trim().replace("`", "");
            TreeSet<Integer> codes = documented.computeIfAbsent(command, k -> new TreeSet<>());
            for (int i = 0; i < CODES.size(); i++) if (!cells[i + 2].trim().equals("—")) codes.add(CODES.get(i));
        }
        Map<String, TreeSet<Integer>> run = new TreeMap<>();
        runs().forEach(r -> run.computeIfAbsent(r.command(), k -> new TreeSet<>()).add(r.code()));
        assertEquals(run, documented);
        assertTrue(documented.keySet().containsAll(Cli.commandNames()), "every command is in the table: " + Cli.commandNames());
    }
}
