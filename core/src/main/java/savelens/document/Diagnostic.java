package savelens.document;

/** A finding about a document; {@code node} and {@code value} say where (-1 when not tied to one). */
public record Diagnostic(Severity severity, String message, int node, int value) {
    public static Diagnostic error(String message, int node, int value) {
        return new Diagnostic(Severity.ERROR, message, node, value);
    }

    public static Diagnostic warning(String message, int node, int value) {
        return new Diagnostic(Severity.WARNING, message, node, value);
    }
}
