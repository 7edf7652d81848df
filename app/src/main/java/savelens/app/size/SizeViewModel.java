package savelens.app.size;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import savelens.app.document.PendingEdit;
import savelens.app.document.DocumentState;
import savelens.app.panels.Counted;
import savelens.app.document.DocumentViewModel;
import savelens.app.document.NodeLabels;
import savelens.app.document.NodeListNames;
import savelens.app.task.BackgroundTask;
import savelens.app.task.TaskExecutor;
import savelens.diff.Alignment;
import savelens.diff.Change;
import savelens.diff.DocumentDiff;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ShownTypes;
import savelens.progress.ReadProgress;
import savelens.edit.RemoveNodes;
import savelens.size.BigNode;
import savelens.size.Dominators;
import savelens.size.PathTree;
import savelens.size.RootPaths;
import savelens.size.SizeAnalysis;
import savelens.size.TypeSize;

/**
 * What makes the open document big and what keeps a node in it: the size analysis made in the background after
 * every change, the dominator tree's rows on demand, the histogram by type, the biggest objects with their reasons,
 * "why is this here" (every shortest path from the root, merged), and removing what the root no longer reaches as
 * one undoable edit, shown as a list of changes first. Touches no control.
 */
public final class SizeViewModel {
    /** Biggest objects listed (and every one holding a tenth of the text). */
    static final int BIGGEST = 20;
    /** Rows listed under a node at once; the rest come as ranges of this many. */
    static final int CHUNK = 500;

    private final DocumentViewModel document;
    private final TaskExecutor executor;
    private final ReadOnlyObjectWrapper<SizeAnalysis> analysis = new ReadOnlyObjectWrapper<>();
    private final ObservableList<TypeSize> histogram = FXCollections.observableArrayList();
    private final ObservableList<BiggestRow> biggest = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final javafx.beans.property.ReadOnlyIntegerWrapper names = new javafx.beans.property.ReadOnlyIntegerWrapper();
    private final ReadOnlyBooleanWrapper working = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper outdated = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper why = new ReadOnlyStringWrapper("");
    private final ObservableList<Integer> whyNodes = FXCollections.observableArrayList();
    private Consumer<PendingEdit> preview = edit -> { };
    private final ReadOnlyBooleanWrapper canRemove = new ReadOnlyBooleanWrapper(false);
    private BackgroundTask<Prepared> task;
    /** What is shown of the current analysis (rows, histogram, biggest), made in the background. */
    private Prepared prepared;
    /** See {@link #changedRows}. */
    private List<SizeRow> changedRows;
    /** A node's children in order, for the analysis shown, as the view opens rows and ranges. */
    private final java.util.Map<Integer, int[]> sortedChildren = new java.util.HashMap<>();
    private final java.util.concurrent.atomic.AtomicLong made = new java.util.concurrent.atomic.AtomicLong();
    private final java.util.concurrent.atomic.AtomicLong followed = new java.util.concurrent.atomic.AtomicLong();
    /**
     * Whether the panel is on screen: sizes are worked out while it is (at a million nodes it takes a second or more),
     * and once ahead of it for the document as read ({@link #prepareAhead}), not after every change.
     */
    private boolean shown = true;
    /** Whether the window told that the panel is on screen (a panel made without a window is shown, but not on one). */
    private boolean onScreen;
    /** The state whose sizes are not yet asked for (the panel was away when it came), or null. */
    private DocumentState waiting;
    /** Whether {@link #prepareAhead} has started its one analysis. */
    private boolean aheadStarted;
    /** That analysis, which hiding the panel does not stop. */
    private BackgroundTask<Prepared> aheadTask;
    /** A node "Why is this here?" asked about before the sizes were there: explained when they come. */
    private int explainWhenShown = -1;
    /** Runs an action once the panel's next frame is drawn (see {@link #runAfterFrameWith}); at once by default. */
    private Consumer<Runnable> afterFrame = Runnable::run;

