package savelens.size;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import savelens.document.Document;

/**
 * One of the biggest nodes by retained size, with what most of its retained bytes are: the type whose instances
 * among the nodes it dominates have the most shallow bytes, and how many of them there are.
 */
public record BigNode(int node, long shallow, long retained, double percent, String mostlyType, int mostlyCount, long mostlyBytes, boolean reachable) {

    /**
     * The types of the document's nodes as small numbers ({@code typeNo}, per node) and their names ({@code names},
     * per number), so the nodes a big one dominates are counted by type in arrays: the biggest nodes often dominate
     * one another, so each of them walks most of the document.
     */
    record Types(int[] typeNo, String[] names) {
        static Types of(Document doc) {
            int n = doc.nodeCount();
            int[] typeNo = new int[n];
            Map<String, Integer> numbers = new HashMap<>();
            List<String> names = new ArrayList<>();
            String last = null;
            int lastNo = -1;
            for (int v = 0; v < n; v++) {
                String t = String.valueOf(doc.type(v));
                if (!t.equals(last)) {
                    Integer no = numbers.get(t);
                    if (no == null) {
                        no = names.size();
                        numbers.put(t, no);
                        names.add(t);
                    }
                    last = t;
                    lastNo = no;
                }
                typeNo[v] = lastNo;
            }
            return new Types(typeNo, names.toArray(String[]::new));
        }
    }

    /**
     * The big nodes given, each with what most of its retained bytes are. The nodes they dominate are counted by type
     * in one walk over the subtrees of the outermost of them: a node dominated by several big ones counts for each,
     * but is visited once (big nodes often dominate one another, and each walk of its own went over most of the
     * document again).
     */
    static List<BigNode> of(SizeAnalysis a, int[] nodes, Types types, DominatorTree.Walk walk) {
        int k = nodes.length;
        int typeCount = types.names().length;
        long[] count = new long[k * typeCount];
        long[] bytes = new long[k * typeCount];
        // The big nodes in node order and where each is in the list: looked up by a binary search per node visited.
        long[] sorted = new long[k];
        for (int i = 0; i < k; i++) sorted[i] = ((long) nodes[i] << 32) | i;
        java.util.Arrays.sort(sorted);
        int[] byNode = new int[k];
        for (int i = 0; i < k; i++) byNode[i] = (int) (sorted[i] >>> 32);
        int[] typeNo = types.typeNo();
        // The big nodes open above the node being visited, innermost last.
        int[] open = new int[k];
        int[] depth = {0};
        java.util.function.IntConsumer enter = v -> {
            int t = typeNo[v];
            int size = a.shallow(v);
            for (int i = 0; i < depth[0]; i++) {
                count[open[i] * typeCount + t]++;
                bytes[open[i] * typeCount + t] += size;
            }
            int at = java.util.Arrays.binarySearch(byNode, v);
            if (at >= 0) open[depth[0]++] = (int) sorted[at]; // what it holds, itself left out
        };
        java.util.function.IntConsumer exit = v -> {
            if (depth[0] > 0 && nodes[open[depth[0] - 1]] == v) depth[0]--;
        };
        for (int i = 0; i < k; i++) if (!insideAnother(a, nodes[i], byNode)) walk.preorder(nodes[i], enter, exit);
        List<BigNode> out = new ArrayList<>(k);
        for (int i = 0; i < k; i++) out.add(of(a, nodes[i], types.names(), count, bytes, i * typeCount));
        return out;
    }

    /** Whether a dominator of the node is among the big nodes too (then the walk from that one counts it). */
    private static boolean insideAnother(SizeAnalysis a, int node, int[] byNode) {
        for (int d = a.dominator(node); d >= 0; d = a.dominator(d)) if (java.util.Arrays.binarySearch(byNode, d) >= 0) return true;
        return false;
    }

    private static BigNode of(SizeAnalysis a, int node, String[] names, long[] count, long[] bytes, int from) {
        String best = null;
        long[] most = {0, 0};
        for (int t = 0; t < names.length; t++) {
            if (count[from + t] == 0) continue;
            String name = names[t];
            if (best == null || bytes[from + t] > most[1] || (bytes[from + t] == most[1] && name.compareTo(best) < 0)) {
                best = name;
                most = new long[] {count[from + t], bytes[from + t]};
            }
        }
        return new BigNode(node, a.shallow(node), a.retained(node), a.percent(a.retained(node)), best, (int) most[0], most[1], a.isReachable(node));
    }

    /** True when the node holds a tenth of the text or more: a suspect, as a leak report would call it. */
    public boolean isSuspect() { return percent >= 10.0; }

    /** "holds 41% of the file, mostly 12,000 Game_Event" (and when the root does not reach it, that): the reason after the node's name. */
    public String reason() {
        String holds = "holds " + String.format(Locale.ROOT, "%.0f", percent) + "% of the file";
        String what = mostlyType == null ? ", all of it its own" : ", mostly " + String.format(Locale.ROOT, "%,d", mostlyCount) + " " + mostlyType;
        return holds + what + (reachable ? "" : "; nothing from the root reaches it");
    }
}
