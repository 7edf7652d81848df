package savelens.graph;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import savelens.document.ReferenceEdges;
import savelens.primitive.LongIntMap;

/** The cycles of a document made from its cyclic components: their members in one array, each with an example. */
final class Cycles {
    private Cycles() {}

    /**
     * The cycles of the components {@code cyclic} (each ascending; more than one node, or one that refers to itself),
     * in the order of their first node.
     */
    static List<Cycle> of(ReferenceEdges edges, List<int[]> cyclic) {
        List<int[]> ordered = new ArrayList<>(cyclic);
        ordered.sort(Comparator.comparingInt(c -> c[0]));
        int[] offset = new int[ordered.size() + 1];
        int largest = 0;
        for (int k = 0; k < ordered.size(); k++) {
            offset[k + 1] = offset[k] + ordered.get(k).length;
            largest = Math.max(largest, ordered.get(k).length);
        }
        // The members laid out one after another in one array (a million nodes on cycles would otherwise be a
        // million boxed integers); one component's own array is that already.
        int[] members = ordered.size() == 1 ? ordered.get(0) : new int[offset[ordered.size()]];
        if (ordered.size() > 1) {
            for (int k = 0; k < ordered.size(); k++) System.arraycopy(ordered.get(k), 0, members, offset[k], ordered.get(k).length);
        }
        List<Cycle> result = new ArrayList<>(ordered.size());
        int[] prev = new int[largest];
        Arrays.fill(prev, -2);
        int[] queue = new int[largest];
        for (int k = 0; k < ordered.size(); k++) {
            result.add(new Cycle(list(members, offset[k], offset[k + 1]), example(edges, members, offset[k], offset[k + 1], prev, queue)));
        }
        return Collections.unmodifiableList(result);
    }

    /** Whether node s has an edge to itself. */
    static boolean selfReference(ReferenceEdges edges, int s) {
        for (int e = edges.firstEdge(s); e < edges.endEdge(s); e++) if (edges.target(e) == s) return true;
        return false;
    }

    /**
     * The members {@code stack[from, to)} ascending, in a new array: by a bit a node over their span where that is
     * no longer than a word a member (a component of a million nodes in a few passes, where sorting takes many),
     * else sorted.
     */
    static int[] ascending(int[] stack, int from, int to) {
        int size = to - from;
        int least = Integer.MAX_VALUE, most = Integer.MIN_VALUE;
        for (int i = from; i < to; i++) {
            least = Math.min(least, stack[i]);
            most = Math.max(most, stack[i]);
        }
        long span = (long) most - least + 1;
        if (size < 64 || span > 64L * size) {
            int[] members = Arrays.copyOfRange(stack, from, to);
            Arrays.sort(members);
            return members;
        }
        long[] bits = new long[(int) ((span + 63) >>> 6)];
        for (int i = from; i < to; i++) {
            int b = stack[i] - least;
            bits[b >>> 6] |= 1L << b;
        }
        int[] members = new int[size];
        int k = 0;
        for (int word = 0; word < bits.length; word++) {
            for (long w = bits[word]; w != 0; w &= w - 1) members[k++] = least + (word << 6) + Long.numberOfTrailingZeros(w);
        }
        return members;
    }

