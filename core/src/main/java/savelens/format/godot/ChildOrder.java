package savelens.format.godot;

import java.util.Arrays;
import savelens.scene.SceneFacts;

/**
 * The children of a Godot scene's objects in the order Godot gives them: in file order, each one put where its
 * {@code index=} says among its parent's children so far (after them when it says none or too many). The children
 * are noted in int arrays as they come and ordered per parent once all are in; a list and a pair of ints a node came
 * to some 100 MB while a million-node scene was read.
 */
final class ChildOrder {
    private int[] parent = new int[16];
    private int[] child = new int[16];
    private int[] value = new int[16];
    private int[] index = new int[16];
    private int size;

    /** The next child of {@code parent}, the value that names the parent, and its {@code index=} (-1 for none). */
    void add(int parent, int child, int value, long index) {
        if (size == this.parent.length) {
            int n = size * 2;
            this.parent = Arrays.copyOf(this.parent, n);
            this.child = Arrays.copyOf(this.child, n);
            this.value = Arrays.copyOf(this.value, n);
            this.index = Arrays.copyOf(this.index, n);
        }
        this.parent[size] = parent;
        this.child[size] = child;
        this.value[size] = value;
        this.index[size++] = index < 0 ? -1 : (int) Math.min(index, Integer.MAX_VALUE);
    }

    /** Gives each parent's children to the facts in their order. */
    void give(SceneFacts facts) {
        int parents = 0;
        for (int i = 0; i < size; i++) parents = Math.max(parents, parent[i] + 1);
        int[] first = new int[parents + 1]; // parent p's children are order[first[p] .. first[p + 1]), in the order noted
        for (int i = 0; i < size; i++) first[parent[i] + 1]++;
        for (int p = 0; p < parents; p++) first[p + 1] += first[p];
        int[] order = new int[size];
        int[] filled = Arrays.copyOf(first, parents);
        for (int i = 0; i < size; i++) order[filled[parent[i]]++] = i;
        int[] placed = new int[16];
        for (int p = 0; p < parents; p++) {
            int n = first[p + 1] - first[p];
            if (n == 0) continue;
            if (placed.length < n) placed = new int[Math.max(n, placed.length * 2)];
            for (int k = 0; k < n; k++) {
                int i = order[first[p] + k];
                int at = index[i] >= 0 && index[i] < k ? index[i] : k;
                System.arraycopy(placed, at, placed, at + 1, k - at);
                placed[at] = i;
            }
            for (int k = 0; k < n; k++) facts.child(p, child[placed[k]], value[placed[k]]);
        }
    }
}
