package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import savelens.app.ChainDocuments;
import savelens.app.Fixtures;
import savelens.size.SizeAnalysis;

/** {@code size}, {@code dominators}, {@code why} and {@code clean}: what they print, and each exit code of each. */
class SizeCommandsTest {
    @TempDir Path dir;
    Path attic;
    String original;

    @BeforeEach void copy() throws IOException {
        attic = Fixtures.copy(dir, "helio/attic.json");
        original = Files.readString(attic);
    }

    @AfterEach void analyserBack() { SizeCommands.analyser = SizeAnalysis::of; }

    private static CliTest.Result run(String... args) { return CliTest.run(args); }

    @Test void sizeAllJsonListsEveryNodeInDocumentOrderInTheExactShape() throws IOException {
        CliTest.Result r = run("size", attic.toString(), "--all", "--json");
        assertEquals(0, r.code(), r.err());
        String line = r.out().strip();
        assertTrue(line.matches("\\{\"textBytes\":\\d+,\"documentBytes\":\\d+,\"fileBytes\":\\d+,\"nodes\":\\[(\\{\"node\":\"#\\d+\",\"type\":\"\\w+\","
                + "\"shallow\":\\d+,\"retained\":\\d+,\"dominator\":(null|\"#\\d+\"|\"unreachable\")\\},?)+]}"), line);
        JsonNode j = new ObjectMapper().readTree(line);
        long text = Files.size(attic);
        assertEquals(text, j.get("textBytes").asLong());
        assertEquals(text, j.get("fileBytes").asLong(), "a plain JSON file is its text");
        long sum = j.get("documentBytes").asLong();
        for (JsonNode n : j.get("nodes")) sum += n.get("shallow").asLong();
        assertEquals(text, sum, "shallow sizes and the document's bytes add up to the text");
        JsonNode nodes = j.get("nodes");
        assertEquals(11, nodes.size());
        assertTrue(nodes.get(0).get("dominator").isNull(), "the root has no dominator");
        assertEquals("#0", nodes.get(3).get("dominator").asText(), "the attic is reached from the hall and from the player's home: only the save keeps it");
        assertEquals("#0", nodes.get(4).get("dominator").asText(), "the lamp is in the attic and in Ada's inventory");
        assertEquals("#1", nodes.get(5).get("dominator").asText(), "the rope is Ada's alone");
        assertEquals("unreachable", nodes.get(8).get("dominator").asText());
        assertEquals("unreachable", nodes.get(10).get("dominator").asText());
        assertEquals(nodes.get(0).get("retained").asLong() + nodes.get(8).get("shallow").asLong() + nodes.get(9).get("shallow").asLong()
                + nodes.get(10).get("shallow").asLong() + j.get("documentBytes").asLong(), text);
    }

    @Test void aUnitySceneWritesItsMadeUpRootAsDollarAndCompressedSavesGiveTheirFileSize() throws IOException {
        JsonNode j = new ObjectMapper().readTree(run("size", Fixtures.folder().resolve("unity/village.unity").toString(), "--all", "--json").out());
        JsonNode last = j.get("nodes").get(j.get("nodes").size() - 1);
        assertEquals("$", last.get("node").asText());
        assertTrue(last.get("dominator").isNull());
        assertEquals("$", j.get("nodes").get(0).get("dominator").asText(), "Root is a top object of the scene");
        Path mv = Fixtures.folder().resolve("rpgmaker-mv/file1.rpgsave");
        JsonNode s = new ObjectMapper().readTree(run("size", mv.toString(), "--all", "--json").out());
        assertEquals(Files.size(mv), s.get("fileBytes").asLong());
        assertEquals(Files.size(Fixtures.folder().resolve("rpgmaker-mv/file1.rpgsave.decoded.json")), s.get("textBytes").asLong(),
                "sizes are of the decoded text");
    }