    public SizeViewModel(DocumentViewModel document, TaskExecutor executor) {
        this.document = document;
        this.executor = executor;
        document.stateProperty().addListener((o, was, now) -> analyse(now));
        // A scene's names come once the scene is read: the rows made so far are named again in them (in the background).
        document.sceneNamesProperty().addListener((o, was, now) -> {
            if (now != null && now.sameNamesAs(was)) return; // carried over to an edited document: the same names
            Prepared shownNow = current();
            if (shownNow == null || shownNow.analysis().document() != document.document()) return;
            IntFunction<String> labels = labels(document.state());
            executor.execute(BackgroundTask.of("Naming sizes", context -> shownNow.named(labels)).onSuccess(p -> {
                Prepared at = current();
                if (at == null || at.analysis() != shownNow.analysis()) return; // sizes of another state shown meanwhile
                // The biggest objects listed meanwhile are named here too (a score of rows).
                prepared = at == shownNow ? p : at.named(labels);
                if (prepared.biggest() != null) biggest.setAll(prepared.biggest());
                names.set(names.get() + 1);
            }));
        });
        analyse(document.state());
    }

    /**
     * A node as the Size panel names it, in the user's words where they exist: {@code #200 Root/Door} by its scene
     * path in a scene, {@code #22 actor 2 Therese} where the game's data names an RPG Maker actor, else its own
     * name or type ({@code #3 attic}).
     */
    public String label(Document doc, int node) {
        return doc == document.document() ? labels(document.state()).apply(node) : NodeLabels.brief(doc, node);
    }

    /** The labels of a state's nodes, captured now for work on another thread. */
    private IntFunction<String> labels(DocumentState state) {
        return NodeListNames.of(state, state == document.state() ? document.sceneNameOfNodeNow() : node -> null);
    }

    private static List<BiggestRow> biggestRows(List<BigNode> big, IntFunction<String> labels) {
        List<BiggestRow> rows = new ArrayList<>();
        for (BigNode b : big) rows.add(new BiggestRow(b.node(), b.percent(), labels.apply(b.node()) + " " + b.reason()));
        return rows;
    }

    /**
     * Tells whether the panel is on screen. While it is not, a new state's sizes are not worked out (an analysis
     * under way is stopped); when it comes back they are worked out for the state shown then.
     */
    public void setShown(boolean now) {
        shown = now;
        onScreen = now;
        if (!now && task != null && !task.isDone() && task != aheadTask) {
            task.cancel();
            waiting = document.state();
        }
        // The panel's frame (at its first show styled and laid out whole) goes first: an analysis started with it took
        // a processor from that frame, and at a million nodes its big arrays set the collector going in the middle of it.
        if (now && waiting != null) afterFrame.accept(() -> {
            if (shown && waiting != null) analyse(waiting);
        });
    }

    /**
     * Where the panel's work waits for its frame: {@code afterFrame} runs an action once the frame the window lays out
     * next has been drawn. The sizes of a state the panel waited for are worked out after the frame that shows the
     * panel, and the histogram and biggest objects after the frame that shows the rows. Without it (no window) at once.
     */
    public void runAfterFrameWith(Consumer<Runnable> afterFrame) { this.afterFrame = afterFrame; }

    /**
     * Works out the sizes of the document as read before the panel is shown, so that they are there when it is: once
     * per document, while nothing else runs (the document's tab calls it once the window's own work for the document is
     * done). Hiding the panel does not stop it; a change of the document does, as it stops any analysis.
     */
    public void prepareAhead() {
        if (shown || aheadStarted || waiting == null || analysis.get() != null) return;
        aheadStarted = true;
        DocumentState state = waiting;
        waiting = null;
        aheadTask = start(state, true);
    }

    private void analyse(DocumentState state) {
        // The sizes shown are of the document before the edit until the edit's own are shown.
        SizeAnalysis shownNow = analysis.get();
        outdated.set(shownNow != null && shownNow.document() != state.document());
        if (task != null) task.cancel();
        // The lists of the sizes shown are of a state gone: their rows would be dropped when done.
        if (listing != null) listing.cancel();
        if (!shown) {
            waiting = state;
            canRemove.set(false); // the unreachable nodes it knows are another state's
            return;
        }
        // Following a scalar edit needs the sizes of the state just before it: after states went by unsized, anew.
        boolean anew = waiting != null;
        waiting = null;
        start(state, anew);
    }

