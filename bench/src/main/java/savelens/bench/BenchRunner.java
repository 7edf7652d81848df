package savelens.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import savelens.bench.measure.Figures;
import savelens.bench.measure.Measure;
import savelens.bench.unity.UnityBench;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;
import savelens.format.Format;
import savelens.graph.GraphAnalysis;
import savelens.json.JsonIndexer;
import savelens.save.DocumentSaver;

/**
 * The plain benchmark runner: for generated helio scenes of each size, a .NET {@code $id}/{@code $ref}
 * document as large as the largest of them, and for the largest RPG Maker sample, measures in one run SaveLens against Jackson's tree model and bare token scan (load), retained
 * heap, graph analysis, and saving, then prints markdown tables of absolute times and of the ratios the
 * scale goals name; then generated Unity scenes against SnakeYAML Engine ({@link UnityBench}).
 *
 * <pre>
 * BenchRunner [--sizes 10k,100k,1M] [--warmup 3] [--iterations 5] [--dir /tmp/savelens-bench]
 *             [--samples ../shared/samples] [--no-sample] [--no-dotnet] [--unity 10k,100k | --no-unity] [--only unity]
 * </pre>
 */
public final class BenchRunner {
    private BenchRunner() {}

    /** One measured document. */
    record Result(String name, int nodes, long fileBytes, long jsonBytes, String iterations,
                  double load, double index, double readTree, double scan, double analysis,
                  double saveLens, long saveLensBytes, double saveJackson, long saveJacksonBytes, double atomicSave,
                  long heapLens, long heapTree, String facts, Edits edits) {}

    /** Edit and search figures (null for a document without the generated scene's fields). */
    record Edits(String scalarPath, String retargetPath, double scalar, double scalarAnalysis, double retarget,
                 double retargetAnalysis, double readAgain, double readAgainAnalysis, double searchPass) {}

