package savelens.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;

/** A JSON file that is no save says what it looks like and why it is not one. */
class ForeignJsonTest {
    private static String refused(String name, String json) {
        return assertThrows(UnreadableDocumentException.class,
                () -> Formats.read(json.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of(name)))).getMessage();
    }

    @Test void gameDataFilesAreNamedAsSuch() {
        String system = refused("System.json", "{\"gameTitle\":\"Harbour Tales\",\"switches\":[\"\",\"Door\"],\"variables\":[\"\"]}");
        assertTrue(system.startsWith("not a document SaveLens can read: it looks like RPG Maker's System.json"), system);
        assertTrue(system.contains("game data, not a save"), system);
        String actors = refused("Actors.json", "[null,{\"id\":1,\"name\":\"Harold\",\"classId\":1,\"initialLevel\":1},{\"id\":2,\"name\":\"T\",\"classId\":2,\"initialLevel\":1}]");
        assertTrue(actors.contains("RPG Maker's Actors.json (2 entries with id and name)"), actors);
        String items = refused("x.json", "[null,{\"id\":1,\"name\":\"Potion\",\"itypeId\":1}]");
        assertTrue(items.contains("RPG Maker's Items.json"), items);
        String map = refused("Map001.json", "{\"tilesetId\":1,\"width\":17,\"height\":13,\"data\":[],\"events\":[]}");
        assertTrue(map.contains("an RPG Maker map"), map);
    }

    @Test void aDecodedSaveIsNotCalledGameData() {
        byte[] decoded = savelens.Fixtures.bytes("rpgmaker-mv/file1.rpgsave.decoded.json");
        String message = assertThrows(UnreadableDocumentException.class,
                () -> Formats.read(decoded, ReadContext.of(Path.of("file1.rpgsave.decoded.json")))).getMessage();
        assertTrue(message.startsWith("not a document SaveLens can read: it looks like the contents of an RPG Maker MV/MZ save, decoded ("),
                message);
        assertTrue(message.contains("SaveLens opens the save itself, the .rpgsave (MV) or .rmmzsave (MZ) file"), message);
        assertTrue(!message.contains("System.json"), message);
    }

    @Test void plainJsonSaysItHasNoIdsOrReferences() {
        String plain = refused("plain.json", "{\"a\":1,\"b\":[1,2]}");
        assertEquals("not a document SaveLens can read: it looks like plain JSON: an object with 2 members (a, b); it has none of the ids"
                + " and references of the formats SaveLens reads (helio's root and nodes, JsonEx's @c and @, $id and $ref, @id, cycle.js paths)", plain);
        assertTrue(refused("list.json", "[1,2,3]").contains("plain JSON: an array of 3 elements"));
    }

    @Test void whatIsNotJsonIsNotDescribed() {
        assertNull(ForeignJson.describe("{\"a\":".getBytes(StandardCharsets.UTF_8)));
        assertNull(ForeignJson.describe("1 2".getBytes(StandardCharsets.UTF_8)));
    }
}
