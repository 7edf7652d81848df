package savelens.app.failure;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import savelens.app.memory.MemoryAdvice;

/**
 * What happens to an exception nobody caught, on the JavaFX thread or any other: it is written to the
 * {@link FailureLog} and to standard error, and {@link #messageProperty()} says in one line what failed, where,
 * and where the log is, for the window's failure banner. Without this, JavaFX prints the trace to a terminal the
 * user may not have and carries on, leaving a half-built window that says nothing (a tab that never appeared).
 */
public final class UncaughtFailures implements Thread.UncaughtExceptionHandler {
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper();
    private final List<Consumer<String>> listeners = new ArrayList<>();
    private final PrintStream err;
    private FailureLog log;

    public UncaughtFailures(FailureLog log, PrintStream err) {
        this.log = log;
        this.err = err;
    }

    /** For the window: the user's log, and standard error as it is when a failure comes. */
    public static UncaughtFailures forCurrentUser() { return new UncaughtFailures(FailureLog.forCurrentUser(), null); }

    /** Handles uncaught exceptions of the calling thread (the JavaFX thread) and of every thread without a handler. */
    public void install() {
        Thread.currentThread().setUncaughtExceptionHandler(this);
        Thread.setDefaultUncaughtExceptionHandler(this);
    }

    /** Writes to another log from now on (tests). */
    public void logTo(FailureLog other) { this.log = other; }

    public FailureLog log() { return log; }

    /** Told the banner's one line of each failure, on the JavaFX thread. */
    public void onFailure(Consumer<String> listener) { listeners.add(listener); }

    @Override public void uncaughtException(Thread thread, Throwable failure) {
        String where;
        try {
            log.write(thread.getName(), failure);
            where = "details in " + log.file();
        } catch (IOException | RuntimeException e) {
            where = "the log " + log.file() + " could not be written (" + e.getMessage() + "); details on standard error";
        }
        PrintStream err = this.err != null ? this.err : System.err;
        err.println("savelens: unexpected failure on thread \"" + thread.getName() + "\" (" + where + "):");
        failure.printStackTrace(err);
        String line = describe(failure) + "; " + where;
        if (Platform.isFxApplicationThread()) {
            show(line);
            return;
        }
        try {
            Platform.runLater(() -> show(line));
        } catch (IllegalStateException e) {
            // JavaFX is not running (any more): standard error and the log have it
        }
    }

    private void show(String line) {
        message.set(line);
        for (Consumer<String> l : List.copyOf(listeners)) l.accept(line);
    }

    /**
     * "SaveLens failed: KIND in CLASS.METHOD (FILE:LINE): MESSAGE", naming the innermost cause and the first
     * frame of SaveLens's own code in it (else its first frame), the message cut to one short line; a heap run out, in
     * the words of {@link MemoryAdvice}.
     */
    static String describe(Throwable failure) {
        Throwable cause = failure;
        while (cause.getCause() != null && cause.getCause() != cause) cause = cause.getCause();
        // Not a fault of SaveLens but a heap too small for the file: the advice the command line gives, not a class name.
        if (cause instanceof OutOfMemoryError) return "SaveLens ran out of memory: the open file is " + MemoryAdvice.tooLarge("");
        StackTraceElement at = null;
        for (StackTraceElement e : cause.getStackTrace()) {
            if (e.getClassName().startsWith("savelens.")) {
                at = e;
                break;
            }
        }
        if (at == null && cause.getStackTrace().length > 0) at = cause.getStackTrace()[0];
        StringBuilder s = new StringBuilder("SaveLens failed: ").append(cause.getClass().getSimpleName());
        if (at != null) {
            String cls = at.getClassName().substring(at.getClassName().lastIndexOf('.') + 1);
            s.append(" in ").append(cls).append('.').append(at.getMethodName());
            if (at.getFileName() != null && at.getLineNumber() > 0) s.append(" (").append(at.getFileName()).append(':').append(at.getLineNumber()).append(')');
        }
        String text = cause.getMessage();
        if (text != null && !text.isBlank()) {
            text = text.replaceAll("\\s+", " ").trim();
            s.append(": ").append(text.length() > 200 ? text.substring(0, 199) + "…" : text);
        }
        return s.toString();
    }

    /** The last failure's line, or empty; the banner shows it until dismissed. */
    public ReadOnlyStringProperty messageProperty() { return message.getReadOnlyProperty(); }

    public void dismiss() { message.set(null); }
}