    public static void main(String[] args) throws Exception {
        List<Integer> sizes = List.of(10_000, 100_000, 1_000_000);
        int warmup = 3, iterations = 5;
        Path dir = Path.of(System.getProperty("java.io.tmpdir"), "savelens-bench");
        Path samples = Path.of("..", "shared", "samples");
        boolean sample = true;
        boolean dotnet = true;
        List<Integer> unitySizes = List.of(10_000);
        boolean onlyUnity = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--sizes" -> sizes = GenerateScene.parseSizes(args[++i]);
                case "--unity" -> unitySizes = GenerateScene.parseSizes(args[++i]);
                case "--no-unity" -> unitySizes = List.of();
                case "--only" -> {
                    if (!args[++i].equals("unity")) {
                        System.err.println("--only takes unity");
                        System.exit(64);
                    }
                    onlyUnity = true;
                }
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--iterations" -> iterations = Integer.parseInt(args[++i]);
                case "--dir" -> dir = Path.of(args[++i]);
                case "--samples" -> samples = Path.of(args[++i]);
                case "--no-sample" -> sample = false;
                case "--no-dotnet" -> dotnet = false;
                default -> {
                    System.err.println("unknown option " + args[i]);
                    System.exit(64);
                }
            }
        }
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        Files.createDirectories(dir);
        if (onlyUnity) {
            sizes = List.of();
            sample = false;
        }
        List<Result> results = new ArrayList<>();
        for (int size : sizes) {
            Path file = dir.resolve("scene-" + size + ".json");
            if (!Files.isRegularFile(file)) {
                System.err.println("generating " + file + " ...");
                GenerateScene.write(size, SceneGenerator.DEFAULT_SEED, false, file);
            }
            System.err.println("measuring " + file + " ...");
            results.add(run("helio scene " + label(size), file, dir, warmup, iterations));
        }
        if (dotnet && !sizes.isEmpty()) {
            // The largest scene again as .NET writes preserved references: string ids, objects written in place.
            int size = sizes.stream().max(Integer::compare).orElseThrow();
            Path file = dir.resolve("dotnet-refs-" + size + ".json");
            if (!Files.isRegularFile(file)) {
                System.err.println("generating " + file + " ...");
                GenerateScene.writeDotNetRefs(size, SceneGenerator.DEFAULT_SEED, file);
            }
            System.err.println("measuring " + file + " ...");
            results.add(run("dotnet-refs " + label(size), file, dir, warmup, iterations));
        }
        if (sample) {
            Path largest = largestRpgMakerSample(samples);
            if (largest == null) {
                System.err.println("no RPG Maker sample under " + samples + " (use --samples DIR)");
            } else {
                System.err.println("measuring " + largest + " ...");
                results.add(run(largest.getFileName().toString(), largest, dir, warmup, iterations));
            }
        }
        List<UnityBench.Result> unity = new ArrayList<>();
        for (int size : unitySizes) {
            try {
                unity.add(UnityBench.run(UnityBench.scene(dir, size), size, warmup, iterations, List.of(2.0)));
            } catch (UnreadableDocumentException e) {
                // A build without the Unity reader: the helio figures still count.
                System.err.println("Unity scenes skipped: " + e.getMessage());
                break;
            }
        }
        if (!results.isEmpty()) print(out, results, warmup, iterations);
        else printHeader(out, warmup, iterations);
        out.println();
        UnityBench.print(out, unity);
    }

    static Result run(String name, Path file, Path dir, int warmup, int iterations) throws Exception {
        byte[] fileBytes = Files.readAllBytes(file);
        ReadContext ctx = ReadContext.of(file);
        Format format = Formats.formatFor(fileBytes, ctx);
        Document probe = Formats.read(format, fileBytes, ctx);
        byte[] json = probe.text();
        int nodes = probe.nodeCount();
        GraphAnalysis facts = GraphAnalysis.of(probe);
        String factText = String.format(Locale.ROOT, "%s, %,d nodes, %,d references, %d cycles (%,d nodes on cycles), %,d shared, %d dangling, %d unreachable",
                format.name(), nodes, facts.references(), facts.cycles().size(), facts.nodesOnCycles(), facts.shared(),
                facts.dangling(), facts.unreachable());
        probe = null;
        facts = null;

        boolean huge = json.length > 50_000_000;
        Measure m = huge ? new Measure(Math.min(warmup, 1), Math.min(iterations, 3), 0.2)
                : new Measure(warmup, iterations, 0.2);
        String iters = m.warmup + "+" + m.iterations;

        double load = m.time(() -> Formats.read(fileBytes, ctx));
        double index = m.time(() -> JsonIndexer.index(json));
        // For a save, the peers start from the file's bytes too: they share SaveLens's decoder (no Java
        // library reads LZString or MZ's zlib JSON), so the ratios compare the JSON work alone. For helio
        // decoding is the identity.
        double readTree = m.time(() -> Peers.readTree(format.decode(fileBytes)));
        double scan = m.time(() -> Peers.tokenScan(format.decode(fileBytes)));
        double analysis = m.timeWithSetup(() -> Formats.read(fileBytes, ctx), GraphAnalysis::of);

        ByteSink sink = new ByteSink(fileBytes.length + fileBytes.length / 4 + 1024);
        double[] lensSave = saveLens(m, sink, format, Formats.read(fileBytes, ctx), dir.resolve("saved-" + file.getFileName()));
        long saveLensBytes = sink.size();
        double saveJackson = saveJackson(m, sink, Peers.readTree(json), format);
        long saveJacksonBytes = sink.size();

        // Retained heap: each loader reads the file itself; copies of small documents average out GC noise.
        int copies = (int) Math.max(1, Math.min(200, 20_000_000L / json.length));
        long heapLens = Measure.retained(() -> {
            Object[] held = new Object[copies];
            for (int i = 0; i < copies; i++) held[i] = Formats.read(Files.readAllBytes(file), ctx);
            return held;
        }) / copies;
        long heapTree = Measure.retained(() -> {
            Object[] held = new Object[copies];
            for (int i = 0; i < copies; i++) held[i] = Peers.readTree(format.decode(Files.readAllBytes(file)));
            return held;
        }) / copies;
        Edits edits = EditFigures.measure(m, Formats.read(fileBytes, ctx));
        return new Result(name, nodes, fileBytes.length, json.length, iters, load, index, readTree, scan, analysis,
                lensSave[0], saveLensBytes, saveJackson, saveJacksonBytes, lensSave[1], heapLens, heapTree, factText, edits);
    }

    /** Writing the unchanged document into the sink as the saver does; and the real atomic save to a file. */
    private static double[] saveLens(Measure m, ByteSink sink, Format format, Document doc, Path saved) throws Exception {
        double toSink = m.time(() -> {
            sink.reset();
            String reason = format.unwritableReason(doc);
            if (reason != null) throw new IllegalStateException(reason);
            sink.write(format.encode(doc.text()));
            return sink;
        });
        int size = sink.size();
        double atomic = m.time(() -> {
            DocumentSaver.save(format, doc, saved);
            return saved;
        });
        Files.deleteIfExists(saved);
        Files.deleteIfExists(saved.resolveSibling(saved.getFileName() + ".bak"));
        // leave the sink holding SaveLens's output size for the caller
        sink.reset();
        sink.write(format.encode(doc.text()));
        if (sink.size() != size) throw new IllegalStateException("unstable output size");
        return new double[] {toSink, atomic};
    }

    /** The generator writes the tree's JSON; for a save it is then encoded as SaveLens encodes its text. */
    private static double saveJackson(Measure m, ByteSink sink, JsonNode tree, Format format) throws Exception {
        byte[] probe = {'{', '}'};
        boolean identity = format.encode(probe) == probe; // helio writes its text as it is
        ByteSink json = identity ? sink : new ByteSink(sink.size());
        return m.time(() -> {
            sink.reset();
            json.reset();
            Peers.writeTree(tree, json);
            if (!identity) sink.write(format.encode(json.toByteArray()));
            return sink;
        });
    }

    static Path largestRpgMakerSample(Path samples) throws IOException {
        if (!Files.isDirectory(samples)) return null;
        try (Stream<Path> s = Files.walk(samples)) {
            return s.filter(Files::isRegularFile)
                    .filter(p -> {
                        String n = p.getFileName().toString();
                        return n.endsWith(".rpgsave") || n.endsWith(".rmmzsave");
                    })
                    .max(Comparator.comparingLong(p -> decodedSize(p)))
                    .orElse(null);
        }
    }

    private static long decodedSize(Path p) {
        try {
            byte[] b = Files.readAllBytes(p);
            Format f = Formats.detect(b, p);
            return f == null ? -1 : f.decode(b).length;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    // ---- printing

    static void printHeader(PrintStream out, int warmup, int iterations) {
        Runtime rt = Runtime.getRuntime();
        out.printf(Locale.ROOT, "Java %s (%s), %d cores, max heap %,d MB; warmup+iterations per figure (median): %d+%d "
                        + "(1+3 above 50 MB)%n%n", System.getProperty("java.version"), System.getProperty("java.vm.name"),
                rt.availableProcessors(), rt.maxMemory() >> 20, warmup, iterations);
    }

    static void print(PrintStream out, List<Result> rs, int warmup, int iterations) {
        printHeader(out, warmup, iterations);
        out.println("### Documents");
        out.println();
        out.println("| document | facts | file | JSON text |");
        out.println("|---|---|---:|---:|");
        for (Result r : rs) out.printf(Locale.ROOT, "| %s | %s | %s | %s |%n", r.name, r.facts, bytes(r.fileBytes), bytes(r.jsonBytes));
        out.println();
        out.println("### Absolute times (median)");
        out.println();
        out.println("| document | SaveLens load | of which JSON index | readTree | token scan | graph analysis | save: SaveLens | save: Jackson generator | atomic save to file |");
        out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (Result r : rs) {
            out.printf(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s | %s |%n", r.name, time(r.load), time(r.index), time(r.readTree),
                    time(r.scan), time(r.analysis), time(r.saveLens), time(r.saveJackson), time(r.atomicSave));
        }
        out.println();
        out.println("### Retained heap after load");
        out.println();
        out.println("| document | SaveLens | per node | × JSON text | readTree | per node | × JSON text |");
        out.println("|---|---:|---:|---:|---:|---:|---:|");
        for (Result r : rs) {
            out.printf(Locale.ROOT, "| %s | %s | %,d B | %.2f× | %s | %,d B | %.2f× |%n", r.name,
                    bytes(r.heapLens), r.heapLens / r.nodes, (double) r.heapLens / r.jsonBytes,
                    bytes(r.heapTree), r.heapTree / r.nodes, (double) r.heapTree / r.jsonBytes);
        }
        out.println();
        out.println("### Edits and search (median)");
        out.println();
        out.println("Each edit executes on the loaded document (the new text and the new document); \"analysis\" is the graph analysis of the result given the one before "
                + "(`GraphAnalysis.following`). The read-again row is an edit that must read the text again (a reference set to null), as every edit did before.");
        out.println();
        out.println("| document | scalar edit | + analysis | retarget | + analysis | edit read again | + analysis | search pass (no hit) |");
        out.println("|---|---:|---:|---:|---:|---:|---:|---:|");
        for (Result r : rs) {
            Edits e = r.edits;
            if (e == null) continue;
            out.printf(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s |%n", r.name, time(e.scalar), time(e.scalarAnalysis), time(e.retarget),
                    time(e.retargetAnalysis), time(e.readAgain), time(e.readAgainAnalysis), time(e.searchPass));
        }
        for (Result r : rs) {
            if (r.edits != null) {
                out.println();
                out.println("Edited: scalar `" + r.edits.scalarPath + "`, retarget `" + r.edits.retargetPath + "` (and set to null for the read-again row).");
                break;
            }
        }
        out.println();
        out.println("### Ratios against the goals");
        out.println();
        out.println("| document | load ÷ readTree (goal ≤ 1.0) | load ÷ token scan (≤ 2.5) | heap × text (≤ 1.5) | analysis % of load (< 30 %) | save throughput ÷ Jackson (≥ 0.8) |");
        out.println("|---|---:|---:|---:|---:|---:|");
        for (Result r : rs) {
            double lensThroughput = r.jsonBytes / r.saveLens;
            double jacksonThroughput = r.saveJacksonBytes / r.saveJackson;
            out.printf(Locale.ROOT, "| %s | %s | %s | %s | %s | %s |%n", r.name,
                    mark(r.load / r.readTree, 1.0, true), mark(r.load / r.scan, 2.5, true),
                    mark((double) r.heapLens / r.jsonBytes, 1.5, true),
                    markPct(r.analysis / r.load, 0.30), mark(lensThroughput / jacksonThroughput, 0.8, false));
        }
        out.println();
        out.println("Save throughput: SaveLens %s MB/s of JSON text vs Jackson generator %s MB/s.".formatted(
                join(rs, r -> String.format(Locale.ROOT, "%.0f", r.jsonBytes / r.saveLens / 1e6)),
                join(rs, r -> String.format(Locale.ROOT, "%.0f", r.saveJacksonBytes / r.saveJackson / 1e6))));
        for (Result d : rs) {
            if (!d.name.startsWith("dotnet-refs ")) continue;
            String size = d.name.substring("dotnet-refs ".length());
            for (Result h : rs) {
                if (!h.name.equals("helio scene " + size)) continue;
                out.println();
                out.printf(Locale.ROOT, "dotnet-refs %s against helio scene %s: load ÷ token scan %.2f vs %.2f; load %s vs %s (%.2f×); heap × text %.2f vs %.2f.%n",
                        size, size, d.load / d.scan, h.load / h.scan, time(d.load), time(h.load), d.load / h.load,
                        (double) d.heapLens / d.jsonBytes, (double) h.heapLens / h.jsonBytes);
            }
        }
        List<Result> scenes = rs.stream().filter(r -> r.name.startsWith("helio scene")).toList();
        if (scenes.size() >= 2) {
            Result a = scenes.get(0), b = scenes.get(scenes.size() - 1);
            double grow = (b.load / b.nodes) / (a.load / a.nodes);
            double growTree = (b.readTree / b.nodes) / (a.readTree / a.nodes);
            double growScan = (b.scan / b.nodes) / (a.scan / a.nodes);
            double growAnalysis = (b.analysis / b.nodes) / (a.analysis / a.nodes);
            out.println();
            out.printf(Locale.ROOT, "Time growth %s → %s (%.0f× the nodes): SaveLens load %.0f× (per node %s), readTree %.0f× (per node %.2f), "
                            + "token scan %.0f× (per node %.2f), analysis %.0f× (per node %.2f). Linear = per-node ratio near 1.0.%n",
                    a.name.replace("helio scene ", ""), b.name.replace("helio scene ", ""), (double) b.nodes / a.nodes,
                    b.load / a.load, mark(grow, 1.25, true), b.readTree / a.readTree, growTree,
                    b.scan / a.scan, growScan, b.analysis / a.analysis, growAnalysis);
        }
    }

    private static String join(List<Result> rs, java.util.function.Function<Result, String> f) {
        return String.join(" / ", rs.stream().map(f).toList());
    }

    public static String mark(double v, double goal, boolean atMost) {
        return Figures.mark(v, goal, atMost);
    }

    static String markPct(double v, double goal) {
        return String.format(Locale.ROOT, "%.1f %% %s", v * 100, v < goal ? "✓" : "✗");
    }

    public static String label(int n) {
        return Figures.label(n);
    }

    public static String time(double s) {
        return Figures.time(s);
    }

    public static String bytes(long b) {
        return Figures.bytes(b);
    }
}
