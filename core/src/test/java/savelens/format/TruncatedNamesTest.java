package savelens.format;

import savelens.file.Formats;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.format.rpgmaker.RpgMakerMvFormat;
import savelens.format.rpgmaker.RpgMakerMzFormat;

/** A text cut inside a type or class name is a truncated document, reported with where it ends. */
class TruncatedNamesTest {
    private static void assertTruncated(byte[] file, String name) {
        UnreadableDocumentException e = assertThrows(UnreadableDocumentException.class,
                () -> Formats.read(file, ReadContext.of(Path.of(name))));
        assertTrue(e.getMessage().matches("line \\d+, column \\d+: unexpected end of the file.*"), e.getMessage());
    }

    private static byte[] utf8(String s) { return s.getBytes(StandardCharsets.UTF_8); }

    @Test
    void helioCutInsideATypeName() {
        assertTruncated(utf8("{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"Sce"), "t.json");
        assertTruncated(utf8("{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"Sc\\"), "t.json");
        assertTruncated(utf8("{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\""), "t.json");
    }

    @Test
    void jsonExLiteCutInsideAConstructorName() {
        assertTruncated(utf8("{\"@constructor\":\"Game_Par"), "party.json");
        assertTruncated(utf8("{\"a\":[{\"@circularID\":1,\"@constructor\":\"Ga\\"), "party.json");
    }

    @Test
    void savesWhoseJsonIsCutInsideAClassName() {
        byte[] cut = utf8("{\"_actors\":{\"@c\":2,\"@\":\"Game_Act");
        assertTruncated(new RpgMakerMvFormat().encode(cut), "file1.rpgsave");
        assertTruncated(new RpgMakerMzFormat().encode(utf8("{\"actor\":{\"@\":\"Game_Act")), "file1.rmmzsave");
    }
}
