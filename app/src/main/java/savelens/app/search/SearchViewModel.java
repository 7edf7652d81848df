package savelens.app.search;

import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.BackgroundTask;
import savelens.app.task.BatchRelay;
import savelens.app.panels.Counted;
import savelens.app.task.TaskExecutor;
import savelens.json.VisibleText;

/**
 * Runs searches over one document in the background, showing hits in batches while the search goes on
 * (at most {@link DocumentSearch#LIMIT}), and lets the user choose a hit to reveal. A new search replaces
 * the one running; {@link #cancel} stops it and keeps what was found. The field searches as the user types
 * ({@link #edited} at once, {@link #search} once typing pauses); {@link #next} and {@link #previous} step
 * through the hits (Enter and Shift+Enter), searching first when the text changed since.
 */
public final class SearchViewModel {
    private final DocumentViewModel document;
    private final TaskExecutor executor;
    private final int limit;
    private final ObservableList<SearchHit> results = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper searching = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyIntegerWrapper current = new ReadOnlyIntegerWrapper(-1);
    private BackgroundTask<?> running;
    /** The query whose hits are shown (or being found); null before the first search. */
    private String searched;
    /** Enter was pressed before the first hit arrived: go to it when it does. */
    private boolean goToFirst;

    public SearchViewModel(DocumentViewModel document, TaskExecutor executor) {
        this(document, executor, DocumentSearch.LIMIT);
    }

    /** With another cap on the hits kept (tests). */
    SearchViewModel(DocumentViewModel document, TaskExecutor executor, int limit) {
        this.document = document;
        this.executor = executor;
        this.limit = limit;
        // Hits are named when shown; those of a document no longer current are named now, so as not to keep it.
        document.stateProperty().addListener((o, was, now) -> nameHitsOfOlderStates());
    }

    private record Outcome(int kept, boolean overflowed) {}

    /** Takes the texts that are queries rather than words or paths. */
    public interface QueryRoute {
        boolean test(String text);

        void accept(String text);
    }

    private QueryRoute queries = new QueryRoute() {
        @Override public boolean test(String text) { return false; }

        @Override public void accept(String text) { }
    };

    /** Where texts that are queries go instead of being searched for. */
    public void setQueryRoute(QueryRoute route) { this.queries = route; }

    /** The field's text changed: the old hits no longer answer it, so they go at once (the search follows). */
    public void edited(String query) {
        if (query != null && query.trim().equals(searched == null ? null : searched.trim())) return;
        cancel();
        results.clear();
        current.set(-1);
        goToFirst = false;
        searched = null;
        summary.set("");
    }

    public void search(String query) {
        cancel();
        results.clear();
        current.set(-1);
        goToFirst = false;
        searched = query;
        DocumentState state = document.state();
        if (query == null || query.isBlank()) {
            summary.set("");
            return;
        }
        // A text from $ that is no path is a JSONPath query: its hits are listed elsewhere (the Query panel).
        if (queries.test(query)) {
            // A path that leads nowhere is asked as a query too; the user still learns where the path stopped.
            String why = PathQuery.whereItStopped(state, query.trim());
            summary.set(why == null ? "JSONPath query" : why + "; asked as a JSONPath query");
            queries.accept(query);
            return;
        }
        searching.set(true);
        summary.set("searching…");
        BackgroundTask<Outcome> task = BackgroundTask.of("Searching", context -> {
            BatchRelay<SearchHit> relay = new BatchRelay<>(context, this::showBatch);
            HitBatches batches = new HitBatches(limit, relay::offer);
            DocumentSearch.search(state, query, limit, batches, context::isCancelled);
            batches.flush();
            return new Outcome(batches.kept(), batches.overflowed());
        }).onSuccess(outcome -> {
            searching.set(false);
            nameHitsOfOlderStates();
            goToFirst = false;
            summary.set(outcome.kept() == 0 ? nothingFound(state, query) : count(outcome.kept(), outcome.overflowed()));
        }).onFailure(failure -> {
            searching.set(false);
            results.clear();
            summary.set("search failed: " + failure.getMessage());
        }).onCancelled(() -> {
            searching.set(false);
            nameHitsOfOlderStates();
            summary.set(results.isEmpty() ? "" : count(results.size(), false) + " (stopped)");
        });
        running = task; // known to Cancel from the start, however the executor runs it
        searchedState = state;
        executor.execute(task);
    }

