package savelens.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import savelens.bench.measure.Figures;
import savelens.bench.measure.ProcessCounters;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.save.SaveOptions;
import savelens.save.SaveSteps;
import savelens.save.SavedBytes;

/**
 * {@code bench/run --convert-steps [--sizes 100k,1M] [--rounds 5] [--dir D]}: {@code savelens convert FILE -o OUT} in
 * process, step by step, to tell which step grows faster than the text. Per round, each size in turn: the open, then
 * the save, its file-system steps timed where they are made (write, flush, read back and compared, renames and the
 * folder's flushes, links) and the rest of it (verifying what was written, hashing it, the checks on disk) as what is
 * left. Medians of wall time per node, the save's allocated bytes and minor page faults, collections, and each step's
 * growth per node from the first size to the last. The output goes beside the scene, as the matrix writes it.
 */
public final class ConvertSteps {
    private static final List<String> STEPS = List.of("open", "save", "write", "force", "read back", "renames", "folder flushes",
            "links", "rest of the save");

    private ConvertSteps() {}

    public static void main(String[] args) throws Exception {
        StepOptions options = StepOptions.parse(args, 5);
        List<Integer> sizes = options.sizes();
        Path dir = options.dir();
        int rounds = options.rounds();
        System.out.println(SizeBench.uptime());
        Map<Integer, Map<String, List<Double>>> times = new LinkedHashMap<>();
        Map<Integer, List<long[]>> counts = new LinkedHashMap<>();
        for (int n : sizes) {
            Map<String, List<Double>> m = new LinkedHashMap<>();
            for (String s : STEPS) m.put(s, new ArrayList<>());
            times.put(n, m);
            counts.put(n, new ArrayList<>());
        }
        int warmup = 1;
        for (int r = 0; r < warmup + rounds; r++) {
            for (int n : sizes) {
                Path file = ScaleMatrix.scene(dir, n);
                Path out = dir.resolve("convert-steps-" + Figures.label(n) + ".json");
                Timed steps = new Timed(SaveOptions.defaults().steps());
                long t0 = System.nanoTime();
                OpenFile open = OpenFile.open(file, ReadContext.of(file));
                double opened = (System.nanoTime() - t0) / 1e9;
                com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
                long allocated = threads.getCurrentThreadAllocatedBytes(), faults = ProcessCounters.minorFaults(), gcs = ProcessCounters.collections();
                t0 = System.nanoTime();
                open.convert(open.format(), out, open.expecting(SaveOptions.defaults().through(steps)));
                double save = (System.nanoTime() - t0) / 1e9;
                long[] c = {threads.getCurrentThreadAllocatedBytes() - allocated, ProcessCounters.minorFaults() - faults, ProcessCounters.collections() - gcs};
                if (r < warmup) continue;
                Map<String, List<Double>> m = times.get(n);
                m.get("open").add(opened);
                m.get("save").add(save);
                double known = 0;
                for (Map.Entry<String, Double> e : steps.seconds.entrySet()) {
                    m.get(e.getKey()).add(e.getValue());
                    known += e.getValue();
                }
                m.get("rest of the save").add(save - known);
                counts.get(n).add(c);
            }
        }
        System.out.println();
        System.out.println("| step | nodes | wall ns/node (median) |");
        System.out.println("|---|---:|---:|");
        for (String s : STEPS) {
            for (int n : sizes) {
                System.out.printf(Locale.ROOT, "| %s | %s | %.1f |%n", s, Figures.label(n), median(times.get(n).get(s)) * 1e9 / n);
            }
        }
        for (int n : sizes) {
            List<long[]> c = counts.get(n);
            System.out.printf(Locale.ROOT, "%s save: allocated %.1f B/node, minor faults %.1f /1k nodes, collections %d in %d rounds%n",
                    Figures.label(n), median(c.stream().map(x -> (double) x[0]).toList()) / n,
                    median(c.stream().map(x -> (double) x[1]).toList()) * 1e3 / n, c.stream().mapToLong(x -> x[2]).sum(), c.size());
        }
        int first = sizes.get(0), last = sizes.get(sizes.size() - 1);
        System.out.println();
        System.out.println("Growth per node " + Figures.label(first) + " → " + Figures.label(last) + " (medians):");
        for (String s : STEPS) {
            System.out.printf(Locale.ROOT, "  %-17s %.2f×%n", s,
                    (median(times.get(last).get(s)) / last) / (median(times.get(first).get(s)) / first));
        }
        System.out.println(SizeBench.uptime());
    }

    /** The file system's steps, each one's seconds added up under its name. */
    private static final class Timed implements SaveSteps {
        private final SaveSteps disk;
        final Map<String, Double> seconds = new LinkedHashMap<>();

        Timed(SaveSteps disk) {
            this.disk = disk;
            for (String s : List.of("write", "force", "read back", "renames", "folder flushes", "links")) seconds.put(s, 0.0);
        }

        private interface Io<T> {
            T run() throws IOException;
        }

        private <T> T timed(String step, Io<T> io) throws IOException {
            long t0 = System.nanoTime();
            try {
                return io.run();
            } finally {
                seconds.merge(step, (System.nanoTime() - t0) / 1e9, Double::sum);
            }
        }

        @Override public FileChannel createNew(Path file, boolean ownerOnly) throws IOException { return disk.createNew(file, ownerOnly); }

        @Override public void write(FileChannel channel, ByteBuffer bytes) throws IOException {
            timed("write", () -> {
                disk.write(channel, bytes);
                return null;
            });
        }

        @Override public void force(FileChannel channel) throws IOException {
            timed("force", () -> {
                disk.force(channel);
                return null;
            });
        }

        @Override public boolean readBack(Path file, SavedBytes expected) throws IOException {
            return timed("read back", () -> disk.readBack(file, expected));
        }

        @Override public void link(Path existing, Path link) throws IOException {
            timed("links", () -> {
                disk.link(existing, link);
                return null;
            });
        }

        @Override public void copy(Path from, Path to) throws IOException { disk.copy(from, to); }

        @Override public void rename(Path from, Path to) throws IOException {
            timed("renames", () -> {
                disk.rename(from, to);
                return null;
            });
        }

        @Override public void forceFolder(Path folder) throws IOException {
            timed("folder flushes", () -> {
                disk.forceFolder(folder);
                return null;
            });
        }

        @Override public void delete(Path file) throws IOException { disk.delete(file); }
    }

    private static double median(List<Double> v) {
        double[] t = v.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return t.length % 2 == 1 ? t[t.length / 2] : (t[t.length / 2 - 1] + t[t.length / 2]) / 2;
    }
}
