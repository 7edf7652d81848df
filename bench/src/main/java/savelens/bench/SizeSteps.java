package savelens.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import savelens.bench.measure.Figures;
import savelens.bench.measure.ProcessCounters;
import savelens.bench.measure.Measure;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.size.Dominators;
import savelens.size.SizeAnalysis;
import savelens.size.SizeGraph;

/**
 * {@code bench/run --size-steps [--sizes 100k,1M] [--rounds 7] [--dir D]}: the size analysis step by step, to tell
 * which step grows faster than the nodes. Per round, each size in turn (so that both meet the same load): the
 * document opened, its edges, the size graph, the immediate dominators over it, and on a document opened again the
 * whole analysis (its edges built inside it, as the matrix's "size analysis" row times it). For each step the
 * medians of wall time and of the thread's CPU time per node, and counts a loaded machine does not move: the bytes
 * the step allocates, the minor page faults it takes (memory the process touches for the first time), the
 * collections during it; then the growth per node from the first size to the last.
 *
 * <p>Reference rows tell the machine's part of that growth from the algorithm's: the same dominators over the
 * same graph renumbered in its depth-first search's order ({@link SearchOrderGraph}: the very same work, each step
 * down the search to the next place in memory instead of one anywhere); a plain depth-first numbering alone, the
 * least any dominators algorithm does ({@link PlainSearch}), over the graph as the file numbers it and in search
 * order; and one read per node, each where the one before says, over a cache line per node, in order and in a random
 * order ({@link CacheChase}).
 *
 * <p>Scenes are the matrix's ({@code matrix-SIZE.json} in {@code --dir}, default the system's temp folder's
 * {@code savelens-bench}), written there when missing.
 */
public final class SizeSteps {
    private static final List<String> STEPS = List.of("open", "edges", "size graph", "dominators", "whole analysis",
            "dominators, search order", "search alone", "search alone, search order", "chase, random order", "chase, in order");

    private SizeSteps() {}

    /** One step's figures in one round. */
    private record Sample(double wall, double cpu, long allocated, long faults, long collections, long collectionMillis) {}

    public static void main(String[] args) throws Exception {
        StepOptions options = StepOptions.parse(args, 7);
        List<Integer> sizes = options.sizes();
        Path dir = options.dir();
        int rounds = options.rounds();
        System.out.println(SizeBench.uptime());
        Map<Integer, Path> files = new LinkedHashMap<>();
        for (int n : sizes) files.put(n, ScaleMatrix.scene(dir, n));
        Map<Integer, CacheChase[]> chases = new LinkedHashMap<>();
        for (int n : sizes) chases.put(n, new CacheChase[] {CacheChase.randomOrder(n, n), CacheChase.inOrder(n)});
        Map<Integer, Map<String, List<Sample>>> samples = new LinkedHashMap<>();
        for (int n : sizes) {
            Map<String, List<Sample>> bySteps = new LinkedHashMap<>();
            for (String s : STEPS) bySteps.put(s, new ArrayList<>());
            samples.put(n, bySteps);
        }
        int warmup = 2;
        for (int r = 0; r < warmup + rounds; r++) {
            for (int n : sizes) {
                Map<String, List<Sample>> into = r < warmup ? null : samples.get(n);
                round(files.get(n), into);
                CacheChase[] chase = chases.get(n);
                note(into, "chase, random order", chase[0]::run);
                note(into, "chase, in order", chase[1]::run);
            }
        }
        print(sizes, samples);
        System.out.println(SizeBench.uptime());
    }

