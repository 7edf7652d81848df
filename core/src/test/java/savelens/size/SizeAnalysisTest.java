package savelens.size;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.edit.SetValue;
import savelens.file.OpenFile;
import savelens.file.Formats;
import savelens.path.DocumentPath;

class SizeAnalysisTest {
    /** Every document of fixtures/ and of the scene test resources (Godot is there only). */
    static Stream<Path> documents() throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path dir : List.of(Fixtures.dir(), Path.of("src/test/resources/godot").toAbsolutePath(), Path.of("src/test/resources/unity").toAbsolutePath())) {
            try (Stream<Path> files = Files.walk(dir)) {
                files.filter(Files::isRegularFile).filter(p -> {
                    String name = p.getFileName().toString();
                    return !name.endsWith(".registry.json") && !name.endsWith(".md") && !name.endsWith(".meta") && !name.startsWith(".")
                            && !name.endsWith(".decoded.json") && !name.endsWith(".godot");
                }).sorted().forEach(out::add);
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("documents")
    void everyDocumentsSizesAndDominatorsMatchTheTextbook(Path file) {
        Document doc;
        try {
            doc = OpenFile.open(file, ReadContext.of(file)).document();
        } catch (UnreadableDocumentException e) {
            System.out.println("not a document, skipped: " + file + ": " + e.getMessage());
            return;
        }
        if (doc.isSingleValue()) return;
        SizeChecks.check(file.getFileName().toString(), doc);
    }

    static Document helio(String nodes) {
        String text = "{\"types\":[{\"name\":\"N\",\"fields\":[{\"name\":\"next\",\"kind\":\"ref\"},{\"name\":\"kids\",\"kind\":\"array\"}]}],"
                + "\"root\":0,\"nodes\":[" + nodes + "]}";
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("g.json")));
    }

    static String node(int id, String fields) {
        return "{\"id\":" + id + ",\"type\":\"N\",\"fields\":{" + fields + "}}";
    }

    @Test
    void aDiamondIsDominatedByItsTopAndUnreachableNodesGoUnderTheVirtualEntry() {
        // 0 -> 1, 0 -> 2, 1 -> 3, 2 -> 3; 4 <-> 5 unreachable
        Document doc = helio(String.join(",", node(0, "\"kids\":[1,2]"), node(1, "\"next\":3"), node(2, "\"next\":3"), node(3, ""),
                node(4, "\"next\":5"), node(5, "\"next\":4")));
        SizeAnalysis a = SizeAnalysis.of(doc);
        assertEquals(Dominators.NONE, a.dominator(0));
        assertEquals(0, a.dominator(1));
        assertEquals(0, a.dominator(3), "both ways to #3 meet only at the root");
        assertEquals(Dominators.UNREACHABLE, a.dominator(4));
        assertEquals(Dominators.UNREACHABLE, a.dominator(5));
        assertEquals(2, a.unreachableCount());
        assertEquals(a.shallow(4) + a.shallow(5), a.retained(Dominators.UNREACHABLE));
        assertEquals(a.shallow(0) + a.shallow(1) + a.shallow(2) + a.shallow(3), a.retained(0));
        assertArrayEquals(new int[] {4, 5}, a.unreachableNodes());
        // "{\"types\":…,\"root\":0,\"nodes\":[" and the commas and "]}" are the document's
        assertEquals(doc.text().length - (a.retained(0) + a.retained(Dominators.UNREACHABLE)), a.documentBytes());
    }

    @Test
    void aChainRetainsEverythingBelowAndTheBiggestSaysWhatItHolds() {
        StringBuilder nodes = new StringBuilder(node(0, "\"next\":1"));
        for (int i = 1; i < 40; i++) nodes.append(',').append(node(i, i < 39 ? "\"next\":" + (i + 1) : ""));
        SizeAnalysis a = SizeAnalysis.of(helio(nodes.toString()));
        assertEquals(0, a.dominator(1));
        assertEquals(38, a.dominator(39));
        List<BigNode> big = a.biggest(3);
        assertEquals(1, big.get(0).node(), "the root is left out; #1 holds the rest");
        assertTrue(big.size() > 3, "nodes holding a tenth of the file are listed beside the top 3");
        for (BigNode b : big) assertTrue(b.isSuspect() || big.indexOf(b) < 3);
        for (int i = 3; i < big.size(); i++) { // past the top, a chain's node is listed a tenth of the file below the last
            long apart = big.get(i - 1).retained() - big.get(i).retained();
            assertTrue(apart * 10 >= a.textBytes(), "#" + big.get(i).node() + " is " + apart + " bytes below the row above it");
        }
        assertEquals("N", big.get(0).mostlyType());
        assertEquals(38, big.get(0).mostlyCount());
        assertTrue(big.get(0).reason().matches("holds \\d+% of the file, mostly 38 N"), big.get(0).reason());
        // each big node of the chain, however deep among the others, holds the nodes after it
        for (BigNode b : big) assertEquals(39 - b.node(), b.mostlyCount(), "#" + b.node());
    }

    @Test
    void aLongChainListsItsTopAndOnlyTheNodesThatTellAnotherStory() {
        int length = 20_000;
        StringBuilder nodes = new StringBuilder(node(0, "\"next\":1"));
        for (int i = 1; i < length; i++) nodes.append(',').append(node(i, i < length - 1 ? "\"next\":" + (i + 1) : ""));
        SizeAnalysis a = SizeAnalysis.of(helio(nodes.toString()));
        List<BigNode> big = a.biggest(3);
        assertEquals(List.of(1, 2, 3), big.subList(0, 3).stream().map(BigNode::node).toList());
        // 18,000 nodes hold a tenth of the file each; past the top only those a tenth apart are listed: nine or fewer
        assertTrue(big.size() <= 3 + 9, big.size() + " rows");
        assertEquals(length - 2, big.get(0).mostlyCount());
        for (BigNode b : big) assertEquals(length - 1 - b.node(), b.mostlyCount(), "#" + b.node());
    }

    @Test
    void aScalarEditChangesSizesAlongTheDominatorChainOnly() {
        Document doc = OpenFile.open(Fixtures.path("helio/island.json"), ReadContext.of(Fixtures.path("helio/island.json"))).document();
        SizeAnalysis before = SizeAnalysis.of(doc);
        int node = -1, value = -1;
        // The deepest node with a string field: its edit moves sizes along the longest chain.
        for (int v = 0; v < doc.nodeCount(); v++) {
            int[] found = {-1};
            doc.forEachField(v, f -> {
                if (found[0] < 0 && doc.kind(f) == savelens.document.ValueKind.STRING) found[0] = f;
            });
            if (found[0] >= 0 && (node < 0 || before.dominatorChain(v).length > before.dominatorChain(node).length)) {
                node = v;
                value = found[0];
            }
        }
        assertTrue(value >= 0);
        Document edited = new SetValue(value, NewValue.parse("\"a much longer text than before\""), "x").execute(doc);
        assertTrue(edited.keepsStructureOf(doc), "a scalar edit keeps the structure");
        int at = value;
        SizeAnalysis patched = before.afterScalarEdit(edited, at);
        SizeAnalysis fresh = SizeAnalysis.of(edited);
        for (int v = 0; v < doc.nodeCount(); v++) {
            assertEquals(fresh.shallow(v), patched.shallow(v));
            assertEquals(fresh.retained(v), patched.retained(v));
            assertEquals(fresh.dominator(v), patched.dominator(v));
        }
        assertEquals(fresh.documentBytes(), patched.documentBytes());
        assertFalse(before.shallow(node) == patched.shallow(node));
        assertTrue(patched.graph() == before.graph(), "no edge was walked again");
    }

    /**
     * Following scalar edits (longer, shorter, the same length, in the unreachable part) finds the edited scalar by
     * itself, runs no dominator analysis, shares the edges and the dominator tree, and gives what a fresh analysis
     * gives: every size, every node's children in order, the histogram and the biggest objects.
     */
    @Test
    void followingScalarEditsRunsNoAnalysisAndEqualsAFreshOne() {
        Document doc = OpenFile.open(Fixtures.path("helio/attic.json"), ReadContext.of(Fixtures.path("helio/attic.json"))).document();
        SizeAnalysis a = SizeAnalysis.of(doc);
        DominatorTree tree = a.tree();
        List<TypeSize> histogram = a.histogram();
        String[][] edits = {{"#7.name", "\"a bundle of very dusty letters\""}, {"#5.name", "\"r\""}, {"#6.name", "\"old chess\""},
                {"#8.title", "\"a quest nobody gives any more\""}, {"#3.name", "\"loft\""}};
        for (String[] edit : edits) {
            DocumentPath path = DocumentPath.parse(edit[0]);
            Document edited = new SetValue(path.resolve(doc).value(), NewValue.parse(edit[1]), edit[0]).execute(doc);
            assertTrue(edited.keepsStructureOf(doc), edit[0]);
            long runs = Dominators.runs();
            SizeAnalysis next = a.following(edited);
            assertEquals(runs, Dominators.runs(), edit[0] + ": no dominators worked out");
            assertTrue(next.followsScalarEdit());
            assertTrue(next.graph() == a.graph() && next.tree() == tree, "edges and dominator tree shared");
            assertEquals(path.resolve(doc).node(), next.editedNode(), edit[0]);
            SizeAnalysis fresh = SizeAnalysis.of(edited);
            for (int v = 0; v < doc.nodeCount(); v++) {
                assertEquals(fresh.shallow(v), next.shallow(v), edit[0]);
                assertEquals(fresh.retained(v), next.retained(v), edit[0]);
                assertEquals(fresh.dominator(v), next.dominator(v), edit[0]);
                assertArrayEquals(fresh.children(v), next.children(v), edit[0]);
            }
            assertArrayEquals(fresh.children(Dominators.UNREACHABLE), next.children(Dominators.UNREACHABLE));
            assertEquals(fresh.documentBytes(), next.documentBytes());
            assertEquals(fresh.unreachableBytes(), next.unreachableBytes());
            histogram = next.histogramAfterEdit(histogram);
            assertEquals(fresh.histogram(), histogram, edit[0]);
            assertEquals(fresh.biggest(20), next.biggest(20), edit[0]);
            doc = edited;
            a = next;
        }
    }

    @Test
    void sizesTwoEditsBehindAreWorkedOutAnew() {
        // Following goes by the one edit a document was patched with: two edits on, there is no one edit to follow.
        Document doc = OpenFile.open(Fixtures.path("helio/attic.json"), ReadContext.of(Fixtures.path("helio/attic.json"))).document();
        SizeAnalysis a = SizeAnalysis.of(doc);
        Document once = new SetValue(DocumentPath.parse("#7.name").resolve(doc).value(), NewValue.parse("\"letters\""), "x").execute(doc);
        Document twice = new SetValue(DocumentPath.parse("#8.title").resolve(once).value(), NewValue.parse("\"a much longer quest title\""), "x").execute(once);
        assertTrue(twice.keepsStructureOf(doc), "the same structure");
        SizeAnalysis next = a.following(twice);
        assertFalse(next.followsScalarEdit());
        SizeAnalysis fresh = SizeAnalysis.of(twice);
        for (int v = 0; v < doc.nodeCount(); v++) assertEquals(fresh.retained(v), next.retained(v));
        assertTrue(a.following(once).following(twice).followsScalarEdit(), "one edit at a time is followed");
        assertTrue(a.following(doc) == a, "the same document, the same sizes");
    }

    @Test
    void anEditThatIsNoScalarChangeIsAnalysedAnew() {
        Document doc = OpenFile.open(Fixtures.path("helio/attic.json"), ReadContext.of(Fixtures.path("helio/attic.json"))).document();
        SizeAnalysis a = SizeAnalysis.of(doc);
        Document retargeted = new SetValue(DocumentPath.parse("#1.home").resolve(doc).value(), NewValue.parse("#2"), "x").execute(doc);
        long runs = Dominators.runs();
        SizeAnalysis next = a.following(retargeted);
        assertEquals(runs + 1, Dominators.runs(), "a retarget changes an edge: worked out again");
        assertFalse(next.followsScalarEdit());
        assertEquals(SizeAnalysis.of(retargeted).retained(3), next.retained(3));
    }

    @Test
    void pathsFromTheRootAreEveryShortestOneMerged() {
        // 0 -> 1, 0 -> 2, 1 -> 3, 2 -> 3, 3 -> 4, 0 -> 5 -> 6 -> 8 -> 4 (longer), 7 unreachable
        Document doc = helio(String.join(",", node(0, "\"kids\":[1,2,5]"), node(1, "\"next\":3"), node(2, "\"next\":3"), node(3, "\"next\":4"),
                node(4, ""), node(5, "\"next\":6"), node(6, "\"next\":8"), node(7, ""), node(8, "\"next\":4")));
        SizeAnalysis a = SizeAnalysis.of(doc);
        RootPaths p = RootPaths.to(a.graph(), 4);
        assertTrue(p.reachable());
        assertEquals(3, p.length());
        assertEquals(2, p.pathCount());
        assertArrayEquals(new int[] {0, 1, 2, 3, 4}, p.nodes());
        assertEquals(2, p.next(0).length, "to #1 and #2, not to #5 whose way is longer");
        assertFalse(RootPaths.to(a.graph(), 7).reachable());
        assertEquals(".kids[1]", EdgeLabels.label(doc, 0, a.graph().value(p.next(0)[1])));
        assertEquals(".next", EdgeLabels.label(doc, 1, a.graph().value(p.next(1)[0])));
    }

    @Test
    void aSceneFilesChildIsKeptByItsParentNotTheOtherWayRound() {
        Path scene = Path.of("src/test/resources/godot/legacy.tscn").toAbsolutePath();
        Document doc = OpenFile.open(scene, ReadContext.of(scene)).document();
        SizeAnalysis a = SizeAnalysis.of(doc);
        savelens.scene.SceneHierarchy h = savelens.scene.SceneHierarchy.of(doc).orElseThrow();
        int checked = 0;
        for (savelens.scene.SceneObject o : h.objects()) {
            if (o.parent() < 0) continue;
            int[] chain = a.dominatorChain(o.node());
            assertTrue(java.util.Arrays.stream(chain).anyMatch(d -> d == o.parent()),
                    "the parent " + doc.nodeId(o.parent()) + " dominates its child " + doc.nodeId(o.node()));
            assertTrue(a.retained(o.parent()) > a.retained(o.node()));
            assertEquals(1, RootPaths.to(a.graph(), o.node()).pathCount(), "one way down the hierarchy, not one per way the file names it");
            checked++;
        }
        assertTrue(checked > 0);
    }

    @Test
    void pathsInAScenePassThroughTheParent() {
        Path scene = Fixtures.path("unity/village.unity");
        Document doc = OpenFile.open(scene, ReadContext.of(scene)).document();
        SizeAnalysis a = SizeAnalysis.of(doc);
        savelens.scene.SceneHierarchy h = savelens.scene.SceneHierarchy.of(doc).orElseThrow();
        for (savelens.scene.SceneObject o : h.objects()) {
            if (o.parent() < 0) continue;
            int[] chain = a.dominatorChain(o.node());
            assertTrue(java.util.Arrays.stream(chain).anyMatch(d -> d == o.parent()),
                    "the parent " + doc.nodeId(o.parent()) + " dominates its child " + doc.nodeId(o.node()));
        }
    }

    @Test
    void everyPathOfTheIslandLeadsToTheSameNodeItNames() {
        Document doc = OpenFile.open(Fixtures.path("helio/island.json"), ReadContext.of(Fixtures.path("helio/island.json"))).document();
        SizeAnalysis a = SizeAnalysis.of(doc);
        for (int v = 0; v < doc.nodeCount(); v++) {
            RootPaths p = RootPaths.to(a.graph(), v);
            if (!p.reachable()) continue;
            int[] nodes = p.nodes();
            assertEquals(doc.root(), nodes[0]);
            assertEquals(v, nodes[nodes.length - 1]);
            for (int d : a.dominatorChain(v)) {
                assertTrue(java.util.Arrays.stream(nodes).anyMatch(x -> x == d), "every path passes the dominators");
            }
        }
        assertTrue(DocumentPath.parse("$").resolve(doc).isNode());
    }
}
