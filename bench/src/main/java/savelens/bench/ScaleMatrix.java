package savelens.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import savelens.app.document.DocumentState;
import savelens.app.search.DocumentSearch;
import savelens.bench.measure.Clocks;
import savelens.bench.measure.Measure;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.document.Document;
import savelens.query.document.DocumentQuery;
import savelens.size.SizeAnalysis;

/**
 * {@code bench/run --matrix [--sizes 10k,100k,1M] [--dir D] [--runs N] [--no-process] [--format helio|unity|godot]}: every
 * whole-document operation on generated scenes (helio unless {@code --format} says otherwise; see {@link MatrixFormat}),
 * in one run, as one table. In process, per size: each command (load included,
 * as the command line runs it) and a search pass (after the load), with its time against a bare Jackson token scan and
 * against SaveLens's own open ({@code get FILE '$'}), its work after the load against that load in the same run (wall
 * time and thread CPU; see {@link CommandPhases}), the text its work read again, and its growth per node from
 * the size before; sizes and the each-node query also as analyses alone after a load. Then the same commands as
 * processes on the largest file, with peak RSS, beside Jackson's {@code readTree} and the token scan as processes.
 */
public final class ScaleMatrix {
    private static final List<String> COMMANDS = List.of("get $", "info", "check", "scene", "find-tag", "names", "cycles", "diff", "convert",
            "size", "query");
    /** Work timed after a load of its own, against the open: the figures the goals set for analyses. */
    private static final List<String> ANALYSES = List.of("search pass", "size analysis", "query evaluation", "query first hit");
    static final String QUERY = MatrixFormat.HELIO.query;
    private static final int WARMUP_ROUNDS = 3;

    /** The kind of scene measured: helio unless {@code --format} names another. */
    private static MatrixFormat format = MatrixFormat.HELIO;

    private ScaleMatrix() {}

