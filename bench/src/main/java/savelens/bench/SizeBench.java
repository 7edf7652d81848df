package savelens.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import savelens.bench.measure.Measure;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;
import savelens.size.SizeAnalysis;

/**
 * Sizes against the load, in one run: for generated helio scenes of 10k, 100k and 1M nodes, the median time of a load
 * and of the size analysis (shallow sizes, immediate dominators, retained sizes) of a freshly loaded document (its
 * edges built inside the analysis, as the first analysis of a file builds them), their ratio (goal: at most 0.3),
 * the bytes the analysis allocates per node and edge (its working heap, against 32 bytes a node and 8 an edge) and
 * the bytes its result keeps per node (goal: at most 16). With {@code --process JAR}, also {@code savelens size FILE}
 * against {@code savelens get FILE '$'} as whole processes (goal: at most 1.5).
 *
 * <p>{@code bench/run --size [--sizes 10k,100k,1M] [--iterations N] [--process app/target/dist/savelens.jar]}; also
 * {@link #row} for a matrix that wants one row.
 */
public final class SizeBench {
    private SizeBench() {}

    /**
     * One row: nodes, edges, load and analysis medians in seconds; the bytes one analysis of a fresh document allocates
     * (its edge index built inside it), the bytes it allocates where the document's edges are built already (its own
     * working heap and result: an upper bound of what it holds at once), and the bytes the result keeps without and
     * with the dominator tree.
     */
    public record Row(int nodes, int edges, double load, double sizes, long allocated, long working, long kept, long keptWithTree,
            long editedWorking) {
        public double ratio() { return sizes / load; }

        /** The working heap's goal: 32 bytes a node and 8 an edge. */
        public long workingGoal() { return 32L * nodes + 8L * edges; }

        @Override public String toString() {
            return String.format(Locale.ROOT, "%9d nodes %9d edges  load %8.1f ms  sizes %8.1f ms  ratio %.3f  allocated %.1f B/node;"
                            + " edges built: allocated %.1f B/node + edges = %.2f of 32 B/node + 8 B/edge;"
                            + " kept %.1f B/node, %.1f B/node with the dominator tree;"
                            + " after a scalar edit, anew: allocated %.1f B/node = %.2f of the goal",
                    nodes, edges, load * 1e3, sizes * 1e3, ratio(), (double) allocated / nodes, (double) working / nodes,
                    (double) working / workingGoal(), (double) kept / nodes, (double) keptWithTree / nodes,
                    (double) editedWorking / nodes, (double) editedWorking / workingGoal());
        }
    }

    public static Row row(int nodes, Measure m) throws Exception {
        byte[] bytes = SceneGenerator.generate(nodes, SceneGenerator.DEFAULT_SEED);
        ReadContext ctx = ReadContext.of(Path.of("scene.json"));
        Document probe = Formats.read(bytes, ctx);
        int edges = probe.edges().edgeCount();
        double load = m.time(() -> Formats.read(bytes, ctx));
        double sizes = m.timeWithSetup(() -> Formats.read(bytes, ctx), SizeAnalysis::of);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Document fresh = Formats.read(bytes, ctx);
        long before = threads.getCurrentThreadAllocatedBytes();
        SizeAnalysis whole = SizeAnalysis.of(fresh);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        Measure.sink = whole;
        Document built = Formats.read(bytes, ctx);
        built.edges();
        before = threads.getCurrentThreadAllocatedBytes();
        SizeAnalysis a = SizeAnalysis.of(built);
        long working = threads.getCurrentThreadAllocatedBytes() - before;
        long kept = a.keptBytes();
        a.tree();
        long keptWithTree = a.keptBytes();
        // An edited document (its text patched, its spans and edges carried over) analysed anew, as the window does
        // after any edit it cannot follow: the spans are read through the patch, not copied shifted.
        int name = built.childNamed(built.body(1), "name");
        Document edited = new SetValue(name, NewValue.string("an edited name"), "name").execute(built);
        edited.edges();
        before = threads.getCurrentThreadAllocatedBytes();
        Measure.sink = SizeAnalysis.of(edited);
        long editedWorking = threads.getCurrentThreadAllocatedBytes() - before;
        Measure.sink = null;
        return new Row(probe.nodeCount(), edges, load, sizes, allocated, working, kept, keptWithTree, editedWorking);
    }

