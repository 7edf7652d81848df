package savelens.format.rpgmaker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.NewValue;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.path.DocumentPath;

/**
 * Older engines' {@code JSON.stringify} wrote a lone surrogate unescaped; the save keeps it, and SaveLens reads
 * the string with that very char (not U+FFFD), so that what the window shows of it can be typed back.
 */
class RawLoneSurrogatesTest {
    private static final String JSON = "{\"actors\":{\"_data\":{\"@c\":2,\"@a\":[null,{\"_name\":\"Har\ud800old\udc00\","
            + "\"_nickname\":\"\\ud800 escaped\",\"@c\":3,\"@\":\"Game_Actor\"}]},\"@c\":4,\"@\":\"Game_Actors\"},\"@c\":1}";

    @Test void aRawLoneSurrogateReadsAsItselfAndTheSaveComesBackAsItWas() {
        byte[] save = LzString.compressToBase64(JSON).getBytes(StandardCharsets.US_ASCII);
        Document doc = Formats.read(save, ReadContext.of(null));
        assertEquals("Har\ud800old\udc00", string(doc, "$.actors._data[1]._name"));
        assertEquals("\ud800 escaped", string(doc, "$.actors._data[1]._nickname"));
        assertArrayEquals(save, new RpgMakerMvFormat().encode(doc.text()));
    }

    @Test void settingTheSameStringKeepsIt() {
        Document doc = Formats.read(LzString.compressToBase64(JSON).getBytes(StandardCharsets.US_ASCII), ReadContext.of(null));
        int name = DocumentPath.parse("$.actors._data[1]._name").resolve(doc).value();
        Document edited = new SetValue(name, NewValue.parse("\"Har\\ud800old\\udc00!\""), "name").execute(doc);
        assertEquals("Har\ud800old\udc00!", string(edited, "$.actors._data[1]._name"));
    }

    private static String string(Document doc, String path) {
        return doc.index().string(DocumentPath.parse(path).resolve(doc).value());
    }
}
