package savelens.bench.ecs;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * {@code bench/run --ecs}: runs {@link EcsBenchmark} in one go with JMH's GC profiler, each kind of work
 * on the systems it applies to (the plain arrays only move and read; the storage as it was before only
 * moves and migrates), then prints the tables in ns per entity, the allocation per pass, and the goals.
 *
 * <pre>
 * EcsBench [--sizes 10k,100k,1M] [--forks 1] [--warmup 2] [--iterations 3] [--time 1]
 * </pre>
 */
public final class EcsBench {
    private static final List<String> ALL = List.of("archetype", "hybrid", "records", "shared-records", "sparse", "artemis", "ashley", "before", "plain");
    private static final Map<String, List<String>> WORK = new LinkedHashMap<>();

    static {
        WORK.put("iterate", ALL);
        WORK.put("addRemove", List.of("archetype", "hybrid", "sparse", "artemis", "ashley", "before"));
        WORK.put("createDestroy", List.of("archetype", "sparse", "artemis", "ashley"));
        WORK.put("randomAccess", List.of("archetype", "records", "sparse", "artemis", "ashley", "before", "plain"));
    }

    private EcsBench() {}

    public static void main(String[] args) throws Exception {
        List<String> sizes = List.of("10000", "100000", "1000000");
        int forks = 1, warmup = 2, iterations = 3, seconds = 1;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--sizes" -> sizes = savelens.bench.GenerateScene.parseSizes(args[++i]).stream().map(String::valueOf).toList();
                case "--forks" -> forks = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--iterations" -> iterations = Integer.parseInt(args[++i]);
                case "--time" -> seconds = Integer.parseInt(args[++i]);
                default -> {
                    System.err.println("unknown option " + args[i]);
                    System.exit(64);
                }
            }
        }
        double loadBefore = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        List<RunResult> results = new ArrayList<>();
        for (Map.Entry<String, List<String>> work : WORK.entrySet()) {
            ChainedOptionsBuilder o = new OptionsBuilder()
                    .include(EcsBenchmark.class.getName() + "\\." + work.getKey() + "$")
                    .param("system", work.getValue().toArray(String[]::new))
                    .param("entities", sizes.toArray(String[]::new))
                    .forks(forks)
                    .warmupIterations(warmup)
                    .measurementIterations(iterations)
                    .warmupTime(TimeValue.seconds(seconds))
                    .measurementTime(TimeValue.seconds(seconds))
                    .addProfiler(GCProfiler.class);
            Collection<RunResult> r = new Runner(o.build()).run();
            results.addAll(r);
        }
        double loadAfter = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        EcsReport report = new EcsReport(results, sizes);
        System.out.println();
        System.out.printf(Locale.ROOT, "Machine: %d processors, %s %s, load average %.2f before and %.2f after the run;"
                        + " forks %d, warmup %d x %d s, measurement %d x %d s.%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.vm.name"),
                System.getProperty("java.runtime.version"), loadBefore, loadAfter, forks, warmup, seconds, iterations, seconds);
        System.out.println(report.markdown());
    }

    /** The primary score, and JMH's gc.alloc.rate.norm (B/op) when the profiler ran. */
    record Figure(double score, double error, double bytesPerOp) {
        static Figure of(RunResult r) {
            Result<?> p = r.getPrimaryResult();
            double bytes = Double.NaN;
            for (Map.Entry<String, Result> s : r.getSecondaryResults().entrySet()) {
                if (s.getKey().endsWith("gc.alloc.rate.norm")) bytes = s.getValue().getScore();
            }
            return new Figure(p.getScore(), p.getScoreError(), bytes);
        }
    }
}
