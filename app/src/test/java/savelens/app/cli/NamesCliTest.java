package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.gamesave.GeneratedGame;
import savelens.app.cli.CliTest.Result;
import savelens.format.rpgmaker.RpgMakerMvFormat;

/** {@code names}, {@code --game-data} and {@code info}'s game-data line on saves of a generated game. */
class NamesCliTest {
    @TempDir Path dir;

    @Test void namesListsTheSaveWithTheDatabaseNames() throws IOException {
        Path save = GeneratedGame.mvGame(dir.resolve("game"));
        Result r = CliTest.run("names", save.toString());
        assertEquals(0, r.code(), r.err());
        Path data = dir.resolve("game/data").toAbsolutePath().normalize();
        assertEquals(String.join("\n",
                "game data " + data,
                "title \"Harbour Tales\"",
                "gold 2500 G",
                "actor 1 \"Harold\\r\" (database \"Harold\") class 1 \"Hero\" level 12 HP 312 MP 40 EXP 5000",
                "actor 2 \"Thérèse\" (database \"Therese\") class 2 \"Mage\" level 9 HP 201 MP 88.5 EXP 2100",
                "item 1 \"Potion\" × 5",
                "item 41 \"Книга Правил 1\" × 1",
                "weapon 1 \"Sword\" × 1",
                "switch 1 \"Door opened\" = on",
                "switch 3 \"Boss beaten\" = off",
                "switch 4 = on",
                "variable 1 \"Coins found\" = 0",
                "variable 2 = 5",
                "variable 3 \"Steps\" = 12",
                "map 2 \"Lighthouse\" at 10, 8",
                "playtime 00:24:00",
                "save count 7") + "\n", r.out());
    }

    @Test void sectionsAndFindNarrowTheList() throws IOException {
        Path save = GeneratedGame.mvGame(dir.resolve("game"));
        Result switches = CliTest.run("names", save.toString(), "--switches");
        assertEquals("switch 1 \"Door opened\" = on\nswitch 3 \"Boss beaten\" = off\nswitch 4 = on\n", switches.out(), switches.err());
        Result found = CliTest.run("names", save.toString(), "--find", "книга");
        assertEquals("item 41 \"Книга Правил 1\" × 1\n", found.out(), found.err());
        Result byNumber = CliTest.run("names", save.toString(), "--variables", "--find", "3");
        assertEquals("variable 3 \"Steps\" = 12\n", byNumber.out());
        Result party = CliTest.run("names", save.toString(), "--party", "--weapons");
        assertEquals(2 + 1, party.out().split("\n").length, party.out());
        Result none = CliTest.run("names", save.toString(), "--find", "dragon");
        assertEquals(1, none.code());
        assertEquals("savelens: nothing in the save matches \"dragon\"\n", none.err().replace(save + ": ", ""));
    }

