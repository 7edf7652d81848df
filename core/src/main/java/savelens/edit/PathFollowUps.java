package savelens.edit;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import savelens.document.Document;
import savelens.document.PathReferences;
import savelens.document.ShapeChange;
import savelens.index.ValueIndex;

/**
 * The rest of an edit that moves array elements in a dialect whose references are paths (cycle.js): each
 * reference through a moved element rewritten to the element's new place, in the same step; refused, with
 * the reason, when one would end up pointing at something else.
 */
final class PathFollowUps {
    private PathFollowUps() {}

    static List<Splice> of(Document doc, ShapeChange change, String edit) {
        PathReferences paths = doc.syntax().pathReferences();
        if (paths == null || change.isEmpty()) return List.of();
        PathReferences.Rewrites r = paths.after(doc, change);
        if (r.refusal() != null) throw new EditRefusedException(edit + " is refused: " + r.refusal());
        ValueIndex json = doc.index();
        List<Splice> out = new ArrayList<>();
        for (Map.Entry<Integer, String> e : r.texts().entrySet()) {
            int v = e.getKey();
            out.add(new Splice(json.start(v), (int) (json.end(v) - json.start(v)), e.getValue().getBytes(StandardCharsets.UTF_8)));
        }
        return out;
    }

    /** True when {@code value} lies inside {@code container} (or is it). */
    static boolean inside(ValueIndex json, int container, int value) {
        return value >= container && value < json.after(container);
    }
}
