package savelens.app.structure;

import java.util.ArrayList;
import java.util.List;
import savelens.document.Document;
import savelens.document.ValueNames;
import savelens.edit.EditRefusedException;
import savelens.edit.RemoveChild;
import savelens.gamesave.GameSave;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;

/**
 * What stops working when a value is removed, found by removing it from the (immutable) document aside and reading
 * the result as the views do: a game save that is no longer one loses its Save tab, one whose party, inventory,
 * switches or variables shrink loses those rows; a scene whose objects, parents or components change loses them
 * from its Hierarchy. Null when nothing the views show depends on the value.
 */
final class RemovalConsequences {
    private RemovalConsequences() {}

    static String of(Document doc, ValueNames names, int value, String label) {
        Document after;
        try {
            after = new RemoveChild(value, label).execute(doc);
        } catch (EditRefusedException e) {
            return null; // the removal itself will say why not
        }
        List<String> lost = new ArrayList<>();
        GameSave before = GameSave.read(doc, names).orElse(null);
        if (before != null) {
            GameSave now = GameSave.read(after, names).orElse(null);
            if (now == null) lost.add("the Save tab (a save is read as a game save by its party's gold)");
            else {
                if (now.party().size() < before.party().size()) lost.add("the Save tab's party");
                if (now.inventory().size() < before.inventory().size()) lost.add("items from the Save tab's inventory");
                if (now.switches().size() < before.switches().size() || now.variables().size() < before.variables().size()) {
                    lost.add("switches or variables from the Save tab");
                }
            }
        }
        SceneHierarchy scene = SceneHierarchy.of(doc).orElse(null);
        if (scene != null) {
            SceneHierarchy next = SceneHierarchy.of(after).orElse(null);
            if (next == null) lost.add("the Hierarchy (the document is no longer read as a scene)");
            else if (next.objects().size() < scene.objects().size()) {
                lost.add((scene.objects().size() - next.objects().size()) + " object(s) from the Hierarchy");
            } else if (!sameShape(scene, next)) {
                lost.add("the Hierarchy's parents, children or components as they are now");
            }
        }
        if (lost.isEmpty()) return null;
        return "Removing " + label + " takes away " + String.join(", ", lost) + ".";
    }

    /** The same objects under the same parents with as many components each (node numbers may move after a removal). */
    private static boolean sameShape(SceneHierarchy a, SceneHierarchy b) {
        List<SceneObject> x = a.objects();
        List<SceneObject> y = b.objects();
        for (int i = 0; i < x.size(); i++) {
            SceneObject p = x.get(i);
            SceneObject q = y.get(i);
            if (!p.id().equals(q.id()) || p.depth() != q.depth() || p.children().size() != q.children().size()
                    || p.components().size() != q.components().size()) return false;
        }
        return true;
    }
}
