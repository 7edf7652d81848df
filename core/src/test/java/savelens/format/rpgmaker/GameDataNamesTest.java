package savelens.format.rpgmaker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.format.Format;
import savelens.path.DocumentPath;

class GameDataNamesTest {
    @TempDir Path tmp;

    private Path fakeGame(Path game, boolean www) throws IOException {
        Path data = www ? game.resolve("www").resolve("data") : game.resolve("data");
        Files.createDirectories(data);
        Files.writeString(data.resolve("System.json"),
                "{\"switches\":[\"\",\"Door opened\",\"\",\"Boss beaten\"],\"variables\":[\"\",\"Gold found\",\"Steps\"]}");
        Files.writeString(data.resolve("Actors.json"), "[null,{\"id\":1,\"name\":\"Harold\"},{\"id\":2,\"name\":\"Therese\"}]");
        Files.writeString(data.resolve("Items.json"), "[null,{\"id\":1,\"name\":\"Potion\"},{\"id\":2,\"name\":\"Magic Water\"}]");
        Files.writeString(data.resolve("Weapons.json"), "[null,{\"id\":1,\"name\":\"Sword\"}]");
        Files.writeString(data.resolve("Armors.json"), "\uFEFF[null,{\"id\":1,\"name\":\"Shield\"}]");
        Files.createDirectories(game.resolve(www ? "www/save" : "save"));
        return data;
    }

    private static final String MV_SAVE = "{\"switches\":{\"_data\":{\"@c\":3,\"@a\":[null,true,false,true]},\"@c\":2,\"@\":\"Game_Switches\"},"
            + "\"variables\":{\"_data\":{\"@c\":5,\"@a\":[null,7,3]},\"@c\":4,\"@\":\"Game_Variables\"},"
            + "\"actors\":{\"_data\":{\"@c\":7,\"@a\":[null,{\"_name\":\"Harold\",\"@c\":8,\"@\":\"Game_Actor\"}]},\"@c\":6,\"@\":\"Game_Actors\"},"
            + "\"party\":{\"_actors\":{\"@c\":10,\"@a\":[2,1]},\"_items\":{\"2\":5,\"@c\":11},\"_weapons\":{\"1\":1,\"@c\":12},"
            + "\"_armors\":{\"1\":2,\"@c\":13},\"@c\":9,\"@\":\"Game_Party\"},\"@c\":1}";

    private static Document doc(Format f, String json, Path file) {
        return f.read(json.getBytes(StandardCharsets.UTF_8), ReadContext.of(file));
    }

    private static int at(Document d, String path) {
        return DocumentPath.parse(path).resolve(d).value();
    }

    @Test
    void namesForAnMvSave() throws IOException {
        Path game = tmp.resolve("mv");
        Path data = fakeGame(game, true);
        Path save = game.resolve("www/save/file1.rpgsave");
        assertEquals(data.toAbsolutePath().normalize(), GameDataNames.findDataDir(save));
        GameDataNames names = GameDataNames.forSave(save);
        Document d = doc(new RpgMakerMvFormat(), MV_SAVE, save);
        assertEquals("Door opened", names.nameFor(d, at(d, "$.switches._data[1]")));
        assertNull(names.nameFor(d, at(d, "$.switches._data[2]")));
        assertEquals("Boss beaten", names.nameFor(d, at(d, "$.switches._data[3]")));
        assertEquals("Steps", names.nameFor(d, at(d, "$.variables._data[2]")));
        assertEquals("Harold", names.nameFor(d, at(d, "$.actors._data[1]")));
        assertEquals("Therese", names.nameFor(d, at(d, "$.party._actors[0]")));
        assertEquals("Magic Water", names.nameFor(d, at(d, "$.party._items[\"2\"]")));
        assertEquals("Sword", names.nameFor(d, at(d, "$.party._weapons[\"1\"]")));
        assertEquals("Shield", names.nameFor(d, at(d, "$.party._armors[\"1\"]")));
        assertNull(names.nameFor(d, at(d, "$.actors._data[1]._name")));
        assertNull(names.nameFor(d, at(d, "$.switches")));
    }

    @Test
    void namesForAnMzSaveAndAGivenFolder() throws IOException {
        Path game = tmp.resolve("mz");
        fakeGame(game, false);
        Path save = game.resolve("save/file1.rmmzsave");
        String mz = "{\"switches\":{\"_data\":[null,true],\"@\":\"Game_Switches\"},\"variables\":{\"_data\":[null,4],\"@\":\"Game_Variables\"}}";
        Document d = doc(new RpgMakerMzFormat(), mz, save);
        GameDataNames names = GameDataNames.forSave(save);
        assertEquals("Door opened", names.nameFor(d, at(d, "$.switches._data[1]")));
        assertEquals("Gold found", names.nameFor(d, at(d, "$.variables._data[1]")));
        assertEquals("Door opened", GameDataNames.loadGiven(game).switchName(1));
        assertEquals("Potion", GameDataNames.loadGiven(game.resolve("data")).itemName(1));
    }

    @Test
    void noDataFolder() throws IOException {
        Path save = tmp.resolve("lonely/save/file1.rpgsave");
        Files.createDirectories(save.getParent());
        assertNull(GameDataNames.findDataDir(save));
        assertSame(GameDataNames.NONE, GameDataNames.forSave(save));
        Document d = doc(new RpgMakerMvFormat(), MV_SAVE, save);
        assertNull(GameDataNames.NONE.nameFor(d, at(d, "$.switches._data[1]")));
        assertThrows(IllegalArgumentException.class, () -> GameDataNames.loadGiven(tmp));
    }
}
