package savelens.bench.ecs;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.results.RunResult;

/** The ECS benchmark's results as markdown tables in ns per entity, with the goals checked. */
final class EcsReport {
    private static final Map<String, String> NAMES = new LinkedHashMap<>();

    static {
        NAMES.put("archetype", "SaveLens archetype");
        NAMES.put("hybrid", "SaveLens archetype, Health declared sparse");
        NAMES.put("records", "SaveLens archetype through records (each type's access)");
        NAMES.put("shared-records", "SaveLens archetype through records (Table.get and set)");
        NAMES.put("sparse", "SaveLens sparse sets");
        NAMES.put("artemis", "Artemis-odb 2.3.0");
        NAMES.put("ashley", "Ashley 1.7.4");
        NAMES.put("before", "SaveLens archetype, before (boxed records)");
        NAMES.put("plain", "plain double[] loop");
    }

    private final Map<String, EcsBench.Figure> figures = new LinkedHashMap<>();
    private final List<String> sizes;

    EcsReport(List<RunResult> results, List<String> sizes) {
        this.sizes = sizes;
        for (RunResult r : results) {
            String method = r.getParams().getBenchmark();
            method = method.substring(method.lastIndexOf('.') + 1);
            figures.put(key(method, r.getParams().getParam("system"), r.getParams().getParam("entities")), EcsBench.Figure.of(r));
        }
    }

    private static String key(String work, String system, String n) {
        return work + "/" + system + "/" + n;
    }

    /** ns per entity: a pass divided by the entity count for iterate, the per-entity score otherwise. */
    double nsPerEntity(String work, String system, String n) {
        EcsBench.Figure f = figures.get(key(work, system, n));
        if (f == null) return Double.NaN;
        return work.equals("iterate") ? f.score() / Long.parseLong(n) : f.score();
    }

    double bytesPerOp(String work, String system, String n) {
        EcsBench.Figure f = figures.get(key(work, system, n));
        return f == null ? Double.NaN : f.bytesPerOp();
    }

    String markdown() {
        StringBuilder b = new StringBuilder();
        table(b, "iterate", "Iterate POS+VEL, update POS by VEL (ns per entity; B/op is per pass over all entities)", true);
        table(b, "addRemove", "Add then remove one component (a table migration), ns per entity for the pair", false);
        table(b, "createDestroy", "Create then destroy a POS+VEL+SPR entity, ns per entity for the pair", false);
        table(b, "randomAccess", "Random access by handle: read POS x and y, ns per entity", false);
        goals(b);
        return b.toString();
    }

    private void table(StringBuilder b, String work, String title, boolean withBytes) {
        b.append("\n**").append(title).append("**\n\n| system |");
        for (String n : sizes) b.append(' ').append(label(n)).append(" |");
        if (withBytes) for (String n : sizes) b.append(" B/op ").append(label(n)).append(" |");
        b.append("\n|---|");
        for (int i = 0; i < sizes.size() * (withBytes ? 2 : 1); i++) b.append("---:|");
        b.append('\n');
        for (Map.Entry<String, String> s : NAMES.entrySet()) {
            if (!figures.containsKey(key(work, s.getKey(), sizes.get(0)))) continue;
            b.append("| ").append(s.getValue()).append(" |");
            for (String n : sizes) b.append(' ').append(ns(nsPerEntity(work, s.getKey(), n))).append(" |");
            if (withBytes) for (String n : sizes) b.append(' ').append(bytes(bytesPerOp(work, s.getKey(), n))).append(" |");
            b.append('\n');
        }
    }

    private void goals(StringBuilder b) {
        String mid = sizes.contains("100000") ? "100000" : sizes.get(sizes.size() / 2);
        String big = sizes.get(sizes.size() - 1);
        double arch = nsPerEntity("iterate", "archetype", mid), plain = nsPerEntity("iterate", "plain", mid);
        double records = nsPerEntity("iterate", "records", mid), artemis = nsPerEntity("iterate", "artemis", mid);
        double worstBytes = 0;
        for (String n : sizes) {
            // per entity: JMH's own bookkeeping per iteration shows as a few bytes per pass (the plain loop,
            // which allocates nothing, shows them too), a boxed write as 32 B per entity
            worstBytes = Math.max(worstBytes, bytesPerOp("iterate", "archetype", n) / Long.parseLong(n));
        }
        double sparsePair = nsPerEntity("addRemove", "hybrid", mid), tablePair = nsPerEntity("addRemove", "archetype", mid);
        double create = nsPerEntity("createDestroy", "archetype", mid);
        double random = nsPerEntity("randomAccess", "archetype", big), randomArtemis = nsPerEntity("randomAccess", "artemis", big);
        b.append("\n**Goals (archetype world)**\n\n");
        b.append(String.format(Locale.ROOT, "- add+remove of a sparse component at %s: %.1f ns for the pair (goal < 30): %s%n",
                label(mid), sparsePair, met(sparsePair < 30)));
        b.append(String.format(Locale.ROOT, "- add+remove of a table component at %s: %.1f ns for the pair (goal <= 90): %s%n",
                label(mid), tablePair, met(tablePair <= 90)));
        b.append(String.format(Locale.ROOT, "- create+destroy at %s: %.1f ns for the pair (goal <= 50): %s%n", label(mid), create, met(create <= 50)));
        b.append(String.format(Locale.ROOT, "- random access at %s: %.1f ns, Artemis-odb %.1f (goal <= Artemis-odb): %s%n",
                label(big), random, randomArtemis, met(random <= randomArtemis)));
        b.append(String.format(Locale.ROOT, "- iteration through typed columns at %s: %.2f ns/entity (goal <= 1.0): %s; %.2fx the plain loop%n",
                label(mid), arch, met(arch <= 1.0), arch / plain));
        b.append(String.format(Locale.ROOT, "- allocation per entity updated, worst N: %.6f B (goal 0): %s%n", worstBytes, met(worstBytes < 0.001)));
        b.append(String.format(Locale.ROOT, "- iteration through records at %s: %.2f ns/entity (goal <= 10): %s; %.2fx Artemis-odb (goal <= 3x): %s%n",
                label(mid), records, met(records <= 10), records / artemis, met(records / artemis <= 3)));
    }

    private static String met(boolean ok) {
        return ok ? "met" : "NOT met";
    }

    private static String label(String n) {
        long v = Long.parseLong(n);
        if (v >= 1_000_000 && v % 1_000_000 == 0) return v / 1_000_000 + "M";
        if (v >= 1_000 && v % 1_000 == 0) return v / 1_000 + "k";
        return n;
    }

    private static String ns(double v) {
        if (Double.isNaN(v)) return "–";
        return String.format(Locale.ROOT, v < 10 ? "%.2f" : "%.0f", v);
    }

    private static String bytes(double v) {
        if (Double.isNaN(v)) return "–";
        return String.format(Locale.ROOT, v < 1 ? "%.3f" : "%.0f", v);
    }
}
