package savelens.size;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import savelens.document.Document;
import savelens.progress.ReadProgress;

/**
 * The histogram by type. A type's retained bytes are those of its instances that no other instance of it
 * dominates: walking the dominator tree in preorder with a count per type of the instances open above, a node
 * adds its retained size only when none is.
 */
final class TypeHistogram {
    private TypeHistogram() {}

    /** Biggest retained first, then biggest shallow, then by name. */
    static final java.util.Comparator<TypeSize> ORDER = (x, y) -> x.retained() != y.retained() ? Long.compare(y.retained(), x.retained())
            : x.shallow() != y.shallow() ? Long.compare(y.shallow(), x.shallow()) : x.type().compareTo(y.type());

    static List<TypeSize> of(SizeAnalysis a) {
        Document doc = a.document();
        int n = a.nodeCount();
        DominatorTree tree = a.tree(); // made first: it works in the same arrays
        try (Scratch scratch = Scratch.take()) {
            // Every node's type is written before it is read.
            return of(a, doc, n, scratch.ints(Scratch.TYPES, n), tree.walk(scratch.ints(Scratch.RUNS, n + 3)));
        }
    }

    private static List<TypeSize> of(SizeAnalysis a, Document doc, int n, int[] typeOf, DominatorTree.Walk walk) {
        Map<String, Integer> ids = new HashMap<>();
        List<String> names = new ArrayList<>();
        String last = null;
        int lastId = -1;
        for (int v = 0; v < n; v++) {
            ReadProgress.checkCancelled(v);
            String t = doc.type(v);
            if (t == null) t = "";
            // Nodes of one type mostly share its string, and come in runs: looked up once per run.
            if (t != last) {
                Integer id = ids.get(t);
                if (id == null) {
                    id = names.size();
                    ids.put(t, id);
                    names.add(t);
                }
                last = t;
                lastId = id;
            }
            typeOf[v] = lastId;
        }
        int types = names.size();
        int[] count = new int[types];
        long[] shallow = new long[types];
        long[] retained = new long[types];
        int[] open = new int[types];
        // In preorder, with a count per type of the instances open above: a node adds its retained size only when
        // no instance of its type dominates it. The root's tree, then each unreachable node on its own.
        java.util.function.IntConsumer enter = v -> {
            int t = typeOf[v];
            count[t]++;
            shallow[t] += a.shallow(v);
            if (open[t] == 0) retained[t] += a.retained(v);
            open[t]++;
        };
        java.util.function.IntConsumer exit = v -> open[typeOf[v]]--;
        int root = doc.root();
        if (root >= 0) walk.preorder(root, enter, exit);
        for (int u : a.unreachableNodes()) walk.preorder(u, enter, exit);
        List<TypeSize> rows = new ArrayList<>(types);
        for (int t = 0; t < types; t++) rows.add(new TypeSize(names.get(t), count[t], shallow[t], retained[t]));
        rows.sort(ORDER);
        return rows;
    }
}
