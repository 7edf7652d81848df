package savelens.size;

import java.util.ArrayList;
import java.util.List;

/** A small graph for tests, edges listed per node. */
final class ArrayGraph implements Successors {
    final int[] start;
    final int[] to;

    ArrayGraph(List<List<Integer>> adjacency) {
        start = new int[adjacency.size() + 1];
        List<Integer> all = new ArrayList<>();
        for (int v = 0; v < adjacency.size(); v++) {
            all.addAll(adjacency.get(v));
            start[v + 1] = all.size();
        }
        to = all.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override public int nodeCount() { return start.length - 1; }

    @Override public int firstEdge(int node) { return start[node]; }

    @Override public int endEdge(int node) { return start[node + 1]; }

    @Override public int target(int e) { return to[e]; }
}