    /** Starts the analysis of a state (after a scalar edit, following the one shown unless {@code anew}); null when there is nothing to size. */
    private BackgroundTask<Prepared> start(DocumentState state, boolean anew) {
        Document doc = state.document();
        if (doc.isSingleValue()) {
            show(null);
            return null;
        }
        SizeAnalysis before = anew ? null : analysis.get();
        Prepared shownBefore = prepared;
        IntFunction<String> labels = labels(state);
        working.set(true);
        // A scalar edit moves sizes along one dominator chain; the analysis follows it without walking the graph, and
        // the rows, histogram and biggest objects are made here too, so the FX thread only hands them over.
        BackgroundTask<Prepared> t = BackgroundTask.of("Working out sizes", context -> {
                    boolean follows = before != null && shownBefore != null && shownBefore.analysis() == before && doc.keepsStructureOf(before.document());
                    SizeAnalysis a = follows ? before.following(doc) : SizeAnalysis.withTree(doc);
                    if (a.followsScalarEdit()) followed.incrementAndGet();
                    else made.incrementAndGet();
                    return prepare(a, labels, a.followsScalarEdit() ? shownBefore : null);
                })
                .shownToUser(doc.textLength() >= (1 << 20))
                .onSuccess(this::show)
                .onFailure(failure -> {
                    working.set(false);
                    summary.set("Could not work out sizes: " + failure.getMessage());
                })
                .onCancelled(() -> working.set(false));
        task = t;
        // On screen, the panel's sizes are what the user waits for: they go before the work that can wait.
        if (onScreen) executor.executeFirst(t);
        else executor.execute(t);
        return t;
    }

    /**
     * What the panel shows first of an analysis, made off the FX thread: the tree's top rows and the root's first rows;
     * after a scalar edit, in place of new top rows, the rows whose sizes or names the edit changed (the edited node and
     * its dominators), and the histogram moved from the one shown before when that one was listed. The histogram and
     * the biggest objects of a new analysis walk the whole dominator tree, many times over for the biggest objects:
     * they come after the rows ({@link #listDetails}), in tabs that are not in front when the panel opens.
     */
    private static Prepared prepare(SizeAnalysis a, IntFunction<String> labels, Prepared before) {
        List<TypeSize> types = before != null && before.histogram() != null ? a.histogramAfterEdit(before.histogram()) : null;
        Document doc = a.document();
        List<SizeRow> top = new ArrayList<>();
        top.add(row(a, doc.root(), labels));
        if (a.unreachableCount() > 0) top.add(unreachableRow(a));
        if (before != null) {
            List<SizeRow> changed = new ArrayList<>();
            if (a.editedNode() >= 0) {
                for (int v = a.editedNode(); v >= 0; v = a.dominator(v)) changed.add(row(a, v, labels));
                if (!a.isReachable(a.editedNode())) changed.add(unreachableRow(a)); // its bytes are the entry's too
            }
            return new Prepared(a, labels, types, null, null, top, null, changed);
        }
        List<SizeRow> rootRows = childRows(a, labels, doc.root(), a.children(doc.root()));
        return new Prepared(a, labels, types, null, null, top, rootRows, null);
    }

    /**
     * An analysis with what the panel shows of it; the histogram, the biggest nodes and their rows are null until
     * they are listed.
     */
    private record Prepared(SizeAnalysis analysis, IntFunction<String> labels, List<TypeSize> histogram, List<BigNode> bigNodes,
            List<BiggestRow> biggest, List<SizeRow> top, List<SizeRow> rootRows, List<SizeRow> changed) {
        /** The same rows named anew (a scene's names came); nothing is sized again. */
        Prepared named(IntFunction<String> now) {
            return new Prepared(analysis, now, histogram, bigNodes, bigNodes == null ? null : biggestRows(bigNodes, now),
                    rename(top, now), rename(rootRows, now), changed);
        }

        /** With the histogram and the biggest nodes listed. */
        Prepared listed(List<TypeSize> types, List<BigNode> big) {
            return new Prepared(analysis, labels, types, big, biggestRows(big, labels), top, rootRows, changed);
        }

        private static List<SizeRow> rename(List<SizeRow> rows, IntFunction<String> labels) {
            if (rows == null) return null;
            List<SizeRow> out = new ArrayList<>(rows.size());
            for (SizeRow r : rows) {
                out.add(r.isRange() || r.node() < 0 ? r
                        : new SizeRow(r.node(), labels.apply(r.node()), r.type(), r.shallow(), r.retained(), r.percent(), r.hasChildren()));
            }
            return out;
        }
    }

