package savelens.app.query;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import savelens.app.document.PendingEdit;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.panels.Counted;
import savelens.app.task.BackgroundTask;
import savelens.app.task.BatchRelay;
import savelens.app.task.TaskExecutor;
import savelens.diff.Alignment;
import savelens.diff.DocumentDiff;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.edit.EditRefusedException;
import savelens.edit.SetValues;
import savelens.json.VisibleText;
import savelens.path.DocumentPath;
import savelens.path.PathException;
import savelens.path.ValuePrinter;
import savelens.query.QuerySyntaxException;
import savelens.query.QueryValueJson;
import savelens.query.document.DocumentHit;
import savelens.query.document.HitNames;
import savelens.query.document.DocumentQuery;
import savelens.query.document.DocumentTree;

/**
 * RFC 9535 JSONPath queries over the open document, from the search field: the query runs on the task executor and
 * its hits come in batches as they are found (the first at once), each with its value and name; a bad query is
 * shown with its column. "Set all matches…" prepares one value for every hit as one {@link SetValues} edit and
 * hands it to the Compare list ({@link #setPreview}) to be applied from there. Touches no control.
 */
public final class QueryViewModel {
    /** Hits listed at most; a query that finds more says so ("10,000+"). */
    public static final int LIMIT = 10_000;
    /** The longest value text a row shows. */
    static final int SHOWN = 200;
    /** Hits handed to the screen at once at most, and the longest wait between two hand-overs. */
    static final int BATCH = 250;
    private static final long MAX_WAIT_NANOS = 50_000_000L;
    /**
     * How long a query runs before the status bar lists it (with its Cancel): listing it at once made the window lay
     * itself out again in the pulse that shows the first hits, 40 to 90 ms at a million nodes.
     */
    static final java.time.Duration STATUS_AFTER = java.time.Duration.ofMillis(400);
    /** How long a query looks for its first hits on the UI thread before a worker takes over. */
    static final long FIRST_HITS_NANOS = 10_000_000L;

    private final DocumentViewModel document;
    private final TaskExecutor executor;
    private final ObservableList<QueryHitRow> hits = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper query = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyIntegerWrapper errorColumn = new ReadOnlyIntegerWrapper(-1);
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper preparing = new ReadOnlyBooleanWrapper(false);
    private final BooleanProperty eachNode = new SimpleBooleanProperty(false);
    private Consumer<PendingEdit> preview = edit -> { };
    private DocumentQuery parsed;
    private BackgroundTask<?> task;
    /** Counts runs, so that batches of a run overtaken by a newer one are dropped. */
    private long generation;
    private long firstHitsNanos = FIRST_HITS_NANOS;
    /** Whether the hits listed are of the document before an edit, until the run after it lists its first (see {@link #run(String, boolean)}). */
    private boolean hitsFromBefore;

    public QueryViewModel(DocumentViewModel document, TaskExecutor executor) {
        this.document = document;
        this.executor = executor;
        eachNode.addListener((o, was, now) -> {
            if (!query.get().isEmpty()) run(query.get());
        });
        // Hits name values of the document as it was: after an edit they are looked for again, all on a worker (the
        // window shows the edit first), the hits shown replaced when the first new ones come.
        document.stateProperty().addListener((o, was, now) -> {
            if (parsed != null) run(query.get(), false);
        });
    }

    /**
     * Whether a search text is a query: it starts with {@code $} and does not resolve as a SaveLens path
     * ({@code $.party._gold} stays a path; {@code $.party._items[?@ > 10]} is a query).
     */
    public static boolean isQuery(DocumentState state, String text) {
        String t = text == null ? "" : text.trim();
        if (!t.startsWith("$")) return false;
        try {
            return state.paths().resolve(state.paths().parse(t)) == null;
        } catch (PathException | IllegalArgumentException notAPath) {
            return true;
        }
    }

    /**
     * How many hits a query found (at most {@link #LIMIT}), whether there were more, and whether it ran to its end
     * (it was not stopped before).
     */
    record Outcome(int found, boolean more, boolean complete) {}

    private static String said(Outcome outcome, String query, String nothingHint) {
        return outcome.found() == 0 ? "nothing matches " + VisibleText.show(query, 60) + nothingHint : count(outcome.found(), outcome.more());
    }

    /**
     * What to add to "nothing matches" when the query looked from the root only in a document of several nodes: {@code $..}
     * stops at references, so a first query on a scene finds nothing where Each node would.
     */
    private static String nothingHint(DocumentQuery dq, DocumentState state) {
        return dq.eachNode() || state.document().nodeCount() <= 1 ? "" : " (from the root only; Each node looks in every node)";
    }

    /** Runs a query over the document as it is now; the hits of the one running before go. */
    public void run(String text) {
        run(text, true);
    }

