package savelens.app.panels;

import savelens.document.Severity;
import savelens.json.VisibleText;
import savelens.path.DocumentPath;

/**
 * A finding as listed; {@code path()} is null when it is not tied to a place. The message is shown as
 * {@link VisibleText} shows any string: it may name a type or field holding a tab.
 */
public record DiagnosticRow(Severity severity, String message, FindingPlace place) {
    /** Where the finding is, named when first asked; null when it is tied to no place. */
    public DocumentPath path() { return place.path(); }

    @Override public String toString() { return (severity == Severity.ERROR ? "error: " : "warning: ") + VisibleText.show(message); }
}
