package savelens.bench.marshal;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import savelens.bench.measure.Figures;
import savelens.bench.measure.Measure;

/**
 * {@code bench/run --marshal [--size 100M] [--runs 3] [--dir D] [--jar J] [--ruby R] [--no-heap]}: a generated VX Ace
 * save ({@link GenerateMarshalSave}) opened as processes side by side, interleaved, each run in turn: Ruby's
 * {@code Marshal.load} of every stream with the file's classes predefined (the generated prelude), from the file
 * read whole ({@code File.binread} in a {@code StringIO}) and from the open file as RGSS reads a save;
 * {@code savelens info FILE}; and {@code savelens get FILE '$'} (the open and a print of the whole document, the
 * bare open of the other process benches). Each with its wall time, CPU time (user + system) and peak RSS
 * ({@code /usr/bin/time}), medians of the runs. Then the least heap {@code info} runs in ({@code -Xmx} as a multiple of the file's size,
 * found by halving), and the heap the loaded document keeps (after full collections, on the jar's own code).
 * Goals: info ≤ 1.0× Ruby's time, heap ≤ 1.5× the file.
 */
public final class MarshalBench {
    static final String RUBY_STRING = "require 'stringio'; io = StringIO.new(File.binread(ARGV[0])); Marshal.load(io) until io.eof?";
    static final String RUBY_FILE = "File.open(ARGV[0], 'rb') { |f| Marshal.load(f) until f.eof? }";

    private MarshalBench() {}

    /** One process's figures. */
    record Run(double wall, double cpu, long rssKb) {}

