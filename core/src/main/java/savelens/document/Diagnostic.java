package savelens.document;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * A finding about a document; {@code node} and {@code value} say where (-1 when not tied to one).
 * A reader that may find a great many (a file of 100,000 duplicates) gives the message as a function, made
 * into words only when someone reads it: most findings of such a file are counted, few are printed.
 */
public final class Diagnostic {
    private final Severity severity;
    private final int node;
    private final int value;
    private Supplier<String> words; // null once the message is made
    private volatile String message;

    public Diagnostic(Severity severity, String message, int node, int value) {
        this(severity, node, value, null, Objects.requireNonNull(message));
    }

    private Diagnostic(Severity severity, int node, int value, Supplier<String> words, String message) {
        this.severity = Objects.requireNonNull(severity);
        this.node = node;
        this.value = value;
        this.words = words;
        this.message = message;
    }

    public static Diagnostic error(String message, int node, int value) {
        return new Diagnostic(Severity.ERROR, message, node, value);
    }

    public static Diagnostic warning(String message, int node, int value) {
        return new Diagnostic(Severity.WARNING, message, node, value);
    }

    /** An error whose message is made when first read; {@code message} must give the same words every time. */
    public static Diagnostic error(Supplier<String> message, int node, int value) {
        return new Diagnostic(Severity.ERROR, node, value, Objects.requireNonNull(message), null);
    }

    /** A warning whose message is made when first read. */
    public static Diagnostic warning(Supplier<String> message, int node, int value) {
        return new Diagnostic(Severity.WARNING, node, value, Objects.requireNonNull(message), null);
    }

    public Severity severity() { return severity; }

    public String message() {
        String m = message;
        if (m == null) {
            synchronized (this) {
                m = message;
                if (m == null) {
                    m = Objects.requireNonNull(words.get());
                    message = m;
                    words = null; // let go of what the words were made from
                }
            }
        }
        return m;
    }

    public int node() { return node; }

    public int value() { return value; }

    @Override
    public boolean equals(Object o) {
        return o instanceof Diagnostic d && severity == d.severity && node == d.node && value == d.value && message().equals(d.message());
    }

    @Override
    public int hashCode() {
        return Objects.hash(severity, message(), node, value);
    }

    @Override
    public String toString() {
        return "Diagnostic[severity=" + severity + ", message=" + message() + ", node=" + node + ", value=" + value + "]";
    }
}