    @Test void sizeByTypeAndTheBiggestWithReasons() {
        CliTest.Result byType = run("size", attic.toString(), "--by", "type");
        assertEquals(0, byType.code(), byType.err());
        assertTrue(byType.out().lines().anyMatch(l -> l.matches("\\s*\\d+\\s+\\d+\\s+[\\d.]+%\\s+5\\s+Item")), byType.out());
        CliTest.Result top = run("size", attic.toString(), "--top", "3");
        assertEquals(0, top.code(), top.err());
        assertTrue(top.out().contains("#1 Player $.player \"Ada\"\n"), top.out());
        assertTrue(top.out().contains("biggest objects:"), top.out());
    }

    @Test void theHistogramIsWholeUnlessTopIsGiven() throws IOException {
        List<String> whole = run("size", attic.toString(), "--by", "type").out().lines().skip(2).toList();
        assertTrue(whole.size() > 2, whole.toString());
        List<String> two = run("size", attic.toString(), "--by", "type", "--top", "2").out().lines().skip(2).toList();
        assertEquals(whole.subList(0, 2), two, "the first two types of the whole histogram");
        JsonNode json = new ObjectMapper().readTree(run("size", attic.toString(), "--by", "type", "--top", "2", "--json").out());
        assertEquals(2, json.get("types").size());
    }

    @Test void dominatorsShowTheTreeAndTheUnreachableEntry() {
        CliTest.Result r = run("dominators", attic.toString(), "--depth", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("#0 Save"), r.out());
        assertTrue(r.out().contains("unreachable (3 nodes)"), r.out());
        CliTest.Result from = run("dominators", attic.toString(), "#1", "--json");
        assertEquals(0, from.code(), from.err());
        assertTrue(from.out().startsWith("{\"node\":\"#1\",\"type\":\"Player\""), from.out());
    }

