package savelens.bench.ecs;

import java.util.ArrayList;
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
        NAMES.put("views", "SaveLens archetype through records (Table.records views, one call per type)");
        NAMES.put("records", "SaveLens archetype through records (each type's access)");
        NAMES.put("shared-records", "SaveLens archetype through records (Table.get and set, types in instance fields)");
        NAMES.put("static-records", "SaveLens archetype through records (Table.get and set, types in a static final)");
        NAMES.put("sparse", "SaveLens sparse sets");
        NAMES.put("artemis", "Artemis-odb 2.3.0");
        NAMES.put("ashley", "Ashley 1.7.4");
        NAMES.put("before", "SaveLens archetype, before (boxed records)");
        NAMES.put("plain", "plain double[] loop");
    }

    /** One fork of the random-access rounds: its round, system, entity count and figure. */
    record RandomFork(int round, String system, String entities, EcsBench.Figure figure) {}

    private final Map<String, EcsBench.Figure> figures = new LinkedHashMap<>();
    private final List<RandomFork> random;
    private final List<String> sizes;

    EcsReport(List<RunResult> results, List<RandomFork> random, List<String> sizes) {
        this.sizes = sizes;
        this.random = random;
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
        if (work.equals("randomAccess") && !random.isEmpty()) return median(randomScores(system, n));
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
        if (random.isEmpty()) table(b, "randomAccess", "Random access by handle: read POS x and y, ns per entity", false);
        else randomTable(b);
        StringBuilder g = new StringBuilder();
        goals(g);
        // a goal whose work was left out of the run (--only) has no figure: leave its line out
        for (String line : g.toString().split("\n", -1)) {
            if (!line.contains("NaN")) b.append(line).append('\n');
        }
        return b.toString();
    }

    /** Each fork's CPU time per read of a system at a size, in round order (the wall time where it was not counted). */
    private List<Double> randomScores(String system, String n) {
        List<Double> out = new ArrayList<>();
        for (RandomFork f : random) {
            if (f.system().equals(system) && f.entities().equals(n)) out.add(Double.isNaN(f.figure().cpuPerOp()) ? f.figure().score() : f.figure().cpuPerOp());
        }
        return out;
    }

    /** Each fork's wall time per read. */
    private List<Double> randomWallScores(String system, String n) {
        List<Double> out = new ArrayList<>();
        for (RandomFork f : random) if (f.system().equals(system) && f.entities().equals(n)) out.add(f.figure().score());
        return out;
    }

    /** Per round, a system's score over Artemis-odb's in the same round. */
    private List<Double> roundRatios(String system, String n) {
        List<Double> out = new ArrayList<>();
        for (RandomFork f : random) {
            if (!f.system().equals(system) || !f.entities().equals(n)) continue;
            for (RandomFork a : random) {
                if (a.round() == f.round() && a.system().equals("artemis") && a.entities().equals(n)) out.add(cpu(f) / cpu(a));
            }
        }
        return out;
    }

    private static double cpu(RandomFork f) {
        return Double.isNaN(f.figure().cpuPerOp()) ? f.figure().score() : f.figure().cpuPerOp();
    }

    private void randomTable(StringBuilder b) {
        b.append("\n**Random access by handle: read POS x and y, CPU ns per entity read; the median over the forks"
                + " (lowest–highest), the median of the ratios to Artemis-odb within each round, and the median wall time**\n\n| system |");
        for (String n : sizes) b.append(' ').append(label(n)).append(" | ").append(label(n)).append(" ÷ Artemis-odb | ").append(label(n)).append(" wall |");
        b.append("\n|---|");
        for (int i = 0; i < sizes.size() * 3; i++) b.append("---:|");
        b.append('\n');
        for (Map.Entry<String, String> s : NAMES.entrySet()) {
            if (randomScores(s.getKey(), sizes.get(0)).isEmpty()) continue;
            b.append("| ").append(s.getValue()).append(" |");
            for (String n : sizes) {
                List<Double> scores = randomScores(s.getKey(), n);
                b.append(' ').append(ns(median(scores))).append(" (").append(ns(min(scores))).append('–').append(ns(max(scores))).append(") |");
                b.append(' ').append(ratio(median(roundRatios(s.getKey(), n)))).append(" |");
                b.append(' ').append(ns(median(randomWallScores(s.getKey(), n)))).append(" |");
            }
            b.append('\n');
        }
        b.append("\nEach fork's CPU ns per read, by round:\n\n| system | size |");
        int rounds = 0;
        for (RandomFork f : random) rounds = Math.max(rounds, f.round() + 1);
        for (int r = 0; r < rounds; r++) b.append(" round ").append(r + 1).append(" |");
        b.append("\n|---|---|");
        for (int r = 0; r < rounds; r++) b.append("---:|");
        b.append('\n');
        for (Map.Entry<String, String> s : NAMES.entrySet()) {
            for (String n : sizes) {
                List<Double> scores = randomScores(s.getKey(), n);
                if (scores.isEmpty()) continue;
                b.append("| ").append(s.getValue()).append(" | ").append(label(n)).append(" |");
                for (double v : scores) b.append(' ').append(ns(v)).append(" |");
                b.append('\n');
            }
        }
    }

    static double median(List<Double> values) {
        if (values.isEmpty()) return Double.NaN;
        List<Double> v = new ArrayList<>(values);
        v.sort(null);
        int m = v.size() / 2;
        return v.size() % 2 == 1 ? v.get(m) : (v.get(m - 1) + v.get(m)) / 2;
    }

    private static double min(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
    }

    private static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }

    private static String ratio(double v) {
        return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.2f×", v);
    }

    private void table(StringBuilder b, String work, String title, boolean withBytes) {
        if (NAMES.keySet().stream().noneMatch(s -> figures.containsKey(key(work, s, sizes.get(0))))) return; // not run
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
        double records = nsPerEntity("iterate", "views", mid), artemis = nsPerEntity("iterate", "artemis", mid);
        double shared = nsPerEntity("iterate", "shared-records", mid), constant = nsPerEntity("iterate", "static-records", mid);
        double constantBytes = bytesPerOp("iterate", "static-records", mid) / Long.parseLong(mid);
        double recordBytes = bytesPerOp("iterate", "views", mid) / Long.parseLong(mid);
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
        if (this.random.isEmpty()) {
            b.append(String.format(Locale.ROOT, "- random access at %s: %.1f ns, Artemis-odb %.1f (goal <= Artemis-odb): %s%n",
                    label(big), random, randomArtemis, met(random <= randomArtemis)));
        } else {
            List<Double> ratios = roundRatios("archetype", big);
            double worst = ratios.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
            b.append(String.format(Locale.ROOT, "- random access at %s, median of %d forks: %.1f CPU ns, Artemis-odb %.1f; within a round %.2fx"
                            + " Artemis-odb by the median, %.2fx at the worst (goal <= Artemis-odb): %s%n",
                    label(big), ratios.size(), random, randomArtemis, median(ratios), worst,
                    met(random <= randomArtemis && median(ratios) <= 1)));
        }
        b.append(String.format(Locale.ROOT, "- iteration through typed columns at %s: %.2f ns/entity (goal <= 1.0): %s; %.2fx the plain loop%n",
                label(mid), arch, met(arch <= 1.0), arch / plain));
        b.append(String.format(Locale.ROOT, "- allocation per entity updated, worst N: %.6f B (goal 0): %s%n", worstBytes, met(worstBytes < 0.001)));
        b.append(String.format(Locale.ROOT, "- iteration through records (Table.records views) at %s: %.2f ns/entity, %.3f B (goal <= 10): %s;"
                        + " %.2fx Artemis-odb (goal <= 3x): %s%n",
                label(mid), records, recordBytes, met(records <= 10), records / artemis, met(records / artemis <= 3)));
        b.append(String.format(Locale.ROOT, "- iteration through Table.get and set, types in a static final, at %s: %.2f ns/entity, %.3f B"
                        + " (goal <= 10): %s; %.2fx Artemis-odb (goal <= 3x): %s%n",
                label(mid), constant, constantBytes, met(constant <= 10), constant / artemis, met(constant / artemis <= 3)));
        b.append(String.format(Locale.ROOT, "  (through Table.get and set, types in instance fields, so the calls are shared by every type:"
                        + " %.2f ns/entity, %.2fx Artemis-odb)%n",
                shared, shared / artemis));
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
