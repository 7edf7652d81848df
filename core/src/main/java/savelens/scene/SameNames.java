package savelens.scene;

import java.util.HashMap;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Numbers the objects that share a name with a sibling, as {@link ScenePaths} writes them ({@code Enemy[2]}): per
 * place in the hierarchy's order, 0 for a name of its own, else its 1-based place among its same-named siblings.
 * Read from the built objects or from the scene's arrays alike, so both number the same way.
 */
final class SameNames {
    /** One list of siblings: {@code places[from]} to {@code places[to]}, each sibling's name by its place. */
    interface Siblings {
        void accept(int[] places, int from, int to, IntFunction<String> name);
    }

    /** Sibling lists longer than this are numbered through a map. */
    private static final int FEW = 8;

    private final int[] sameNamePlace;

    SameNames(int objects) { sameNamePlace = new int[objects]; }

    int[] places() { return sameNamePlace; }

    /** Numbers one list of siblings. */
    void number(int[] places, int from, int to, IntFunction<String> nameOf) {
        int n = to - from;
        if (n < 2) return;
        String[] names = new String[n];
        for (int i = 0; i < n; i++) names[i] = nameOf.apply(places[from + i]);
        if (n > FEW) {
            numberMany(places, from, names);
            return;
        }
        // A few siblings (most lists): compared pairwise, with no map per list.
        for (int i = 0; i < n; i++) {
            int before = 0;
            boolean shared = false;
            for (int j = 0; j < n; j++) {
                if (j == i || !names[j].equals(names[i])) continue;
                shared = true;
                if (j < i) before++;
            }
            if (shared) sameNamePlace[places[from + i]] = before + 1;
        }
    }

    private void numberMany(int[] places, int from, String[] names) {
        Map<String, Integer> seen = new HashMap<>();
        for (String name : names) seen.merge(name, 1, Integer::sum);
        Map<String, Integer> next = new HashMap<>();
        for (int i = 0; i < names.length; i++) {
            if (seen.get(names[i]) > 1) sameNamePlace[places[from + i]] = next.merge(names[i], 1, Integer::sum);
        }
    }
}