    /**
     * {@code firstHere}: the first hits are looked for on this thread (the query was asked); else (the document
     * changed under it) every hit is looked for on a worker and the hits shown stay, said to be updated, until the
     * first new ones replace them: a few milliseconds of looking and a list laid out again would otherwise hold the
     * pulse that shows the edit.
     */
    private void run(String text, boolean firstHere) {
        cancel();
        long mine = ++generation;
        error.set("");
        errorColumn.set(-1);
        problem.set("");
        String q = text == null ? "" : text.trim();
        query.set(q);
        parsed = null;
        if (q.isEmpty()) {
            hits.clear();
            summary.set("");
            return;
        }
        DocumentQuery dq;
        try {
            dq = DocumentQuery.parse(q, eachNode.get());
        } catch (QuerySyntaxException e) {
            // Where and what, under the query: no stack trace.
            error.set(q + "\n" + " ".repeat(Math.min(e.position(), q.length())) + "^ column " + (e.position() + 1) + ": " + e.problem());
            errorColumn.set(e.position());
            hits.clear();
            summary.set("bad query");
            return;
        }
        parsed = dq;
        DocumentState state = document.state();
        // The first hits are looked for here, for a few milliseconds at most, so that they are listed in the same pulse
        // as the query: a hand-over to a worker and back waits for two threads to get a processor, which on a busy
        // machine was most of the way to the first hit. A query over a small document ends here; over a big one, a
        // worker goes on from there, passing over the hits listed.
        List<QueryHitRow> first = new ArrayList<>();
        if (firstHere) {
            long deadline = System.nanoTime() + firstHitsNanos;
            Outcome quick;
            try {
                quick = stream(state, dq, 0, () -> first.size() >= BATCH || System.nanoTime() - deadline > 0, first::addAll);
            } catch (RuntimeException | StackOverflowError e) {
                hits.clear();
                summary.set("query failed: " + e.getMessage());
                return;
            }
            hits.setAll(first); // the hits before go in the same change: the list is laid out once
            if (quick.complete()) {
                summary.set(said(quick, q, nothingHint(dq, state)));
                return;
            }
        }
        int shown = first.size();
        // The hits of the document before the edit, until the first of the new ones replace them.
        hitsFromBefore = !firstHere;
        running.set(true);
        summary.set(!firstHere ? UPDATING : shown == 0 ? "querying…" : count(shown, false) + " so far…");
        BackgroundTask<Outcome> t = BackgroundTask.of("Querying", context -> {
            BatchRelay<QueryHitRow> relay = new BatchRelay<>(context, batch -> {
                if (mine != generation) return;
                if (!hitsFromBefore) showBatch(batch);
                else {
                    hitsFromBefore = false;
                    summary.set(count(batch.size(), false) + " so far…");
                    hits.setAll(batch); // one change: the list is laid out once
                }
            });
            return stream(state, dq, shown, context::isCancelled, relay::offer);
        }).shownAfter(STATUS_AFTER).onSuccess(outcome -> {
            if (mine != generation) return;
            if (hitsFromBefore) hits.clear(); // no hit any more
            hitsFromBefore = false;
            running.set(false);
            summary.set(said(outcome, q, nothingHint(dq, state)));
        }).onFailure(failure -> {
            if (mine != generation) return;
            if (hitsFromBefore) hits.clear();
            hitsFromBefore = false;
            running.set(false);
            summary.set("query failed: " + failure.getMessage());
        });
        task = t;
        executor.execute(t);
    }

    /**
     * The query's hits over a document as rows, each with its value and name, handed to {@code offer} as they are
     * found, passing over the first {@code shown} (listed already): the first at once, then a batch when it is full
     * or a short while has passed; at most {@link #LIMIT}. {@code stop} ends it early.
     */
    static Outcome stream(DocumentState state, DocumentQuery dq, int shown, BooleanSupplier stop, Consumer<List<QueryHitRow>> offer) {
        Document doc = state.document();
        DocumentTree tree = dq.tree(doc);
        ValuePrinter printer = new ValuePrinter(doc);
        List<QueryHitRow> batch = new ArrayList<>();
        long[] sent = {System.nanoTime()};
        int[] found = {0};
        boolean[] more = {false};
        boolean ended = dq.stream(tree, stop, h -> {
            if (found[0] == LIMIT) {
                more[0] = true; // one more than the cap exists: enough to say "10,000+", so stop
                return false;
            }
            if (++found[0] <= shown) return true;
            batch.add(row(doc, state, tree, printer, h));
            if (found[0] == shown + 1 || batch.size() >= BATCH || System.nanoTime() - sent[0] >= MAX_WAIT_NANOS) {
                offer.accept(List.copyOf(batch));
                batch.clear();
                sent[0] = System.nanoTime();
                return !stop.getAsBoolean();
            }
            return true;
        });
        if (!batch.isEmpty()) offer.accept(List.copyOf(batch));
        return new Outcome(found[0], more[0], ended || more[0]);
    }

    private static QueryHitRow row(Document doc, DocumentState state, DocumentTree tree, ValuePrinter printer, DocumentHit h) {
        String value;
        if (h.location().node() < 0 && h.isNode()) {
            // $ itself in each-node mode, the array of every node: named, not printed
            value = tree.isEachNode() ? "[every node, " + doc.nodeCount() + "]" : QueryValueJson.write(tree, h.value());
        } else {
            value = printer.print(h.location());
        }
        return new QueryHitRow(h.path(), VisibleText.show(value, SHOWN), HitNames.of(doc, state.names(), h));
    }

