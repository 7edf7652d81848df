package savelens.app.search;

import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.BackgroundTask;
import savelens.app.task.TaskExecutor;

/** Runs searches over one document in the background and lets the user choose a hit to reveal. */
public final class SearchViewModel {
    private final DocumentViewModel document;
    private final TaskExecutor executor;
    private final ObservableList<SearchHit> results = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper searching = new ReadOnlyBooleanWrapper(false);
    private long generation;

    public SearchViewModel(DocumentViewModel document, TaskExecutor executor) {
        this.document = document;
        this.executor = executor;
    }

    public void search(String query) {
        long mine = ++generation;
        DocumentState state = document.state();
        searching.set(true);
        executor.execute(BackgroundTask.of("Searching", () -> DocumentSearch.find(state, query), hits -> {
            if (mine != generation) return; // a newer search is under way
            searching.set(false);
            show(query, hits);
        }, failure -> {
            if (mine != generation) return;
            searching.set(false);
            results.clear();
            summary.set("search failed: " + failure.getMessage());
        }));
    }

    private void show(String query, List<SearchHit> hits) {
        results.setAll(hits);
        if (query == null || query.isBlank()) summary.set("");
        else if (hits.isEmpty()) summary.set("nothing matches " + query);
        else summary.set(hits.size() + (hits.size() >= DocumentSearch.LIMIT ? "+" : "") + " found");
    }

    /** Reveals a hit in the tree, however deep it sits. */
    public void choose(SearchHit hit) {
        if (hit != null) document.jumpTo(hit.path());
    }

    public ObservableList<SearchHit> results() { return results; }

    public ReadOnlyStringProperty summaryProperty() { return summary.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty searchingProperty() { return searching.getReadOnlyProperty(); }
}
