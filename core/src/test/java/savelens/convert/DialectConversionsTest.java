package savelens.convert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Conversions;
import savelens.file.Formats;
import savelens.convert.ConversionRefusedException;
import savelens.format.FormatProviders;

/** Converting between helio and the JSON reference dialects: what is kept, and what is refused with its reason. */
class DialectConversionsTest {
    static Document open(String fixture) {
        byte[] text = Fixtures.bytes(fixture);
        ReadContext context = ReadContext.of(Fixtures.path(fixture));
        return Formats.read(Formats.formatFor(text, context), text, context);
    }

    static Document read(String format, byte[] text) {
        return Formats.byName(format).read(text, ReadContext.of(Path.of("converted.json")));
    }

    static byte[] convert(Document doc, String to) {
        return Conversions.convert(doc, FormatProviders.of(doc), Formats.byName(to));
    }

    static String refusal(Document doc, String to) {
        String m = assertThrows(ConversionRefusedException.class, () -> convert(doc, to)).getMessage();
        assertFalse(m.contains("\n"), m);
        return m;
    }

    @Test
    void aHelioSceneBecomesDotNetWithItsIdsAndTypesAndComesBackTheSame() {
        Document helio = open("helio/scene.json");
        byte[] dotnet = convert(helio, "dotnet-refs");
        String text = new String(dotnet, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("{\"$id\":\"0\",\"$type\":\"Scene\",\"title\":\"Harbour at dusk\""), text);
        Document asDotNet = read("dotnet-refs", dotnet);
        assertEquals(helio.nodeCount(), asDotNet.nodeCount());
        assertNull(SameGraph.difference(helio, asDotNet, true));
        Document back = read("helio", convert(asDotNet, "helio"));
        assertNull(SameGraph.difference(helio, back, true));
    }

    @Test
    void aDotNetSaveBecomesCycleJsWhenItHasNoTypesAndBack() {
        Document office = open("dotnet-refs/office.json");
        byte[] cycle = convert(office, "cyclejs");
        assertEquals("{\"Name\":\"Tyra\",\"Manager\":null,\"Reports\":[{\"Name\":\"Adri\",\"Manager\":{\"$ref\":\"$\"},\"Reports\":[]}]}",
                new String(cycle, StandardCharsets.UTF_8));
        Document back = read("dotnet-refs", convert(read("cyclejs", cycle), "dotnet-refs"));
        assertNull(SameGraph.difference(office, back, true));
    }

    @Test
    void cycleJsPathsBecomeNumberedNodesInDotNet() {
        byte[] dotnet = convert(open("cyclejs/loop.json"), "dotnet-refs");
        assertEquals("{\"$id\":\"1\",\"name\":\"loop\",\"self\":{\"$ref\":\"1\"},\"items\":{\"$id\":\"2\",\"$values\":[{\"$ref\":\"1\"},{\"$id\":\"3\",\"n\":2},{\"$ref\":\"3\"}]}}",
                new String(dotnet, StandardCharsets.UTF_8));
    }

    @Test
    void jacksonAndDotNetTradeIdsAsTheyAre() {
        Document world = open("jackson-identity/world.json");
        Document dotnet = read("dotnet-refs", convert(world, "dotnet-refs"));
        assertEquals(world.nodeId(world.root()).toString(), dotnet.nodeId(dotnet.root()).toString(), "a UUID stays the string it is");
        Document back = read("jackson-identity", convert(dotnet, "jackson-identity"));
        assertNull(SameGraph.difference(world, back, true));
        // The zoo's registry says which fields hold ids; written back without one, inference cannot tell them all.
        Document zoo = read("dotnet-refs", convert(open("jackson-identity/zoo.json"), "dotnet-refs"));
        assertTrue(refusal(zoo, "jackson-identity").startsWith("a jackson-identity document would not keep it: #\"1\".director is a reference"));
    }

    @Test
    void whatATargetCannotSayIsRefusedWithTheReason() {
        assertEquals("#0 is of type \"SceneNode\", and cycle.js keeps no type names", refusal(open("helio/island.json"), "cyclejs"));
        assertTrue(refusal(open("dotnet-refs/guild.json"), "jackson-identity").startsWith("#\"4\" is an array with an identity, and Jackson gives arrays none"));
        // Jackson's bare ids are told from numbers by inference: a number field whose values all name nodes would turn into references.
        assertEquals("a jackson-identity document would not keep it: #1.layer would become a reference", refusal(open("helio/scene.json"), "jackson-identity"));
        assertTrue(refusal(open("helio/village.json"), "rpgmaker-mv").contains("not supported"));
    }

    @Test
    void helioIdsThatCycleJsWouldNotGiveBackAreRefused() {
        String helio = "{\"root\":5,\"types\":[{\"name\":\"Object\",\"fields\":[{\"name\":\"next\",\"kind\":\"ref\"}]}],"
                + "\"nodes\":[{\"id\":5,\"type\":\"Object\",\"fields\":{\"next\":9}},{\"id\":9,\"type\":\"Object\",\"fields\":{\"next\":5}}]}";
        String m = refusal(read("helio", helio.getBytes(StandardCharsets.UTF_8)), "cyclejs");
        assertTrue(m.startsWith("a cyclejs document would not keep it: #5 would come back as #0 (cyclejs keeps no ids"), m);
        String numbered = helio.replace("5", "0").replace("9", "1");
        byte[] cycle = convert(read("helio", numbered.getBytes(StandardCharsets.UTF_8)), "cyclejs");
        assertEquals("{\"next\":{\"next\":{\"$ref\":\"$\"}}}", new String(cycle, StandardCharsets.UTF_8));
    }

    @Test
    void unreachableNodesAndDanglingPathsAreRefused() {
        String helio = "{\"root\":0,\"types\":[{\"name\":\"Object\",\"fields\":[{\"name\":\"r\",\"kind\":\"ref\"}]}],"
                + "\"nodes\":[{\"id\":0,\"type\":\"Object\",\"fields\":{\"r\":7}},{\"id\":1,\"type\":\"Object\",\"fields\":{\"r\":null}}]}";
        Document doc = read("helio", helio.getBytes(StandardCharsets.UTF_8));
        assertEquals("#1 cannot be reached from the root, and a dotnet-refs document holds only what its root reaches", refusal(doc, "dotnet-refs"));
        String dangling = "{\"root\":0,\"types\":[{\"name\":\"Object\",\"fields\":[{\"name\":\"r\",\"kind\":\"ref\"}]}],"
                + "\"nodes\":[{\"id\":0,\"type\":\"Object\",\"fields\":{\"r\":7}}]}";
        Document d = read("helio", dangling.getBytes(StandardCharsets.UTF_8));
        assertEquals("#0.r refers to #7, which does not exist, and cycle.js can only write a path to an object written before", refusal(d, "cyclejs"));
        // .NET keeps a reference to a missing id as it is.
        assertEquals("{\"$id\":\"0\",\"r\":{\"$ref\":\"7\"}}", new String(convert(d, "dotnet-refs"), StandardCharsets.UTF_8));
    }

    @Test
    void aMarshalSaveConvertsToNoOtherFormatAndNothingConvertsToIt() {
        Document save = open("rpgmaker-vxace/Save01.rvdata2");
        String toHub = refusal(save, "helio");
        assertTrue(toHub.contains("ruby-marshal documents convert to and from no other format"), toHub);
        Document helio = open("helio/scene.json");
        String fromHub = refusal(helio, "ruby-marshal");
        assertTrue(fromHub.startsWith("converting helio to ruby-marshal is not supported"), fromHub);
    }
}
