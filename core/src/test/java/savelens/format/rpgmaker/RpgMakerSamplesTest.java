package savelens.format.rpgmaker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import savelens.Fixtures;
import savelens.Samples;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.format.Format;
import savelens.file.Formats;

/**
 * Saves are recognised, counted and written back byte for byte: the repository's fixtures (figures worked
 * out in fixtures/README.md) and, where ../shared is present, the real saves.
 */
class RpgMakerSamplesTest {

    @ParameterizedTest
    @CsvSource({
            "rpgmaker-mv/file1.rpgsave, rpgmaker-mv, 40, 42",
            "rpgmaker-mv/file2.rpgsave, rpgmaker-mv, 755, 903",
            "rpgmaker-mv/global.rpgsave, rpgmaker-mv, 8, 7",
            "rpgmaker-mv/config.rpgsave, rpgmaker-mv, 1, 0",
            "rpgmaker-mz/file1.rmmzsave, rpgmaker-mz, 24, 23",
            "rpgmaker-mz/file2.rmmzsave, rpgmaker-mz, 755, 754",
            "rpgmaker-mz/global.rmmzsave, rpgmaker-mz, 13, 12",
            "rpgmaker-mz/config.rmmzsave, rpgmaker-mz, 1, 0",
            "jsonex-lite/party.json, jsonex-lite, 6, 10",
            "jsonex-lite/self-array.json, jsonex-lite, 3, 4",
    })
    void fixturesAreDetectedCountedAndReencodedByteForByte(String file, String format, int nodes, int references) throws Exception {
        assertDetectedCountedAndReencoded(Fixtures.path(file), format, nodes, references);
    }

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
    void realSavesAreDetectedCountedAndReencodedByteForByte(String file, String format, int nodes, int references) throws Exception {
        assertDetectedCountedAndReencoded(Samples.path(file), format, nodes, references);
    }

    private static void assertDetectedCountedAndReencoded(Path file, String format, int nodes, int references) throws Exception {
        byte[] bytes = Files.readAllBytes(file);
        Format f = Formats.detect(bytes, null);
        assertNotNull(f, file.toString());
        assertEquals(format, f.name());
        byte[] json = f.decode(bytes);
        Document doc = f.read(json, ReadContext.of(file));
        assertEquals(nodes, doc.nodeCount(), "nodes");
        assertEquals(references, Fixtures.references(doc), "references");
        assertArrayEquals(bytes, f.encode(doc.text()), "re-encoded bytes");
        assertEquals(f, OpenFile.read(bytes, ReadContext.of(file)).format());
    }

    @ParameterizedTest
    @CsvSource({"rpgmaker-mv/file1.rpgsave", "rpgmaker-mz/file1.rmmzsave"})
    void decodedTextIsTheJsonTheFixtureWasMadeFrom(String file) {
        Format f = Formats.detect(Fixtures.bytes(file), null);
        assertArrayEquals(Fixtures.bytes(file + ".decoded.json"), f.decode(Fixtures.bytes(file)));
    }

    @ParameterizedTest
    @CsvSource({"rpgmaker-mv/file1.rpgsave", "rpgmaker-mz/file1.rmmzsave"})
    void decodedTextIsTheRealSavesJson(String file) {
        Format f = Formats.detect(Samples.bytes(file), null);
        assertArrayEquals(Samples.bytes(file + ".decoded.json"), f.decode(Samples.bytes(file)));
    }

    @Test
    void independentDecoderAgreesOnTheFixtures() {
        String base64 = new String(Fixtures.bytes("rpgmaker-mv/file1.rpgsave"), StandardCharsets.US_ASCII);
        String expected = new String(Fixtures.bytes("rpgmaker-mv/file1.rpgsave.decoded.json"), StandardCharsets.UTF_8);
        assertEquals(expected, IndependentLzDecoder.decodeBase64Save(base64));
        String big = new String(Fixtures.bytes("rpgmaker-mv/file2.rpgsave"), StandardCharsets.US_ASCII);
        String theirs = IndependentLzDecoder.decodeBase64Save(big);
        assertNotNull(theirs);
        assertTrue(theirs.length() > 40_000 && theirs.endsWith(",\"@c\":1}"), theirs.length() + " chars");
        assertEquals(theirs, LzString.decompressFromBase64(big, 1 << 24));
    }

