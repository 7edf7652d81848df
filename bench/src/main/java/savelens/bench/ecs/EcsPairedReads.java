package savelens.bench.ecs;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * {@code bench/run --ecs-paired}: random reads by handle in one JVM, the systems taking turns, so each round's
 * figures are taken within a second of each other and the ratio between them does not follow the machine's load
 * from one fork to the next. Same subjects, picks and batches as {@link EcsBenchmark#randomAccess}; each turn is
 * timed in the thread's CPU time (time spent waiting for a core left out).
 *
 * <pre>
 * EcsPairedReads [--size 1M] [--rounds 60] [--reads 200000] [--systems archetype,artemis] [--seed 42] [--churn] [--add-remove]
 * </pre>
 *
 * {@code --add-remove} times {@link EcsSubject#addRemove} in batches of {@link EcsBenchmark#BATCH} instead of reads
 * (ns per add+remove pair), the entities taken in order as {@link EcsBenchmark#addRemove} takes them.
 *
 * <pre>
 * </pre>
 */
public final class EcsPairedReads {
    private EcsPairedReads() {}

    public static void main(String[] args) {
        int size = 1_000_000, rounds = 60, reads = 200_000;
        long seed = 42;
        List<String> systems = List.of("archetype", "artemis");
        boolean churn = false, migrations = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--churn" -> churn = true;
                case "--add-remove" -> migrations = true;
                case "--size" -> size = savelens.bench.GenerateScene.parseSizes(args[++i]).get(0);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--reads" -> reads = Integer.parseInt(args[++i]);
                case "--systems" -> systems = List.of(args[++i].split(","));
                case "--seed" -> seed = Long.parseLong(args[++i]);
                default -> {
                    System.err.println("unknown option " + args[i]);
                    System.exit(64);
                }
            }
        }
        int[] picks = new SplittableRandom(seed).ints(Math.max(size, 1 << 16), 0, size).toArray();
        List<EcsSubject> subjects = new ArrayList<>();
        for (String name : systems) {
            EcsSubject s = EcsSubject.named(name);
            s.populate(size);
            s.stopSystems();
            if (churn) s.churn(EcsBenchmark.churned(size, seed));
            subjects.add(s);
        }
        System.gc(); // every system's objects where a settled heap puts them
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        int batches = reads / EcsBenchmark.BATCH;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[][] ns = new double[subjects.size()][rounds];
        double sink = 0;
        int cursor = 0;
        for (int round = -rounds / 3; round < rounds; round++) { // the first third warms the JIT up, unmeasured
            int start = cursor;
            for (int k = 0; k < subjects.size(); k++) {
                int which = Math.floorMod(round, 2) == 0 ? k : subjects.size() - 1 - k;
                cursor = start; // the same picks for every system in a round
                long t0 = threads.getCurrentThreadCpuTime();
                for (int b = 0; b < batches; b++) {
                    if (cursor + EcsBenchmark.BATCH > picks.length) cursor = 0;
                    if (migrations) subjects.get(which).addRemove(cursor % size, EcsBenchmark.BATCH);
                    else sink += subjects.get(which).read(picks, cursor, EcsBenchmark.BATCH);
                    cursor += EcsBenchmark.BATCH;
                }
                if (round >= 0) ns[which][round] = (threads.getCurrentThreadCpuTime() - t0) / (double) (batches * EcsBenchmark.BATCH);
            }
        }
        System.out.printf(Locale.ROOT, (migrations ? "A component added then removed (the pair counted as one)" : "Random reads by handle")
                + ", %d entities%s, %d rounds of %d per system taking turns;"
                + " load average %.2f at the start and %.2f at the end (checksum %.0f)%n%n", size, churn ? " (churned)" : "", rounds, reads, load,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), sink);
        int reference = systems.contains("artemis") ? systems.indexOf("artemis") : 0;
        System.out.println("| system (CPU ns per " + (migrations ? "pair" : "read") + ") | best | median | ÷ " + systems.get(reference) + " per round, median | lowest–highest |");
        System.out.println("|---|---:|---:|---:|---:|");
        for (int k = 0; k < subjects.size(); k++) {
            List<Double> mine = new ArrayList<>(), ratios = new ArrayList<>();
            for (int r = 0; r < rounds; r++) {
                mine.add(ns[k][r]);
                ratios.add(ns[k][r] / ns[reference][r]);
            }
            System.out.printf(Locale.ROOT, "| %s | %.1f | %.1f | %.2f | %.2f–%.2f |%n", systems.get(k),
                    mine.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN), EcsReport.median(mine),
                    EcsReport.median(ratios), ratios.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN),
                    ratios.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN));
        }
    }
}
