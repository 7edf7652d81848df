package savelens.bench.unity;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import savelens.app.cli.Cli;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;

/**
 * Real Unity files: for every {@code .unity}, {@code .prefab}, {@code .asset}, {@code .controller},
 * {@code .mat} and {@code .anim} under a folder, runs the command line in this JVM as a user would
 * ({@code info --json FILE}, then {@code convert FILE --to unity-yaml -o OUT}) and compares OUT with FILE
 * byte for byte. Prints counts per kind and every failure with its first line; an internal error is read
 * again outside the command line to name the exception and where it was thrown.
 *
 * <pre>
 * UnitySurvey DIR [--timeout SECONDS] [--list]   (--list: every file's outcome, not only failures)
 * </pre>
 * Exit code 0 when every YAML file opened and saved identical, 1 otherwise.
 */
public final class UnitySurvey {
    static final Set<String> EXTENSIONS = Set.of("unity", "prefab", "asset", "controller", "mat", "anim");
    private static final ObjectMapper JSON = new ObjectMapper();

    private UnitySurvey() {}

    /** What happened to one file. */
    record Outcome(Path file, String kind, boolean yaml, boolean opened, boolean identical, String failure,
                   long bytes, long dangling, long externalReferences, long errors, long warnings, double seconds) {}

    public static void main(String[] args) throws Exception {
        Path dir = null;
        long timeout = 120;
        boolean list = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--timeout" -> timeout = Long.parseLong(args[++i]);
                case "--list" -> list = true;
                default -> {
                    if (dir != null) usage();
                    dir = Path.of(args[i]);
                }
            }
        }
        if (dir == null || !Files.isDirectory(dir)) usage();
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(Files::isRegularFile).filter(p -> EXTENSIONS.contains(extension(p))).sorted().toList();
        }
        Path scratch = Files.createTempDirectory("savelens-survey");
        ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "survey");
            t.setDaemon(true);
            return t;
        });
        List<Outcome> outcomes = new ArrayList<>();
        int done = 0;
        for (Path file : files) {
            Future<Outcome> f = worker.submit(() -> survey(file, scratch));
            Outcome o;
            try {
                o = f.get(timeout, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                f.cancel(true);
                o = new Outcome(file, extension(file), isYaml(file), false, false, "no answer within " + timeout + " s (a hang?)",
                        Files.size(file), 0, 0, 0, 0, timeout);
                // The stuck thread may never stop: go on with a fresh one.
                worker.shutdownNow();
                worker = Executors.newSingleThreadExecutor(r -> {
                    Thread t = new Thread(r, "survey");
                    t.setDaemon(true);
                    return t;
                });
            } catch (ExecutionException e) {
                o = new Outcome(file, extension(file), isYaml(file), false, false, "survey failed: " + e.getCause(),
                        Files.size(file), 0, 0, 0, 0, 0);
            }
            outcomes.add(o);
            if (++done % 100 == 0) System.err.println(done + " / " + files.size() + " files ...");
        }
        worker.shutdownNow();
        print(out, dir, outcomes, list);
        boolean clean = outcomes.stream().filter(Outcome::yaml).allMatch(o -> o.opened && o.identical);
        System.exit(clean ? 0 : 1);
    }

    static Outcome survey(Path file, Path scratch) throws IOException {
        long start = System.nanoTime();
        String kind = extension(file);
        boolean yaml = isYaml(file);
        long size = Files.size(file);
        Run info = cli("info", "--json", file.toString());
        if (info.exit != 0) {
            String failure = "info: exit " + info.exit + ": " + info.firstLine();
            if (info.firstLine().contains("internal error")) failure += " — " + internalError(file);
            return new Outcome(file, kind, yaml, false, false, failure, size, 0, 0, 0, 0, seconds(start));
        }
        JsonNode facts;
        try {
            facts = JSON.readTree(info.out);
        } catch (IOException e) {
            return new Outcome(file, kind, yaml, true, false, "info --json printed no JSON: " + info.firstOutLine(), size, 0, 0, 0, 0, seconds(start));
        }
        long dangling = facts.path("dangling").asLong();
        long external = facts.path("externalReferences").asLong(-1);
        long errors = facts.path("diagnostics").path("errors").asLong();
        long warnings = facts.path("diagnostics").path("warnings").asLong();
        Path saved = scratch.resolve("saved." + kind);
        Files.deleteIfExists(saved);
        Run convert = cli("convert", file.toString(), "--to", "unity-yaml", "-o", saved.toString());
        String failure = null;
        boolean identical = false;
        if (convert.exit != 0) {
            failure = "convert: exit " + convert.exit + ": " + convert.firstLine();
        } else {
            byte[] a = Files.readAllBytes(file), b = Files.readAllBytes(saved);
            identical = Arrays.equals(a, b);
            if (!identical) failure = "saved file differs: " + firstDifference(a, b);
        }
        Files.deleteIfExists(saved);
        return new Outcome(file, kind, yaml, true, identical, failure, size, dangling, external, errors, warnings, seconds(start));
    }

    /** The command's output and exit code, run in this JVM as the launcher runs it. */
    record Run(int exit, String out, String err) {
        String firstLine() {
            String s = err.isBlank() ? out : err;
            return s.lines().findFirst().orElse("(nothing printed)");
        }

        String firstOutLine() {
            return out.lines().findFirst().orElse("(nothing printed)");
        }
    }

    static Run cli(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int exit;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8); PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            exit = Cli.run(List.of(args), o, e);
        }
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** The exception the command line reported only as "an internal error", and the SaveLens frame it came from. */
    static String internalError(Path file) {
        try {
            OpenFile f = OpenFile.open(file, ReadContext.of(file));
            GraphAnalysis g = GraphAnalysis.of(f.document());
            DocumentCheck.diagnostics(f.document(), g, f.diagnostics());
            return "(not reproduced outside the command line)";
        } catch (Throwable t) {
            StackTraceElement at = Arrays.stream(t.getStackTrace())
                    .filter(e -> e.getClassName().startsWith("savelens.")).findFirst().orElse(null);
            return t + (at == null ? "" : " at " + at);
        }
    }

    /** Where two byte arrays first differ, as line:column of the original. */
    static String firstDifference(byte[] a, byte[] b) {
        int n = Math.min(a.length, b.length), i = 0;
        while (i < n && a[i] == b[i]) i++;
        int line = 1, col = 1;
        for (int k = 0; k < i; k++) {
            if (a[k] == '\n') {
                line++;
                col = 1;
            } else {
                col++;
            }
        }
        return String.format(Locale.ROOT, "first difference at byte %d (line %d, column %d); %d bytes read, %d written",
                i, line, col, a.length, b.length);
    }

    static void print(PrintStream out, Path dir, List<Outcome> outcomes, boolean list) {
        out.println("## Unity YAML survey of " + dir);
        out.println();
        out.println("| kind | files | YAML text | opened | saved identical | failures | not YAML (binary, LFS pointer): refused cleanly |");
        out.println("|---|---:|---:|---:|---:|---:|---:|");
        Map<String, List<Outcome>> byKind = new TreeMap<>();
        for (Outcome o : outcomes) byKind.computeIfAbsent(o.kind, k -> new ArrayList<>()).add(o);
        byKind = new LinkedHashMap<>(byKind);
        byKind.put("all", outcomes);
        for (var e : byKind.entrySet()) {
            List<Outcome> os = e.getValue();
            long yaml = os.stream().filter(Outcome::yaml).count();
            long opened = os.stream().filter(o -> o.yaml && o.opened).count();
            long identical = os.stream().filter(o -> o.yaml && o.identical).count();
            long failures = os.stream().filter(o -> o.yaml && o.failure != null).count();
            long notYaml = os.size() - yaml;
            long refused = os.stream().filter(o -> !o.yaml && cleanRefusal(o)).count();
            out.printf(Locale.ROOT, "| %s | %d | %d | %d | %d | %d | %d: %d |%n", e.getKey(), os.size(), yaml, opened, identical, failures, notYaml, refused);
        }
        long bytes = outcomes.stream().filter(Outcome::yaml).mapToLong(Outcome::bytes).sum();
        double seconds = outcomes.stream().mapToDouble(Outcome::seconds).sum();
        out.printf(Locale.ROOT, "%nYAML text: %,d bytes; %.1f s in all (info + convert + compare). Opened files with dangling local "
                        + "references: %d; with error diagnostics: %d.%n",
                bytes, seconds, outcomes.stream().filter(o -> o.opened && o.dangling > 0).count(),
                outcomes.stream().filter(o -> o.opened && o.errors > 0).count());
        List<Outcome> failures = outcomes.stream().filter(o -> o.yaml && o.failure != null).toList();
        out.println();
        out.println("### Failures (" + failures.size() + ")");
        out.println();
        for (Outcome o : failures) out.println("- `" + dir.relativize(o.file) + "`: " + o.failure);
        List<Outcome> unclean = outcomes.stream().filter(o -> !o.yaml && !cleanRefusal(o)).toList();
        if (!unclean.isEmpty()) {
            out.println();
            out.println("### Not YAML, and not refused as such (" + unclean.size() + ")");
            out.println();
            for (Outcome o : unclean) out.println("- `" + dir.relativize(o.file) + "`: " + (o.opened ? "opened" : o.failure));
        }
        if (list) {
            out.println();
            out.println("### Every file");
            out.println();
            for (Outcome o : outcomes) {
                out.printf(Locale.ROOT, "- `%s` %,d B: %s%s, dangling %d, external %d, diagnostics %d/%d, %.0f ms%n", dir.relativize(o.file), o.bytes,
                        !o.yaml ? "not YAML" : o.opened ? "opened" : "NOT OPENED", o.identical ? ", identical" : o.failure == null ? "" : " (" + o.failure + ")",
                        o.dangling, o.externalReferences, o.errors, o.warnings, o.seconds * 1e3);
            }
        }
    }

    /** A file that is not YAML text should be refused with exit 2 and a plain reason, not an internal error. */
    private static boolean cleanRefusal(Outcome o) {
        return !o.opened && o.failure != null && o.failure.startsWith("info: exit 2:") && !o.failure.contains("internal error");
    }

    static boolean isYaml(Path file) {
        try (var in = Files.newInputStream(file)) {
            byte[] head = in.readNBytes(5);
            return new String(head, StandardCharsets.US_ASCII).equals("%YAML");
        } catch (IOException e) {
            return false;
        }
    }

    static String extension(Path p) {
        String n = p.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot < 0 ? "" : n.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }

    private static void usage() {
        System.err.println("usage: UnitySurvey DIR [--timeout SECONDS] [--list]");
        System.exit(64);
    }
}
