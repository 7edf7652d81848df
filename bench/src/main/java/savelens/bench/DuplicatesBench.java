package savelens.bench;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import savelens.DuplicateFiles;
import savelens.DuplicateFiles.Kind;
import savelens.bench.measure.Measure;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;

/**
 * Reading and checking a file full of duplicates (names in one object, ids, node names) against a file of about
 * the same size whose names and ids are all distinct, per format. Goal: the duplicates cost at most 1.2 times as
 * much. Both files are warmed in turn in the same JVM, then each iteration times one read of each, in an order
 * that alternates, so neither gains from a warmer JIT, a fresher heap or a quieter moment of a shared machine.
 * Reported: the median of each and the median of the iterations' own ratios.
 * Usage: {@code bench/run --duplicates [N] [--only MV,HELIO,UNITY,GODOT] [--warmup W] [--iterations I]}.
 */
public final class DuplicatesBench {
    private DuplicatesBench() {}

    public static void main(String[] args) throws Exception {
        int n = 100_000, warmup = 10, iterations = 21;
        List<Kind> kinds = List.of(Kind.values());
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--only" -> kinds = java.util.Arrays.stream(args[++i].split(",")).map(s -> Kind.valueOf(s.trim().toUpperCase(Locale.ROOT))).toList();
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--iterations" -> iterations = Integer.parseInt(args[++i]);
                default -> n = Integer.parseInt(args[i].replace("_", "").replace("k", "000"));
            }
        }
        System.out.printf(Locale.ROOT, "%-6s %10s %12s %12s %10s %10s %7s %13s%n", "format", "duplicates", "dup bytes", "distinct",
                "dup ms", "dist ms", "ratio", "ratio range");
        for (Kind kind : kinds) {
            DuplicateFiles.File dup = DuplicateFiles.duplicates(kind, n);
            DuplicateFiles.File distinct = DuplicateFiles.distinct(kind, n);
            for (int i = 0; i < warmup; i++) {
                Measure.sink = readAndCheck(i % 2 == 0 ? dup : distinct);
                Measure.sink = readAndCheck(i % 2 == 0 ? distinct : dup);
            }
            double[] d = new double[iterations], s = new double[iterations], ratio = new double[iterations];
            for (int i = 0; i < iterations; i++) {
                if (i % 2 == 0) {
                    d[i] = timeOnce(dup);
                    s[i] = timeOnce(distinct);
                } else {
                    s[i] = timeOnce(distinct);
                    d[i] = timeOnce(dup);
                }
                ratio[i] = d[i] / s[i];
            }
            double[] sorted = ratio.clone();
            java.util.Arrays.sort(sorted);
            System.out.printf(Locale.ROOT, "%-6s %10d %12d %12d %10.1f %10.1f %7.2f %6.2f-%-6.2f%n", kind, n, dup.bytes().length,
                    distinct.bytes().length, Measure.median(d) * 1e3, Measure.median(s) * 1e3, Measure.median(ratio),
                    sorted[sorted.length / 4], sorted[sorted.length * 3 / 4]);
        }
        System.out.println("(read + check in one thread, " + iterations + " iterations in alternating order after " + warmup
                + " warm-up pairs; ratio = median of duplicates / distinct per iteration, range = its quartiles; goal <= 1.20)");
    }

    private static double timeOnce(DuplicateFiles.File file) {
        long t0 = System.nanoTime();
        Measure.sink = readAndCheck(file);
        return (System.nanoTime() - t0) / 1e9;
    }

    private static Object readAndCheck(DuplicateFiles.File file) {
        Document doc = Formats.read(file.bytes(), ReadContext.of(Path.of(file.name())));
        return DocumentCheck.diagnostics(doc, GraphAnalysis.of(doc));
    }
}
