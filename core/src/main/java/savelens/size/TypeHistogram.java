package savelens.size;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import savelens.document.Document;

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
        Map<String, Integer> ids = new HashMap<>();
        List<String> names = new ArrayList<>();
        int[] typeOf = new int[n];
        for (int v = 0; v < n; v++) {
            String t = doc.type(v);
            if (t == null) t = "";
            Integer id = ids.get(t);
            if (id == null) {
                id = names.size();
                ids.put(t, id);
                names.add(t);
            }
            typeOf[v] = id;
        }
        int types = names.size();
        int[] count = new int[types];
        long[] shallow = new long[types];
        long[] retained = new long[types];
        int[] open = new int[types];
        DominatorTree tree = a.tree();
        // Preorder with the ends of the open subtrees on a stack, to close them as the walk leaves them.
        // As deep as the dominator tree, which is mostly shallow: grown when it is not.
        int[] closing = new int[64];
        int[] closingType = new int[64];
        int sp = 0;
        for (int i = 0; i < n; i++) {
            while (sp > 0 && closing[sp - 1] <= i) open[closingType[--sp]]--;
            int v = tree.inOrder(i);
            int t = typeOf[v];
            count[t]++;
            shallow[t] += a.shallow(v);
            if (open[t] == 0) retained[t] += a.retained(v);
            open[t]++;
            if (sp == closing.length) {
                closing = java.util.Arrays.copyOf(closing, sp * 2);
                closingType = java.util.Arrays.copyOf(closingType, sp * 2);
            }
            closing[sp] = tree.endOf(v);
            closingType[sp++] = t;
        }
        List<TypeSize> rows = new ArrayList<>(types);
        for (int t = 0; t < types; t++) rows.add(new TypeSize(names.get(t), count[t], shallow[t], retained[t]));
        rows.sort(ORDER);
        return rows;
    }
}
