package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import savelens.app.Fixtures;
import savelens.app.Samples;

class CliTest {
    @TempDir Path dir;
    Path island;
    Path scene;

    record Result(int code, String out, String err) {}

    @BeforeEach
    void copyFixtures() throws IOException {
        for (String f : List.of("island.json", "island.registry.json", "scene.json", "scene.registry.json")) {
            Path p = Files.copy(Fixtures.folder().resolve("helio").resolve(f), dir.resolve(f), StandardCopyOption.REPLACE_EXISTING);
            p.toFile().setWritable(true);
        }
        island = dir.resolve("island.json");
        scene = dir.resolve("scene.json");
    }

    static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = Cli.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theCommandLinePageShowsTheUsageAsHelpPrintsIt() throws IOException {
        Result r = run("help");
        assertEquals(0, r.code());
        assertEquals(Cli.USAGE, r.out());
        Path page = Fixtures.folder().resolveSibling("docs").resolve("guide").resolve("commands.md");
        assertTrue(Files.readString(page).contains("$ savelens help\n" + Cli.USAGE + "```"),
                "the guide's command line page is savelens help as printed:\n" + Cli.USAGE);
    }

    /** {@code savelens --version} is the command line's, never the window's: it prints the version and opens nothing. */
    @Test
    void versionPrintsTheBuildsVersionAndTheJavaRunningIt() {
        assertTrue(Cli.isCommandLine(new String[] {"--version"}), "not an option for the window");
        Result r = run("--version");
        assertEquals(0, r.code());
        assertEquals("", r.err());
        savelens.app.about.BuildInfo build = savelens.app.about.BuildInfo.bundled();
        assertEquals("SaveLens " + build.version() + " (Java " + System.getProperty("java.version") + ", JavaFX " + build.javafxVersion() + ")\n",
                r.out());
        assertTrue(r.out().matches("SaveLens \\d+\\.\\d+\\.\\d+\\S* \\(Java [^,]+, JavaFX 21\\.[^)]+\\)\n"), r.out());
    }

    @Test
    void infoJsonOnTheFixtures() {
        assertEquals("{\"format\":\"helio\",\"root\":\"#0\",\"nodes\":2,\"references\":2,\"cycles\":1,\"nodesOnCycles\":2,"
                + "\"shared\":0,\"dangling\":0,\"unreachable\":0,\"diagnostics\":{\"errors\":0,\"warnings\":0}}\n", run("info", island.toString(), "--json").out());
        Result r = run("info", "--json", scene.toString());
        assertEquals(0, r.code());
        assertEquals("{\"format\":\"helio\",\"root\":\"#0\",\"nodes\":12,\"references\":26,\"cycles\":2,\"nodesOnCycles\":11,"
                + "\"shared\":9,\"dangling\":0,\"unreachable\":0,\"diagnostics\":{\"errors\":0,\"warnings\":1}}\n", r.out());
    }