    private static void round(Path file, Map<String, List<Sample>> into) throws Exception {
        Document[] doc = new Document[1];
        SizeGraph[] graph = new SizeGraph[1];
        note(into, "open", () -> doc[0] = OpenFile.open(file, ReadContext.of(file)).document());
        note(into, "edges", () -> doc[0].edges());
        note(into, "size graph", () -> graph[0] = SizeGraph.of(doc[0]));
        note(into, "dominators", () -> Dominators.immediate(graph[0], graph[0].root()));
        SearchOrderGraph renumbered = SearchOrderGraph.of(graph[0], graph[0].root());
        note(into, "dominators, search order", () -> Dominators.immediate(renumbered, renumbered.root));
        PlainSearch plain = new PlainSearch(graph[0], graph[0].root()), plainRenumbered = new PlainSearch(renumbered, renumbered.root);
        note(into, "search alone", plain::run);
        note(into, "search alone, search order", plainRenumbered::run);
        doc[0] = null;
        graph[0] = null;
        Document fresh = OpenFile.open(file, ReadContext.of(file)).document();
        note(into, "whole analysis", () -> SizeAnalysis.of(fresh));
    }

    private interface Step {
        Object run() throws Exception;
    }

    private static void note(Map<String, List<Sample>> into, String name, Step step) throws Exception {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long faults = ProcessCounters.minorFaults(), gcs = ProcessCounters.collections(), gcMillis = ProcessCounters.collectionMillis();
        long allocated = threads.getCurrentThreadAllocatedBytes();
        long cpu = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        Measure.sink = step.run();
        long wall = System.nanoTime() - t0;
        cpu = threads.getCurrentThreadCpuTime() - cpu;
        allocated = threads.getCurrentThreadAllocatedBytes() - allocated;
        Sample s = new Sample(wall / 1e9, cpu / 1e9, allocated, ProcessCounters.minorFaults() - faults, ProcessCounters.collections() - gcs, ProcessCounters.collectionMillis() - gcMillis);
        if (into != null) into.get(name).add(s);
    }

    private static void print(List<Integer> sizes, Map<Integer, Map<String, List<Sample>>> samples) {
        System.out.println();
        System.out.println("| step | nodes | wall ns/node | CPU ns/node | allocated B/node | minor faults /1k nodes | collections (ms) |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|");
        for (String step : STEPS) {
            for (int n : sizes) {
                List<Sample> s = samples.get(n).get(step);
                System.out.printf(Locale.ROOT, "| %s | %s | %.1f | %.1f | %.1f | %.1f | %s (%s) |%n", step, Figures.label(n),
                        median(s, Sample::wall) * 1e9 / n, median(s, Sample::cpu) * 1e9 / n, median(s, x -> x.allocated()) / n,
                        median(s, x -> x.faults()) * 1e3 / n, sum(s, Sample::collections), sum(s, Sample::collectionMillis));
            }
        }
        int first = sizes.get(0), last = sizes.get(sizes.size() - 1);
        System.out.println();
        System.out.println("Growth per node " + Figures.label(first) + " → " + Figures.label(last) + " (medians; wall, CPU):");
        for (String step : STEPS) {
            List<Sample> a = samples.get(first).get(step), b = samples.get(last).get(step);
            System.out.printf(Locale.ROOT, "  %-27s wall %.2f×  CPU %.2f×%n", step,
                    (median(b, Sample::wall) / last) / (median(a, Sample::wall) / first),
                    (median(b, Sample::cpu) / last) / (median(a, Sample::cpu) / first));
        }
        for (int n : sizes) {
            Map<String, List<Sample>> m = samples.get(n);
            System.out.printf(Locale.ROOT, "  %s: whole analysis ÷ open, medians: wall %.3f, CPU %.3f%n", Figures.label(n),
                    median(m.get("whole analysis"), Sample::wall) / median(m.get("open"), Sample::wall),
                    median(m.get("whole analysis"), Sample::cpu) / median(m.get("open"), Sample::cpu));
        }
    }

    private static double median(List<Sample> s, java.util.function.ToDoubleFunction<Sample> f) {
        double[] v = s.stream().mapToDouble(f).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private static long sum(List<Sample> s, java.util.function.ToLongFunction<Sample> f) {
        return s.stream().mapToLong(f).sum();
    }
}