    /** The histogram and the biggest objects of an analysis shown, listed in the background after its rows are drawn. */
    private void listDetails(Prepared p) {
        if (p.histogram() != null && p.biggest() != null) return;
        Prepared shownNow = current();
        // Waited for a frame: sizes of another state shown meanwhile, or being worked out, make these not worth listing.
        if (shownNow == null || shownNow.analysis() != p.analysis() || working.get()) return;
        SizeAnalysis a = p.analysis();
        List<TypeSize> known = p.histogram();
        listing = BackgroundTask.of("Listing the biggest objects", context -> {
                    Details d = new Details(known != null ? known : a.histogram(), a.biggest(BIGGEST));
                    // The next analysis (after the user's next edit, worked out while the panel is drawn) finds the
                    // arrays it keeps made: at a million nodes, made then, the first started a pause of the collector.
                    a.makeArraysAhead();
                    return d;
                })
                .shownToUser(a.document().textLength() >= (1 << 20))
                .onSuccess(d -> {
                    Prepared now = current();
                    if (now == null || now.analysis() != a) return; // sizes of another state shown meanwhile
                    prepared = now.listed(d.histogram(), d.big());
                    histogram.setAll(d.histogram());
                    biggest.setAll(prepared.biggest());
                });
        executor.execute(listing);
    }

    private record Details(List<TypeSize> histogram, List<BigNode> big) {}

    /** The listing of the histogram and the biggest objects under way, if any. */
    private BackgroundTask<Details> listing;

    private void show(Prepared p) {
        working.set(false);
        if (listing != null) listing.cancel();
        if (p != null && p.analysis().document() != document.document()) return; // a newer state is being analysed already
        why.set("");
        whyNodes.clear();
        sortedChildren.clear();
        if (p == null) {
            prepared = null;
            outdated.set(false);
            analysis.set(null);
            histogram.clear();
            biggest.clear();
            summary.set("The document is one value: nothing to size.");
            canRemove.set(false);
            return;
        }
        SizeAnalysis a = p.analysis();
        prepared = p;
        outdated.set(false);
        changedRows = p.changed();
        analysis.set(a);
        changedRows = null;
        // Until the new ones are listed, a scalar edit's sizes keep the lists shown; sizes anew show none meanwhile.
        if (p.histogram() != null) histogram.setAll(p.histogram());
        else if (p.changed() == null) histogram.clear();
        if (p.changed() == null) biggest.clear();
        summary.set(String.format(Locale.ROOT, "%,d bytes of text, %,d outside every node; %,d unreachable nodes (%,d bytes)",
                a.textBytes(), a.documentBytes(), a.unreachableCount(), a.unreachableBytes()));
        canRemove.set(a.unreachableCount() > 0);
        if (explainWhenShown >= 0) {
            int node = explainWhenShown;
            explainWhenShown = -1;
            explain(node);
        }
        // On screen, the rows' frame goes first; sizes worked out ahead of the panel have no frame to wait for.
        if (onScreen) afterFrame.accept(() -> listDetails(p));
        else listDetails(p);
    }

    /**
     * While the analysis just shown is being handed to the view: the rows a scalar edit changed, for the view to
     * update in place (its open rows stay open); null when the analysis was worked out anew and the tree starts over.
     */
    public List<SizeRow> changedRows() { return changedRows; }

    /** The root's row, and the unreachable entry's when there are unreachable nodes: the tree's top. */
    public List<SizeRow> top() {
        Prepared p = current();
        return p == null ? List.of() : p.top();
    }

