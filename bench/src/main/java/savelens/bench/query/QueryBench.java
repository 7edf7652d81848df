package savelens.bench.query;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import savelens.bench.GenerateScene;
import savelens.fixtures.SceneGenerator;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.format.Format;
import savelens.query.document.DocumentQuery;

/**
 * {@code bench/run --query [--size 1M] [--rounds 5] [--dir D] [--jar J]}: the each-node query
 * {@code $[?@.hp < 10]} on a generated helio scene, against the document's load. In process: the load (format
 * detection and read), the first evaluation after it (hits with their paths, as the command line lists them), and
 * the same query again (counted): the document's index reaches into a node's values on first use, so the first
 * query pays for reading the interior of every node it looks at; medians of the rounds; goal: evaluation ≤ 0.5×
 * the load. As processes: {@code savelens query FILE QUERY
 * --each-node} against {@code savelens get FILE '$'} (a bare open), interleaved, medians; goal ≤ 1.5×. One row
 * each, printed as a Markdown table.
 */
public final class QueryBench {
    static final String QUERY = "$[?@.hp < 10]";

    private QueryBench() {}

    public static void main(String[] args) throws Exception {
        int size = 1_000_000, rounds = 5;
        boolean processes = true;
        Path dir = Path.of("bench/target/query"), jar = Path.of("app/target/dist/savelens.jar");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--size" -> size = GenerateScene.parseSize(args[++i]);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--dir" -> dir = Path.of(args[++i]);
                case "--jar" -> jar = Path.of(args[++i]);
                case "--in-process" -> processes = false;
                default -> throw new IllegalArgumentException("usage: bench/run --query [--size 1M] [--rounds 5] [--dir D] [--jar J] [--in-process]");
            }
        }
        Files.createDirectories(dir);
        Path file = dir.resolve("scene-" + size + ".json");
        if (!Files.exists(file)) {
            Path tmp = dir.resolve(file.getFileName() + ".tmp");
            GenerateScene.write(size, SceneGenerator.DEFAULT_SEED, false, tmp);
            Files.move(tmp, file);
        }
        System.out.printf(Locale.ROOT, "%s: %,d nodes, %,d bytes; query --each-node '%s'; %d rounds, medians%n%n", file, size, Files.size(file), QUERY, rounds);
        inProcess(file, rounds);
        if (!processes) return;
        if (Files.isRegularFile(jar)) processes(jar, file, rounds);
        else System.out.println("(no " + jar + ": build it with mvn -pl app -am package -DskipTests for the process row)");
    }

    private static void inProcess(Path file, int rounds) throws IOException {
        DocumentQuery query = DocumentQuery.parse(QUERY, true);
        double[] load = new double[rounds], eval = new double[rounds], count = new double[rounds];
        int hits = 0;
        for (int r = -2; r < rounds; r++) { // two warm-up rounds
            System.gc();
            long t0 = System.nanoTime();
            byte[] bytes = Files.readAllBytes(file);
            ReadContext ctx = ReadContext.of(file);
            Format format = Formats.formatFor(bytes, ctx);
            Document doc = Formats.read(format, bytes, ctx);
            long t1 = System.nanoTime();
            hits = query.run(doc).size();
            long t2 = System.nanoTime();
            int counted = query.count(doc);
            long t3 = System.nanoTime();
            if (counted != hits) throw new AssertionError(counted + " != " + hits);
            if (r >= 0) {
                load[r] = (t1 - t0) / 1e6;
                eval[r] = (t2 - t1) / 1e6;
                count[r] = (t3 - t2) / 1e6;
            }
        }
        double l = median(load), e = median(eval), c = median(count);
        System.out.println("| in process | load | first query after the load (hits with paths) | the query again (count) | first / load | again / load | goal |");
        System.out.println("|---|---|---|---|---|---|---|");
        System.out.printf(Locale.ROOT, "| %,d hits | %.0f ms | %.0f ms | %.0f ms | %.2f× | %.2f× | ≤ 0.5×: %s |%n%n", hits, l, e, c, e / l, c / l,
                e / l <= 0.5 ? "met" : c / l <= 0.5 ? "met only once the document's lazy index has reached every node" : "NOT met");
    }

    private static void processes(Path jar, Path file, int rounds) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> query = List.of(java, "-jar", jar.toString(), "query", file.toString(), QUERY, "--each-node");
        List<String> get = List.of(java, "-jar", jar.toString(), "get", file.toString(), "$");
        double[] q = new double[rounds], g = new double[rounds];
        for (int r = -1; r < rounds; r++) {
            double tg = time(get, 0), tq = time(query, 0);
            if (r >= 0) {
                g[r] = tg;
                q[r] = tq;
            }
        }
        double gm = median(g), qm = median(q);
        System.out.println("| as processes | savelens get FILE '$' | savelens query FILE QUERY --each-node | query / get | goal |");
        System.out.println("|---|---|---|---|---|");
        System.out.printf(Locale.ROOT, "| JVM start, load, print | %.0f ms | %.0f ms | %.2f× | ≤ 1.5× %s |%n", gm, qm, qm / gm, qm / gm <= 1.5 ? "met" : "NOT met");
    }

    private static double time(List<String> command, int expected) throws Exception {
        long t = System.nanoTime();
        Process p = new ProcessBuilder(new ArrayList<>(command)).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        int code = p.waitFor();
        if (code != expected) throw new IllegalStateException(String.join(" ", command) + " exited " + code);
        return (System.nanoTime() - t) / 1e6;
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }
}
