package savelens.bench;

import java.util.Arrays;
import savelens.size.Successors;

/**
 * The least any dominators algorithm does: a depth-first numbering of the nodes the root reaches, written plainly
 * (a stack of nodes and edge cursors, each node's edges followed in order), nothing read ahead. A reference for the
 * size analysis's growth per node: this search alone meets every node once, at the place its number says, and so
 * meets the machine's cache as the analysis's own search does, with none of the analysis's other work.
 */
final class PlainSearch {
    private final int[] start;
    private final int[] to;
    private final int root;
    private final int[] number;
    private final int[] stack;
    private final int[] cursor;

    PlainSearch(Successors g, int root) {
        this.start = g.rowStarts();
        this.to = g.targets();
        this.root = root;
        int n = g.nodeCount();
        // made once, so that a run times the search, not the making of its arrays
        this.number = new int[n];
        this.stack = new int[n];
        this.cursor = new int[n];
    }

    /** Each node's number from the last {@link #run}, -1 for a node the root does not reach. */
    int[] numbers() { return number; }

    /** Numbers the nodes; returns how many the root reaches. */
    int run() {
        Arrays.fill(number, -1);
        if (root < 0) return 0;
        int count = 0, sp = 0;
        number[root] = count++;
        stack[sp] = root;
        cursor[sp++] = start[root];
        while (sp > 0) {
            int v = stack[sp - 1];
            int e = cursor[sp - 1];
            if (e == start[v + 1]) {
                sp--;
                continue;
            }
            cursor[sp - 1] = e + 1;
            int w = to[e];
            if (w >= 0 && number[w] < 0) {
                number[w] = count++;
                stack[sp] = w;
                cursor[sp++] = start[w];
            }
        }
        return count;
    }
}
