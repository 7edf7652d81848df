package savelens.bench.unity;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code savelens info FILE} in a JVM of its own whose heap is capped at a multiple of the file's size, as a
 * user would run it: whether it succeeds, how long it takes, and the most heap in use at any collection
 * (from {@code -Xlog:gc}: the occupancy before each pause, which is when the heap is fullest).
 */
final class HeapCappedInfo {
    /** {@code GC(3) Pause Young (Normal) (G1 Evacuation Pause) 24M->3M(64M) 5.123ms}. */
    private static final Pattern OCCUPANCY = Pattern.compile("(\\d+)([KMG])->(\\d+)([KMG])\\(");

    private HeapCappedInfo() {}

    static UnityBench.HeapRun run(Path file, double factor) throws IOException, InterruptedException {
        long maxHeap = (long) (Files.size(file) * factor);
        Path log = Files.createTempFile("savelens-info-gc", ".log");
        Path output = Files.createTempFile("savelens-info", ".out");
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = List.of(java, "-Xmx" + Math.max(maxHeap >> 20, 8) + "m", "-Xlog:gc:file=" + log,
                "-cp", System.getProperty("java.class.path"), "savelens.app.Launcher", "info", file.toString());
        System.err.println("running info with -Xmx" + (maxHeap >> 20) + "m ...");
        long start = System.nanoTime();
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        boolean done = p.waitFor(10, TimeUnit.MINUTES);
        if (!done) p.destroyForcibly().waitFor();
        double seconds = (System.nanoTime() - start) / 1e9;
        List<String> lines = Files.readAllLines(output, StandardCharsets.UTF_8);
        long peak = peak(Files.readAllLines(log, StandardCharsets.UTF_8));
        Files.deleteIfExists(log);
        Files.deleteIfExists(output);
        String first = done ? (lines.isEmpty() ? "" : lines.get(0)) : "(timed out after 10 minutes)";
        return new UnityBench.HeapRun(factor, (maxHeap >> 20) << 20, done ? p.exitValue() : -1, seconds, peak, first);
    }

    /** The largest heap occupancy the log shows before a collection; -1 when there was none. */
    static long peak(List<String> gcLog) {
        long peak = -1;
        for (String line : gcLog) {
            Matcher m = OCCUPANCY.matcher(line);
            if (m.find()) peak = Math.max(peak, bytes(m.group(1), m.group(2)));
        }
        return peak;
    }

    private static long bytes(String number, String unit) {
        long n = Long.parseLong(number);
        return switch (unit) {
            case "K" -> n << 10;
            case "M" -> n << 20;
            default -> n << 30;
        };
    }
}