    /** The figures worked out in fixtures/README.md, as {@code info --json} prints them. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "jsonex-lite/party.json|jsonex-lite|#0|6, 10, 1, 5, 3, 0, 0",
            "jsonex-lite/self-array.json|jsonex-lite|#0|3, 4, 1, 2, 1, 0, 0",
            "rpgmaker-mv/file1.rpgsave|rpgmaker-mv|#1|40, 42, 2, 5, 2, 0, 0",
            "rpgmaker-mv/file2.rpgsave|rpgmaker-mv|#1|755, 903, 0, 0, 149, 0, 0",
            "rpgmaker-mv/global.rpgsave|rpgmaker-mv|#1|8, 7, 0, 0, 0, 0, 0",
            "rpgmaker-mv/shop.rpgsave|rpgmaker-mv|#1|6, 5, 0, 0, 0, 0, 0",
            "rpgmaker-mv/config.rpgsave|rpgmaker-mv|#1|1, 0, 0, 0, 0, 0, 0",
            "rpgmaker-mz/file1.rmmzsave|rpgmaker-mz|#1|24, 23, 0, 0, 0, 0, 0",
            "rpgmaker-mz/file2.rmmzsave|rpgmaker-mz|#1|755, 754, 0, 0, 0, 0, 0",
            "rpgmaker-mz/global.rmmzsave|rpgmaker-mz|#1|13, 12, 0, 0, 0, 0, 0",
            "rpgmaker-mz/config.rmmzsave|rpgmaker-mz|#1|1, 0, 0, 0, 0, 0, 0",
    })
    void infoJsonOnEveryFixture(String file, String format, String root, String figures) {
        Result r = run("info", "--json", Fixtures.folder().resolve(file).toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(infoJson(format, root, figures, 0), r.out());
    }

    /** The figures ../shared/samples/README.md gives for the shared samples. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "helio/island.json|helio|#0|2, 2, 1, 2, 0, 0, 0|0",
            "helio/scene.json|helio|#0|13, 28, 1, 12, 10, 0, 0|1",
            "rpgmaker-mv/file1.rpgsave|rpgmaker-mv|#1|211, 210, 0, 0, 0, 0, 0|0",
            "rpgmaker-mz/file1.rmmzsave|rpgmaker-mz|#1|141, 140, 0, 0, 0, 0, 0|0",
            "jsonex-lite/self-array.json|jsonex-lite|#0|2, 3, 1, 2, 1, 0, 0|0",
            "jsonex-lite/party.json|jsonex-lite|#0|5, 7, 1, 4, 2, 0, 0|0",
    })
    void infoJsonOnTheSharedSamples(String file, String format, String root, String figures, int warnings) {
        Result r = run("info", "--json", Samples.folder().resolve(file).toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(infoJson(format, root, figures, warnings), r.out());
    }

    private static String infoJson(String format, String root, String figures, int warnings) {
        String[] f = figures.split(", ");
        return "{\"format\":\"" + format + "\",\"root\":\"" + root + "\",\"nodes\":" + f[0] + ",\"references\":" + f[1]
                + ",\"cycles\":" + f[2] + ",\"nodesOnCycles\":" + f[3] + ",\"shared\":" + f[4] + ",\"dangling\":" + f[5]
                + ",\"unreachable\":" + f[6] + ",\"diagnostics\":{\"errors\":0,\"warnings\":" + warnings + "}}\n";
    }

    @Test
    void getThroughMvWrappersAndRepeats() {
        String save = Fixtures.folder().resolve("rpgmaker-mv/file1.rpgsave").toString();
        assertEquals("\"Harold\\r\"\n", run("get", save, "$.actors._data[1]._name").out());
        assertEquals("#13\n", run("get", save, "$.party._leader").out());
        assertEquals("#13\n", run("get", save, "$.actors._data[1]._result._subject").out());
        assertEquals("\"🐉 slayer\"\n", run("get", save, "$.actors._data[1]._nickname").out());
    }

    @Test
    void getOnTheRealMvSave() {
        assertEquals("\"Harold\\r\"\n", run("get", Samples.folder().resolve("rpgmaker-mv/file1.rpgsave").toString(), "$.actors._data[1]._name").out());
    }

    @Test
    void getPrintsScalarsReferencesAndNodes() {
        assertEquals("\"rock\"\n", run("get", island.toString(), "$.children[0].name").out());
        assertEquals("#0\n", run("get", island.toString(), "$.children[0].parent").out());
        assertEquals("{\"name\":\"rock\",\"parent\":{\"$ref\":\"#0\"},\"children\":[]}\n", run("get", island.toString(), "#1").out());
        assertEquals("2.50\n", run("get", scene.toString(), "#2.scale").out(), "number text kept exactly");
        assertEquals("2.0\n", run("get", scene.toString(), "$.roots[1].components[1].rate").out());
        assertEquals("\"Lighthouse «灯台» \\\"north\\\" \\\\ beam\\t\"\n", run("get", scene.toString(), "$.roots[0].name").out());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "#2.power|-3|-3",
            "#1.visible|false|false",
            "#1.tag|\"Boss\"|\"Boss\"",
            "#2.target|null|null",
            "#2.target|#3|3",
    })
    void setChangesOnlyTheEditedBytes(String path, String value, String written) throws IOException {
        byte[] before = Files.readAllBytes(scene);
        Path out = dir.resolve("out.json");
        Result r = run("set", scene.toString(), path, value, "-o", out.toString());
        assertEquals(0, r.code(), r.err());
        String original = new String(before, StandardCharsets.UTF_8);
        String oldValue = run("get", scene.toString(), path).out().trim();
        String expectedOld = oldValue.startsWith("#") ? oldValue.substring(1) : oldValue;
        String edited = Files.readString(out);
        int at = firstDifference(original, edited);
        at -= firstDifference(expectedOld, written); // the old and new text may share a prefix (a quote, a digit)
        assertEquals(original.substring(0, at) + written + original.substring(at + expectedOld.length()), edited);
        assertArrayEquals(before, Files.readAllBytes(scene), "the input is untouched with -o");
    }

    private static int firstDifference(String a, String b) {
        int i = 0;
        while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) i++;
        return i;
    }

    @Test
    void setInPlaceKeepsABackup() throws IOException {
        byte[] before = Files.readAllBytes(island);
        assertEquals(0, run("set", island.toString(), "$.name", "\"isle\"").code());
        assertArrayEquals(before, Files.readAllBytes(dir.resolve("island.json.bak")));
        assertEquals("\"isle\"\n", run("get", island.toString(), "$.name").out());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "#1.name|42",
            "#2.owner|#99",
            "#2.owner|#2",
            "#1.name|hello",
            "$.nothing|1",
    })
    void rejectedEditsExitOneAndWriteNothing(String path, String value) throws IOException {
        byte[] before = Files.readAllBytes(scene);
        Path out = dir.resolve("never.json");
        Result r = run("set", scene.toString(), path, value, "-o", out.toString());
        assertEquals(1, r.code());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("savelens: " + scene), r.err());
        assertFalse(Files.exists(out));
        assertArrayEquals(before, Files.readAllBytes(scene));
    }

    @Test
    void convertWithoutEditIsByteIdentical() throws IOException {
        for (Path p : List.of(island, scene)) {
            Path out = dir.resolve("copy-" + p.getFileName());
            assertEquals(0, run("convert", p.toString(), "-o", out.toString()).code());
            assertArrayEquals(Files.readAllBytes(p), Files.readAllBytes(out));
        }
    }

    @Test
    void checkExitsOneOnADanglingReference() throws IOException {
        assertEquals(0, run("check", island.toString()).code());
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(island).replace("\"parent\":0", "\"parent\":7"));
        Files.copy(dir.resolve("island.registry.json"), dir.resolve("bad.registry.json"));
        Result r = run("check", bad.toString());
        assertEquals(1, r.code());
        assertTrue(r.out().contains("error: dangling reference: #1.parent refers to #7"), r.out());
    }

    @Test
    void aFileNamedUnlikeItsFormatIsCheckedWithAWarning() throws IOException {
        Path txt = Files.copy(island, dir.resolve("island.txt"));
        Result check = run("check", txt.toString());
        assertEquals(0, check.code());
        assertTrue(check.out().contains("warning: the file name does not end as a helio file does (.helio.json, .json); read by its content"),
                check.out());
        assertTrue(run("info", txt.toString(), "--json").out().contains("\"warnings\":1}"));
        assertTrue(run("info", island.toString(), "--json").out().contains("\"warnings\":0}"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "empty.json|''|the file is empty",
            "truncated.json|{\"root\":0,\"nodes\":[{\"id\":0|line 1, column",
            "notarray.json|{\"root\":0,\"nodes\":{}}|must be an array",
            "badid.json|{\"root\":0,\"nodes\":[{\"id\":\"x\",\"type\":\"A\",\"fields\":{}}]}|is not an integer",
            "dup.json|{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"A\",\"fields\":{}},{\"id\":0,\"type\":\"A\",\"fields\":{}}]}|duplicate id 0",
            "noroot.json|{\"root\":5,\"nodes\":[{\"id\":0,\"type\":\"A\",\"fields\":{}}]}|missing root",
    })
    void badInputExitsTwoWithOneLine(String name, String content, String says) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, content);
        Result r = run("info", f.toString());
        assertEquals(2, r.code());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains(f.toString()) && r.err().contains(says), r.err());
    }

    @Test
    void aMissingFileExitsTwo() {
        Result r = run("info", dir.resolve("nope.json").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("no such file"), r.err());
    }

    @Test
    void usageErrorsExitSixtyFour() {
        assertEquals(64, run("get", island.toString()).code());
        assertEquals(64, run("info", island.toString(), "--bogus").code());
        assertEquals(64, run("convert", island.toString()).code());
    }

    @Test
    void optionsMayComeFirstAndDashDashEndsThem() {
        assertEquals(0, run("set", "-o", dir.resolve("o.json").toString(), scene.toString(), "#2.power", "-3").code());
        assertEquals("-3\n", run("get", dir.resolve("o.json").toString(), "--", "#2.power").out());
    }

    @Test
    void aGivenRegistryWins() throws IOException {
        Path reg = dir.resolve("given.json");
        Files.writeString(reg, "{\"types\":[{\"name\":\"SceneNode\",\"fields\":[{\"name\":\"parent\",\"kind\":\"number\"}]}]}");
        Result r = run("info", island.toString(), "--json", "--registry", reg.toString());
        assertTrue(r.out().contains("\"references\":1"), "parent is now a number: " + r.out());
    }

    @Test
    void convertToHelioKeepsTheGraph() throws IOException {
        Path party = Files.copy(Fixtures.folder().resolve("jsonex-lite/party.json"), dir.resolve("party.json"));
        Path out = dir.resolve("party.helio.json");
        assertEquals(0, run("convert", party.toString(), "--to", "helio", "-o", out.toString()).code());
        String before = run("info", party.toString(), "--json").out();
        String after = run("info", out.toString(), "--json").out();
        assertTrue(before.startsWith("{\"format\":\"jsonex-lite\""), before);
        assertTrue(after.startsWith("{\"format\":\"helio\""), after);
        String figures = "\"nodes\":6,\"references\":10,\"cycles\":1,\"nodesOnCycles\":5,\"shared\":3,\"dangling\":0,\"unreachable\":0";
        assertTrue(before.contains(figures) && after.contains(figures), before + after);
    }

    @Test
    void commandsRunHeadlessInUtf8WithoutJavaFx() throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dfile.encoding=ISO-8859-1", "-verbose:class", "-cp", System.getProperty("java.class.path"),
                "savelens.app.Launcher", "get", scene.toString(), "$.roots[0].name"));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(false).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertEquals(0, p.waitFor());
        String text = new String(out, StandardCharsets.UTF_8);
        assertTrue(text.contains("\"Lighthouse «灯台»"), "UTF-8 whatever the locale");
        assertFalse(text.contains("javafx."), "no JavaFX class loaded");
    }
}
