package savelens.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import savelens.app.cli.Cli;
import savelens.app.document.DocumentState;
import savelens.app.search.DocumentSearch;
import savelens.bench.measure.Measure;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.fixtures.SceneGenerator;
import savelens.document.Document;
import savelens.json.JsonIndex;
import savelens.query.document.DocumentQuery;
import savelens.size.SizeAnalysis;

/**
 * {@code bench/run --matrix [--sizes 10k,100k,1M] [--dir D] [--runs N] [--no-process]}: every whole-document
 * operation on generated helio scenes, in one run, as one table. In process, per size: each command (load included,
 * as the command line runs it) and a search pass (after the load), with its time against a bare Jackson token scan and
 * against SaveLens's own open ({@code get FILE '$'}), the text its work read again, and its growth per node from
 * the size before; sizes and the each-node query also as analyses alone after a load. Then the same commands as
 * processes on the largest file, with peak RSS, beside Jackson's {@code readTree} and the token scan as processes.
 */
public final class ScaleMatrix {
    private static final List<String> COMMANDS = List.of("get $", "info", "check", "scene", "find-tag", "names", "cycles", "diff", "convert",
            "size", "query");
    /** Work timed after a load of its own, against the open: the figures the goals set for analyses. */
    private static final List<String> ANALYSES = List.of("search pass", "size analysis", "query evaluation", "query first hit");
    static final String QUERY = "$[?@.hp < 10]";

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
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Files.createDirectories(dir);
        System.out.println(machine());
        Map<Integer, Map<String, double[]>> bySize = new LinkedHashMap<>();
        Map<Integer, Long> textBytes = new LinkedHashMap<>();
        // Warm-up: every operation once on the smallest scene, so the first rows do not time the JIT.
        inProcess(dir, scene(dir, sizes.get(0)), sizes.get(0), 1);
        printHeader();
        Integer previous = null;
        for (int size : sizes) { // each size's rows as soon as they are measured: a long run shows what it has
            Path file = scene(dir, size);
            textBytes.put(size, Files.size(file));
            bySize.put(size, inProcess(dir, file, size, runs));
            printRows(size, previous, bySize, textBytes);
            previous = size;
        }
        if (processes) printProcesses(dir, sizes.get(sizes.size() - 1), runs);
    }

    /** The scene of this many nodes, and a copy with one number changed near its end (the other side of a diff). */
    static Path scene(Path dir, int size) throws IOException {
        Path file = dir.resolve("matrix-" + BenchRunner.label(size) + ".json");
        Path edited = edited(file);
        if (!Files.isRegularFile(file)) GenerateScene.write(size, SceneGenerator.DEFAULT_SEED, false, file);
        if (!Files.isRegularFile(edited)) {
            byte[] text = Files.readAllBytes(file);
            String s = new String(text, StandardCharsets.ISO_8859_1); // byte for byte
            int at = s.lastIndexOf("\"hp\":") + 5;
            text[at] = (byte) (text[at] == '9' ? '8' : text[at] + 1);
            Files.write(edited, text);
        }
        return file;
    }

    static Path edited(Path file) {
        return file.resolveSibling(file.getFileName().toString().replace(".json", "-edited.json"));
    }

    private static List<String> arguments(String command, Path dir, Path file) {
        String f = file.toString();
        return switch (command) {
            case "get $" -> List.of("get", f, "$");
            case "info" -> List.of("info", "--json", f);
            case "find-tag" -> List.of("find-tag", f, "Enemy", "--all");
            case "diff" -> List.of("diff", f, edited(file).toString());
            case "convert" -> List.of("convert", f, "-o", dir.resolve("matrix-converted.json").toString());
            case "query" -> List.of("query", f, QUERY, "--each-node");
            default -> List.of(command, f);
        };
    }

    /** Per operation: best seconds, and bytes of text read again by the index on the way. */
    private static Map<String, double[]> inProcess(Path dir, Path file, int size, int runs) throws Exception {
        byte[] text = Files.readAllBytes(file);
        Map<String, double[]> out = new LinkedHashMap<>();
        out.put("token scan", new double[] {best(runs, () -> Peers.tokenScan(text)), 0});
        out.put("Jackson readTree", new double[] {best(runs, () -> Peers.readTree(text)), 0});
        // Each command's work after the load is its time less an open's: an open timed just before it, in each round,
        // each after a collection, so that neither pays for the other's garbage and a slower minute slows both. The
        // median of the rounds' differences (÷ that open) is the figure: a difference of two bests, taken in
        // different minutes, moved by as much as the work itself between runs of the same code.
        List<String> opening = arguments("get $", dir, file);
        double bestOpen = Double.MAX_VALUE;
        out.put("get $", null); // its row first, its figure once every open is timed
        for (String command : COMMANDS) {
            if (command.equals("get $")) continue;
            List<String> a = arguments(command, dir, file);
            double best = Double.MAX_VALUE;
            double[] work = new double[runs];
            long reread = 0;
            for (int i = 0; i < runs; i++) {
                double o = timed(() -> run(opening));
                long before = JsonIndex.rescannedBytes();
                double t = timed(() -> run(a));
                reread += JsonIndex.rescannedBytes() - before;
                bestOpen = Math.min(bestOpen, o);
                best = Math.min(best, t);
                work[i] = (t - o) / o;
            }
            out.put(command, new double[] {best, reread / (double) runs, median(work)});
        }
        out.put("get $", new double[] {bestOpen, 0});
        OpenFile open = OpenFile.open(file, ReadContext.of(file));
        DocumentState state = DocumentState.of(open.document(), open);
        long before = JsonIndex.rescannedBytes();
        double t = best(runs, () -> DocumentSearch.find(state, "no such text anywhere"));
        out.put("search pass", new double[] {t, (JsonIndex.rescannedBytes() - before) / (double) runs});
        // Sizes (dominators, shallow and retained) and the each-node query, each on a document just loaded, as a
        // command meets it: no lazy part of the index already reached by an earlier pass.
        out.put("size analysis", afterFreshLoad(file, runs, SizeAnalysis::of));
        DocumentQuery query = DocumentQuery.parse(QUERY, true);
        out.put("query evaluation", afterFreshLoad(file, runs, doc -> query.run(doc).size()));
        out.put("query first hit", firstHit(file, runs, query));
        System.err.println("matrix: " + BenchRunner.label(size) + " done");
        return out;
    }

    private interface Analysis {
        Object run(Document doc) throws Exception;
    }

    /** Best seconds of the analysis alone, each run on a document loaded for it, and the text it read again. */
    private static double[] afterFreshLoad(Path file, int runs, Analysis analysis) throws Exception {
        double best = Double.MAX_VALUE;
        long reread = 0;
        for (int i = 0; i < runs; i++) {
            Document doc = OpenFile.open(file, ReadContext.of(file)).document();
            long before = JsonIndex.rescannedBytes();
            System.gc();
            long t0 = System.nanoTime();
            Measure.sink = analysis.run(doc);
            best = Math.min(best, (System.nanoTime() - t0) / 1e9);
            reread += JsonIndex.rescannedBytes() - before;
            Measure.sink = null;
        }
        return new double[] {best, reread / (double) runs};
    }

    /**
     * Best seconds from the each-node query's start (its tree made, on a document just loaded) to its first hit, as
     * the window's Query panel streams them ({@link DocumentQuery#stream}): the stream stops at that hit; and the text
     * read again on the way.
     */
    private static double[] firstHit(Path file, int runs, DocumentQuery query) throws Exception {
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

    private static Object run(List<String> args) {
        PrintStream discard = new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
        int code = Cli.run(args, discard, discard);
        if (code != 0 && code != 1) throw new IllegalStateException(String.join(" ", args) + " exited " + code);
        return code;
    }

    private interface Work {
        Object run() throws Exception;
    }

    private static double best(int runs, Work work) throws Exception {
        double best = Double.MAX_VALUE;
        for (int i = 0; i < runs; i++) best = Math.min(best, timed(work));
        return best;
    }

    /** Seconds of one run, after a collection: the garbage of what ran before is not collected on its time. */
    private static double timed(Work work) throws Exception {
        System.gc();
        long t0 = System.nanoTime();
        Measure.sink = work.run();
        double t = (System.nanoTime() - t0) / 1e9;
        Measure.sink = null;
        return t;
    }

    static double median(double[] values) {
        double[] v = values.clone();
        java.util.Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    private static void printHeader() {
        System.out.println();
        System.out.println("In process (best of the runs; a command's time includes its load, as `savelens` runs it; "
                + "\"work ÷ open\" is (time − open) ÷ open, the median over the runs of a command's time less an open's timed "
                + "just before it (each after a collection), an analysis's (search pass, size analysis, query evaluation, the query's first hit) its own time after a load ÷ open; \"re-read\" is the text the index "
                + "read again, in multiples of the text (a diff's of both texts); growth is time per node against the size before):");
        System.out.println();
        System.out.println("| operation | nodes | MB | time (s) | ÷ token scan | ÷ open | work ÷ open | re-read | growth per node |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    }

    private static void printRows(int size, Integer previous, Map<Integer, Map<String, double[]>> bySize, Map<Integer, Long> textBytes) {
        Map<String, double[]> m = bySize.get(size);
        double scan = m.get("token scan")[0];
        double open = m.get("get $")[0];
        for (Map.Entry<String, double[]> e : m.entrySet()) {
            double t = e.getValue()[0];
            boolean command = COMMANDS.contains(e.getKey());
            boolean search = ANALYSES.contains(e.getKey());
            String work = command && !e.getKey().equals("get $") ? f2(e.getValue()[2]) : search ? f2(t / open) : "–";
            int texts = e.getKey().equals("diff") ? 2 : 1;
            String reread = command || search ? f2(e.getValue()[1] / (texts * textBytes.get(size))) + "×" : "–";
            String growth = "–";
            if (previous != null) {
                double before = bySize.get(previous).get(e.getKey())[0];
                growth = f2((t / size) / (before / previous)) + "×";
            }
            System.out.printf(Locale.ROOT, "| %s | %s | %.1f | %.3f | %s | %s | %s | %s | %s |%n", e.getKey(), BenchRunner.label(size),
                    textBytes.get(size) / 1e6, t, f2(t / scan), f2(t / open), work, reread, growth);
        }
        System.out.flush();
    }

    /** Each command as its own process on the file, with the peers, under /usr/bin/time -v for peak RSS. */
    private static void printProcesses(Path dir, int size, int runs) throws Exception {
        Path file = scene(dir, size);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String jar = Path.of("app", "target", "dist", "savelens.jar").toAbsolutePath().toString();
        String cp = System.getProperty("java.class.path");
        String heap = System.getProperty("savelens.matrix.xmx", "-Xmx4g");
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"token scan", java, heap, "-cp", cp, "savelens.bench.PeerProcess", "scan", file.toString()});
        rows.add(new String[] {"Jackson readTree", java, heap, "-cp", cp, "savelens.bench.PeerProcess", "readTree", file.toString()});
        for (String command : COMMANDS) {
            List<String> cmd = new ArrayList<>(List.of(java, heap, "-jar", jar));
            cmd.addAll(arguments(command, dir, file));
            List<String> row = new ArrayList<>();
            row.add(command);
            row.addAll(cmd);
            rows.add(row.toArray(String[]::new));
        }
        System.out.println();
        System.out.println("As processes on the " + BenchRunner.label(size) + " file (" + heap + ", best of " + runs + "; peak RSS of the best run):");
        System.out.println();
        System.out.println("| process | time (s) | ÷ readTree | ÷ `get FILE '$'` | peak RSS (MB) |");
        System.out.println("|---|---:|---:|---:|---:|");
        double tree = Double.NaN, open = Double.NaN;
        Map<String, double[]> waiting = new LinkedHashMap<>(); // rows measured before readTree's and the open's time
        for (String[] row : rows) { // each row as soon as it and the two it is divided by are measured
            double[] best = null;
            String failed = null;
            for (int i = 0; i < runs && failed == null; i++) {
                try {
                    double[] r = timed(java, List.of(row).subList(1, row.length));
                    if (best == null || r[0] < best[0]) best = r;
                } catch (IllegalStateException e) {
                    failed = e.getMessage().lines().findFirst().orElse("failed");
                }
            }
            if (best == null) {
                System.out.printf(Locale.ROOT, "| %s | failed: %s | – | – | – |%n", row[0], failed);
                continue;
            }
            if (row[0].equals("Jackson readTree")) tree = best[0];
            if (row[0].equals("get $")) open = best[0];
            waiting.put(row[0], best);
            if (Double.isNaN(tree) || Double.isNaN(open)) continue;
            for (Map.Entry<String, double[]> e : waiting.entrySet()) {
                double[] r = e.getValue();
                System.out.printf(Locale.ROOT, "| %s | %.2f | %s | %s | %.0f |%n", e.getKey(), r[0], f2(r[0] / tree), f2(r[0] / open), r[1] / 1024);
            }
            waiting.clear();
            System.out.flush();
        }
    }

    /** Seconds and peak RSS (KB) of one process. */
    private static double[] timed(String java, List<String> command) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("/usr/bin/time", "-v"));
        cmd.addAll(command);
        Path err = Files.createTempFile("matrix-time", ".txt");
        try {
            Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(err.toFile()).start();
            long t0 = System.nanoTime();
            int code = p.waitFor();
            double seconds = (System.nanoTime() - t0) / 1e9;
            double rss = 0;
            for (String line : Files.readAllLines(err)) {
                String l = line.trim();
                if (l.startsWith("Maximum resident set size (kbytes):")) rss = Double.parseDouble(l.substring(l.indexOf(':') + 1).trim());
            }
            if (code != 0 && code != 1) throw new IllegalStateException(String.join(" ", command) + " exited " + code + ": " + Files.readString(err));
            return new double[] {seconds, rss};
        } finally {
            Files.deleteIfExists(err);
        }
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
