package savelens.app.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.document.DocumentLoader;
import savelens.file.Formats;

/** An RPG Maker save beside its game's data folder shows switch names next to their indices. */
class GameNamesInTreeTest {
    @TempDir Path game;

    @Test
    void switchesCarryTheirNames() throws Exception {
        Path data = Files.createDirectories(game.resolve("data"));
        Files.writeString(data.resolve("System.json"), "{\"switches\":[\"\",\"Door opened\"],\"variables\":[\"\"]}");
        Path save = Files.createDirectories(game.resolve("save")).resolve("file1.rpgsave");
        String json = "{\"switches\":{\"_data\":{\"@c\":3,\"@a\":[null,true]},\"@c\":2,\"@\":\"Game_Switches\"},\"@c\":1}";
        Files.write(save, Formats.byName("rpgmaker-mv").encode(json.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        TreeEntries entries = new TreeEntries(DocumentLoader.load(save));
        TreeEntry switches = entries.children(entries.root()).get(0);
        TreeEntry dataArray = entries.children(switches).get(0);
        List<TreeEntry> elements = entries.children(dataArray);
        assertEquals("[1]: true  \u201cDoor opened\u201d", elements.get(1).text());
        assertTrue(elements.get(0).text().startsWith("[0]: null"), "no name for switch 0");
    }
}
