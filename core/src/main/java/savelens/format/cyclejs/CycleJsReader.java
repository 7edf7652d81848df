package savelens.format.cyclejs;

import java.util.ArrayList;
import java.util.List;
import savelens.document.Diagnostic;
import savelens.document.DocumentBuilder;
import savelens.document.NodeId;
import savelens.index.LineTable;
import savelens.json.JsonIndex;

/**
 * Reads {@code JSON.decycle} output: every object and array is a node (decycle gives each its identity) whose
 * id is its own path in decycle's notation ({@code $}, {@code $["party"][0]}), and a {@code {"$ref":PATH}}
 * object is a reference to the node that path leads to; a path that leads nowhere is dangling. The paths of
 * nodes are worked out in one pass; references are resolved once the whole text is known.
 */
final class CycleJsReader {
    private final JsonIndex json;
    private final DocumentBuilder builder;
    private final PathWalk walk;
    private LineTable lines;

    private CycleJsReader(JsonIndex json, DocumentBuilder builder) {
        this.json = json;
        this.builder = builder;
        this.walk = new PathWalk(json);
    }

    static void read(JsonIndex json, DocumentBuilder builder) {
        new CycleJsReader(json, builder).run();
    }

    private void run() {
        if (!json.isContainer(0)) {
            builder.root(-1);
            return;
        }
        int count = json.count();
        String[] path = new String[count];
        int[] nextIndex = new int[count];
        List<Integer> refs = new ArrayList<>();
        List<String> refPaths = new ArrayList<>();
        path[0] = CycleJsPath.ROOT;
        int v = 0;
        while (v < count) {
            int p = json.parent(v);
            int index = p >= 0 && json.kind(p) == JsonIndex.ARRAY ? nextIndex[p]++ : -1;
            if (!json.isContainer(v)) {
                v++;
                continue;
            }
            String own = p < 0 ? CycleJsPath.ROOT : index >= 0 ? CycleJsPath.element(path[p], index) : CycleJsPath.member(path[p], json.name(v));
            String ref = walk.refPath(v);
            if (ref != null) {
                refs.add(v);
                refPaths.add(ref);
                v = json.after(v);
                continue;
            }
            if (v != 0) lookAtRefLikeMembers(v);
            path[v] = own;
            int node = builder.addNode(NodeId.of(own), json.kind(v) == JsonIndex.ARRAY ? "Array" : "Object", v, v);
            if (v != 0) builder.nest(v, node);
            v++;
        }
        builder.root(0);
        for (int i = 0; i < refs.size(); i++) {
            int target = walk.resolve(CycleJsPath.parse(refPaths.get(i)), null);
            boolean node = target >= 0 && json.isContainer(target) && path[target] != null;
            builder.reference(refs.get(i), NodeId.of(node ? path[target] : refPaths.get(i)));
        }
    }

    /** An object with a {@code "$ref"} that retrocycle would replace, or leave, otherwise than the file suggests. */
    private void lookAtRefLikeMembers(int v) {
        if (json.kind(v) != JsonIndex.OBJECT) return;
        int ref = json.member(v, "$ref");
        if (ref < 0) return;
        String why = json.kind(ref) != JsonIndex.STRING || CycleJsPath.parse(json.string(ref)) == null
                ? "\"$ref\" holds no path retrocycle follows, so it stays a plain object"
                : "an object with \"$ref\" and other members: retrocycle replaces all of it by what the path names";
        if (lines == null) lines = LineTable.of(json.text()); // one table for all the findings: a file may hold many
        int[] lc = lines.lineColumn(json.startInt(ref));
        builder.diagnostic(Diagnostic.warning("line " + lc[0] + ", column " + lc[1] + ": " + why, -1, ref));
    }
}
