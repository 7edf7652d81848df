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

    /**
     * The words for SaveLens as this JVM was started, ending in the command that starts it with more memory, followed
     * by {@code arguments}: "…" for a command's own, the file's name for the window (where an ellipsis would read as
     * a message cut short).
     */
    public static String tooLarge(String arguments) {
        return tooLarge(Runtime.getRuntime().maxMemory(), System.getProperty("jpackage.app-path"), arguments);
    }

    /**
     * The words with a heap of at most {@code maxHeap} bytes; {@code launcher} the installed launcher's path
     * (jpackage's launchers set {@code jpackage.app-path}), or null when started by {@code java -jar}.
     */
    public static String tooLarge(long maxHeap, String launcher, String arguments) {
        String more = "-Xmx" + Math.max(1, (2 * maxHeap + GIB - 1) / GIB) + "g";
        String how = launcher != null
                ? "JAVA_TOOL_OPTIONS=" + more + " " + Path.of(launcher).getFileName()
                : "java " + more + " -jar savelens.jar";
        return "too large for the memory SaveLens was given (" + mib(maxHeap) + "); run it again with more, e.g. " + how
                + (arguments.isEmpty() ? "" : " " + arguments);
    }

    /** A file's name as a shell takes it: quoted when it holds a space or a character the shell reads. */
    public static String argument(Path file) {
        String name = String.valueOf(file.getFileName());
        return name.matches("[A-Za-z0-9._+,:@%/=-]+") ? name : "'" + name.replace("'", "'\\''") + "'";
    }

    private static final long GIB = 1L << 30;

    private static String mib(long bytes) { return String.format(Locale.ROOT, "%,d MiB", bytes >> 20); }
}
