package savelens.format.rpgmaker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import savelens.Samples;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.format.Format;
import savelens.format.Formats;

class RpgMakerSamplesTest {

    @ParameterizedTest
    @CsvSource({
            "rpgmaker-mv/file1.rpgsave, rpgmaker-mv, 211, 210",
            "rpgmaker-mv/global.rpgsave, rpgmaker-mv, 12, 11",
            "rpgmaker-mv/config.rpgsave, rpgmaker-mv, 1, 0",
            "rpgmaker-mz/file1.rmmzsave, rpgmaker-mz, 141, 140",
            "rpgmaker-mz/global.rmmzsave, rpgmaker-mz, 12, 11",
            "rpgmaker-mz/config.rmmzsave, rpgmaker-mz, 1, 0",
            "jsonex-lite/party.json, jsonex-lite, 5, 7",
            "jsonex-lite/self-array.json, jsonex-lite, 2, 3",
    })
    void samplesAreDetectedCountedAndReencodedByteForByte(String file, String format, int nodes, int references) {
        byte[] bytes = Samples.bytes(file);
        Format f = Formats.detect(bytes, null);
        assertNotNull(f, file);
        assertEquals(format, f.name());
        byte[] json = f.decode(bytes);
        Document doc = f.read(json, ReadContext.of(Samples.path(file)));
        assertEquals(nodes, doc.nodeCount(), "nodes");
        assertEquals(references, Samples.references(doc), "references");
        assertArrayEquals(bytes, f.encode(doc.text()), "re-encoded bytes");
        assertEquals(f, Formats.read(bytes, ReadContext.of(Samples.path(file))).format());
    }

    @ParameterizedTest
    @CsvSource({"rpgmaker-mv/file1.rpgsave", "rpgmaker-mz/file1.rmmzsave"})
    void decodedTextIsTheReferenceJson(String file) {
        Format f = Formats.detect(Samples.bytes(file), null);
        assertArrayEquals(Samples.bytes(file + ".decoded.json"), f.decode(Samples.bytes(file)));
    }

    @Test
    void independentDecoderAgreesOnTheMvSample() {
        String base64 = new String(Samples.bytes("rpgmaker-mv/file1.rpgsave"), StandardCharsets.US_ASCII);
        String theirs = IndependentLzDecoder.decodeBase64Save(base64);
        String expected = new String(Samples.bytes("rpgmaker-mv/file1.rpgsave.decoded.json"), StandardCharsets.UTF_8);
        assertEquals(expected, theirs);
        assertEquals(expected, LzString.decompressFromBase64(base64, 1 << 24));
    }

    @Test
    void mvIdsTypesAndWrappers() {
        Document doc = read("rpgmaker-mv/file1.rpgsave");
        assertEquals(1, doc.id(doc.root()));
        int actors = doc.childNamed(doc.body(doc.root()), "actors");
        int actorsNode = doc.target(actors);
        assertEquals("Game_Actors", doc.type(actorsNode));
        int data = doc.childNamed(doc.body(actorsNode), "_data");
        int dataNode = doc.target(data);
        assertEquals(19, doc.id(dataNode));
        assertEquals("Array", doc.type(dataNode));
        assertTrue(doc.bodyIsArray(dataNode));
        int actor1 = doc.target(doc.childAt(doc.body(dataNode), 1));
        assertEquals("Game_Actor", doc.type(actor1));
        assertTrue(doc.childNamed(doc.body(actor1), "_name") >= 0);
        assertEquals(-1, doc.childNamed(doc.body(actor1), "@c"));
        assertEquals(-1, doc.childNamed(doc.body(actor1), "@"));
    }

    @Test
    void mzHasNoIdsButTypes() {
        Document doc = read("rpgmaker-mz/file1.rmmzsave");
        assertEquals(1, doc.id(doc.root()));
        for (int n = 0; n < doc.nodeCount(); n++) assertEquals(n + 1, doc.id(n));
        int party = doc.target(doc.childNamed(doc.body(doc.root()), "party"));
        assertEquals("Game_Party", doc.type(party));
        assertEquals(null, new RpgMakerMzFormat().referenceText(3));
        assertEquals("{\"@r\":3}", new RpgMakerMvFormat().referenceText(3));
    }

    static Document read(String file) {
        return Formats.read(Samples.bytes(file), ReadContext.of(Samples.path(file)));
    }
}
