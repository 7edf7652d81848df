package savelens.document;

import java.util.Arrays;

/**
 * Who refers to each node: per node, the edges that point at it, in edge order. The lists are read once into two flat
 * arrays (where each node's list starts, and the edges one list after another). A retarget moves one edge from one list
 * to another: the lists after it share the flat arrays of those before and give the two nodes whose lists changed lists
 * of their own, so that a retarget of a million-node document costs the two lists, not two copies of a million
 * entries and a pass over every node. Once {@link #MOST_OWN} nodes have lists of their own, all are laid flat again.
 */
final class IncomingLists {
    /** Nodes with lists of their own beyond which the lists are laid flat again (a retarget adds two at most). */
    static final int MOST_OWN = 64;
    /** Slots of the table of lists of their own: a power of two, at least twice {@link #MOST_OWN}. */
    private static final int SLOTS = 256;

    private final int[] start;
    private final int[] edges;
    /** Per slot, the node + 1 whose list is its own (0: an empty slot), and that list; null when no node has one. */
    private final int[] ownNode;
    private final int[][] ownList;
    private final int ownCount;

    private IncomingLists(int[] start, int[] edges, int[] ownNode, int[][] ownList, int ownCount) {
        this.start = start;
        this.edges = edges;
        this.ownNode = ownNode;
        this.ownList = ownList;
        this.ownCount = ownCount;
    }

    /** The lists read off {@code start} (n + 1 entries) and {@code edges}, node n's from start[n] to start[n + 1]. */
    static IncomingLists flat(int[] start, int[] edges) { return new IncomingLists(start, edges, null, null, 0); }

    int count(int node) {
        int[] own = own(node);
        return own != null ? own.length : start[node + 1] - start[node];
    }

    /** The node's i-th incoming edge. */
    int edge(int node, int i) {
        int[] own = own(node);
        return own != null ? own[i] : edges[start[node] + i];
    }

    int[] copy(int node) {
        int[] own = own(node);
        return own != null ? own.clone() : Arrays.copyOfRange(edges, start[node], start[node + 1]);
    }

    /** Nodes whose lists are their own (tests). */
    int ownCount() { return ownCount; }

    /** The node's own list, or null when its list is in the flat arrays. */
    private int[] own(int node) {
        if (ownNode == null) return null;
        for (int s = slot(node); ; s = (s + 1) & (SLOTS - 1)) {
            int k = ownNode[s];
            if (k == 0) return null;
            if (k == node + 1) return ownList[s];
        }
    }

    private static int slot(int node) { return (node * 0x9E3779B9) >>> 24; }

    /** These lists with edge e taken from a's list and put in b's, in edge order (a or b -1: dangling, in no list). */
    IncomingLists moved(int e, int a, int b) {
        if (a == b) return this;
        int[] fromA = a >= 0 ? without(copy(a), e) : null;
        int[] toB = b >= 0 ? with(copy(b), e) : null;
        int[] nodes = ownNode != null ? ownNode.clone() : new int[SLOTS];
        int[][] lists = ownList != null ? ownList.clone() : new int[SLOTS][];
        int count = ownCount;
        if (a >= 0) count += put(nodes, lists, a, fromA);
        if (b >= 0) count += put(nodes, lists, b, toB);
        IncomingLists next = new IncomingLists(start, edges, nodes, lists, count);
        return count > MOST_OWN ? next.laidFlat() : next;
    }

    /** Gives the node its own list in the table; 1 when it had none before, else 0. */
    private static int put(int[] nodes, int[][] lists, int node, int[] list) {
        for (int s = slot(node); ; s = (s + 1) & (SLOTS - 1)) {
            if (nodes[s] == node + 1) {
                lists[s] = list;
                return 0;
            }
            if (nodes[s] == 0) {
                nodes[s] = node + 1;
                lists[s] = list;
                return 1;
            }
        }
    }

    private static int[] without(int[] list, int e) {
        int at = Arrays.binarySearch(list, e);
        int[] out = new int[list.length - 1];
        System.arraycopy(list, 0, out, 0, at);
        System.arraycopy(list, at + 1, out, at, list.length - at - 1);
        return out;
    }

    private static int[] with(int[] list, int e) {
        int at = -1 - Arrays.binarySearch(list, e);
        int[] out = new int[list.length + 1];
        System.arraycopy(list, 0, out, 0, at);
        out[at] = e;
        System.arraycopy(list, at, out, at + 1, list.length - at);
        return out;
    }

    /** All the lists in two flat arrays of their own again. */
    private IncomingLists laidFlat() {
        int n = start.length - 1;
        int[] starts = new int[n + 1];
        for (int v = 0; v < n; v++) starts[v + 1] = starts[v] + count(v);
        int[] flat = new int[starts[n]];
        for (int v = 0; v < n; v++) {
            int[] own = own(v);
            if (own != null) System.arraycopy(own, 0, flat, starts[v], own.length);
            else System.arraycopy(edges, start[v], flat, starts[v], start[v + 1] - start[v]);
        }
        return flat(starts, flat);
    }
}
