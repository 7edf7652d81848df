package savelens.bench;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import savelens.DuplicateFiles;
import savelens.DuplicateFiles.Kind;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;

/**
 * Reading and checking a file full of duplicates (names in one object, ids, node names) against a file of about
 * the same size whose names and ids are all distinct, per format. Goal: the duplicates cost at most 1.2 times as
 * much. Usage: {@code bench/run --duplicates [N] [--only MV,HELIO,UNITY,GODOT] [--warmup W] [--iterations I]}.
 */
public final class DuplicatesBench {
    private DuplicatesBench() {}

    public static void main(String[] args) throws Exception {
        int n = 100_000, warmup = 2, iterations = 5;
        List<Kind> kinds = List.of(Kind.values());
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--only" -> kinds = java.util.Arrays.stream(args[++i].split(",")).map(s -> Kind.valueOf(s.trim().toUpperCase(Locale.ROOT))).toList();
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--iterations" -> iterations = Integer.parseInt(args[++i]);
                default -> n = Integer.parseInt(args[i].replace("_", "").replace("k", "000"));
            }
        }
        Measure measure = new Measure(warmup, iterations, 0.5);
        System.out.printf(Locale.ROOT, "%-6s %10s %12s %12s %10s %10s %7s%n", "format", "duplicates", "dup bytes", "distinct", "dup ms", "dist ms", "ratio");
        for (Kind kind : kinds) {
            DuplicateFiles.File dup = DuplicateFiles.duplicates(kind, n);
            DuplicateFiles.File distinct = DuplicateFiles.distinct(kind, n);
            double d = measure.time(() -> readAndCheck(dup));
            double s = measure.time(() -> readAndCheck(distinct));
            System.out.printf(Locale.ROOT, "%-6s %10d %12d %12d %10.1f %10.1f %7.2f%n", kind, n, dup.bytes().length, distinct.bytes().length,
                    d * 1e3, s * 1e3, d / s);
        }
        System.out.println("(read + check in one thread; ratio = duplicates / distinct, goal <= 1.20)");
    }

    private static Object readAndCheck(DuplicateFiles.File file) {
        Document doc = Formats.read(file.bytes(), ReadContext.of(Path.of(file.name())));
        return DocumentCheck.diagnostics(doc, GraphAnalysis.of(doc));
    }
}
