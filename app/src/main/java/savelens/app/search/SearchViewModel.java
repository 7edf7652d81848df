package savelens.app.search;

import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.BackgroundTask;
import savelens.app.task.BatchRelay;
import savelens.app.task.TaskExecutor;

/**
 * Runs searches over one document in the background, showing hits in batches while the search goes on
 * (at most {@link DocumentSearch#LIMIT}), and lets the user choose a hit to reveal. A new search replaces
 * the one running; {@link #cancel} stops it and keeps what was found.
 */
public final class SearchViewModel {
    private final DocumentViewModel document;
    private final TaskExecutor executor;
    private final int limit;
    private final ObservableList<SearchHit> results = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper searching = new ReadOnlyBooleanWrapper(false);
    private BackgroundTask<?> running;

    public SearchViewModel(DocumentViewModel document, TaskExecutor executor) {
        this(document, executor, DocumentSearch.LIMIT);
    }

    /** With another cap on the hits kept (tests). */
    SearchViewModel(DocumentViewModel document, TaskExecutor executor, int limit) {
        this.document = document;
        this.executor = executor;
        this.limit = limit;
    }

    private record Outcome(int kept, boolean overflowed) {}

    public void search(String query) {
        cancel();
        results.clear();
        DocumentState state = document.state();
        if (query == null || query.isBlank()) {
            summary.set("");
            return;
        }
        searching.set(true);
        summary.set("searching…");
        BackgroundTask<Outcome> task = BackgroundTask.of("Searching", context -> {
            BatchRelay<SearchHit> relay = new BatchRelay<>(context, this::showBatch);
            HitBatches batches = new HitBatches(limit, relay::offer);
            DocumentSearch.search(state, query, batches, context::isCancelled);
            batches.flush();
            return new Outcome(batches.kept(), batches.overflowed());
        }).onSuccess(outcome -> {
            searching.set(false);
            summary.set(outcome.kept() == 0 ? "nothing matches " + query.trim() : count(outcome.kept(), outcome.overflowed()));
        }).onFailure(failure -> {
            searching.set(false);
            results.clear();
            summary.set("search failed: " + failure.getMessage());
        }).onCancelled(() -> {
            searching.set(false);
            summary.set(results.isEmpty() ? "" : count(results.size(), false) + " (stopped)");
        });
        running = task; // known to Cancel from the start, however the executor runs it
        executor.execute(task);
    }

    private void showBatch(List<SearchHit> batch) {
        // The summary first: a listener of the results may stop the search, and its word must be the last.
        summary.set(count(results.size() + batch.size(), false) + " so far…");
        results.addAll(batch);
    }

    /** {@code 1 hit}, {@code 1,234 hits}, {@code 10,000+ hits}. */
    static String count(int n, boolean more) {
        return String.format(Locale.ROOT, "%,d", n) + (more ? "+" : "") + (n == 1 && !more ? " hit" : " hits");
    }

    /** Stops the running search; the hits found so far stay. */
    public void cancel() {
        if (running != null) running.cancel();
    }

    /** Reveals a hit in the tree, however deep it sits. */
    public void choose(SearchHit hit) {
        if (hit != null) document.jumpTo(hit.path());
    }

    public ObservableList<SearchHit> results() { return results; }

    public ReadOnlyStringProperty summaryProperty() { return summary.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty searchingProperty() { return searching.getReadOnlyProperty(); }
}
