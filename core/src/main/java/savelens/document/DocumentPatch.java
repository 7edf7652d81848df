package savelens.document;

import java.util.HashMap;
import java.util.Map;
import savelens.json.JsonIndex;

/**
 * A document after an edit that replaced one value by another of the same shape, built from the document
 * before instead of by reading the text again: the node tables, ids, hidden members, findings and (for a
 * scalar) links and edges are shared, and a retargeted reference changes one link and one edge. The caller
 * decides that the format would read the edited text this way (see {@code savelens.edit.ValueSwap}); this
 * class only carries the document over.
 */
public final class DocumentPatch {
    private DocumentPatch() {}

    /**
     * The document over {@code edited}, in which the plain scalar {@code value} became another plain scalar: no node, link
     * or edge changes, so the graph analysis of {@code doc} holds for the result too.
     */
    public static Document scalarReplaced(Document doc, JsonIndex edited, int value) {
        return doc.patched(edited, where(doc, edited, value), doc.roles(), doc.danglingIds(), doc.edgesIfBuilt());
    }

    /** The document over {@code edited}, in which the reference at {@code value} now names node {@code target}. */
    public static Document retargeted(Document doc, JsonIndex edited, int value, int target) {
        if (target < 0 || target >= doc.nodeCount()) throw new IllegalArgumentException("no node " + target);
        if (doc.kind(value) != ValueKind.REFERENCE) throw new IllegalArgumentException("value " + value + " is no reference");
        Map<Integer, NodeId> dangling = doc.danglingIds();
        if (dangling.containsKey(value)) {
            dangling = new HashMap<>(dangling);
            dangling.remove(value);
        }
        ValueRoles roles = doc.roles().retargeted(value, target);
        ReferenceEdges edges = doc.edgesIfBuilt();
        if (edges != null) edges = edges.retargeted(value, doc.ownerNode(value), target, roles);
        return doc.patched(edited, where(doc, edited, value), roles, dangling, edges);
    }

    /** Value {@code value}'s text in {@code doc} replaced, its new text's length read off {@code edited}. */
    private static TextPatch where(Document doc, JsonIndex edited, int value) {
        long start = doc.index().start(value);
        int removed = (int) (doc.index().end(value) - start);
        return new TextPatch(value, start, removed, (int) (removed + edited.textLength() - doc.textLength()));
    }
}
