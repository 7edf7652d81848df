package savelens.app.panels;

import savelens.document.Severity;

/** A finding as listed; {@code path} is null when it is not tied to a place. */
public record DiagnosticRow(Severity severity, String message, String path) {
    @Override public String toString() { return (severity == Severity.ERROR ? "error: " : "warning: ") + message; }
}
