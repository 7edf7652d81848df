package savelens.bench.gui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The processor time of every thread of this process, the JVM's own among them (compilers, garbage collector),
 * and the time each waited for a processor while runnable, as Linux counts them ({@code /proc/self/task/N/schedstat}).
 * What an interval of wall clock went to when the work itself took less: which threads ran, and how long the ones
 * that had work queued for a processor. Empty where the files are not there.
 */
final class ThreadTimes {
    /** The groups shown, in order, by the start of the thread's name as the system keeps it (15 characters). */
    private static final String[][] GROUPS = {
            {"workers", "savelens-worker"}, {"FX", "JavaFX Applicat"}, {"renderer", "QuantumRenderer"},
            {"compilers", "C1 CompilerThre", "C2 CompilerThre"}, {"collector", "GC Thread", "G1 "}};

    private record Times(String name, long cpu, long waited) {}

    private final Map<String, Times> byThread;

    private ThreadTimes(Map<String, Times> byThread) { this.byThread = byThread; }

    static ThreadTimes now() {
        Map<String, Times> out = new HashMap<>();
        try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            for (Path t : (Iterable<Path>) tasks::iterator) {
                try {
                    String name = Files.readString(t.resolve("comm")).strip();
                    String[] s = Files.readString(t.resolve("schedstat")).strip().split(" ");
                    out.put(t.getFileName().toString(), new Times(name, Long.parseLong(s[0]), Long.parseLong(s[1])));
                } catch (IOException | RuntimeException gone) {
                    // a thread that ended meanwhile
                }
            }
        } catch (IOException | RuntimeException none) {
            return new ThreadTimes(Map.of());
        }
        return new ThreadTimes(out);
    }

    /**
     * Processor time by group from {@code before} to this, and how long the groups' threads waited for a processor:
     * {@code workers 112 (waited 90), FX 52 (8), …} in milliseconds; empty when not known.
     */
    String since(ThreadTimes before) {
        if (byThread.isEmpty()) return "";
        Map<String, long[]> groups = new LinkedHashMap<>();
        for (String[] g : GROUPS) groups.put(g[0], new long[2]);
        groups.put("other", new long[2]);
        for (Map.Entry<String, Times> e : byThread.entrySet()) {
            Times was = before.byThread.get(e.getKey());
            long cpu = e.getValue().cpu() - (was == null ? 0 : was.cpu());
            long waited = e.getValue().waited() - (was == null ? 0 : was.waited());
            long[] sum = groups.get(group(e.getValue().name()));
            sum[0] += cpu;
            sum[1] += waited;
        }
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, long[]> g : groups.entrySet()) {
            if (out.length() > 0) out.append(", ");
            out.append(String.format(Locale.ROOT, "%s %.0f (%.0f)", g.getKey(), g.getValue()[0] / 1e6, g.getValue()[1] / 1e6));
        }
        return out.toString();
    }

    private static String group(String name) {
        for (String[] g : GROUPS) {
            for (int i = 1; i < g.length; i++) if (name.startsWith(g[i])) return g[0];
        }
        return "other";
    }
}
