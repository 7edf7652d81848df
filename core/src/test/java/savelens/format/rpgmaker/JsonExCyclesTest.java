package savelens.format.rpgmaker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.ValueKind;
import savelens.file.Formats;
import savelens.graph.Cycle;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;
import savelens.path.ValuePrinter;

class JsonExCyclesTest {
    private static final RpgMakerMvFormat MV = new RpgMakerMvFormat();

    // As MV's JsonEx writes it: @c after an object's own keys, @ right after; arrays wrapped; a repeat
    // visit as {"@r":n}, here also one before the object it names.
    static final String SAVE = "{\"rival\":{\"@r\":6},"
            + "\"self\":{\"me\":{\"@r\":2},\"@c\":2},"
            + "\"party\":{\"_members\":{\"@c\":4,\"@a\":["
            + "{\"_name\":\"Reid\",\"_party\":{\"@r\":3},\"_friend\":{\"_name\":\"Mint\",\"_party\":{\"@r\":3},"
            + "\"_friend\":{\"@r\":5},\"_hp\":95.50,\"@c\":6,\"@\":\"Game_Actor\"},\"@c\":5,\"@\":\"Game_Actor\"},"
            + "{\"@r\":6}]},\"_gold\":12345678901234567,\"@c\":3,\"@\":\"Game_Party\"},"
            + "\"@c\":1}";

    @Test
    void cyclesReferencesAndRoundTrip() {
        byte[] file = MV.encode(SAVE.getBytes(StandardCharsets.UTF_8));
        assertEquals(SAVE, IndependentLzDecoder.decodeBase64Save(new String(file, StandardCharsets.US_ASCII)));
        Document doc = Formats.read(file, ReadContext.of(Path.of("cycles.rpgsave")));
        assertEquals("rpgmaker-mv", doc.syntax().name());
        assertEquals(6, doc.nodeCount());
        assertEquals(11, Fixtures.references(doc));
        assertArrayEquals(file, MV.encode(doc.text()));

        int root = doc.body(doc.root());
        int rival = doc.childNamed(root, "rival");
        assertEquals(ValueKind.REFERENCE, doc.kind(rival));
        assertEquals(6, doc.integerId(doc.target(rival)));
        int self = doc.target(doc.childNamed(root, "self"));
        int me = doc.childNamed(doc.body(self), "me");
        assertEquals(self, doc.target(me));
        int party = doc.target(doc.childNamed(root, "party"));
        assertEquals("Game_Party", doc.type(party));
        int members = doc.target(doc.childNamed(doc.body(party), "_members"));
        assertEquals(4, doc.integerId(members));
        assertEquals(2, doc.visibleChildCount(doc.body(members)));
        int reid = doc.target(doc.childAt(doc.body(members), 0));
        assertEquals(ValueKind.NODE, doc.kind(doc.childAt(doc.body(members), 0)));
        assertEquals(ValueKind.REFERENCE, doc.kind(doc.childAt(doc.body(members), 1)));
        assertEquals(party, doc.target(doc.childNamed(doc.body(reid), "_party")));

        GraphAnalysis g = GraphAnalysis.of(doc);
        List<Cycle> cycles = g.cycles();
        assertEquals(2, cycles.size());
        Set<Long> big = new TreeSet<>();
        for (Cycle c : cycles) if (c.size() > 1) for (int n : c.nodes()) big.add(doc.integerId(n));
        assertEquals(Set.of(3L, 4L, 5L, 6L), big);
        assertEquals(0, g.dangling());
        assertEquals(5, g.nodesOnCycles());
    }

    @Test
    void pathsThroughWrappersAndReferences() {
        Document doc = Formats.read(MV.encode(SAVE.getBytes(StandardCharsets.UTF_8)), ReadContext.of(Path.of("c.rpgsave")));
        ValuePrinter p = new ValuePrinter(doc);
        assertEquals("\"Reid\"", p.print(DocumentPath.parse("$.party._members[0]._name").resolve(doc)));
        assertEquals("12345678901234567", p.print(DocumentPath.parse("$.party._gold").resolve(doc)));
        assertEquals("#6", p.print(DocumentPath.parse("$.rival").resolve(doc)));
        assertEquals("95.50", p.print(DocumentPath.parse("$.party._members[1]._hp").resolve(doc)));
    }

