package savelens.size;

import java.util.ArrayDeque;
import java.util.BitSet;

/**
 * Dominators the textbook way, written independently of {@link Dominators}: Dom(root) = {root}, Dom(n) = {n} ∪ the
 * intersection of Dom(p) over n's reachable predecessors, iterated until nothing changes. Quadratic; for small graphs.
 */
final class TextbookDominators {
    final int n;
    final boolean[] reachable;
    final BitSet[] dom;

    TextbookDominators(Successors g, int root) {
        n = g.nodeCount();
        reachable = new boolean[n];
        dom = new BitSet[n];
        if (root < 0) return;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        reachable[root] = true;
        queue.add(root);
        while (!queue.isEmpty()) {
            int v = queue.poll();
            for (int e = g.firstEdge(v); e < g.endEdge(v); e++) {
                int w = g.target(e);
                if (w >= 0 && !reachable[w]) {
                    reachable[w] = true;
                    queue.add(w);
                }
            }
        }
        BitSet all = new BitSet(n);
        for (int v = 0; v < n; v++) if (reachable[v]) all.set(v);
        for (int v = 0; v < n; v++) {
            if (!reachable[v]) continue;
            dom[v] = new BitSet(n);
            if (v == root) dom[v].set(root);
            else dom[v].or(all);
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int v = 0; v < n; v++) {
                if (!reachable[v] || v == root) continue;
                BitSet meet = null;
                for (int p = 0; p < n; p++) {
                    if (!reachable[p]) continue;
                    for (int e = g.firstEdge(p); e < g.endEdge(p); e++) {
                        if (g.target(e) != v) continue;
                        if (meet == null) meet = (BitSet) dom[p].clone();
                        else meet.and(dom[p]);
                        break;
                    }
                }
                BitSet next = meet == null ? new BitSet(n) : meet;
                next.set(v);
                if (!next.equals(dom[v])) {
                    dom[v] = next;
                    changed = true;
                }
            }
        }
    }

    /** The strict dominator of v that every other strict dominator dominates; NONE for the root, UNREACHABLE where unreached. */
    int immediate(int v) {
        if (!reachable[v]) return Dominators.UNREACHABLE;
        BitSet strict = (BitSet) dom[v].clone();
        strict.clear(v);
        if (strict.isEmpty()) return Dominators.NONE;
        for (int d = strict.nextSetBit(0); d >= 0; d = strict.nextSetBit(d + 1)) {
            if (dom[d].cardinality() == strict.cardinality()) return d; // the deepest: dominated by all the others
        }
        throw new AssertionError("no immediate dominator of " + v);
    }

    /** Whether d dominates v (d == v included). */
    boolean dominates(int d, int v) { return reachable[v] && dom[v].get(d); }
}
