package savelens.app.cli;

import java.nio.file.Path;
import java.util.Locale;

/**
 * What the command line says when a file is too large for the heap, while it is read or analysed alike: the file,
 * the memory SaveLens had, and how to start it with about twice as much, in the words of the way it was started (the
 * installed launcher reads JAVA_TOOL_OPTIONS, the jar takes java's -Xmx).
 */
final class MemoryAdvice {
    private MemoryAdvice() {}

    /** The line for {@code file}, for SaveLens as this JVM was started. */
    static String line(String file) {
        return line(file, Runtime.getRuntime().maxMemory(), System.getProperty("jpackage.app-path"));
    }

    /**
     * The line for {@code file} with a heap of at most {@code maxHeap} bytes; {@code launcher} the installed
     * launcher's path (jpackage's launchers set {@code jpackage.app-path}), or null when started by {@code java -jar}.
     */
    static String line(String file, long maxHeap, String launcher) {
        String more = "-Xmx" + Math.max(1, (2 * maxHeap + GIB - 1) / GIB) + "g";
        String how = launcher != null
                ? "JAVA_TOOL_OPTIONS=" + more + " " + Path.of(launcher).getFileName() + " …"
                : "java " + more + " -jar savelens.jar …";
        return "savelens: " + file + ": too large for the memory SaveLens was given (" + mib(maxHeap)
                + "); run it again with more, e.g. " + how;
    }

    private static final long GIB = 1L << 30;

    private static String mib(long bytes) { return String.format(Locale.ROOT, "%,d MiB", bytes >> 20); }
}
