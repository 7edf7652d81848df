package savelens.query.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;
import savelens.json.JsonIndex;
import savelens.path.DocumentPath;
import savelens.query.QueryValueJson;

/**
 * An each-node query run again after each edit of a big document (as the window's Query panel does) reads the
 * edited text through its pieces: writing it flat would copy the whole file per edit. Counts the bytes written flat
 * ({@link JsonIndex#flattenedBytes}), never time; the hits are those of a fresh read of the edited bytes.
 */
class EachNodeQueryInPiecesTest {
    private static final ReadContext CONTEXT = ReadContext.of(Path.of("scene.json"));
    // Numbers (integers and fractions), strings, a reference and a node's id: every kind of member read from the text.
    private static final List<String> QUERIES = List.of("$[?@.hp < 10]", "$[?@.hp == 4242].hp", "$[?@.speed > 19.5 && @.kind == 'Mover']",
            "$[?@.name == 'Renamed \"gate\" é']", "$[?@.owner == '#1']", "$[?@.hp == 1e2 || @.hp == 704.0]", "$[?id(@) == '#7'].name");

    @Test
    void aQueryRunAfterScalarEditsAndARetargetWritesNoTextFlatAndFindsWhatAFreshReadFinds() {
        Document doc = Formats.read(SceneGenerator.generate(3_000, SceneGenerator.DEFAULT_SEED), CONTEXT);
        NodeId object = firstOf(doc, "GameObject", null);
        NodeId component = firstOf(doc, "Component", "hp");
        NodeId ownedComponent = firstOf(doc, "Component", "owner");
        List<List<String>> edited = new ArrayList<>();
        long flattened = JsonIndex.flattenedBytes();
        doc = set(doc, object + ".name", "\"Renamed \\\"gate\\\" é\"");
        edited.add(run(doc));
        doc = set(doc, component + ".hp", "4242");
        edited.add(run(doc));
        doc = set(doc, ownedComponent + ".owner", "#1"); // a retarget: the reference now leads to node #1
        edited.add(run(doc));
        assertEquals(0, JsonIndex.flattenedBytes() - flattened, "bytes of the text written flat to edit and query it");
        assertTrue(((JsonIndex) doc.index()).textInPieces(), "the edits were patched in");

        List<String> fresh = run(Formats.read(doc.text(), CONTEXT));
        assertEquals(fresh, edited.get(edited.size() - 1));
        assertTrue(fresh.stream().anyMatch(h -> h.contains("Renamed")), "the renamed object is found");
        assertTrue(fresh.stream().anyMatch(h -> h.contains("4242")), "the edited hp is found");
        assertFalse(edited.get(1).equals(edited.get(0)), "each edit changes what the queries find");
    }

    /** Every query's hits, each as its query, path and value. */
    private static List<String> run(Document doc) {
        List<String> out = new ArrayList<>();
        for (String q : QUERIES) {
            DocumentQuery query = DocumentQuery.parse(q, true);
            DocumentTree tree = DocumentTree.eachNode(doc);
            for (DocumentHit h : query.run(tree)) out.add(q + " " + h.path() + " " + QueryValueJson.write(tree, h.value()));
        }
        return out;
    }

    /** The first node of this type (with a member of this name, when given). */
    private static NodeId firstOf(Document doc, String type, String member) {
        for (int n = 0; n < doc.nodeCount(); n++) {
            if (type.equals(doc.type(n)) && (member == null || doc.childNamed(doc.body(n), member) >= 0)) return doc.nodeId(n);
        }
        throw new IllegalStateException("no " + type);
    }

    private static Document set(Document doc, String path, String typed) {
        int v = DocumentPath.parse(path).resolve(doc).value();
        return new SetValue(v, NewValue.parse(typed), path).execute(doc);
    }
}