    public static void main(String[] args) throws Exception {
        String size = "100M";
        int runs = 3;
        boolean heap = true;
        Path dir = Path.of("bench/target/marshal"), jar = Path.of("app/target/dist/savelens.jar");
        String ruby = "ruby";
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--size" -> size = args[++i];
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--dir" -> dir = Path.of(args[++i]);
                case "--jar" -> jar = Path.of(args[++i]);
                case "--ruby" -> ruby = args[++i];
                case "--no-heap" -> heap = false;
                default -> throw new IllegalArgumentException("usage: bench/run --marshal [--size 100M] [--runs 3] [--dir D] [--jar J] [--ruby R] [--no-heap]");
            }
        }
        if (!Files.isRegularFile(jar)) throw new IllegalStateException("no " + jar + ": build it with mvn -B -ntp -q -o -pl core,icons,app package -DskipTests");
        Files.createDirectories(dir);
        Path file = dir.resolve("save-" + size + ".rvdata2");
        if (!Files.exists(file) || !Files.exists(GenerateMarshalSave.prelude(file))) {
            System.err.println("generating " + file + " ...");
            GenerateMarshalSave.write(GenerateMarshalSave.parseBytes(size), GenerateMarshalSave.DEFAULT_SEED, file);
        }
        long bytes = Files.size(file);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String prelude = GenerateMarshalSave.prelude(file).toAbsolutePath().toString();
        Map<String, List<String>> commands = new LinkedHashMap<>();
        commands.put("ruby Marshal.load (File.binread, StringIO)", List.of(ruby, "-r", prelude, "-e", RUBY_STRING, file.toString()));
        commands.put("ruby Marshal.load (File.open)", List.of(ruby, "-r", prelude, "-e", RUBY_FILE, file.toString()));
        commands.put("savelens info FILE", List.of(java, "-jar", jar.toString(), "info", file.toString()));
        commands.put("savelens get FILE '$'", List.of(java, "-jar", jar.toString(), "get", file.toString(), "$"));

        System.out.println("uptime: " + uptime());
        System.out.printf(Locale.ROOT, "%s: %,d bytes (%s); %d runs, interleaved, medians%n%n", file, bytes, Figures.bytes(bytes), runs);
        Map<String, List<Run>> results = new LinkedHashMap<>();
        commands.keySet().forEach(k -> results.put(k, new ArrayList<>()));
        for (int r = 0; r < runs; r++) {
            for (var e : commands.entrySet()) results.get(e.getKey()).add(time(e.getValue()));
        }
        Run rubyString = median(results.get("ruby Marshal.load (File.binread, StringIO)"));
        Run rubyFile = median(results.get("ruby Marshal.load (File.open)"));
        Run fastestRuby = rubyString.wall <= rubyFile.wall ? rubyString : rubyFile;
        Run info = median(results.get("savelens info FILE"));
        System.out.println("| process | wall | CPU (user + sys) | peak RSS | RSS ÷ file | wall ÷ fastest Ruby | CPU ÷ its CPU |");
        System.out.println("|---|---|---|---|---|---|---|");
        for (var e : results.entrySet()) {
            Run m = median(e.getValue());
            System.out.printf(Locale.ROOT, "| %s | %.2f s | %.2f s | %,d MiB | %.2f× | %.2f× | %.2f× |%n", e.getKey(), m.wall, m.cpu, m.rssKb / 1024,
                    m.rssKb * 1024.0 / bytes, m.wall / fastestRuby.wall, m.cpu / fastestRuby.cpu);
        }
        System.out.printf(Locale.ROOT, "%ninfo ÷ the faster Ruby (goal ≤ 1.0×): wall %s, CPU %s%n",
                Figures.mark(info.wall / fastestRuby.wall, 1.0, true), Figures.mark(info.cpu / fastestRuby.cpu, 1.0, true));
        System.out.println("each run (wall s): " + everyRun(results));
        if (!heap) return;
        long retained = retained(java, jar, file);
        System.out.printf(Locale.ROOT, "%nheap the loaded document keeps (after full GCs, the file's bytes included; a process on the jar's core): %s = %.2f× the file%n",
                Figures.bytes(retained), retained / (double) bytes);
        double least = leastHeap(java, jar, file, bytes);
        System.out.printf(Locale.ROOT, "least -Xmx info completes in: %s%n",
                least < 0 ? "none up to 48× the file" : String.format(Locale.ROOT, "%.2f× the file (%d MB): goal ≤ 1.5× %s", least,
                        (long) (least * bytes) >> 20, least <= 1.5 ? "met" : "NOT met"));
        System.out.println("uptime: " + uptime());
    }

    /**
     * The least multiple of the file's size, to a quarter, that {@code info} completes in as {@code -Xmx}: down from
     * 1.5× in quarters while it completes; else doubling up from 1.5× until it does (to 48×), then halving the
     * interval; -1 when not even 48× does.
     */
    static double leastHeap(String java, Path jar, Path file, long bytes) throws Exception {
        double factor = 1.5;
        if (completes(java, jar, file, bytes, factor)) {
            while (factor > 0.25 && completes(java, jar, file, bytes, factor - 0.25)) factor -= 0.25;
            return factor;
        }
        double fails = factor, works = -1;
        for (double f = 3; f <= 48; f *= 2) {
            if (completes(java, jar, file, bytes, f)) {
                works = f;
                break;
            }
            fails = f;
        }
        if (works < 0) return -1;
        while (works - fails > Math.max(0.25, works / 8)) {
            double mid = Math.round((fails + works) / 2 * 4) / 4.0;
            if (completes(java, jar, file, bytes, mid)) works = mid;
            else fails = mid;
        }
        return works;
    }

    /** {@link RetainedHeap} in a JVM of its own, on the classes the jar runs (its {@code lib/}) and this bench's. */
    static long retained(String java, Path jar, Path file) throws Exception {
        StringBuilder cp = new StringBuilder();
        Path lib = jar.toAbsolutePath().getParent().resolve("lib");
        try (var jars = Files.list(lib)) {
            jars.sorted().forEach(j -> cp.append(j).append(File.pathSeparator));
        }
        cp.append(Path.of(RetainedHeap.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
        Process p = new ProcessBuilder(java, "-Xmx8g", "-cp", cp.toString(), RetainedHeap.class.getName(), file.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        if (p.waitFor() != 0) throw new IllegalStateException("RetainedHeap exited " + p.exitValue());
        return Long.parseLong(out);
    }

    private static boolean completes(String java, Path jar, Path file, long bytes, double factor) throws Exception {
        long mb = Math.max(8, (long) (bytes * factor) >> 20);
        Process p = new ProcessBuilder(java, "-Xmx" + mb + "m", "-XX:+ExitOnOutOfMemoryError", "-jar", jar.toString(), "info", file.toString())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        boolean done = p.waitFor(10, TimeUnit.MINUTES);
        if (!done) p.destroyForcibly().waitFor();
        boolean ok = done && p.exitValue() == 0;
        System.err.printf(Locale.ROOT, "info in -Xmx%dm (%.2f× the file): %s%n", mb, factor, ok ? "completes" : "fails");
        return ok;
    }

    /** Runs {@code command} under {@code /usr/bin/time}, output discarded; it must exit 0. */
    static Run time(List<String> command) throws IOException, InterruptedException {
        Path stats = Files.createTempFile("savelens-marshal-time", ".txt");
        List<String> timed = new ArrayList<>(List.of("/usr/bin/time", "-o", stats.toString(), "-f", "%e %U %S %M"));
        timed.addAll(command);
        Process p = new ProcessBuilder(timed).redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        int code = p.waitFor();
        List<String> lines = Files.readAllLines(stats, StandardCharsets.UTF_8);
        Files.deleteIfExists(stats);
        if (code != 0) throw new IllegalStateException(String.join(" ", command) + " exited " + code + ": " + lines);
        String[] f = lines.get(lines.size() - 1).trim().split("\\s+");
        return new Run(Double.parseDouble(f[0]), Double.parseDouble(f[1]) + Double.parseDouble(f[2]), Long.parseLong(f[3]));
    }

    static Run median(List<Run> runs) {
        return new Run(Measure.median(runs.stream().mapToDouble(Run::wall).toArray()), Measure.median(runs.stream().mapToDouble(Run::cpu).toArray()),
                (long) Measure.median(runs.stream().mapToDouble(Run::rssKb).toArray()));
    }

    private static String everyRun(Map<String, List<Run>> results) {
        List<String> parts = new ArrayList<>();
        results.forEach((k, v) -> parts.add(k + " " + Arrays.toString(v.stream().mapToDouble(Run::wall).toArray())));
        return String.join("; ", parts);
    }

    static String uptime() {
        try {
            Process p = new ProcessBuilder("uptime").redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            p.waitFor();
            return out;
        } catch (IOException | InterruptedException e) {
            return "(uptime not run: " + e.getMessage() + ")";
        }
    }
}
