package savelens.bench;

import savelens.app.document.DocumentState;
import savelens.app.search.DocumentSearch;
import savelens.bench.measure.Measure;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.edit.SetValue;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;

/**
 * What an edit costs on a loaded generated scene: a scalar edit (a game object's name), a retarget (a
 * component's owner to another game object) and an edit that must read the text again (that owner set to
 * null), each executed on the same loaded document, then the analysis of the result given the one before;
 * and one search pass that finds nothing, so it visits every value.
 */
final class EditFigures {
    private EditFigures() {}

    /** Null when the document is not a generated scene (no game object and component past the middle). */
    static BenchRunner.Edits measure(Measure m, Document doc) throws Exception {
        int object = -1, component = -1;
        for (int n = doc.nodeCount() / 2; n < doc.nodeCount() && (object < 0 || component < 0); n++) {
            if (object < 0 && "GameObject".equals(doc.type(n))) object = n;
            if (component < 0 && "Component".equals(doc.type(n))) component = n;
        }
        if (object < 0 || component < 0) return null;
        String scalarPath = doc.nodeId(object) + ".name";
        String ownerPath = doc.nodeId(component) + ".owner";
        int name = DocumentPath.parse(scalarPath).resolve(doc).value();
        int owner = DocumentPath.parse(ownerPath).resolve(doc).value();
        NodeId current = doc.referencedNodeId(owner);
        int other = object;
        while (other < doc.nodeCount() && (!"GameObject".equals(doc.type(other)) || doc.nodeId(other).equals(current))) other++;
        if (other == doc.nodeCount()) return null;
        NodeId newOwner = doc.nodeId(other);
        DocumentState before = DocumentState.of(doc);

        NewValue text = NewValue.parse("\"Renamed object\"");
        NewValue retarget = NewValue.reference(newOwner);
        NewValue none = NewValue.parse("null");
        double scalar = m.time(() -> new SetValue(name, text, scalarPath).execute(doc));
        Document renamed = new SetValue(name, text, scalarPath).execute(doc);
        double scalarAnalysis = m.time(() -> GraphAnalysis.following(before.analysis(), renamed));
        double moved = m.time(() -> new SetValue(owner, retarget, ownerPath).execute(doc));
        Document retargeted = new SetValue(owner, retarget, ownerPath).execute(doc);
        double movedAnalysis = m.time(() -> GraphAnalysis.following(before.analysis(), retargeted));
        double readAgain = m.time(() -> new SetValue(owner, none, ownerPath).execute(doc));
        Document cleared = new SetValue(owner, none, ownerPath).execute(doc);
        double readAgainAnalysis = m.time(() -> GraphAnalysis.following(before.analysis(), cleared));
        double search = m.time(() -> DocumentSearch.search(before, "no-such-text", Integer.MAX_VALUE, hit -> true, () -> false));
        return new BenchRunner.Edits(scalarPath + " = \"Renamed object\"", ownerPath + " = " + newOwner, scalar, scalarAnalysis,
                moved, movedAnalysis, readAgain, readAgainAnalysis, search);
    }
}