    @Test
    void mvActorNameThroughTheWrappedArray() {
        Document doc = RpgMakerSamplesTest.fixture("rpgmaker-mv/file1.rpgsave");
        assertEquals("\"Harold\\r\"", new ValuePrinter(doc).print(DocumentPath.parse("$.actors._data[1]._name").resolve(doc)));
        assertEquals("#13", new ValuePrinter(doc).print(DocumentPath.parse("$.party._leader").resolve(doc)));
    }

    @Test
    void realMvActorName() {
        Document doc = RpgMakerSamplesTest.real("rpgmaker-mv/file1.rpgsave");
        String name = new ValuePrinter(doc).print(DocumentPath.parse("$.actors._data[1]._name").resolve(doc));
        assertTrue(name.startsWith("\"") && name.length() > 2, name);
    }

    @Test
    void realSavesAreWithinTheEnginesDepthLimits() {
        assertNull(MV.unwritableReason(RpgMakerSamplesTest.real("rpgmaker-mv/file1.rpgsave")));
        assertNull(new RpgMakerMzFormat().unwritableReason(RpgMakerSamplesTest.real("rpgmaker-mz/file1.rmmzsave")));
    }

    @Test
    void depthLimitOfMv() {
        assertNull(MV.unwritableReason(read(nested(RpgMakerMvFormat.MAX_LEVEL))));
        String why = MV.unwritableReason(read(nested(RpgMakerMvFormat.MAX_LEVEL + 1)));
        assertTrue(why != null && why.contains("too deep for RPG Maker MV"), why);
        assertNull(MV.unwritableReason(RpgMakerSamplesTest.fixture("rpgmaker-mv/file1.rpgsave")));
        assertNull(MV.unwritableReason(RpgMakerSamplesTest.fixture("rpgmaker-mv/file2.rpgsave")));
        RpgMakerMzFormat mz = new RpgMakerMzFormat();
        assertNull(mz.unwritableReason(RpgMakerSamplesTest.fixture("rpgmaker-mz/file1.rmmzsave")));
        Document deepMz = mz.read(nestedPlain(RpgMakerMzFormat.MAX_LEVEL + 1).getBytes(StandardCharsets.UTF_8), ReadContext.of(null));
        assertTrue(mz.unwritableReason(deepMz).contains("too deep for RPG Maker MZ"));
        Document okMz = mz.read(nestedPlain(RpgMakerMzFormat.MAX_LEVEL).getBytes(StandardCharsets.UTF_8), ReadContext.of(null));
        assertNull(mz.unwritableReason(okMz));
    }

    /** Objects nested so that the deepest value (a number) sits at {@code level}; arrays wrapped as MV does. */
    private static String nested(int level) {
        StringBuilder b = new StringBuilder();
        int id = 1;
        int depth = 0;
        StringBuilder tail = new StringBuilder();
        b.append('{');
        while (depth < level - 1) {
            depth++;
            if (depth % 2 == 0) {
                b.append("\"a\":{\"@c\":").append(++id).append(",\"@a\":[");
                tail.insert(0, "]}");
            } else {
                b.append("\"o\":{");
                tail.insert(0, ",\"@c\":" + (++id) + "}");
            }
        }
        b.append("\"v\":1").append(tail).append(",\"@c\":1}");
        return b.toString().replace("[\"v\":1", "[1").replace("[\"a\":", "[").replace("[\"o\":", "[");
    }

    private static String nestedPlain(int level) {
        return "[".repeat(level) + "1" + "]".repeat(level);
    }

    private static Document read(String json) {
        return MV.read(json.getBytes(StandardCharsets.UTF_8), ReadContext.of(null));
    }
}
