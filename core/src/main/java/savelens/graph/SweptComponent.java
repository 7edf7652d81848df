package savelens.graph;

import savelens.document.ReferenceEdges;
import savelens.progress.ReadProgress;

/**
 * The strongly connected component of one node found without a depth-first walk: the nodes it reaches
 * ({@link ReachSweep}), and among them those that reach it back, found by sweeps over their rows in node order, up
 * and then down, each taking in the nodes with an edge to one taken already, until a sweep takes in none or all are
 * in. Each sweep reads the rows in the order they lie and a bit a node. Where the paths back to the node turn from
 * ascending to descending many times, the sweeps do not settle soon: then there is no answer, and a walk finds it.
 * Why: a scene's objects, their children and components refer to each other, one component of nearly all the
 * document, which Tarjan's walk enters a million nodes deep (arrays as deep, and a cache miss per node) where a
 * sweep forward and five back take it in (the generated 1M scene, from where the walk is given up).
 */
final class SweptComponent {
    private SweptComponent() {}

    /** The component of {@code node}, a bit a node; null when {@code mostSweeps} sweeps back did not settle it. */
    static long[] of(ReferenceEdges edges, int node, int mostSweeps) {
        Found found = find(edges, node, mostSweeps);
        return found == null ? null : found.component();
    }

    /** A component, and every node it reaches (itself among them), a bit a node each. */
    record Found(long[] component, long[] reached) {}

    /** As {@link #of}, with the nodes the component reaches beside it; null when the sweeps did not settle it. */
    static Found find(ReferenceEdges edges, int node, int mostSweeps) {
        ReachSweep forward = ReachSweep.from(edges, node);
        long[] reached = forward.reached;
        long[] back = new long[reached.length];
        back[node >>> 6] |= 1L << node;
        int in = 1;
        for (int sweep = 0; sweep < mostSweeps; sweep++) {
            int added = sweep % 2 == 0 ? up(edges, reached, back) : down(edges, reached, back);
            in += added;
            if (added == 0 || in == forward.count) return new Found(back, reached);
        }
        return null;
    }

    /** Takes in, lowest first, each reached node not yet in with an edge to one that is; how many it took in. */
    private static int up(ReferenceEdges edges, long[] reached, long[] back) {
        int added = 0;
        for (int word = 0; word < reached.length; word++) {
            ReadProgress.checkCancelled(word);
            for (long open = reached[word] & ~back[word]; open != 0; open &= open - 1) {
                int v = (word << 6) + Long.numberOfTrailingZeros(open);
                if (reachesBack(edges, v, back)) {
                    back[word] |= 1L << v;
                    added++;
                }
            }
        }
        return added;
    }

    /** As {@link #up}, highest first. */
    private static int down(ReferenceEdges edges, long[] reached, long[] back) {
        int added = 0;
        for (int word = reached.length - 1; word >= 0; word--) {
            ReadProgress.checkCancelled(word);
            for (long open = reached[word] & ~back[word]; open != 0; ) {
                int bit = 63 - Long.numberOfLeadingZeros(open);
                open &= ~(1L << bit);
                int v = (word << 6) + bit;
                if (reachesBack(edges, v, back)) {
                    back[word] |= 1L << v;
                    added++;
                }
            }
        }
        return added;
    }

    private static boolean reachesBack(ReferenceEdges edges, int v, long[] back) {
        for (int e = edges.firstEdge(v), end = edges.endEdge(v); e < end; e++) {
            int w = edges.target(e);
            if (w >= 0 && (back[w >>> 6] & 1L << w) != 0) return true;
        }
        return false;
    }
}
