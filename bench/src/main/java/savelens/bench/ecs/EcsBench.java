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
 * <p>Random access is measured apart, in rounds: each round runs every system once, one fork each, in an
 * order that turns from round to round, all with that round's seed for the picks and a pre-touched heap. A
 * read at 1M entities waits on memory, so its time follows whatever else the machine does; taking the
 * systems in turn puts them under the same conditions, and the report gives the median over the forks,
 * their spread, and the median of the ratios within a round. The order is forward in even rounds and backward in
 * odd ones, SaveLens's archetype world and Artemis-odb next to each other in it.
 *
 * <pre>
 * EcsBench [--sizes 10k,100k,1M] [--forks 1] [--warmup 2] [--iterations 3] [--time 1]
 *          [--random-rounds 4] [--random-iterations 3] [--only iterate,addRemove,createDestroy,randomAccess]
 *          [--systems views,shared-records,artemis] [--churn]
 * </pre>
 *
 * {@code --systems} keeps only the systems named (each kind of work still runs only on those it applies to);
 * {@code --churn} has random access read churned worlds ({@link EcsSubject#churn}).
 */
public final class EcsBench {
    private static final List<String> ALL = List.of("archetype", "hybrid", "views", "records", "shared-records", "static-records", "sparse", "artemis", "ashley", "before", "plain");
    private static final Map<String, List<String>> WORK = new LinkedHashMap<>();

    static {
        WORK.put("iterate", ALL);
        WORK.put("addRemove", List.of("archetype", "hybrid", "sparse", "artemis", "ashley", "before"));
        WORK.put("createDestroy", List.of("archetype", "sparse", "artemis", "ashley"));
    }

    /** Random access, run in rounds (see the class comment); the storage as it was before is left out. */
    // SaveLens's archetype world and Artemis-odb side by side, so the goal's two forks of a round run one after the other
    private static final List<String> RANDOM = List.of("archetype", "artemis", "records", "sparse", "ashley", "plain");
    private static final String[] HEAP = {"-Xms2g", "-Xmx2g"};
    // the whole heap mapped before setup, so no read waits on the kernel faulting a page in
    private static final String PRE_TOUCH = "-XX:+AlwaysPreTouch";

    private EcsBench() {}

    public static void main(String[] args) throws Exception {
        List<String> sizes = List.of("10000", "100000", "1000000");
        int forks = 1, warmup = 2, iterations = 3, seconds = 1, rounds = 4, randomIterations = 3;
        List<String> only = List.of("iterate", "addRemove", "createDestroy", "randomAccess");
        List<String> systems = ALL;
        boolean churn = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--churn" -> churn = true;
                case "--random-rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--random-iterations" -> randomIterations = Integer.parseInt(args[++i]);
                case "--only" -> only = List.of(args[++i].split(","));
                case "--systems" -> systems = List.of(args[++i].split(","));
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
            List<String> chosen = work.getValue().stream().filter(systems::contains).toList();
            if (!only.contains(work.getKey()) || chosen.isEmpty()) continue;
            ChainedOptionsBuilder o = new OptionsBuilder()
                    .include(EcsBenchmark.class.getName() + "\\." + work.getKey() + "$")
                    .param("system", chosen.toArray(String[]::new))
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
        List<EcsReport.RandomFork> random = new ArrayList<>();
        List<Double> loads = new ArrayList<>();
        List<String> randomSystems = RANDOM.stream().filter(systems::contains).toList();
        if (only.contains("randomAccess")) {
            for (int round = 0; round < rounds; round++) {
                loads.add(ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
                for (int k = 0; k < randomSystems.size(); k++) {
                    // forward in even rounds, backward in odd ones: each system goes early and late alike
                    String system = randomSystems.get(round % 2 == 0 ? k : randomSystems.size() - 1 - k);
                    ChainedOptionsBuilder o = new OptionsBuilder()
                            .include(EcsBenchmark.class.getName() + "\\.randomAccess$")
                            .param("system", system)
                            .param("entities", sizes.toArray(String[]::new))
                            .forks(1)
                            .jvmArgsAppend(HEAP[0], HEAP[1], PRE_TOUCH, "-D" + EcsBenchmark.SEED_PROPERTY + "=" + (1000 + round),
                                    "-D" + EcsBenchmark.CHURN_PROPERTY + "=" + churn)
                            .warmupIterations(warmup)
                            .measurementIterations(randomIterations)
                            .warmupTime(TimeValue.seconds(seconds))
                            .measurementTime(TimeValue.seconds(seconds))
                            .addProfiler(GCProfiler.class);
                    for (RunResult r : new Runner(o.build()).run()) {
                        random.add(new EcsReport.RandomFork(round, system, r.getParams().getParam("entities"), Figure.of(r)));
                    }
                }
            }
        }
        double loadAfter = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        EcsReport report = new EcsReport(results, random, sizes);
        System.out.println();
        System.out.printf(Locale.ROOT, "Machine: %d processors, %s %s, load average %.2f before and %.2f after the run;"
                        + " forks %d, warmup %d x %d s, measurement %d x %d s.%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.vm.name"),
                System.getProperty("java.runtime.version"), loadBefore, loadAfter, forks, warmup, seconds, iterations, seconds);
        if (!random.isEmpty()) {
            StringBuilder l = new StringBuilder();
            for (double d : loads) l.append(l.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%.2f", d));
            System.out.printf(Locale.ROOT, "Random access: %d rounds of one fork per system (%s, seeds 1000..%d), warmup %d x %d s,"
                            + " measurement %d x %d s; load average at the start of each round: %s.%s%n",
                    rounds, PRE_TOUCH, 999 + rounds, warmup, seconds, randomIterations, seconds, l,
                    churn ? " On churned worlds: half the entities, picked at random, destroyed and made again before the reads." : "");
        }
        System.out.println(report.markdown());
    }

    /**
     * The primary score (wall time), JMH's gc.alloc.rate.norm (B/op) when the profiler ran, and the benchmark
     * thread's CPU time per operation where the benchmark counts it ({@link EcsBenchmark.CpuTime}), else NaN.
     */
    record Figure(double score, double error, double bytesPerOp, double cpuPerOp) {
        static Figure of(RunResult r) {
            Result<?> p = r.getPrimaryResult();
            double bytes = Double.NaN, cpuNanos = Double.NaN, reads = Double.NaN;
            for (Map.Entry<String, Result> s : r.getSecondaryResults().entrySet()) {
                if (s.getKey().endsWith("gc.alloc.rate.norm")) bytes = s.getValue().getScore();
                if (s.getKey().endsWith("cpuNanos")) cpuNanos = s.getValue().getScore();
                if (s.getKey().endsWith("reads")) reads = s.getValue().getScore();
            }
            return new Figure(p.getScore(), p.getScoreError(), bytes, cpuNanos / reads);
        }
    }
}