    @Test
    void independentDecoderAgreesOnTheRealMvSave() {
        String base64 = new String(Samples.bytes("rpgmaker-mv/file1.rpgsave"), StandardCharsets.US_ASCII);
        String theirs = IndependentLzDecoder.decodeBase64Save(base64);
        String expected = new String(Samples.bytes("rpgmaker-mv/file1.rpgsave.decoded.json"), StandardCharsets.UTF_8);
        assertEquals(expected, theirs);
        assertEquals(expected, LzString.decompressFromBase64(base64, 1 << 24));
    }

    @Test
    void mvIdsTypesWrappersAndEarlyRepeats() {
        Document doc = fixture("rpgmaker-mv/file1.rpgsave");
        assertEquals(1, doc.integerId(doc.root()));
        int actorsNode = doc.target(doc.childNamed(doc.body(doc.root()), "actors"));
        assertEquals("Game_Actors", doc.type(actorsNode));
        assertEquals(11, doc.integerId(actorsNode));
        int dataNode = doc.target(doc.childNamed(doc.body(actorsNode), "_data"));
        assertEquals(12, doc.integerId(dataNode));
        assertEquals("Array", doc.type(dataNode));
        assertTrue(doc.bodyIsArray(dataNode));
        int harold = doc.target(doc.childAt(doc.body(dataNode), 1));
        assertEquals("Game_Actor", doc.type(harold));
        assertEquals(13, doc.integerId(harold));
        assertEquals("Harold\r", doc.index().string(doc.childNamed(doc.body(harold), "_name")));
        assertEquals(-1, doc.childNamed(doc.body(harold), "@c"));
        assertEquals(-1, doc.childNamed(doc.body(harold), "@"));
        // {"@r":13} stands inside Harold's result, before Harold's own "@c":13.
        int result = doc.target(doc.childNamed(doc.body(harold), "_result"));
        assertEquals("Game_ActionResult", doc.type(result));
        assertEquals(harold, doc.target(doc.childNamed(doc.body(result), "_subject")));
        int party = doc.target(doc.childNamed(doc.body(doc.root()), "party"));
        assertEquals(harold, doc.target(doc.childNamed(doc.body(party), "_leader")));
        int map = doc.target(doc.childNamed(doc.body(doc.root()), "map"));
        int event = doc.target(doc.childAt(doc.body(doc.target(doc.childNamed(doc.body(map), "_events"))), 1));
        assertEquals("Game_Event", doc.type(event));
        assertEquals(map, doc.target(doc.childNamed(doc.body(event), "_map")));
        int bgm = doc.target(doc.childNamed(doc.body(doc.target(doc.childNamed(doc.body(doc.root()), "system"))), "_bgmOnSave"));
        assertEquals("Object", doc.type(bgm), "no class name");
    }

    @Test
    void realMvIdsTypesAndWrappers() {
        Document doc = real("rpgmaker-mv/file1.rpgsave");
        assertEquals(1, doc.integerId(doc.root()));
        int actors = doc.childNamed(doc.body(doc.root()), "actors");
        int actorsNode = doc.target(actors);
        assertEquals("Game_Actors", doc.type(actorsNode));
        int data = doc.childNamed(doc.body(actorsNode), "_data");
        int dataNode = doc.target(data);
        assertEquals(19, doc.integerId(dataNode));
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
        Document mz = fixture("rpgmaker-mz/file1.rmmzsave");
        assertMzIdsAndTypes(mz);
        assertEquals(null, mz.syntax().referenceText(savelens.document.NodeId.of(3)));
        assertEquals("{\"@r\":3}", fixture("rpgmaker-mv/file1.rpgsave").syntax().referenceText(savelens.document.NodeId.of(3)));
    }

    @Test
    void realMzHasNoIdsButTypes() {
        assertMzIdsAndTypes(real("rpgmaker-mz/file1.rmmzsave"));
    }

    private static void assertMzIdsAndTypes(Document doc) {
        assertEquals(1, doc.integerId(doc.root()));
        for (int n = 0; n < doc.nodeCount(); n++) assertEquals(n + 1, doc.integerId(n));
        int party = doc.target(doc.childNamed(doc.body(doc.root()), "party"));
        assertEquals("Game_Party", doc.type(party));
    }

    static Document fixture(String file) {
        return Formats.read(Fixtures.bytes(file), ReadContext.of(Fixtures.path(file)));
    }

    static Document real(String file) {
        return Formats.read(Samples.bytes(file), ReadContext.of(Samples.path(file)));
    }
}