    private void showBatch(List<QueryHitRow> batch) {
        summary.set(count(hits.size() + batch.size(), false) + " so far…");
        hits.addAll(batch);
    }

    /** What the summary says while the hits shown are of the document before an edit. */
    static final String UPDATING = "updating after the edit: the hits shown are from before it…";

    static String count(int n, boolean more) {
        return Counted.number(n) + (more ? "+" : "") + (n == 1 && !more ? " hit" : " hits");
    }

    /** How long a query looks for its first hits before a worker takes over (tests make it certain either way). */
    void firstHitsFor(java.time.Duration budget) { firstHitsNanos = budget.toNanos(); }

    /** Stops the running query; the hits found so far stay. */
    public void cancel() {
        if (task != null && !task.isDone()) {
            task.cancel();
            running.set(false);
            if (hitsFromBefore) hits.clear(); // those of the document before the edit are not this one's
            hitsFromBefore = false;
            if (!hits.isEmpty()) summary.set(count(hits.size(), false) + " (stopped)");
        }
    }

    /** A hit as its row shows it: where (by scene name in a scene, else by path), its value, and its name. */
    public String shown(QueryHitRow hit) {
        return document.placeName(hit.path()) + "  " + hit.value() + (hit.name() == null ? "" : "  \"" + VisibleText.show(hit.name(), 80) + "\"");
    }

    /** Where a prepared "Set all matches…" goes to be shown and applied (the Compare list). */
    public void setPreview(Consumer<PendingEdit> preview) { this.preview = preview; }

    /**
     * "Set all matches…": works out, in the background, the edit that sets every hit of the query to one value
     * (as {@code savelens set --all} does: every hit, not only those listed), and the changes it makes, and hands
     * them to the preview. Nothing changes until it is applied there. A refusal (a whole node, overlapping hits,
     * a value a hit cannot take) is the {@link #problemProperty}.
     */
    public void prepareSetAll(String valueText) {
        problem.set("");
        DocumentQuery dq = parsed;
        if (dq == null) {
            problem.set("Run a query first");
            return;
        }
        NewValue value;
        try {
            value = NewValue.parse(valueText == null ? "" : valueText.trim());
        } catch (RuntimeException e) {
            problem.set("Cannot set " + VisibleText.show(valueText, 40) + ": " + e.getMessage());
            return;
        }
        Document doc = document.document();
        String format = document.openFile() == null ? "json" : document.openFile().format().name();
        preparing.set(true);
        executor.execute(BackgroundTask.of("Preparing to set every match", context -> {
            Map<Integer, String> labels = new LinkedHashMap<>();
            for (DocumentHit h : dq.run(doc)) {
                if (h.isNode()) throw new EditRefusedException(h.path() + " is a whole node; select its fields (" + h.path() + ".name) to set them");
                labels.putIfAbsent(h.location().value(), h.path().toString());
            }
            if (labels.isEmpty()) throw new EditRefusedException("nothing matches " + dq.query().text());
            SetValues edit = new SetValues(labels, value);
            Document after = edit.execute(doc);
            String title = Counted.of(labels.size(), "value") + " set to " + VisibleText.show(valueText.trim(), 40)
                    + ": Apply makes it one undoable edit";
            return new PendingEdit(title, doc, edit, DocumentDiff.between(doc, after, Alignment.forFormat(format, doc)));
        }).onSuccess(edit -> {
            preparing.set(false);
            if (edit.before() == document.document()) preview.accept(edit);
            else problem.set("The document changed meanwhile: set them again");
        }).onFailure(failure -> {
            preparing.set(false);
            problem.set("Cannot set them: " + failure.getMessage());
        }));
    }

    /** True when there are hits that "Set all matches…" could set. */
    public boolean canSetAll() { return parsed != null && !hits.isEmpty(); }

    public ObservableList<QueryHitRow> hits() { return hits; }

    /** The query whose hits are shown ("" for none). */
    public ReadOnlyStringProperty queryProperty() { return query.getReadOnlyProperty(); }

    /** "12 hits", "nothing matches …", "bad query". */
    public ReadOnlyStringProperty summaryProperty() { return summary.getReadOnlyProperty(); }

    /** A bad query: the query, and under it a caret at the column with what is wrong; "" when it is fine. */
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }

    /** Where a bad query goes wrong (0-based), -1 when it is fine. */
    public ReadOnlyIntegerProperty errorColumnProperty() { return errorColumn.getReadOnlyProperty(); }

    /** Why "Set all matches…" was refused, or "". */
    public ReadOnlyStringProperty problemProperty() { return problem.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty runningProperty() { return running.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty preparingProperty() { return preparing.getReadOnlyProperty(); }

    /** Whether {@code $} is every node of the file, one after another ({@code --each-node}). */
    public BooleanProperty eachNodeProperty() { return eachNode; }
}
