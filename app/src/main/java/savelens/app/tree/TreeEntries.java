package savelens.app.tree;

import java.util.ArrayList;
import java.util.List;
import savelens.app.document.DocumentState;
import savelens.app.document.NodeLabels;
import savelens.app.document.PathNames;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.format.rpgmaker.GameDataNames;
import savelens.graph.GraphAnalysis;
import savelens.json.JsonIndex;

/**
 * Unfolds a document into tree rows, one level at a time. A reference unfolds only at its target's home
 * (where breadth-first search from the root first reaches it); elsewhere it is a cycle marker (the target
 * is an ancestor), a shared marker, or dangling.
 */
public final class TreeEntries {
    private final Document doc;
    private final GraphAnalysis analysis;
    private final PathNames paths;
    private final GameDataNames names;

    public TreeEntries(DocumentState state) {
        this.doc = state.document();
        this.analysis = state.analysis();
        this.paths = state.paths();
        this.names = gameNames(doc);
    }

    /** RPG Maker saves: switch, variable, actor and item names from the game's data folder, when it is found. */
    private static GameDataNames gameNames(Document doc) {
        if (!doc.format().name().startsWith("rpgmaker")) return GameDataNames.NONE;
        try {
            if (doc.context().gameData() != null) return GameDataNames.loadGiven(doc.context().gameData());
            return doc.context().file() == null ? GameDataNames.NONE : GameDataNames.forSave(doc.context().file());
        } catch (RuntimeException unreadable) {
            return GameDataNames.NONE; // names are a help, never a reason to fail showing the save
        }
    }

    public TreeEntry root() {
        int root = doc.root();
        return new TreeEntry(null, root, -1, doc.body(root), "$", NodeLabels.full(doc, root), Marker.NONE, -1, null);
    }

    public List<TreeEntry> children(TreeEntry parent) {
        List<TreeEntry> out = new ArrayList<>();
        if (parent.isLeaf()) return out;
        boolean array = doc.json().kind(parent.container()) == JsonIndex.ARRAY;
        int[] index = {0};
        doc.forEachChild(parent.container(), v -> {
            String step = array ? "[" + index[0]++ + "]" : PathNames.field(doc.name(v));
            String label = array ? "[" + (index[0] - 1) + "]" : doc.name(v);
            TreeEntry e = entry(parent, v, parent.path() + step, label);
            String name = names.nameFor(doc, v);
            out.add(name == null ? e : new TreeEntry(e.parent(), e.node(), e.value(), e.container(), e.path(),
                    e.text() + "  \u201c" + name + "\u201d", e.marker(), e.target(), e.tooltip()));
        });
        return out;
    }

    private TreeEntry entry(TreeEntry parent, int v, String path, String label) {
        ValueKind kind = doc.kind(v);
        switch (kind) {
            case REFERENCE, NODE -> {
                int t = doc.target(v);
                if (t < 0) {
                    long id = doc.referencedId(v);
                    return new TreeEntry(parent, -1, v, -1, path, label + ": #" + id, Marker.DANGLING, -1,
                            "dangling: no node #" + id);
                }
                String text = label + ": " + NodeLabels.full(doc, t);
                if (analysis.isHome(v) && !parent.unfoldsOnPath(t)) {
                    return new TreeEntry(parent, t, v, doc.body(t), path, text, Marker.NONE, -1, null);
                }
                if (parent.unfoldsOnPath(t)) {
                    return new TreeEntry(parent, -1, v, -1, path, text, Marker.CYCLE, t,
                            "cycle: back to " + NodeLabels.brief(doc, t));
                }
                return new TreeEntry(parent, -1, v, -1, path, text, Marker.SHARED, t,
                        "shared: " + NodeLabels.brief(doc, t) + " (at " + paths.node(t) + ", "
                                + analysis.incomingCount(t) + " references)");
            }
            case ARRAY -> {
                int n = doc.visibleChildCount(v);
                return new TreeEntry(parent, -1, v, v, path, label + ": [" + n + "]", Marker.NONE, -1, null);
            }
            case OBJECT -> {
                int n = doc.visibleChildCount(v);
                return new TreeEntry(parent, -1, v, v, path, label + ": {" + n + "}", Marker.NONE, -1, null);
            }
            default -> {
                String raw = doc.raw(v);
                if (raw.length() > 200) raw = raw.substring(0, 197) + "…";
                return new TreeEntry(parent, -1, v, -1, path, label + ": " + raw, Marker.NONE, -1, null);
            }
        }
    }
}
