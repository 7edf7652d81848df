package savelens.app.memory;

import java.nio.file.Path;
import java.util.Locale;

/**
 * What SaveLens says of a file too large for its heap, on the command line and in the window alike, while the file is
 * read or analysed: the memory SaveLens had, and how to start it with about twice as much, in the words of the way it
 * was started (the installed launchers read JAVA_TOOL_OPTIONS, the jar takes java's -Xmx). Plain Java, as the command
 * line runs where there is no JavaFX.
 */
public final class MemoryAdvice {
    private MemoryAdvice() {}

    /** The words for SaveLens as this JVM was started. */
    public static String tooLarge() {
        return tooLarge(Runtime.getRuntime().maxMemory(), System.getProperty("jpackage.app-path"));
    }

    /**
     * The words with a heap of at most {@code maxHeap} bytes; {@code launcher} the installed launcher's path
     * (jpackage's launchers set {@code jpackage.app-path}), or null when started by {@code java -jar}.
     */
    public static String tooLarge(long maxHeap, String launcher) {
        String more = "-Xmx" + Math.max(1, (2 * maxHeap + GIB - 1) / GIB) + "g";
        String how = launcher != null
                ? "JAVA_TOOL_OPTIONS=" + more + " " + Path.of(launcher).getFileName() + " …"
                : "java " + more + " -jar savelens.jar …";
        return "too large for the memory SaveLens was given (" + mib(maxHeap) + "); run it again with more, e.g. " + how;
    }

    private static final long GIB = 1L << 30;

    private static String mib(long bytes) { return String.format(Locale.ROOT, "%,d MiB", bytes >> 20); }
}
