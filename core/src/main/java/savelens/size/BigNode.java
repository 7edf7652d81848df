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

    static BigNode of(SizeAnalysis a, int node, Types types, DominatorTree.Walk walk) {
        long[] count = new long[types.names().length];
        long[] bytes = new long[types.names().length];
        int[] typeNo = types.typeNo();
        walk.preorder(node, v -> {
            if (v == node) return; // what it holds, itself left out
            count[typeNo[v]]++;
            bytes[typeNo[v]] += a.shallow(v);
        }, v -> { });
        String best = null;
        long[] most = {0, 0};
        for (int t = 0; t < count.length; t++) {
            if (count[t] == 0) continue;
            String name = types.names()[t];
            if (best == null || bytes[t] > most[1] || (bytes[t] == most[1] && name.compareTo(best) < 0)) {
                best = name;
                most = new long[] {count[t], bytes[t]};
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
