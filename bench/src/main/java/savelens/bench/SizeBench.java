package savelens.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import savelens.bench.measure.Measure;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;
import savelens.size.SizeAnalysis;

/**
 * Sizes against the load, in one run: for generated helio scenes of 10k, 100k and 1M nodes, the median time of a load
 * and of the size analysis (shallow sizes, immediate dominators, retained sizes) of a freshly loaded document (its
 * edges built inside the analysis, as the first analysis of a file builds them), their ratio (goal: at most 0.3),
 * and the bytes the analysis allocates per node and edge. With {@code --process JAR}, also {@code savelens size FILE}
 * against {@code savelens get FILE '$'} as whole processes (goal: at most 1.5).
 *
 * <p>{@code bench/run --size [--sizes 10k,100k,1M] [--iterations N] [--process app/target/dist/savelens.jar]}; also
 * {@link #row} for a matrix that wants one row.
 */
public final class SizeBench {
    private SizeBench() {}

    /** One row: nodes, edges, load and analysis medians in seconds, allocated bytes of one analysis. */
    public record Row(int nodes, int edges, double load, double sizes, long allocated) {
        public double ratio() { return sizes / load; }

        @Override public String toString() {
            return String.format(Locale.ROOT, "%9d nodes %9d edges  load %8.1f ms  sizes %8.1f ms  ratio %.2f  allocated %.1f B/node (%.1f B/(node+2 edge))",
                    nodes, edges, load * 1e3, sizes * 1e3, ratio(), (double) allocated / nodes, (double) allocated / (nodes + 2.0 * edges));
        }
    }

    public static Row row(int nodes, Measure m) throws Exception {
        byte[] bytes = SceneGenerator.generate(nodes, SceneGenerator.DEFAULT_SEED);
        ReadContext ctx = ReadContext.of(Path.of("scene.json"));
        Document probe = Formats.read(bytes, ctx);
        int edges = probe.edges().edgeCount();
        double load = m.time(() -> Formats.read(bytes, ctx));
        double sizes = m.timeWithSetup(() -> Formats.read(bytes, ctx), SizeAnalysis::of);
        Document fresh = Formats.read(bytes, ctx);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        Measure.sink = SizeAnalysis.of(fresh);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        Measure.sink = null;
        return new Row(probe.nodeCount(), edges, load, sizes, allocated);
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
        for (int n : sizes) System.out.println(row(n, m));
        if (jar != null) processes(jar, sizes.get(sizes.size() - 1), iterations);
    }

    /** {@code size FILE} and {@code get FILE '$'} as processes on the same file, medians of wall time. */
    private static void processes(String jar, int nodes, int runs) throws Exception {
        Path dir = Files.createTempDirectory("savelens-size-bench");
        Path file = dir.resolve("scene-" + nodes + ".json");
        try (var out = Files.newOutputStream(file)) {
            SceneGenerator.write(nodes, SceneGenerator.DEFAULT_SEED, true, out);
        }
        double get = median(runs, List.of("java", "-jar", jar, "get", file.toString(), "$"));
        double size = median(runs, List.of("java", "-jar", jar, "size", file.toString()));
        System.out.println(String.format(Locale.ROOT, "process, %d nodes (%d bytes): get FILE '$' %.0f ms, size FILE %.0f ms, ratio %.2f",
                nodes, Files.size(file), get * 1e3, size * 1e3, size / get));
        Files.delete(file);
        Files.delete(dir);
    }

    private static double median(int runs, List<String> command) throws Exception {
        double[] t = new double[runs];
        for (int i = 0; i < runs; i++) {
            long s = System.nanoTime();
            Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start();
            int code = p.waitFor();
            t[i] = (System.nanoTime() - s) / 1e9;
            if (code != 0) throw new IllegalStateException(command + " exited " + code);
        }
        java.util.Arrays.sort(t);
        return t[runs / 2];
    }

    private static int parse(String s) {
        s = s.trim().toLowerCase(Locale.ROOT);
        if (s.endsWith("m")) return Integer.parseInt(s.substring(0, s.length() - 1)) * 1_000_000;
        if (s.endsWith("k")) return Integer.parseInt(s.substring(0, s.length() - 1)) * 1_000;
        return Integer.parseInt(s);
    }
}
