package savelens.app.raw;

import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.BackgroundTask;
import savelens.app.task.TaskExecutor;
import savelens.document.Document;
import savelens.index.TextPastOneArrayException;
import savelens.index.ValueIndex;
import savelens.path.Location;

/**
 * The Raw tab's content: the document's source text (for a compressed save, the decoded JSON the document
 * indexes) as rows, and the byte range of the selected value to highlight. The rows are cut in the background
 * and only while the tab is shown ({@link #setShown}); an edit cuts them again. Touches no control.
 */
public final class RawTextViewModel {
    /** A byte range of the text, {@code [start, end)}. */
    public record Span(int start, int end) {}

    private final DocumentViewModel document;
    private final TaskExecutor executor;
    private final ReadOnlyObjectWrapper<RawRows> rows = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Span> highlight = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyIntegerWrapper highlightRow = new ReadOnlyIntegerWrapper(-1);
    private final ReadOnlyStringWrapper unavailable = new ReadOnlyStringWrapper();
    private boolean shown;
    /** The text the rows are (or are being) cut from. */
    private byte[] cutFrom;

    public RawTextViewModel(DocumentViewModel document, TaskExecutor executor) {
        this.document = document;
        this.executor = executor;
        document.stateProperty().addListener((o, was, now) -> update());
        document.selectedPathProperty().addListener((o, was, now) -> locate());
    }

    /** The tab is shown (rows are cut now if they are not yet) or hidden (nothing is done while it is). */
    public void setShown(boolean shown) {
        this.shown = shown;
        update();
    }

    private void update() {
        if (!shown) return;
        long length = document.document().textLength();
        if (length > TextPastOneArrayException.MOST) {
            // The rows are cut from the text as one array; a helio text read in pieces past that is not shown here.
            cutFrom = null;
            rows.set(null);
            highlightRow.set(-1);
            highlight.set(null);
            unavailable.set("The raw text is not shown: " + new TextPastOneArrayException(length).getMessage() + ".");
            return;
        }
        unavailable.set(null);
        byte[] text = document.document().text();
        if (text == cutFrom) {
            locate();
            return;
        }
        cutFrom = text;
        executor.execute(BackgroundTask.of("Showing the raw text", context -> RawRows.of(text))
                .onSuccess(cut -> {
                    if (cutFrom != text) return; // an edit came meanwhile; its own rows are on the way
                    rows.set(cut);
                    locate();
                })
                .onCancelled(() -> {
                    if (cutFrom == text) cutFrom = null; // shown again, it tries again
                }));
    }

    /** The selection's bytes: a node's whole body, a field's value. */
    private void locate() {
        RawRows r = rows.get();
        Document doc = document.document();
        if (r == null || r.text() != doc.text()) return;
        Location at = document.selectedLocation();
        if (at == null) {
            highlightRow.set(-1);
            highlight.set(null);
            return;
        }
        ValueIndex index = doc.index();
        int v = at.isNode() ? doc.nodeValue(at.node()) : at.value();
        if (doc.hasSyntheticRoot() && at.node() == doc.root()) {
            // A root made by the reader (a Unity scene's, a Marshal file's) and its entries have no bytes of their
            // own: an entry shows the node it leads to, the root itself nothing.
            int target = at.isNode() ? -1 : doc.target(v);
            if (target < 0) {
                highlightRow.set(-1);
                highlight.set(null);
                return;
            }
            v = doc.nodeValue(target);
        }
        if (v < 0) v = 0;
        Span span = new Span(index.startInt(v), index.endInt(v)); // the raw view shows a text of one array
        // The row first: whoever hears of the new highlight scrolls to the row.
        highlightRow.set(r.rowOf(span.start()));
        highlight.set(span);
    }

    /** Why the text is not shown (a text past one array's most), or null. */
    public ReadOnlyStringProperty unavailableProperty() { return unavailable.getReadOnlyProperty(); }

    /** The text as rows; null until first cut. */
    public ReadOnlyObjectProperty<RawRows> rowsProperty() { return rows.getReadOnlyProperty(); }

    /** The selected value's bytes, or null. */
    public ReadOnlyObjectProperty<Span> highlightProperty() { return highlight.getReadOnlyProperty(); }

    /** The row the selected value starts in, or -1. */
    public ReadOnlyIntegerProperty highlightRowProperty() { return highlightRow.getReadOnlyProperty(); }

    /** The highlighted text itself (for tests and tools), or null. */
    public String highlightedText() {
        Span s = highlight.get();
        RawRows r = rows.get();
        return s == null || r == null ? null : r.decode(s.start(), s.end());
    }
}