    public static void main(String[] args) throws Exception {
        List<Integer> sizes = List.of(10_000, 100_000, 1_000_000);
        Path dir = Path.of(System.getProperty("java.io.tmpdir"), "savelens-bench");
        int runs = 2;
        boolean processes = true;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--sizes" -> sizes = GenerateScene.parseSizes(args[++i]);
                case "--dir" -> dir = Path.of(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--no-process" -> processes = false;
                case "--format" -> format = MatrixFormat.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Files.createDirectories(dir);
        System.out.println(machine());
        if (format != MatrixFormat.HELIO) {
            System.out.println("scenes: " + format.name().toLowerCase(Locale.ROOT) + " (no JSON: \"÷ token scan\" is ÷ a line scan, a pass "
                    + "over the bytes, and there is no readTree)");
        }
        Map<Integer, Map<String, Row>> bySize = new LinkedHashMap<>();
        Map<Integer, Long> textBytes = new LinkedHashMap<>();
        // Warm-up: every operation a few times on the smallest scene, so the first rows do not time the JIT (one pass
        // left a save's digest to be compiled during the 1M convert's runs: its work's CPU 0.76 s, then 0.44, then 0.12).
        inProcess(dir, scene(dir, sizes.get(0), format), sizes.get(0), WARMUP_ROUNDS);
        printHeader();
        Integer previous = null;
        for (int size : sizes) { // each size's rows as soon as they are measured: a long run shows what it has
            Path file = scene(dir, size, format);
            textBytes.put(size, Files.size(file));
            bySize.put(size, inProcess(dir, file, size, runs));
            printRows(size, previous, bySize, textBytes);
            previous = size;
        }
        if (processes) printProcesses(dir, sizes.get(sizes.size() - 1), runs);
    }

    /** The helio scene of this many nodes, and a copy with one number changed near its end (the other side of a diff). */
    static Path scene(Path dir, int size) throws IOException {
        return scene(dir, size, MatrixFormat.HELIO);
    }

    /** The scene of about this many nodes in that format, and its edited copy. */
    static Path scene(Path dir, int size, MatrixFormat kind) throws IOException {
        Path file = dir.resolve(kind.stem(size) + "." + kind.extension);
        Path edited = edited(file);
        if (!Files.isRegularFile(file)) kind.write(size, file);
        if (!Files.isRegularFile(edited)) Files.write(edited, kind.edited(Files.readAllBytes(file)));
        return file;
    }

    /** The edited copy's name: {@code -edited} before the extension. */
    static Path edited(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return file.resolveSibling(name.substring(0, dot) + "-edited" + name.substring(dot));
    }

    private static List<String> arguments(String command, Path dir, Path file) {
        String f = file.toString();
        return switch (command) {
            case "get $" -> List.of("get", f, "$");
            case "info" -> List.of("info", "--json", f);
            case "find-tag" -> List.of("find-tag", f, format.tag, "--all");
            case "diff" -> List.of("diff", f, edited(file).toString());
            case "convert" -> List.of("convert", f, "-o", dir.resolve("matrix-converted." + format.extension).toString());
            case "query" -> List.of("query", f, format.query, "--each-node");
            default -> List.of(command, f);
        };
    }

    /**
     * One operation's figures: best seconds (a command's with its load), bytes of text the index read again, and, per
     * run, the work after the load against that run's load: wall time, the process's CPU, the work's CPU in seconds on
     * this thread (and of it in the kernel) and on the others (collector, compiler, helper threads), and the bytes this
     * thread allocated.
     */
    record Row(double best, double reread, double[] workPerLoad, double[] cpuPerLoadCpu, double[] workCpu, double[] kernelCpu, double[] otherCpu,
            double[] allocated) {
        static Row plain(double best) {
            return new Row(best, Double.NaN, null, null, null, null, null, null);
        }

        /** The runs' medians of the work's figures: whether this row has them. */
        boolean hasWork() { return workPerLoad != null; }
    }

    /** Runs' work figures as they are gathered, then one {@link Row}. */
    private static final class WorkRuns {
        final double[] perLoad, cpuPerLoadCpu, cpu, kernel, other, allocated;
        int n;

        WorkRuns(int runs) {
            perLoad = new double[runs];
            cpuPerLoadCpu = new double[runs];
            cpu = new double[runs];
            kernel = new double[runs];
            other = new double[runs];
            allocated = new double[runs];
        }

        void add(Clocks.Span load, Clocks.Span work) {
            perLoad[n] = work.seconds() / load.seconds();
            cpuPerLoadCpu[n] = work.processCpuSeconds() / load.processCpuSeconds(); // info and check read the scene on a thread of their own
            cpu[n] = work.threadCpuSeconds();
            kernel[n] = work.threadKernelSeconds();
            other[n] = work.otherThreadsCpuSeconds();
            allocated[n] = work.allocatedBytes();
            n++;
        }

        Row row(double best, double reread) {
            return new Row(best, reread, perLoad, cpuPerLoadCpu, cpu, kernel, other, allocated);
        }
    }

    /** Per operation its {@link Row}. */
    private static Map<String, Row> inProcess(Path dir, Path file, int size, int runs) throws Exception {
        byte[] text = Files.readAllBytes(file);
        Map<String, Row> out = new LinkedHashMap<>();
        if (format == MatrixFormat.HELIO) {
            out.put("token scan", Row.plain(best(runs, () -> Peers.tokenScan(text))));
            out.put("Jackson readTree", Row.plain(best(runs, () -> Peers.readTree(text))));
        } else { // no JSON to scan: the floor is a pass over the bytes, in the "token scan" column
            out.put("line scan", Row.plain(best(runs, () -> Peers.lineScan(text))));
        }
        // Each command's load and its work after it are timed apart in one run (the command tells when it has read
        // its file): the work set against the load of the same run shares its minute of the machine. A command's time
        // less an open's timed just before it, the figure this column was once, moved by as much as the work itself
        // between runs of the same code.
        for (String command : COMMANDS) {
            List<String> a = arguments(command, dir, file);
            double best = Double.MAX_VALUE;
            WorkRuns work = new WorkRuns(runs);
            long reread = 0;
            for (int i = 0; i < runs; i++) {
                long before = format.rescannedBytes();
                CommandPhases p = CommandPhases.run(a);
                reread += format.rescannedBytes() - before;
                best = Math.min(best, p.seconds());
                work.add(p.firstRead(), p.work());
            }
            out.put(command, work.row(best, reread / (double) runs));
        }
        System.gc();
        Clocks start = Clocks.now();
        OpenFile open = OpenFile.open(file, ReadContext.of(file));
        DocumentState state = DocumentState.of(open.document(), open);
        Clocks.Span load = Clocks.now().since(start);
        long before = format.rescannedBytes();
        WorkRuns search = new WorkRuns(runs);
        double best = Double.MAX_VALUE;
        for (int i = 0; i < runs; i++) {
            Clocks.Span t = timed(() -> DocumentSearch.find(state, "no such text anywhere"));
            best = Math.min(best, t.seconds());
            search.add(load, t);
        }
        out.put("search pass", search.row(best, (format.rescannedBytes() - before) / (double) runs));
        // Sizes (dominators, shallow and retained) and the each-node query, each on a document just loaded, as a
        // command meets it: no lazy part of the index already reached by an earlier pass.
        out.put("size analysis", afterFreshLoad(file, runs, SizeAnalysis::of));
        DocumentQuery query = DocumentQuery.parse(format.query, true);
        out.put("query evaluation", afterFreshLoad(file, runs, doc -> query.run(doc).size()));
        out.put("query first hit", firstHit(file, runs, query));
        System.err.println("matrix: " + BenchRunner.label(size) + " done");
        return out;
    }

    private interface Analysis {
        Object run(Document doc) throws Exception;
    }

    /** The analysis alone, each run on a document loaded for it (that load timed and set beside it), and the text it read again. */
    private static Row afterFreshLoad(Path file, int runs, Analysis analysis) throws Exception {
        double best = Double.MAX_VALUE;
        long reread = 0;
        WorkRuns work = new WorkRuns(runs);
        for (int i = 0; i < runs; i++) {
            Document[] doc = new Document[1];
            Clocks.Span load = timed(() -> doc[0] = OpenFile.open(file, ReadContext.of(file)).document());
            long before = format.rescannedBytes();
            Clocks.Span t = timed(() -> analysis.run(doc[0]));
            best = Math.min(best, t.seconds());
            reread += format.rescannedBytes() - before;
            work.add(load, t);
        }
        return work.row(best, reread / (double) runs);
    }

    /**
     * Best seconds from the each-node query's start (its tree made, on a document just loaded) to its first hit, as
     * the window's Query panel streams them ({@link DocumentQuery#stream}): the stream stops at that hit; and the text
     * read again on the way.
     */
    private static Row firstHit(Path file, int runs, DocumentQuery query) throws Exception {
        return afterFreshLoad(file, runs, doc -> {
            boolean[] found = {false};
            query.stream(query.tree(doc), () -> false, hit -> {
                found[0] = true;
                return false; // the first hit is all this measures
            });
            if (!found[0]) throw new IllegalStateException(query.query().text() + " found nothing");
            return found;
        });
    }

    private interface Work {
        Object run() throws Exception;
    }

    private static double best(int runs, Work work) throws Exception {
        double best = Double.MAX_VALUE;
        for (int i = 0; i < runs; i++) best = Math.min(best, timed(work).seconds());
        return best;
    }

    /** One run's clocks, after a collection: the garbage of what ran before is not collected on its time. */
    private static Clocks.Span timed(Work work) throws Exception {
        System.gc();
        Clocks t0 = Clocks.now();
        Measure.sink = work.run();
        Clocks.Span t = Clocks.now().since(t0);
        Measure.sink = null;
        return t;
    }

    static double median(double[] values) {
        double[] v = values.clone();
        java.util.Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    static final String HEADER_TEXT = "In process (best of the runs; a command's time includes its load, as `savelens` runs it, and a diff's "
            + "both loads; \"work ÷ open\" is the work after the load ÷ that load, both timed in the same run: the command tells when "
            + "it has read its file, through the command line's read listener, and the work is the rest of the run, printing "
            + "included (a diff's work follows its second read and is set against its first); an analysis's (search pass, size "
            + "analysis, query evaluation, the query's first hit) is its own time after a load ÷ that load, timed in the same round; "
            + "the median over the runs. \"CPU ÷ load CPU\" is the same over the CPU time of all the process's threads (a command's "
            + "helper thread, the collector, the compiler), which the machine's load barely moves; \"work CPU\" the work's seconds of CPU on the command's thread, \"kernel\" the part of them in the kernel (a "
            + "convert's write of its output, more on a machine short of free memory), \"other CPU\" those the other threads took "
            + "meanwhile (collector, compiler, a command's helper thread), \"alloc MB\" the bytes the command's thread allocated in "
            + "its work, each the median over the runs; \"re-read\" is the text the index read again, in multiples of the text "
            + "(a diff's of both texts); growth is time per node against the size before):";

    private static void printHeader() {
        System.out.println();
        System.out.println(HEADER_TEXT);
        System.out.println();
        System.out.println("| operation | nodes | MB | time (s) | ÷ token scan | ÷ open | work ÷ open | CPU ÷ load CPU | work CPU (s) "
                + "| kernel (s) | other CPU (s) | alloc MB | re-read | growth per node |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    }

    private static void printRows(int size, Integer previous, Map<Integer, Map<String, Row>> bySize, Map<Integer, Long> textBytes) {
        Map<String, Row> m = bySize.get(size);
        double scan = m.get(format == MatrixFormat.HELIO ? "token scan" : "line scan").best();
        double open = m.get("get $").best();
        for (Map.Entry<String, Row> e : m.entrySet()) {
            Row r = e.getValue();
            double t = r.best();
            int texts = e.getKey().equals("diff") ? 2 : 1;
            String reread = Double.isNaN(r.reread()) ? "–" : f2(r.reread() / (texts * textBytes.get(size))) + "×";
            String growth = "–";
            if (previous != null) {
                double before = bySize.get(previous).get(e.getKey()).best();
                growth = f2((t / size) / (before / previous)) + "×";
            }
            String work = "– | – | – | – | – | –";
            if (r.hasWork()) {
                work = f2(median(r.workPerLoad())) + " | " + f2(median(r.cpuPerLoadCpu())) + " | " + f3(median(r.workCpu())) + " | "
                        + f3(median(r.kernelCpu())) + " | " + f3(median(r.otherCpu())) + " | " + String.format(Locale.ROOT, "%.1f", median(r.allocated()) / 1e6);
            }
            System.out.printf(Locale.ROOT, "| %s | %s | %.1f | %.3f | %s | %s | %s | %s | %s |%n", e.getKey(), BenchRunner.label(size),
                    textBytes.get(size) / 1e6, t, f2(t / scan), f2(t / open), work, reread, growth);
        }
        System.out.flush();
    }

    /** Each command as its own process on the file, with the peers, under /usr/bin/time -v for peak RSS. */
    private static void printProcesses(Path dir, int size, int runs) throws Exception {
        Path file = scene(dir, size, format);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String jar = Path.of("app", "target", "dist", "savelens.jar").toAbsolutePath().toString();
        String cp = System.getProperty("java.class.path");
        String heap = System.getProperty("savelens.matrix.xmx", "-Xmx4g");
        List<String[]> rows = new ArrayList<>();
        if (format == MatrixFormat.HELIO) {
            rows.add(new String[] {"token scan", java, heap, "-cp", cp, "savelens.bench.PeerProcess", "scan", file.toString()});
            rows.add(new String[] {"Jackson readTree", java, heap, "-cp", cp, "savelens.bench.PeerProcess", "readTree", file.toString()});
        } else {
            rows.add(new String[] {"line scan", java, heap, "-cp", cp, "savelens.bench.PeerProcess", "lines", file.toString()});
        }
        for (String command : COMMANDS) {
            List<String> cmd = new ArrayList<>(List.of(java, heap, "-jar", jar));
            cmd.addAll(arguments(command, dir, file));
            List<String> row = new ArrayList<>();
            row.add(command);
            row.addAll(cmd);
            rows.add(row.toArray(String[]::new));
        }
        System.out.println();
        System.out.println("As processes on the " + BenchRunner.label(size) + " file (" + heap + "; the rows take turns, every row once a round, "
                + runs + " rounds, so that a busy minute of the machine falls on every row alike; time and peak RSS of each row's best run, "
                + "CPU its least user and system time over the rounds, which other processes barely move):");
        System.out.println();
        System.out.println("| process | time (s) | ÷ readTree | ÷ `get FILE '$'` | CPU (s) | CPU ÷ `get` CPU | peak RSS (MB) |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|");
        Map<String, double[]> best = new LinkedHashMap<>(); // seconds, peak RSS (KB) of the best run; least CPU seconds
        Map<String, String> failed = new LinkedHashMap<>();
        for (int i = 0; i < runs; i++) {
            for (String[] row : rows) {
                if (failed.containsKey(row[0])) continue;
                try {
                    double[] r = timed(List.of(row).subList(1, row.length));
                    double[] b = best.get(row[0]);
                    if (b == null) best.put(row[0], r);
                    else best.put(row[0], new double[] {Math.min(b[0], r[0]), r[0] < b[0] ? r[1] : b[1], Math.min(b[2], r[2])});
                } catch (IllegalStateException e) {
                    failed.put(row[0], e.getMessage().lines().findFirst().orElse("failed"));
                    best.remove(row[0]);
                }
            }
        }
        double[] tree = best.get("Jackson readTree");
        double[] open = best.get("get $");
        for (String[] row : rows) {
            double[] r = best.get(row[0]);
            if (r == null) {
                System.out.printf(Locale.ROOT, "| %s | failed: %s | – | – | – | – | – |%n", row[0], failed.get(row[0]));
                continue;
            }
            System.out.printf(Locale.ROOT, "| %s | %.2f | %s | %s | %.2f | %s | %.0f |%n", row[0], r[0], tree == null ? "–" : f2(r[0] / tree[0]),
                    open == null ? "–" : f2(r[0] / open[0]), r[2], open == null ? "–" : f2(r[2] / open[2]), r[1] / 1024);
        }
        System.out.flush();
    }

    /** Seconds, peak RSS (KB) and CPU seconds (user and system) of one process. */
    private static double[] timed(List<String> command) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("/usr/bin/time", "-v"));
        cmd.addAll(command);
        Path err = Files.createTempFile("matrix-time", ".txt");
        try {
            Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(err.toFile()).start();
            long t0 = System.nanoTime();
            int code = p.waitFor();
            double seconds = (System.nanoTime() - t0) / 1e9;
            double rss = 0, cpu = 0;
            for (String line : Files.readAllLines(err)) {
                String l = line.trim();
                String value = l.substring(l.indexOf(':') + 1).trim();
                if (l.startsWith("Maximum resident set size (kbytes):")) rss = Double.parseDouble(value);
                if (l.startsWith("User time (seconds):") || l.startsWith("System time (seconds):")) cpu += Double.parseDouble(value);
            }
            if (code != 0 && code != 1) throw new IllegalStateException(String.join(" ", command) + " exited " + code + ": " + Files.readString(err));
            return new double[] {seconds, rss, cpu};
        } finally {
            Files.deleteIfExists(err);
        }
    }

    private static String f3(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }

    private static String f2(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String machine() {
        Runtime r = Runtime.getRuntime();
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return String.format(Locale.ROOT, "machine: %d CPUs, Java %s, max heap %d MB, load average %.2f at start",
                r.availableProcessors(), System.getProperty("java.version"), r.maxMemory() >> 20, load);
    }
}