    /**
     * The rows a node immediately dominates, biggest retained first: the first {@link #CHUNK} of them, then the rest as
     * ranges of {@link #CHUNK} rows each, opened on demand.
     */
    public List<SizeRow> children(int node) {
        Prepared p = current();
        if (p == null) return List.of();
        if (node == p.analysis().document().root() && p.rootRows() != null) return p.rootRows();
        return childRows(p.analysis(), p.labels(), node, sorted(p.analysis(), node));
    }

    /** The rows of a range row: the children it stands for. */
    public List<SizeRow> range(SizeRow range) {
        Prepared p = current();
        if (p == null || !range.isRange()) return List.of();
        int[] kids = sorted(p.analysis(), range.node());
        List<SizeRow> rows = new ArrayList<>(range.to() - range.from());
        for (int i = range.from(); i < Math.min(range.to(), kids.length); i++) rows.add(row(p.analysis(), kids[i], p.labels()));
        return rows;
    }

    private Prepared current() {
        Prepared p = prepared;
        return p == null || p.analysis() != analysis.get() ? null : p;
    }

    private int[] sorted(SizeAnalysis a, int node) {
        return sortedChildren.computeIfAbsent(node, a::children);
    }

    private static List<SizeRow> childRows(SizeAnalysis a, IntFunction<String> labels, int node, int[] kids) {
        List<SizeRow> rows = new ArrayList<>(Math.min(kids.length, CHUNK) + kids.length / CHUNK + 1);
        for (int i = 0; i < Math.min(kids.length, CHUNK); i++) {
            // Naming a row reads its path or scene name: a few hundred of them at 1M held a cancelled worker 0.1-0.3 s.
            ReadProgress.checkCancelled();
            rows.add(row(a, kids[i], labels));
        }
        for (int from = CHUNK; from < kids.length; from += CHUNK) {
            int to = Math.min(kids.length, from + CHUNK);
            long bytes = 0;
            for (int i = from; i < to; i++) bytes += a.retained(kids[i]);
            rows.add(new SizeRow(node, String.format(Locale.ROOT, "%,d more (%,d to %,d of %,d)", to - from, from + 1, to, kids.length), "", 0, bytes,
                    a.percent(bytes), true, from, to));
        }
        return rows;
    }

    private static SizeRow unreachableRow(SizeAnalysis a) {
        return new SizeRow(Dominators.UNREACHABLE, "unreachable (" + a.unreachableCount() + " nodes)", "", 0, a.unreachableBytes(),
                a.percent(a.unreachableBytes()), true);
    }

    private static SizeRow row(SizeAnalysis a, int node, IntFunction<String> labels) {
        Document doc = a.document();
        return new SizeRow(node, labels.apply(node), ShownTypes.of(doc, node), a.shallow(node), a.retained(node), a.percent(a.retained(node)),
                a.hasChildren(node));
    }

    /** The row of one node of the analysis shown. */
    public SizeRow row(int node) {
        Prepared p = current();
        return p == null ? null : node == Dominators.UNREACHABLE ? unreachableRow(p.analysis()) : row(p.analysis(), node, p.labels());
    }

    /** Size analyses worked out anew, and followed after a scalar edit, by this panel (for tests that count work). */
    public long analysesMade() { return made.get(); }

    public long analysesFollowed() { return followed.get(); }

    /** A share of the shown document's text, in percent. */
    public double percentOf(long bytes) {
        SizeAnalysis a = analysis.get();
        return a == null ? 0 : a.percent(bytes);
    }

    /** Shows a node in the tree and the inspector. */
    public void choose(int node) {
        if (node >= 0 && analysis.get() != null && analysis.get().document() == document.document()) document.jumpToNode(node);
    }

