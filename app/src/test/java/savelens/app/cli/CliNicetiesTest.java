package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.gamesave.GeneratedGame;
import savelens.app.cli.CliTest.Result;

/** What a command says about what it did, and what it says to a mistyped word. */
class CliNicetiesTest {
    @TempDir Path dir;

    @Test void setThroughALinkNamesTheBackupBesideTheFileItNames() throws IOException {
        Path save = GeneratedGame.mvGame(dir.resolve("game"));
        Path link = Files.createSymbolicLink(dir.resolve("slot.rpgsave"), save);
        Result r = CliTest.run("set", link.toString(), "$.party._gold", "77");
        assertEquals(0, r.code(), r.err());
        Path backup = save.toRealPath().resolveSibling("file1.rpgsave.bak");
        assertEquals("$.party._gold: 2500 → 77 (backup: " + save.toRealPath() + ".bak)\n", r.out());
        assertTrue(Files.exists(backup), "the backup is where the message says");
        assertTrue(Files.isSymbolicLink(link), "the link stays a link");
    }

    @Test void setPrintsTheChangeAndTheBackup() throws IOException {
        Path save = GeneratedGame.mvGame(dir.resolve("game"));
        Result r = CliTest.run("set", save.toString(), "$.party._gold", "999999");
        assertEquals(0, r.code(), r.err());
        assertEquals("$.party._gold: 2500 → 999999 (backup: file1.rpgsave.bak)\n", r.out());
        assertTrue(Files.exists(save.resolveSibling("file1.rpgsave.bak")));
        assertEquals("999999\n", CliTest.run("get", save.toString(), "$.party._gold").out());

        Result quiet = CliTest.run("set", save.toString(), "$.party._gold", "5", "--quiet");
        assertEquals(0, quiet.code());
        assertEquals("", quiet.out());
        assertEquals("5\n", CliTest.run("get", save.toString(), "$.party._gold").out());

        Path out = dir.resolve("copy.rpgsave");
        Result copy = CliTest.run("set", save.toString(), "$.actors._data[1]._name", "\"Hal\"", "-o", out.toString());
        assertEquals("$.actors._data[1]._name: \"Harold\\r\" → \"Hal\" (written to " + out + ")\n", copy.out());
        Result none = CliTest.run("set", save.toString(), "$.party._gold", "6", "--backups", "0");
        assertEquals("$.party._gold: 5 → 6 (no backup kept)\n", none.out());
        assertEquals(64, CliTest.run("get", save.toString(), "$.party._gold", "--quiet").code(), "--quiet belongs to set");
    }

    @Test void aFieldThatIsNotThereSuggestsTheNearestName() throws IOException {
        Path save = GeneratedGame.mvGame(dir.resolve("game"));
        Result r = CliTest.run("get", save.toString(), "$.party._gld");
        assertEquals(1, r.code());
        assertEquals("savelens: " + save + ": $.party has no field \"_gld\"; did you mean \"_gold\"?\n", r.err());
    }

    @Test void anUnknownFirstWordIsAUsageErrorWithTheCommands() {
        Result r = CliTest.run("inof", "x.json");
        assertEquals(64, r.code());
        assertTrue(r.err().startsWith("savelens: \"inof\" is neither a command nor an existing file; did you mean \"info\"?\n"), r.err());
        assertTrue(r.err().contains("commands: ") && r.err().contains("names") && r.err().contains("set"), r.err());
        assertEquals("", r.out());
        assertTrue(Cli.isCommandLine(new String[] {"lvie", "http://127.0.0.1:1"}), "never the window");
        assertTrue(Cli.isCommandLine(new String[] {"missing-file.rpgsave"}));
    }

    @Test void anExistingFileOrNoArgumentsIsForTheWindow() {
        assertFalse(Cli.isCommandLine(new String[] {Fixtures.folder().resolve("helio/island.json").toString()}));
        assertFalse(Cli.isCommandLine(new String[0]));
        assertTrue(Cli.isCommandLine(new String[] {"names", "x"}));
    }

    @Test void infoOnGameDataSaysWhatItIsAndWhyItIsNoSave() throws IOException {
        Path data = GeneratedGame.writeData(dir.resolve("data"));
        Result system = CliTest.run("info", data.resolve("System.json").toString());
        assertEquals(2, system.code());
        assertTrue(system.err().contains("it looks like RPG Maker's System.json") && system.err().contains("not a save"), system.err());
        Result actors = CliTest.run("info", data.resolve("Actors.json").toString());
        assertTrue(actors.err().contains("RPG Maker's Actors.json (2 entries with id and name)"), actors.err());
        Path plain = Files.writeString(dir.resolve("plain.json"), "{\"name\":\"x\",\"score\":3}");
        Result other = CliTest.run("info", plain.toString());
        assertEquals(2, other.code());
        assertTrue(other.err().contains("it looks like plain JSON: an object with 2 members (name, score)"), other.err());
    }
}
