package savelens.format.cyclejs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import savelens.document.Document;
import savelens.document.PathReferences;
import savelens.document.ShapeChange;
import savelens.document.ValueKind;
import savelens.index.ValueIndex;
import savelens.json.JsonText;

/**
 * Keeps cycle.js references pointing where they did when array elements move: a path that steps into a
 * moved element gets the element's new index; one that steps into a removed element (it can only be dangling,
 * as removing a value others refer into is refused before) would name the next element afterwards, so the
 * edit is refused.
 */
final class CycleJsPathReferences implements PathReferences {
    @Override public Rewrites after(Document doc, ShapeChange change) {
        ValueIndex json = doc.index();
        PathWalk walk = new PathWalk(json);
        Map<Integer, String> texts = new HashMap<>();
        int count = json.count();
        for (int v = 0; v < count; v++) {
            if (doc.kind(v) != ValueKind.REFERENCE) continue;
            if (change.goesAway(v)) {
                v = json.after(v) - 1;
                continue;
            }
            String written = walk.refPath(v);
            List<CycleJsPath.Step> steps = written == null ? null : CycleJsPath.parse(written);
            if (steps == null) continue;
            List<CycleJsPath.Step> moved = new ArrayList<>(steps);
            String[] refusal = {null};
            walk.resolve(steps, (array, step, index) -> {
                if (!change.moves(array) || refusal[0] != null) return;
                int now = change.newIndex(array, (int) Math.min(index, Integer.MAX_VALUE - 1));
                if (now < 0) refusal[0] = written;
                else if (now != index) moved.set(step, CycleJsPath.Step.element(now));
            });
            if (refusal[0] != null) {
                int[] lc = ValueIndex.lineColumn(json.text(), json.startInt(v));
                return Rewrites.refused("the reference at line " + lc[0] + ", column " + lc[1] + " names " + refusal[0]
                        + ", which runs through the element removed, and would name another one afterwards");
            }
            // Only the path string changes: the object around it keeps its layout.
            if (!moved.equals(steps)) texts.put(json.firstChild(v), JsonText.quote(CycleJsPath.text(moved)));
        }
        return Rewrites.of(texts);
    }
}
