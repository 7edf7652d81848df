package savelens.app.cli;

import com.sun.management.DiagnosticCommandMBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceConfigurationError;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * A command over a big file runs each of its loops (the read, every analysis) once, then exits. The JVM's optimising
 * compiler (C2) compiles those loops while they run: on a 1M-node scene about half a command's CPU, the read loop
 * alone one compile of 2 s, ready when three quarters of the read are done, then the read's methods again one by one
 * after it ended. Such a command asks the JVM, through its diagnostic command for compiler directives, to leave C2 out:
 * every hot method is then compiled by the quick compiler (C1) alone, and the command takes less CPU and less time
 * (see docs/bench.md). The window, which runs long, keeps both compilers.
 */
public final class OneShotCompilation {
    /** Files from this size on: at 100k nodes (12 MB) the gain is already small beside the directive's own start. */
    static final long FROM_BYTES = 8L << 20;
    /** The directive: no method goes to C2 (then HotSpot compiles it with C1 alone, without profiling it). */
    static final String DIRECTIVE = "[{match: \"*.*\", c2: {Exclude: true}}]";
    private static final String BEAN = "com.sun.management:type=DiagnosticCommand";
    /**
     * What may still escape the directive's thread (an OutOfMemoryError raised outside its try, in a heap too small for
     * the JVM's management) ends it without a word: its work is optional, and a handler that allocates would itself
     * fail there and make the JVM print a second error beside the command's own one-line message.
     */
    private static final Thread.UncaughtExceptionHandler QUIET = (thread, failure) -> { };

    private OneShotCompilation() {}

    /**
     * For a command that names a file of {@link #FROM_BYTES} or more: leaves C2 out on a thread of its own (starting
     * the JVM's management takes a tenth of a second or two, which the read need not wait for). Long-running commands
     * and small files are left alone.
     */
    public static void forCommand(List<String> args) {
        if (!wanted(args)) return;
        Thread t = new Thread(OneShotCompilation::leaveOutC2, "savelens-one-shot-compilation");
        t.setDaemon(true);
        t.setUncaughtExceptionHandler(QUIET);
        t.start();
    }

    /** True for a command that reads a file once and names one of {@link #FROM_BYTES} or more. */
    static boolean wanted(List<String> args) {
        if (args.isEmpty() || !Cli.isCommand(args.get(0)) || args.get(0).equals("live") || args.get(0).equals("demo-world")) return false;
        for (String a : args.subList(1, args.size())) {
            try {
                Path p = Path.of(a);
                if (Files.isRegularFile(p) && Files.size(p) >= FROM_BYTES) return true;
            } catch (InvalidPathException | IOException | SecurityException e) {
                // not a file this command reads: an option, a path in the document, a value
            }
        }
        return false;
    }

    /**
     * Adds {@link #DIRECTIVE}; false when this JVM has no such command (a runtime without {@code jdk.management}, another
     * JVM) or refuses it: the command then runs with both compilers, as it would anyway.
     */
    static boolean leaveOutC2() {
        Path file = null;
        try {
            file = Files.createTempFile("savelens-compiler", ".json");
            Files.writeString(file, DIRECTIVE, StandardCharsets.UTF_8);
            MBeanServer server = ManagementFactory.getPlatformMBeanServer();
            ObjectName bean = new ObjectName(BEAN);
            if (!server.isInstanceOf(bean, DiagnosticCommandMBean.class.getName())) return false;
            Object said = server.invoke(bean, "compilerDirectivesAdd", new Object[] {new String[] {file.toString()}},
                    new String[] {String[].class.getName()});
            return String.valueOf(said).contains("1 compiler directives added");
        } catch (IOException | JMException | RuntimeException | LinkageError | ServiceConfigurationError | OutOfMemoryError e) {
            // A heap too small to start the JVM's management in: the command goes on with both compilers, and says
            // itself, in one line, if the file is too large for it.
            return false;
        } finally {
            if (file != null) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException e) {
                    file.toFile().deleteOnExit();
                }
            }
        }
    }

    /** Takes the directive back (tests, which run in a JVM that goes on). */
    static boolean restoreC2() {
        try {
            ManagementFactory.getPlatformMBeanServer().invoke(new ObjectName(BEAN), "compilerDirectivesRemove", new Object[0], new String[0]);
            return true;
        } catch (JMException | RuntimeException | LinkageError e) {
            return false;
        }
    }
}