    /** The state the hits listed were found in. */
    private DocumentState searchedState;

    /**
     * When the document has moved on from the state the listed hits were found in, names those not yet named (in
     * the background) so that they let that state go: a big document's old revision is not kept for them.
     */
    private void nameHitsOfOlderStates() {
        if (searchedState == null || searchedState == document.state() || searching.get()) return;
        List<SearchHit> unnamed = results.stream().filter(h -> !h.named()).toList();
        searchedState = null;
        if (unnamed.isEmpty()) return;
        executor.execute(BackgroundTask.of("Naming the search hits", context -> {
            for (SearchHit h : unnamed) h.name();
            return null;
        }).cancellable(false));
    }

    private void showBatch(List<SearchHit> batch) {
        // The summary first: a listener of the results may stop the search, and its word must be the last.
        summary.set(count(results.size() + batch.size(), false) + " so far…");
        results.addAll(batch);
        if (goToFirst && !results.isEmpty()) {
            goToFirst = false;
            goTo(0);
        }
    }

    /** Why nothing was found: for a path, where it stops leading anywhere. */
    private static String nothingFound(DocumentState state, String query) {
        String why = PathQuery.whyNot(state, query.trim());
        return why != null ? why : "nothing matches " + VisibleText.show(query.trim(), 60);
    }

    /**
     * Enter: the first hit of the text in the field, then the next one (after the last, the first again). When
     * the text is not the one searched (typing has not paused yet), searches first.
     */
    public void next(String query) { step(query, 1); }

    /** Shift+Enter: the hit before the current one (before the first, the last). */
    public void previous(String query) { step(query, -1); }

    private void step(String query, int by) {
        if (searched == null || !searched.trim().equals(query == null ? "" : query.trim())) {
            search(query);
            if (results.isEmpty()) goToFirst = searching.get();
            else goTo(by > 0 ? 0 : results.size() - 1);
            return;
        }
        if (results.isEmpty()) {
            goToFirst = searching.get();
            return;
        }
        int at = current.get();
        goTo(at < 0 ? (by > 0 ? 0 : results.size() - 1) : Math.floorMod(at + by, results.size()));
    }

    /** Reveals hit {@code i} and makes it the current one. */
    public void goTo(int i) {
        if (i < 0 || i >= results.size()) return;
        current.set(i);
        document.jumpTo(results.get(i).path());
    }

    /** {@code 1 hit}, {@code 1,234 hits}, {@code 10,000+ hits}. */
    static String count(int n, boolean more) {
        return Counted.number(n) + (more ? "+" : "") + (n == 1 && !more ? " hit" : " hits");
    }

    /** Stops the running search; the hits found so far stay. */
    public void cancel() {
        if (running != null) running.cancel();
    }

    /** Reveals a hit in the tree, however deep it sits (chosen in the list). */
    /** A hit as its row shows it: where (by scene name in a scene, else by path), why, and what matched. */
    public String shown(SearchHit hit) {
        return document.placeName(hit.path()) + "  —  " + hit.why() + ": " + hit.matched();
    }

    public void choose(SearchHit hit) {
        if (hit == null) return;
        for (int i = 0; i < results.size(); i++) {
            if (results.get(i) == hit) { // by identity: comparing by path would name every hit before it
                current.set(i);
                break;
            }
        }
        document.jumpTo(hit.path());
    }

    /** The hit Enter last went to (or chosen in the list), -1 for none. */
    public ReadOnlyIntegerProperty currentProperty() { return current.getReadOnlyProperty(); }

    public ObservableList<SearchHit> results() { return results; }

    public ReadOnlyStringProperty summaryProperty() { return summary.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty searchingProperty() { return searching.getReadOnlyProperty(); }
}
