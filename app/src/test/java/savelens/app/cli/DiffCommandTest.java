package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;

/** {@code diff A B}: exit 0 equal, 1 different (one change a line, or --json), 2 unreadable or of other formats. */
class DiffCommandTest {
    @TempDir Path dir;

    private static CliTest.Result run(String... args) { return CliTest.run(args); }

    private Path write(String name, String text) throws IOException { return Files.writeString(dir.resolve(name), text); }

    @Test
    void equalDocumentsPrintNothingAndExitZero() throws IOException {
        Path a = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        Path b = Files.copy(a, dir.resolve("file1 copy.rpgsave"));
        CliTest.Result r = run("diff", a.toString(), b.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.out());
        assertEquals("", r.err());
    }

    /** With the game's data beside the saves, each change names what the player knows it as, after its path. */
    @Test
    void aSaveOfAGameWithItsDataNamesEachChange() throws IOException {
        Path save = savelens.gamesave.GeneratedGame.mvGame(dir.resolve("game"));
        assertEquals(0, run("set", save.toString(), "$.switches._data[1]", "false").code());
        assertEquals(0, run("set", save.toString(), "$.party._items[\"41\"]", "99").code());
        assertEquals(0, run("set", save.toString(), "$.party._gold", "999999").code());
        Path before = Files.copy(save, dir.resolve("game/save/after.rpgsave"));
        Path bak = dir.resolve("game/save/file1.rpgsave.bak");
        // the backup holds the save before the last set only: compare with a first copy instead
        Path first = savelens.gamesave.GeneratedGame.mvGame(dir.resolve("game2"));
        Files.copy(first, dir.resolve("game/save/first.rpgsave"));
        CliTest.Result r = run("diff", dir.resolve("game/save/first.rpgsave").toString(), before.toString());
        assertEquals(1, r.code(), r.err());
        assertEquals("$.switches._data[1] (switch 1 Door opened): on → off\n"
                + "$.party._gold (gold): 2500 → 999999\n"
                + "$.party._items.41 (item 41 Книга Правил 1): 1 → 99\n", r.out());
        r = run("diff", "--json", dir.resolve("game/save/first.rpgsave").toString(), before.toString());
        assertTrue(r.out().startsWith("{\"changes\":[{\"path\":\"$.switches._data[1]\",\"name\":\"switch 1 Door opened\",\"kind\":\"changed\",\"old\":\"true\",\"new\":\"false\"}"), r.out());
        assertTrue(Files.exists(bak));
    }

    /** A save and the .bak that {@code set} leaves beside it: the one value set, with its old and new value. */
    @Test
    void aSaveAndItsBackupDifferByTheEdit() throws IOException {
        Path save = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        assertEquals(0, run("set", save.toString(), "$.party._gold", "999999").code());
        Path bak = dir.resolve("file1.rpgsave.bak");
        CliTest.Result r = run("diff", bak.toString(), save.toString());
        assertEquals(1, r.code(), r.err());
        assertEquals("$.party._gold: 2500 → 999999\n", r.out());
        r = run("diff", "--json", bak.toString(), save.toString());
        assertEquals(1, r.code());
        assertEquals("{\"changes\":[{\"path\":\"$.party._gold\",\"kind\":\"changed\",\"old\":\"2500\",\"new\":\"999999\"}]}\n", r.out());
    }

    @Test
    void addedAndRemovedValuesAreMarked() throws IOException {
        Path a = write("a.json", "{\"list\":[1,2,3],\"name\":\"x\",\"gone\":true,\"@circularID\":0}");
        Path b = write("b.json", "{\"list\":[1,2,9,3],\"name\":\"x\",\"new\":{\"k\":\"v\"},\"@circularID\":0}");
        CliTest.Result r = run("diff", a.toString(), b.toString());
        assertEquals(1, r.code(), r.err());
        assertEquals("+ $.list[2]: 9\n- $.gone: true\n+ $.new: {\"k\":\"v\"}\n", r.out());
        r = run("diff", a.toString(), b.toString(), "--json");
        assertEquals("{\"changes\":[{\"path\":\"$.list[2]\",\"kind\":\"added\",\"old\":null,\"new\":\"9\"},"
                + "{\"path\":\"$.gone\",\"kind\":\"removed\",\"old\":\"true\",\"new\":null},"
                + "{\"path\":\"$.new\",\"kind\":\"added\",\"old\":null,\"new\":\"{\\\"k\\\":\\\"v\\\"}\"}]}\n", r.out());
    }

