package savelens.size;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import savelens.document.Document;
import savelens.document.ShownTypes;
import savelens.progress.ReadProgress;

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
            return of(doc, new int[doc.nodeCount()]);
        }

        /** The types, their numbers written into {@code typeNo} (at least a node long). */
        static Types of(Document doc, int[] typeNo) {
            int n = doc.nodeCount();
            Map<String, Integer> numbers = new HashMap<>();
            List<String> names = new ArrayList<>();
            String last = null;
            int lastNo = -1;
            for (int v = 0; v < n; v++) {
                ReadProgress.checkCancelled(v);
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

    /** In {@link #of}: a node no big node dominates or is. */
    private static final int NO_BIG_NODE = -2;
    /** In {@link #of}: a node not looked at yet. */
    private static final int UNKNOWN = -1;

    /**
     * The big nodes given, each with what most of its retained bytes are. Each node is given the nearest big node
     * among itself and its dominators (following dominators up only as far as a node given one already), and
     * counted by type for that one in a pass in node order; a big node's counts then go to the nearest big node
     * above it, innermost first. No walk of the dominator tree, which visited the nodes of nested big nodes again
     * and in no order memory likes.
     */
    static List<BigNode> of(SizeAnalysis a, int[] nodes, Types types) {
        return of(a, nodes, types, new int[a.nodeCount()]);
    }

    /** {@link #of}, each node's nearest big node worked out in {@code nearest} (at least a node long). */
    static List<BigNode> of(SizeAnalysis a, int[] nodes, Types types, int[] nearest) {
        int k = nodes.length;
        int n = a.nodeCount();
        int[] dominator = a.dominators();
        int[] shallow = a.shallowSizes();
        java.util.Arrays.fill(nearest, 0, n, UNKNOWN);
        for (int i = 0; i < k; i++) nearest[nodes[i]] = i;
        int[] chain = new int[64];
        for (int v = 0; v < n; v++) {
            ReadProgress.checkCancelled(v);
            if (nearest[v] != UNKNOWN) continue;
            int length = 0;
            int found = NO_BIG_NODE;
            for (int x = v; x >= 0; x = dominator[x]) {
                if (nearest[x] != UNKNOWN) {
                    found = nearest[x];
                    break;
                }
                if (length == chain.length) chain = java.util.Arrays.copyOf(chain, length * 2);
                chain[length++] = x;
            }
            for (int i = 0; i < length; i++) nearest[chain[i]] = found;
        }
        int typeCount = types.names().length;
        int[] typeNo = types.typeNo();
        long[] count = new long[k * typeCount];
        long[] bytes = new long[k * typeCount];
        for (int v = 0; v < n; v++) {
            ReadProgress.checkCancelled(v);
            int big = nearest[v];
            if (big < 0 || nodes[big] == v) continue; // what a big node holds, itself left out
            count[big * typeCount + typeNo[v]]++;
            bytes[big * typeCount + typeNo[v]] += shallow[v];
        }
        // Each big node with its counts into the nearest big node above it, the deepest first.
        int[] above = new int[k];
        int[] depth = new int[k];
        for (int i = 0; i < k; i++) above[i] = dominator[nodes[i]] >= 0 ? nearest[dominator[nodes[i]]] : NO_BIG_NODE;
        depthsAmongBigNodes(above, depth);
        Integer[] deepestFirst = new Integer[k];
        for (int i = 0; i < k; i++) deepestFirst[i] = i;
        java.util.Arrays.sort(deepestFirst, (x, y) -> Integer.compare(depth[y], depth[x]));
        for (int i : deepestFirst) {
            int to = above[i];
            if (to < 0) continue;
            for (int t = 0; t < typeCount; t++) {
                count[to * typeCount + t] += count[i * typeCount + t];
                bytes[to * typeCount + t] += bytes[i * typeCount + t];
            }
            count[to * typeCount + typeNo[nodes[i]]]++;
            bytes[to * typeCount + typeNo[nodes[i]]] += shallow[nodes[i]];
        }
        List<BigNode> out = new ArrayList<>(k);
        for (int i = 0; i < k; i++) out.add(of(a, nodes[i], types.names(), count, bytes, i * typeCount));
        return out;
    }

    /**
     * Each big node's count of big nodes above it. Each depth is worked out once, from the nearest one above already
     * known: a chain of big nodes (a long list, each holding what follows it) is then linear, not quadratic.
     */
    private static void depthsAmongBigNodes(int[] above, int[] depth) {
        int k = above.length;
        java.util.Arrays.fill(depth, UNKNOWN);
        int[] path = new int[64];
        for (int i = 0; i < k; i++) {
            int length = 0;
            int j = i;
            while (j >= 0 && depth[j] == UNKNOWN) {
                if (length == path.length) path = java.util.Arrays.copyOf(path, length * 2);
                path[length++] = j;
                j = above[j];
            }
            int d = j >= 0 ? depth[j] : -1; // the top of the path has no big node above it: depth 0
            while (length > 0) depth[path[--length]] = ++d;
        }
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
        return new BigNode(node, a.shallow(node), a.retained(node), a.percent(a.retained(node)),
                ShownTypes.of(a.document(), best), (int) most[0], most[1], a.isReachable(node));
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