    /** "Why is this here?": every shortest path from the root to the node, merged, and the nodes along them. */
    public void explain(int node) {
        SizeAnalysis a = analysis.get();
        if (node >= 0 && (waiting != null || working.get() || a == null || a.document() != document.document())) {
            explainWhenShown = node; // the sizes of this state are still to come
            return;
        }
        if (a == null || node < 0 || node >= a.nodeCount()) return;
        Document doc = a.document();
        RootPaths paths = RootPaths.to(a.graph(), node);
        whyNodes.clear();
        IntFunction<String> labels = labels(document.state());
        if (!paths.reachable()) {
            why.set(labels.apply(node) + " is unreachable: no path from the root leads to it.");
            return;
        }
        StringBuilder text = new StringBuilder(labels.apply(node)).append(": ").append(paths.pathCount())
                .append(paths.pathCount() == 1 ? " shortest path of " : " shortest paths of ").append(paths.length())
                .append(paths.length() == 1 ? " step" : " steps").append("; retains ").append(String.format(Locale.ROOT, "%,d", a.retained(node)))
                .append(" bytes\n").append(labels.apply(doc.root()));
        for (PathTree.Line line : PathTree.lines(paths, doc, labels::apply)) text.append('\n').append(line.text());
        why.set(text.toString());
        for (int v : paths.nodes()) whyNodes.add(v);
        choose(node);
    }

    /** Where a prepared removal goes to be shown and applied (the Compare list). */
    public void setPreview(Consumer<PendingEdit> preview) { this.preview = preview; }

    /**
     * "Remove unreachable…": works out, in the background, the one edit that removes every node the root no longer
     * reaches and the changes it makes, and hands them to the preview (the Compare list), from which it is applied
     * as one undoable edit. Nothing changes before that. A refusal shows where "why" does.
     */
    public void prepareRemoval() {
        SizeAnalysis a = analysis.get();
        if (a == null || a.unreachableCount() == 0 || a.document() != document.document()) return;
        Document doc = a.document();
        RemoveNodes command = removalCommand(a);
        executor.execute(BackgroundTask.of("Preparing to remove unreachable nodes", context -> {
            Document after = command.execute(doc);
            List<Change> changes = DocumentDiff.between(doc, after, Alignment.BY_ID);
            String title = String.format(Locale.ROOT, "Remove %s, %,d bytes of text: Apply makes it one undoable edit",
                    Counted.of(a.unreachableCount(), "unreachable node"), doc.textLength() - after.textLength());
            return new PendingEdit(title, doc, command, changes);
        }).onSuccess(edit -> {
            if (edit.before() == document.document()) preview.accept(edit);
        }).onFailure(failure -> why.set("Cannot remove them: " + failure.getMessage())));
    }

    private static RemoveNodes removalCommand(SizeAnalysis a) {
        List<NodeId> ids = new ArrayList<>();
        for (int v : a.unreachableNodes()) ids.add(a.document().nodeId(v));
        return new RemoveNodes(ids);
    }

    public ReadOnlyObjectProperty<SizeAnalysis> analysisProperty() { return analysis.getReadOnlyProperty(); }

    public ObservableList<TypeSize> histogram() { return histogram; }

    /** A histogram row's type as the rows of nodes show it ({@code List<Hero>} for a .NET name). */
    public String shownType(String type) {
        Prepared p = current();
        return p == null ? type : ShownTypes.of(p.analysis().document(), type);
    }

    public ObservableList<BiggestRow> biggest() { return biggest; }

    public ReadOnlyStringProperty summaryProperty() { return summary.getReadOnlyProperty(); }

    /** Counts the times the rows' names changed (a scene read after the analysis), for the view to draw them again. */
    public javafx.beans.property.ReadOnlyIntegerProperty namesProperty() { return names.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty workingProperty() { return working.getReadOnlyProperty(); }

    /**
     * True while the sizes shown are of a document before the current one (an edit's sizes are worked out, or wait
     * for the panel to be shown): the view marks them as not current until the new ones are shown.
     */
    public ReadOnlyBooleanProperty outdatedProperty() { return outdated.getReadOnlyProperty(); }

    public ReadOnlyStringProperty whyProperty() { return why.getReadOnlyProperty(); }

    /** The nodes on the paths "why" showed, nearest the root first. */
    public ObservableList<Integer> whyNodes() { return whyNodes; }

    public ReadOnlyBooleanProperty canRemoveProperty() { return canRemove.getReadOnlyProperty(); }
}
