package savelens.bench.unity;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import savelens.bench.measure.Figures;
import savelens.bench.measure.Measure;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.file.OpenFile;
import savelens.format.unity.UnitySceneGenerator;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;

/**
 * Generated Unity scenes: {@code savelens info}'s work (open the file, read it, analyse the graph, check
 * it) against SnakeYAML Engine loading the same file into Java objects ({@link SnakeYamlPeer}), in one run;
 * the heap each keeps; and {@code info} run in a JVM of its own whose heap is capped at twice the file.
 *
 * <pre>
 * UnityBench [--sizes 10k,100k] [--warmup 3] [--iterations 5] [--dir D] [--heap-factors 2,1.5] [--no-heap-run]
 * </pre>
 */
public final class UnityBench {
    private UnityBench() {}

    /** One measured scene. */
    public record Result(String name, int gameObjects, long fileBytes, String facts, int documents, String iterations,
                         double info, double read, double analysis, double check, double snake, double normalise,
                         long heapLens, long heapSnake, List<HeapRun> heapRuns) {}

    /** {@code info} in a JVM of its own with {@code -Xmx} at {@code factor} × the file. */
    public record HeapRun(double factor, long maxHeap, int exit, double seconds, long peakUsed, String firstLine) {}

    public static void main(String[] args) throws Exception {
        List<Integer> sizes = List.of(10_000, 100_000);
        int warmup = 3, iterations = 5;
        Path dir = Path.of(System.getProperty("java.io.tmpdir"), "savelens-bench");
        List<Double> factors = List.of(2.0);
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--sizes" -> sizes = parseSizes(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--iterations" -> iterations = Integer.parseInt(args[++i]);
                case "--dir" -> dir = Path.of(args[++i]);
                case "--heap-factors" -> factors = parseFactors(args[++i]);
                case "--no-heap-run" -> factors = List.of();
                default -> {
                    System.err.println("unknown option " + args[i]);
                    System.exit(64);
                }
            }
        }
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        List<Result> results = new ArrayList<>();
        for (int size : sizes) results.add(run(scene(dir, size), size, warmup, iterations, factors));
        out.printf(Locale.ROOT, "Java %s (%s), %d cores, max heap %,d MB%n%n", System.getProperty("java.version"),
                System.getProperty("java.vm.name"), Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20);
        print(out, results);
    }

    /** The generated scene of {@code gameObjects} objects in {@code dir}, written on first use. */
    public static Path scene(Path dir, int gameObjects) throws IOException {
        Path file = dir.resolve("unity-scene-" + gameObjects + ".unity");
        if (!Files.isRegularFile(file)) {
            System.err.println("generating " + file + " ...");
            Files.createDirectories(dir);
            Path part = dir.resolve(file.getFileName() + ".part");
            try (OutputStream os = new BufferedOutputStream(Files.newOutputStream(part), 1 << 16)) {
                UnitySceneGenerator.of(gameObjects, UnitySceneGenerator.DEFAULT_SEED).write(os);
            }
            Files.move(part, file);
        }
        return file;
    }

    public static Result run(Path file, int gameObjects, int warmup, int iterations, List<Double> factors) throws Exception {
        System.err.println("measuring " + file + " ...");
        ReadContext ctx = ReadContext.of(file);
        byte[] bytes = Files.readAllBytes(file);
        OpenFile probe = OpenFile.open(file, ctx);
        Document doc = probe.document();
        GraphAnalysis g = GraphAnalysis.of(doc);
        List<Diagnostic> diagnostics = DocumentCheck.diagnostics(doc, g, probe.diagnostics());
        String facts = String.format(Locale.ROOT, "%s, %,d nodes, %,d references, %d cycles (%,d nodes on cycles), %,d shared, "
                        + "%d dangling, %d unreachable, %d diagnostics", probe.format().name(), doc.nodeCount(), g.references(),
                g.cycles().size(), g.nodesOnCycles(), g.shared(), g.dangling(), g.unreachable(), diagnostics.size());
        probe = null;
        doc = null;
        g = null;

        boolean huge = bytes.length > 50_000_000;
        Measure m = huge ? new Measure(Math.min(warmup, 1), Math.min(iterations, 3), 0.2) : new Measure(warmup, iterations, 0.2);
        // Both sides start from the file on disk: info opens it, the peer reads it and normalises it.
        double info = m.time(() -> info(file, ctx));
        double snake = m.time(() -> SnakeYamlPeer.load(Files.readAllBytes(file)));
        double read = m.time(() -> Formats.read(bytes, ctx));
        double analysis = m.timeWithSetup(() -> Formats.read(bytes, ctx), GraphAnalysis::of);
        double check = m.timeWithSetup(() -> {
            OpenFile f = OpenFile.open(file, ctx);
            return new Object[] {f, GraphAnalysis.of(f.document())};
        }, o -> DocumentCheck.diagnostics(((OpenFile) o[0]).document(), (GraphAnalysis) o[1], ((OpenFile) o[0]).diagnostics()));
        double normalise = m.time(() -> SnakeYamlPeer.normalise(bytes));

        // Retained heap: what each keeps once loaded (the file's bytes count only when the result holds them).
        long heapLens = Measure.retained(() -> OpenFile.open(file, ctx));
        // The peer's retained heap, and its count of documents from the same load (one load of a big scene is long).
        long beforeSnake = Measure.usedAfterGc();
        List<Object> loaded = SnakeYamlPeer.load(Files.readAllBytes(file));
        long heapSnake = Measure.usedAfterGc() - beforeSnake;
        int documents = loaded.size();
        loaded = null;

        List<HeapRun> runs = new ArrayList<>();
        for (double factor : factors) runs.add(HeapCappedInfo.run(file, factor));
        return new Result("Unity scene " + Figures.label(gameObjects), gameObjects, bytes.length, facts, documents,
                m.warmup + "+" + m.iterations, info, read, analysis, check, snake, normalise, heapLens, heapSnake, runs);
    }

    /** What {@code savelens info FILE} computes before it prints. */
    static Object info(Path file, ReadContext ctx) {
        OpenFile f = OpenFile.open(file, ctx);
        GraphAnalysis g = GraphAnalysis.of(f.document());
        return DocumentCheck.diagnostics(f.document(), g, f.diagnostics());
    }

    public static void print(PrintStream out, List<Result> rs) {
        if (rs.isEmpty()) return;
        out.println("### Unity scenes: `info` vs SnakeYAML Engine");
        out.println();
        out.println("| scene | facts | file | documents (SnakeYAML) | warmup+iterations |");
        out.println("|---|---|---:|---:|---|");
        for (Result r : rs) {
            out.printf(Locale.ROOT, "| %s | %s | %s | %,d | %s |%n", r.name, r.facts, Figures.bytes(r.fileBytes), r.documents, r.iterations);
        }
        out.println();
        out.println("| scene | `info` (open + read + analysis + check) | of which read | analysis | check | SnakeYAML Engine load | of which normalise | info ÷ SnakeYAML (goal ≤ 1.0) |");
        out.println("|---|---:|---:|---:|---:|---:|---:|---:|");
        for (Result r : rs) {
            out.printf(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s |%n", r.name, Figures.time(r.info), Figures.time(r.read),
                    Figures.time(r.analysis), Figures.time(r.check), Figures.time(r.snake), Figures.time(r.normalise),
                    Figures.mark(r.info / r.snake, 1.0, true));
        }
        out.println();
        out.println("| scene | retained: SaveLens | × file (goal ≤ 2.0) | per game object | retained: SnakeYAML | × file |");
        out.println("|---|---:|---:|---:|---:|---:|");
        for (Result r : rs) {
            out.printf(Locale.ROOT, "| %s | %s | %s | %,d B | %s | %.2f× |%n", r.name, Figures.bytes(r.heapLens),
                    Figures.mark((double) r.heapLens / r.fileBytes, 2.0, true), r.heapLens / r.gameObjects,
                    Figures.bytes(r.heapSnake), (double) r.heapSnake / r.fileBytes);
        }
        if (rs.stream().anyMatch(r -> !r.heapRuns.isEmpty())) {
            out.println();
            out.println("`info` in a JVM of its own (`java -Xmx… savelens.app.Launcher info FILE`); peak = the most heap in use at any collection (`-Xlog:gc`):");
            out.println();
            out.println("| scene | -Xmx | exit | wall clock | peak heap in use | × file | first line |");
            out.println("|---|---:|---:|---:|---:|---:|---|");
            for (Result r : rs) {
                for (HeapRun h : r.heapRuns) {
                    out.printf(Locale.ROOT, "| %s | %s (%.2f× file) | %d %s | %s | %s | %s | %s |%n", r.name, Figures.bytes(h.maxHeap), h.factor,
                            h.exit, h.exit == 0 ? "✓" : "✗", Figures.time(h.seconds), h.peakUsed < 0 ? "?" : Figures.bytes(h.peakUsed),
                            h.peakUsed < 0 ? "?" : String.format(Locale.ROOT, "%.2f×", (double) h.peakUsed / r.fileBytes),
                            "`" + h.firstLine.replace("|", "\\|") + "`");
                }
            }
        }
    }

    public static List<Integer> parseSizes(String list) {
        return Figures.parseSizes(list);
    }

    static List<Double> parseFactors(String list) {
        List<Double> factors = new ArrayList<>();
        for (String t : list.split(",")) if (!t.isBlank()) factors.add(Double.parseDouble(t.trim()));
        return factors;
    }
}