    public static void main(String[] args) throws Exception {
        List<Integer> sizes = new ArrayList<>(List.of(10_000, 100_000, 1_000_000));
        int iterations = 5;
        String jar = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--sizes" -> {
                    sizes.clear();
                    for (String s : args[++i].split(",")) sizes.add(parse(s));
                }
                case "--iterations" -> iterations = Integer.parseInt(args[++i]);
                case "--process" -> jar = args[++i];
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Measure m = new Measure(2, iterations, 0.2);
        System.out.println("sizes (dominators + shallow + retained) against the load, same run:");
        System.out.println(uptime());
        for (int n : sizes) System.out.println(row(n, m));
        if (jar != null) processes(jar, sizes.get(sizes.size() - 1), iterations);
        System.out.println(uptime());
    }

    /** {@code size FILE} and {@code get FILE '$'} as processes on the same file, medians of wall time. */
    private static void processes(String jar, int nodes, int runs) throws Exception {
        Path dir = Files.createTempDirectory("savelens-size-bench");
        Path file = dir.resolve("scene-" + nodes + ".json");
        try (var out = Files.newOutputStream(file)) {
            SceneGenerator.write(nodes, SceneGenerator.DEFAULT_SEED, true, out);
        }
        // Interleaved, so a neighbour's build slows both alike; each pair's ratio and the medians.
        double[] gets = new double[runs], sizes = new double[runs], ratios = new double[runs];
        for (int i = 0; i < runs; i++) {
            gets[i] = once(List.of("java", "-jar", jar, "get", file.toString(), "$"));
            sizes[i] = once(List.of("java", "-jar", jar, "size", file.toString()));
            ratios[i] = sizes[i] / gets[i];
            System.out.println(String.format(Locale.ROOT, "  pair %d: get %.0f ms, size %.0f ms, ratio %.2f", i + 1, gets[i] * 1e3, sizes[i] * 1e3, ratios[i]));
        }
        double get = median(gets), size = median(sizes);
        System.out.println(String.format(Locale.ROOT, "process, %d nodes (%d bytes): get FILE '$' %.0f ms, size FILE %.0f ms (medians), ratio of medians %.2f, median of pair ratios %.2f",
                nodes, Files.size(file), get * 1e3, size * 1e3, size / get, median(ratios)));
        Files.delete(file);
        Files.delete(dir);
    }

    private static double once(List<String> command) throws Exception {
        long s = System.nanoTime();
        Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        int code = p.waitFor();
        double t = (System.nanoTime() - s) / 1e9;
        if (code != 0) throw new IllegalStateException(command + " exited " + code);
        return t;
    }

    private static double median(double[] values) {
        double[] t = values.clone();
        java.util.Arrays.sort(t);
        return t.length % 2 == 1 ? t[t.length / 2] : (t[t.length / 2 - 1] + t[t.length / 2]) / 2;
    }

    /** The machine's load, printed with every figure: it is shared. */
    static String uptime() {
        try {
            Process p = new ProcessBuilder("uptime").redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).trim();
            p.waitFor();
            return "uptime: " + out;
        } catch (Exception e) {
            return "uptime: unknown (" + e.getMessage() + ")";
        }
    }

    private static int parse(String s) {
        s = s.trim().toLowerCase(Locale.ROOT);
        if (s.endsWith("m")) return Integer.parseInt(s.substring(0, s.length() - 1)) * 1_000_000;
        if (s.endsWith("k")) return Integer.parseInt(s.substring(0, s.length() - 1)) * 1_000;
        return Integer.parseInt(s);
    }
}