    @Test void whyMergesTheShortestPaths() {
        CliTest.Result r = run("why", attic.toString(), "#4");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("#4 Item $.player.inventory[0] \"lamp\": 1 shortest path of 2 steps"), r.out());
        CliTest.Result attic3 = run("why", attic.toString(), "#3");
        assertTrue(attic3.out().contains("2 shortest paths of 2 steps"), attic3.out());
        CliTest.Result gone = run("why", attic.toString(), "#9");
        assertEquals(0, gone.code());
        assertTrue(gone.out().contains("is unreachable"), gone.out());
    }

    @Test void cleanListsThenRemovesTheUnreachableCycleWhole() throws IOException {
        CliTest.Result dry = run("clean", attic.toString(), "--unreachable");
        assertEquals(0, dry.code(), dry.err());
        assertTrue(dry.out().startsWith("would remove 3 nodes, "), dry.out());
        assertEquals(original, Files.readString(attic), "without --apply nothing changes");
        assertFalse(Files.exists(dir.resolve("attic.json.bak")));
        Set<java.nio.file.attribute.PosixFilePermission> mode = PosixFilePermissions.fromString("rw-r-----");
        Files.setPosixFilePermissions(attic, mode);
        CliTest.Result done = run("clean", attic.toString(), "--unreachable", "--apply");
        assertEquals(0, done.code(), done.err());
        assertTrue(done.out().startsWith("removed 3 nodes, "), done.out());
        assertEquals(original, Files.readString(dir.resolve("attic.json.bak")), "the file as it was is the backup");
        assertEquals(mode, Files.getPosixFilePermissions(attic), "the mode is kept");
        String now = Files.readString(attic);
        assertFalse(now.contains("Mrs Pell") || now.contains("broken key") || now.contains("lost cat"), now);
        assertTrue(now.endsWith("{\"id\":7,\"type\":\"Item\",\"fields\":{\"name\":\"dusty letters\",\"weight\":0.25}}]}"), now);
        assertEquals("nothing to remove: the root reaches every node\n", run("clean", attic.toString(), "--unreachable").out());
        long freed = Long.parseLong(dry.out().replaceAll("(?s)would remove 3 nodes, (\\d+) bytes.*", "$1"));
        assertEquals(original.length() - now.length(), freed, "the bytes freed are what the file lost");
    }

    @Test void cleanWritesToOutLeavingTheFile() throws IOException {
        Path out = dir.resolve("clean.json");
        assertEquals(0, run("clean", attic.toString(), "--unreachable", "--apply", "-o", out.toString()).code());
        assertEquals(original, Files.readString(attic));
        assertTrue(Files.readString(out).length() < original.length());
    }

    // ---- exit codes, each command into each

    @ParameterizedTest @ValueSource(strings = {"size", "dominators", "why", "clean"})
    void exitCodes(String command) throws IOException {
        String file = attic.toString();
        String[] ok = switch (command) {
            case "why" -> new String[] {command, file, "#3"};
            case "clean" -> new String[] {command, file, "--unreachable"};
            default -> new String[] {command, file};
        };
        assertEquals(0, run(ok).code(), command + " done");

        CliTest.Result failed = switch (command) {
            case "size" -> run(command, oneValueSave().toString()); // a save of one value: nothing to size
            case "dominators" -> run(command, file, "#99");
            case "why" -> run(command, file, "#99");
            default -> refusedSave();
        };
        assertEquals(1, failed.code(), command + " refused: " + failed.err());
        assertEquals(1, failed.err().lines().count(), failed.err());

        CliTest.Result unreadable = run(command.equals("why") ? new String[] {command, dir.resolve("missing.json").toString(), "#1"}
                : command.equals("clean") ? new String[] {command, dir.resolve("missing.json").toString(), "--unreachable"}
                : new String[] {command, dir.resolve("missing.json").toString()});
        assertEquals(2, unreadable.code(), command + " unreadable: " + unreadable.err());

        CliTest.Result usage = command.equals("clean") ? run(command, file) : run(command, file, "#1", "#2", "#3", "--top", "x");
        assertEquals(64, usage.code(), command + " usage: " + usage.err());

        SizeCommands.analyser = doc -> {
            throw new IllegalStateException("a fault of SaveLens");
        };
        CliTest.Result internal = run(ok);
        assertEquals(70, internal.code(), command + " internal: " + internal.err());
        assertTrue(internal.err().contains("internal error") && !internal.err().contains("IllegalStateException"), internal.err());
        SizeCommands.analyser = SizeAnalysis::of;
        assertEquals(original, Files.readString(attic), "no failure wrote anything");
    }

    /** A read-only file is refused in place, as {@code set} refuses it. */
    private CliTest.Result refusedSave() throws IOException {
        Path ro = Fixtures.copy(Files.createDirectories(dir.resolve("ro")), "helio/attic.json");
        Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("r--r--r--"));
        CliTest.Result r = run("clean", ro.toString(), "--unreachable", "--apply");
        assertEquals(original, Files.readString(ro));
        return r;
    }

    /** An RPG Maker MV save whose JSON is one number (an engine may save any value). */
    private Path oneValueSave() throws IOException {
        byte[] encoded = new savelens.format.rpgmaker.RpgMakerMvFormat().encode("42".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return Files.write(dir.resolve("one.rpgsave"), encoded);
    }

    @Test void nodesAreNamedFromTheUsersWorldAfterTheirPath() throws IOException {
        CliTest.Result size = run("size", attic.toString());
        assertTrue(size.out().contains("#3 Room $.player.home \"attic\"\n"), size.out());
        assertTrue(size.out().contains("#9 Npc \"Mrs Pell\"\n"), "an unreachable node has no path, but its name: " + size.out());
        JsonNode tree = new ObjectMapper().readTree(run("dominators", attic.toString(), "--json").out());
        JsonNode home = tree.get(0).get("children").get(0);
        assertEquals("$.player.home", home.get("path").asText());
        assertEquals("attic", home.get("name").asText());
        JsonNode why = new ObjectMapper().readTree(run("why", attic.toString(), "#3", "--json").out());
        assertEquals("attic", why.get("name").asText());
        assertEquals("Ada", why.get("tree").get("next").get(0).get("name").asText());
    }

    @Test void anRpgMakerActorIsNamedByTheGamesDataWhenItIsFound() throws IOException {
        Path game = dir.resolve("game");
        Path data = Files.createDirectories(game.resolve("data"));
        Files.writeString(data.resolve("System.json"), "{\"switches\":[\"\"],\"variables\":[\"\"]}");
        Files.writeString(data.resolve("Actors.json"), "[null,{\"id\":1,\"name\":\"Harold\"},{\"id\":2,\"name\":\"Therese\"}]");
        for (String f : new String[] {"Items.json", "Weapons.json", "Armors.json"}) Files.writeString(data.resolve(f), "[null]");
        Path save = Fixtures.copy(Files.createDirectories(game.resolve("save")), "rpgmaker-mv/file1.rpgsave");
        CliTest.Result size = run("size", save.toString(), "--top", "5");
        assertTrue(size.out().contains("#22 Game_Actor $.actors._data[2] \"actor 2 Therese\"\n"), size.out());
        assertTrue(size.out().contains("#13 Game_Actor $.party._leader \"actor 1 Harold\"\n"),
                "an actor written first where the party holds it is named by its actor id too: " + size.out());
        CliTest.Result without = run("size", Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave").toString(), "--top", "5");
        assertTrue(without.out().contains("#22 Game_Actor $.actors._data[2] \"Thérèse\"\n"), "without game data, the save's own name: " + without.out());
    }

    @Test void aMarshalSavesPathsKeepTheirTypedKeysAndItsActorsTheGamesNames() {
        CliTest.Result size = run("size", Fixtures.folder().resolve("rpgmaker-vxace/Save01.rvdata2").toString(), "--top", "6");
        assertEquals(0, size.code(), size.err());
        assertTrue(size.out().contains(" Array $[1].actors.@data\n"), "an instance variable is a .@ step: " + size.out());
        assertTrue(size.out().contains(" Game_Actor $[1].actors.@data[1] \"actor 1 Eric\"\n"),
                "the actor named by its @actor_id from Data/ beside the save: " + size.out());
    }

    @Test void aDeepChainIsNamedAndExplainedInTextThatGrowsWithItsLengthNotItsSquare() throws IOException {
        int length = 3_000;
        Path file = ChainDocuments.write(dir, length);
        CliTest.Result size = run("size", file.toString(), "--top", "3");
        assertEquals(0, size.code(), size.err());
        List<String> rows = size.out().lines().takeWhile(l -> !l.equals("biggest objects:")).skip(2).toList();
        assertTrue(rows.size() <= 3 + 9, "past the top, only nodes a tenth of the file apart: " + rows.size());
        String deep = rows.get(rows.size() - 1);
        assertTrue(deep.endsWith(" $…" + ".next".repeat(12)), "a deep node's path is cut to its last 12 steps: " + deep);
        CliTest.Result json = run("size", file.toString(), "--top", "3", "--json");
        for (JsonNode b : new ObjectMapper().readTree(json.out()).get("biggest")) {
            assertTrue(b.get("path") == null || b.get("path").asText().startsWith("$.next"), "a path cut short is left out of --json: " + b);
        }

        String target = "#" + (length - 1);
        CliTest.Result why = run("why", file.toString(), target);
        assertEquals(0, why.code(), why.err());
        List<String> lines = why.out().lines().toList();
        assertEquals("kept by #0 → #1 → #2 → #3 → #4 → #5 → … 2,988 more → #2994 → #2995 → #2996 → #2997 → #2998 (each of them)", lines.get(1));
        assertEquals(length + 2, lines.size(), "the heading, who keeps it, the root and a line per step");
        int lead = lines.stream().mapToInt(l -> l.indexOf("└─")).max().orElseThrow();
        assertEquals(3 * 24, lead, "the steps stop moving right 24 levels in");
        assertTrue(lines.get(lines.size() - 1).endsWith("→ " + target + " Entry"), lines.get(lines.size() - 1));
    }

    @Test void whyJsonOfADeepNodeIsWrittenWithoutRecursion() throws IOException {
        int length = 400; // two levels a step: deep, and under the 1,000 levels Jackson reads by default
        Path file = ChainDocuments.write(dir, length);
        CliTest.Result why = run("why", file.toString(), "#" + (length - 1), "--json");
        assertEquals(0, why.code(), why.err());
        JsonNode step = new ObjectMapper().readTree(why.out()).get("tree");
        int steps = 0;
        while (step.has("next")) {
            step = step.get("next").get(0);
            steps++;
        }
        assertEquals(length - 1, steps);
        assertEquals("#" + (length - 1), step.get("node").asText());
    }
}