    @Test void namesJsonOnAnMzSave() throws IOException {
        Path save = GeneratedGame.mzGame(dir.resolve("game"));
        Result r = CliTest.run("names", save.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        String data = dir.resolve("game/data").toAbsolutePath().normalize().toString();
        assertEquals("{\"gameData\":\"" + data.replace("\\", "\\\\") + "\",\"title\":\"Harbour Tales\",\"currencyUnit\":\"G\",\"gold\":2500,"
                + "\"party\":[{\"id\":1,\"name\":\"Harold\\r\",\"databaseName\":\"Harold\",\"class\":1,\"className\":\"Hero\",\"level\":12,\"hp\":312,\"mp\":40,\"exp\":5000},"
                + "{\"id\":2,\"name\":\"Thérèse\",\"databaseName\":\"Therese\",\"class\":2,\"className\":\"Mage\",\"level\":9,\"hp\":201,\"mp\":88.5,\"exp\":2100}],"
                + "\"items\":[{\"id\":1,\"name\":\"Potion\",\"count\":5},{\"id\":41,\"name\":\"Книга Правил 1\",\"count\":1}],"
                + "\"weapons\":[{\"id\":1,\"name\":\"Sword\",\"count\":1}],\"armors\":[],"
                + "\"switches\":[{\"id\":1,\"name\":\"Door opened\",\"value\":true},{\"id\":3,\"name\":\"Boss beaten\",\"value\":null},{\"id\":4,\"name\":null,\"value\":true}],"
                + "\"variables\":[{\"id\":1,\"name\":\"Coins found\",\"value\":0},{\"id\":2,\"name\":null,\"value\":5},{\"id\":3,\"name\":\"Steps\",\"value\":12}],"
                + "\"map\":{\"id\":2,\"name\":\"Lighthouse\",\"x\":10,\"y\":8},\"playtimeFrames\":86400,\"saveCount\":7}\n", r.out());
    }

    @Test void gameDataNamesAFolderElsewhere() throws IOException {
        Path game = dir.resolve("game");
        Path save = GeneratedGame.mvGame(game);
        Path loose = Files.copy(save, dir.resolve("loose.rpgsave"));
        Result without = CliTest.run("names", loose.toString());
        assertTrue(without.out().startsWith("game data none found"), without.out());
        assertTrue(without.out().contains("\nitem 41 × 1\n"), without.out());
        Result with = CliTest.run("names", loose.toString(), "--game-data", game.toString());
        assertTrue(with.out().contains("\nitem 41 \"Книга Правил 1\" × 1\n"), with.out());
        assertEquals(0, with.code());
    }

    @Test void gameDataOnAFolderThatIsNoGameDataIsExit2WithTheReason() throws IOException {
        Path save = GeneratedGame.mvGame(dir.resolve("game"));
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Result r = CliTest.run("names", save.toString(), "--game-data", empty.toString());
        assertEquals(2, r.code());
        assertEquals("savelens: " + save + ": --game-data: " + empty + " is not a game's data folder: no System.json in it, in data/ or in www/data/\n", r.err());
        assertEquals("", r.out());

        Path missing = dir.resolve("nowhere");
        Result gone = CliTest.run("info", save.toString(), "--game-data", missing.toString());
        assertEquals(2, gone.code());
        assertTrue(gone.err().endsWith("--game-data: " + missing + " does not exist\n"), gone.err());

        Path fake = Files.createDirectories(dir.resolve("fake"));
        Files.writeString(fake.resolve("System.json"), "[1,2]");
        Result notSystem = CliTest.run("get", save.toString(), "$.party._gold", "--game-data", fake.toString());
        assertEquals(2, notSystem.code());
        assertTrue(notSystem.err().contains("is not RPG Maker's System.json"), notSystem.err());
    }

    @Test void infoSaysWhichDataFolderWasFoundAndGetStaysALiteral() throws IOException {
        Path save = GeneratedGame.mvGame(dir.resolve("game"));
        Result info = CliTest.run("info", save.toString());
        assertTrue(info.out().contains("\ngame data    " + dir.resolve("game/data").toAbsolutePath().normalize() + "\n"), info.out());
        assertTrue(!info.out().contains("registry"), "no registry applies to an RPG Maker save: " + info.out());
        assertTrue(CliTest.run("info", save.toString(), "--json").out().contains(",\"gameData\":\""));
        assertEquals("1\n", CliTest.run("get", save.toString(), "$.party._items[\"41\"]").out(), "get prints the literal, no name");
        assertEquals("true\n", CliTest.run("get", save.toString(), "$.switches._data[1]").out());
    }

    @Test void namesOnAGlobalSaveOrAnotherFormatFails() throws IOException {
        Path global = dir.resolve("global.rpgsave");
        Files.write(global, new RpgMakerMvFormat().encode("[null,{\"globalId\":\"RPGMV\",\"title\":\"T\"}]".getBytes(StandardCharsets.UTF_8)));
        Result r = CliTest.run("names", global.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("not an RPG Maker game save"), r.err());
    }

    /** A www/data/ beside the save folder without System.json: info and names say what they found and what it lacks. */
    @Test void aDataFolderWithoutSystemJsonIsNamedWithWhatItLacks() throws IOException {
        Path game = dir.resolve("game");
        Path save = Files.createDirectories(game.resolve("www").resolve("save")).resolve("file1.rpgsave");
        Files.copy(savelens.app.Fixtures.folder().resolve("rpgmaker-mv/file1.rpgsave"), save);
        Files.createDirectories(game.resolve("www").resolve("data"));
        Files.writeString(game.resolve("www").resolve("data").resolve("Actors.json"), "[null]");
        Result info = CliTest.run("info", save.toString());
        assertTrue(info.out().contains("\ngame data    none found (../data/ holds no System.json; --game-data DIR names it)\n"), info.out());
        Result names = CliTest.run("names", save.toString());
        assertTrue(names.out().startsWith("game data none found (../data/ holds no System.json; --game-data DIR names it)\n"), names.out());
        Path loose = Files.copy(save, Files.createDirectories(dir.resolve("loose").resolve("save")).resolve("file1.rpgsave"));
        assertTrue(CliTest.run("info", loose.toString()).out().contains("none found (no data/ or www/data/ beside the save folder;"));
    }
}