    /** A renumbered id: the line and the JSON both carry the note that the same text leads to another node. */
    @Test
    void aReferenceToAnotherNodeWithTheSameIdCarriesANote() throws IOException {
        Path a = write("a.json", "{\"a\":{\"n\":1,\"@circularID\":1},\"b\":{\"n\":2,\"@circularID\":2},\"lead\":{\"@reference\":1},\"@circularID\":0}");
        Path b = write("b.json", "{\"a\":{\"n\":1,\"@circularID\":2},\"b\":{\"n\":2,\"@circularID\":1},\"lead\":{\"@reference\":1},\"@circularID\":0}");
        CliTest.Result r = run("diff", a.toString(), b.toString());
        assertEquals(1, r.code(), r.err());
        assertEquals("$.lead: #1 → #1 (another node: the node it led to is #2 in the second file)\n", r.out());
        r = run("diff", "--json", a.toString(), b.toString());
        assertEquals("{\"changes\":[{\"path\":\"$.lead\",\"kind\":\"changed\",\"old\":\"#1\",\"new\":\"#1\","
                + "\"note\":\"another node: the node it led to is #2 in the second file\"}]}\n", r.out());
    }

    @Test
    void helioNodesAreComparedById() throws IOException {
        Path a = write("a.json", "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"P\",\"fields\":{\"gold\":100}},{\"id\":4,\"type\":\"P\",\"fields\":{\"gold\":1}}]}");
        Path b = write("b.json", "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"P\",\"fields\":{\"gold\":250}}]}");
        CliTest.Result r = run("diff", a.toString(), b.toString());
        assertEquals(1, r.code(), r.err());
        assertEquals("$.gold: 100 → 250\n- #4: {\"gold\":1}\n", r.out());
    }

    @Test
    void documentsOfDifferentFormatsAreRefused() throws IOException {
        Path mv = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        Path mz = Fixtures.copy(dir, "rpgmaker-mz/file1.rmmzsave");
        CliTest.Result r = run("diff", mv.toString(), mz.toString());
        assertEquals(2, r.code());
        assertEquals("", r.out());
        assertEquals("savelens: " + mv + " is rpgmaker-mv and " + mz + " is rpgmaker-mz; only documents of one format can be compared\n", r.err());
    }

    @Test
    void anUnreadableSideIsExitTwoNamingIt() throws IOException {
        Path good = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        Path missing = dir.resolve("missing.rpgsave");
        CliTest.Result r = run("diff", good.toString(), missing.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("savelens: " + missing + ": "), r.err());
        assertEquals(1, r.err().lines().count());
        r = run("diff", missing.toString(), good.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("savelens: " + missing + ": "), r.err());
        assertEquals(64, run("diff", good.toString()).code());
    }

    /** A save whose whole content is one string (an MZ save can hold any JSON value): the root's value changed. */
    @Test
    void savesWhoseRootIsAStringDifferAtTheRoot() throws IOException {
        savelens.format.rpgmaker.RpgMakerMzFormat mz = new savelens.format.rpgmaker.RpgMakerMzFormat();
        Path a = Files.write(dir.resolve("a.rmmzsave"), mz.encode("\"a\"".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        Path b = Files.write(dir.resolve("b.rmmzsave"), mz.encode("\"b\"".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        CliTest.Result r = run("diff", a.toString(), b.toString());
        assertEquals("", r.err());
        assertEquals("$: \"a\" → \"b\"\n", r.out());
        assertEquals(1, r.code(), "different");
        assertEquals(0, run("diff", a.toString(), a.toString()).code());
    }
}
