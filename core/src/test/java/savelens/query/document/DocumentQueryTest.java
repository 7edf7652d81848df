package savelens.query.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.path.ValuePrinter;
import savelens.query.QueryValueJson;

/** Queries over documents as get shows them: metadata hidden, references as id strings, each node once. */
class DocumentQueryTest {
    static Document open(String fixture) {
        Path p = Fixtures.path(fixture);
        return OpenFile.open(p, ReadContext.of(p)).document();
    }

    static List<String> paths(String fixture, String query, boolean eachNode) {
        return DocumentQuery.parse(query, eachNode).run(open(fixture)).stream().map(h -> h.path().toString()).toList();
    }

    @Test
    void aReferenceIsItsIdString() {
        assertEquals(List.of("$.party._leader"), paths("rpgmaker-mv/file1.rpgsave", "$.party[?@ == '#13']", false));
        Document doc = open("helio/scene.json");
        DocumentTree tree = DocumentTree.of(doc);
        assertEquals("{\"title\":\"Harbour at dusk\",\"paused\":false,\"roots\":[\"#1\",\"#9\"]}", QueryValueJson.write(tree, tree.root()));
    }

    @Test
    void onAnIdTableTheRootIsOneNodeAndDescentNeverFollowsAReference() {
        // scene.json's nodes refer to each other in rings; the root's descendants are its own three fields and two ids.
        assertEquals(List.of("$.title", "$.paused", "$.roots", "$.roots[0]", "$.roots[1]"), paths("helio/scene.json", "$..*", false));
    }

    @Test
    void formatMetadataIsInvisible() {
        assertEquals(List.of(), paths("rpgmaker-mv/file1.rpgsave", "$..['@c','@a','@']", false));
        assertEquals(List.of(), paths("rpgmaker-mv/file1.rpgsave", "$..['@c','@a','@']", true));
    }

    @Test
    void eachNodeListsEveryNodeOnceAndDescentStopsAtNestedNodes() {
        Document doc = open("rpgmaker-mv/file1.rpgsave");
        assertEquals(doc.nodeCount(), DocumentQuery.parse("$[*]", true).count(doc));
        // MV writes actors inside the save: each _hp is found once, under its own node.
        assertEquals(List.of("#13._hp", "#22._hp"), paths("rpgmaker-mv/file1.rpgsave", "$..['_hp']", true));
        assertEquals(List.of("$.actors._data[1]._hp", "$.actors._data[2]._hp"), paths("rpgmaker-mv/file1.rpgsave", "$..['_hp']", false));
    }

    @Test
    void nodeByNodeAValueReachedFromItsNodeAndFromTheNodeAroundItIsOneHitNamedFromItsOwnNode() {
        // The actors are written inside #12's array: from #13 and from #12 (its element 1), the same _name.
        String query = "$..[?@._hp > 100]._name";
        assertEquals(List.of("#13._name", "#22._name"), paths("rpgmaker-mv/file1.rpgsave", query, true));
        assertEquals(2, DocumentQuery.parse(query, true).count(open("rpgmaker-mv/file1.rpgsave")));
        // Reached only through the node around it, it is named from its own node all the same.
        assertEquals(List.of("#13._name"), paths("rpgmaker-mv/file1.rpgsave", "$[*][1]._name", true));
        assertEquals(List.of("#13._name", "#22._name"), paths("rpgmaker-mv/file1.rpgsave", "$[*][*]._name", true));
        // A nested node selected in its container is that whole node, once.
        Document doc = open("rpgmaker-mv/file1.rpgsave");
        List<DocumentHit> actors = DocumentQuery.parse("$[*][?@._hp > 100]", true).run(doc);
        assertEquals(List.of("#13", "#22"), actors.stream().map(h -> h.path().toString()).toList());
        assertTrue(actors.stream().allMatch(DocumentHit::isNode), "set --all must refuse them as whole nodes");
        assertEquals(List.of("#13", "#22"), paths("rpgmaker-mv/file1.rpgsave", "$..[?@._hp > 100]", true));
    }

    @Test
    void nodeByNodeAPlaceSelectedTwiceIsOneHitAndFromTheRootTheRfcsDuplicatesStay() {
        assertEquals(List.of("#0"), paths("helio/scene.json", "$[0,0]", true));
        assertEquals(1, DocumentQuery.parse("$[0,0]", true).count(open("helio/scene.json")));
        assertEquals(List.of("$.title", "$.title"), paths("helio/scene.json", "$['title','title']", false));
        assertEquals(2, DocumentQuery.parse("$['title','title']", false).count(open("helio/scene.json")));
        assertEquals(List.of("$.actors._data[1]._name", "$.actors._data[2]._name"), paths("rpgmaker-mv/file1.rpgsave", "$..[?@._hp > 100]._name", false));
    }

    @Test
    void anElementOfEachNodeIsAWholeNodeEvenWhenWrittenInsideAnother() {
        List<DocumentHit> hits = DocumentQuery.parse("$[?@._gold]", true).run(open("rpgmaker-mv/shop.rpgsave"));
        assertEquals(1, hits.size());
        assertEquals("#3", hits.get(0).path().toString());
        assertTrue(hits.get(0).isNode(), "set --all must refuse it as a whole node, not replace the nested party");
    }

    @Test
    void typeIdAndDerefLookAtNodes() {
        assertEquals(List.of("#\"WaveTimer\"", "#\"Tower/Cooldown\""), paths("godot/outpost.tscn", "$[?type(@) == 'Timer']", true));
        assertEquals(List.of("#4"), paths("helio/scene.json", "$[?id(@) == '#4']", true));
        assertEquals(List.of("#4"), paths("helio/scene.json", "$[?deref(@.owner, '$.name') == 'stairs']", true));
        // not a reference, a dangling one, or a query that selects nothing: Nothing, which equals only Nothing
        assertEquals(List.of(), paths("helio/scene.json", "$[?deref(@.kind, '$.name') == 'stairs']", true));
        assertEquals(12, paths("helio/scene.json", "$[?deref(@.owner, '$.nope') == deref(@.owner, '$.nothing')]", true).size());
    }

    @Test
    void hitsPrintAsGetPrintsThem() {
        Document doc = open("unity/village.unity");
        List<DocumentHit> hits = DocumentQuery.parse("$[?type(@) == 'GameObject' && @.m_IsActive == 0]", true).run(doc);
        assertEquals(1, hits.size());
        assertEquals("#200", hits.get(0).path().toString());
        assertEquals(new ValuePrinter(doc).print(hits.get(0).path().resolve(doc)), new ValuePrinter(doc).print(hits.get(0).location()));
    }
}
