package savelens.size;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import savelens.document.Document;

/**
 * One of the biggest nodes by retained size, with what most of its retained bytes are: the type whose instances
 * among the nodes it dominates have the most shallow bytes, and how many of them there are.
 */
public record BigNode(int node, long shallow, long retained, double percent, String mostlyType, int mostlyCount, long mostlyBytes, boolean reachable) {

    static BigNode of(SizeAnalysis a, int node) {
        Document doc = a.document();
        DominatorTree tree = a.tree();
        Map<String, long[]> byType = new HashMap<>();
        for (int i = tree.placeOf(node) + 1; i < tree.endOf(node); i++) {
            int v = tree.inOrder(i);
            long[] c = byType.computeIfAbsent(String.valueOf(doc.type(v)), k -> new long[2]);
            c[0]++;
            c[1] += a.shallow(v);
        }
        String best = null;
        long[] most = {0, 0};
        for (Map.Entry<String, long[]> e : byType.entrySet()) {
            long[] c = e.getValue();
            if (best == null || c[1] > most[1] || (c[1] == most[1] && e.getKey().compareTo(best) < 0)) {
                best = e.getKey();
                most = c;
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
