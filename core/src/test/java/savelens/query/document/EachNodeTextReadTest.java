package savelens.query.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;
import savelens.json.JsonIndex;
import savelens.query.QueryValueJson;

/**
 * An each-node filter over a document that noted where each node is written reads each node's fields from that
 * text: the same hits as through the index, and no chunk of the index rebuilt. Counts the bytes the index reads
 * again ({@link JsonIndex#rescannedBytes}), never time; before, the filter read the text again once over.
 */
class EachNodeTextReadTest {
    private static final Document SCENE = Formats.read(SceneGenerator.generate(20_000, SceneGenerator.DEFAULT_SEED),
            ReadContext.of(Path.of("scene.json")));
    private static final List<String> QUERIES = List.of("$[?@.hp < 10]", "$[?@.hp < 10].hp", "$[?@.speed > 19.5 && @.kind == 'Mover']",
            "$[?@.owner == '#1']", "$[?@.name == 'Lamp_5' || @.active == false]", "$[?type(@) == 'Component' && @.hp >= 990]",
            "$[?@.pos]", "$[?!@.target].kind", "$[?length(@.children) > 2]", "$[?@.pos[0] < -199]", "$[?id(@) == '#7']",
            "$[?deref(@.owner, '$.name') == 'Door_1']", "$[?@.hp == 1e2 || @.hp == 704.0]");

    @Test
    void hitsAreTheSameAsThroughTheIndex() {
        assertTrue(SCENE.knowsNodeText());
        for (String q : QUERIES) {
            DocumentQuery query = DocumentQuery.parse(q, true);
            List<String> fromText = shown(query.run(DocumentTree.eachNode(SCENE)), DocumentTree.eachNode(SCENE));
            List<String> throughIndex = shown(query.run(DocumentTree.eachNode(SCENE, false)), DocumentTree.eachNode(SCENE, false));
            assertEquals(throughIndex, fromText, q);
            assertTrue(!fromText.isEmpty() || q.contains("1e2"), q + " finds something");
        }
    }

    @Test
    void aFilterOnEveryNodeRebuildsNoChunk() {
        DocumentQuery query = DocumentQuery.parse("$[?@.hp < 10]", true);
        long before = JsonIndex.rescannedBytes();
        int hits = query.count(SCENE);
        long reread = JsonIndex.rescannedBytes() - before;
        assertTrue(hits > 0);
        // A few hits' own lookups at most, where the index rebuilt every node's chunk before (the whole text again).
        assertTrue(reread < SCENE.text().length / 100, reread + " bytes read again of " + SCENE.text().length);
    }

    private static List<String> shown(List<DocumentHit> hits, DocumentTree tree) {
        return hits.stream().map(h -> h.path() + " " + QueryValueJson.write(tree, h.value())).toList();
    }
}