    /**
     * Breadth-first inside the component whose members are {@code members[from, to)} (ascending) from its first
     * until an edge leads back to it: a shortest cycle through it. {@code prev} and {@code queue} are by a node's
     * place among the members, which also tells whether a node is one.
     */
    static List<Integer> example(ReferenceEdges edges, int[] members, int from, int to, int[] prev, int[] queue) {
        int s = members[from];
        int head = 0, tail = 0;
        queue[tail++] = s;
        prev[0] = -1;
        int last = -1;
        search:
        while (head < tail) {
            int v = queue[head++];
            for (int e = edges.firstEdge(v); e < edges.endEdge(v); e++) {
                int w = edges.target(e);
                if (w < 0) continue;
                int place = Arrays.binarySearch(members, from, to, w) - from;
                if (place < 0) continue; // not in the component
                if (w == s) {
                    last = v;
                    break search;
                }
                if (prev[place] == -2) {
                    prev[place] = v;
                    queue[tail++] = w;
                }
            }
        }
        int length = 1;
        for (int v = last; v >= 0; v = prev[Arrays.binarySearch(members, from, to, v) - from]) length++;
        int[] path = new int[length];
        path[length - 1] = s;
        int i = length - 2;
        for (int v = last; v >= 0; v = prev[Arrays.binarySearch(members, from, to, v) - from]) path[i--] = v;
        for (int k = 0; k < tail; k++) prev[Arrays.binarySearch(members, from, to, queue[k]) - from] = -2; // the queue holds every node visited
        return list(path, 0, length);
    }

    /** Nodes {@link #exampleVisiting} visits before it notes them by arrays as long as the component instead. */
    static final int MOST_VISITED_SPARSELY = 1024;

    /**
     * {@link #example} for the members listed in {@code members} (as {@link #list} made them, ascending), with what it
     * notes kept by the nodes it visits: after one retarget inside a component of most of the document (a scene's
     * objects, their children and components refer to each other), the example is found after a few nodes, and
     * arrays as long as the component (and the members boxed to list them, some 30 bytes a node) were made per edit
     * only to be thrown away. Past {@link #MOST_VISITED_SPARSELY} nodes it searches again with the arrays. The same
     * search either way, so the same cycle.
     */
    static List<Integer> exampleVisiting(ReferenceEdges edges, List<Integer> members) {
        int[] values;
        int from, to;
        if (members instanceof IntList l) {
            values = l.values;
            from = l.from;
            to = l.to;
        } else {
            values = members.stream().mapToInt(Integer::intValue).toArray();
            from = 0;
            to = values.length;
        }
        int s = values[from];
        LongIntMap prev = new LongIntMap(16); // a node visited → the node before it, plus one (0: none, s itself)
        int[] queue = new int[16];
        int head = 0, tail = 0;
        queue[tail++] = s;
        prev.putIfAbsent(s, 0);
        int last = -1;
        search:
        while (head < tail) {
            int v = queue[head++];
            for (int e = edges.firstEdge(v); e < edges.endEdge(v); e++) {
                int w = edges.target(e);
                if (w < 0 || Arrays.binarySearch(values, from, to, w) < 0) continue; // not in the component
                if (w == s) {
                    last = v;
                    break search;
                }
                if (prev.putIfAbsent(w, v + 1) < 0) {
                    if (tail == MOST_VISITED_SPARSELY) {
                        int[] marks = new int[to - from];
                        Arrays.fill(marks, -2);
                        return example(edges, values, from, to, marks, new int[to - from]);
                    }
                    if (tail == queue.length) queue = Arrays.copyOf(queue, tail * 2);
                    queue[tail++] = w;
                }
            }
        }
        int length = 1;
        for (int v = last; v >= 0; v = prev.get(v) - 1) length++;
        int[] path = new int[length];
        path[length - 1] = s;
        int i = length - 2;
        for (int v = last; v >= 0; v = prev.get(v) - 1) path[i--] = v;
        return list(path, 0, length);
    }

    /** A read-only list view of {@code values[from, to)}. */
    static List<Integer> list(int[] values, int from, int to) { return new IntList(values, from, to); }

    private static final class IntList extends AbstractList<Integer> implements RandomAccess {
        private final int[] values;
        private final int from;
        private final int to;

        IntList(int[] values, int from, int to) {
            this.values = values;
            this.from = from;
            this.to = to;
        }

        @Override public Integer get(int i) {
            Objects.checkIndex(i, to - from);
            return values[from + i];
        }

        @Override public int size() { return to - from; }
    }
}
