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
import savelens.app.document.PendingEdit;
import savelens.app.document.DocumentState;
import savelens.app.panels.Counted;
import savelens.app.document.DocumentViewModel;
import savelens.app.document.NodeLabels;
import savelens.app.task.BackgroundTask;
import savelens.app.task.TaskExecutor;
import savelens.diff.Alignment;
import savelens.diff.Change;
import savelens.diff.DocumentDiff;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.gamesave.ChangeNames;
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

    private final DocumentViewModel document;
    private final TaskExecutor executor;
    private final ReadOnlyObjectWrapper<SizeAnalysis> analysis = new ReadOnlyObjectWrapper<>();
    private final ObservableList<TypeSize> histogram = FXCollections.observableArrayList();
    private final ObservableList<BiggestRow> biggest = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final javafx.beans.property.ReadOnlyIntegerWrapper names = new javafx.beans.property.ReadOnlyIntegerWrapper();
    private final ReadOnlyBooleanWrapper working = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper why = new ReadOnlyStringWrapper("");
    private final ObservableList<Integer> whyNodes = FXCollections.observableArrayList();
    private Consumer<PendingEdit> preview = edit -> { };
    private final ReadOnlyBooleanWrapper canRemove = new ReadOnlyBooleanWrapper(false);
    private BackgroundTask<SizeAnalysis> task;
    /** Whether the panel is on screen: sizes are worked out only while it is (at a million nodes it takes seconds). */
    private boolean shown = true;
    /** The state whose sizes are not yet asked for (the panel was away when it came), or null. */
    private DocumentState waiting;
    /** A node "Why is this here?" asked about before the sizes were there: explained when they come. */
    private int explainWhenShown = -1;

    public SizeViewModel(DocumentViewModel document, TaskExecutor executor) {
        this.document = document;
        this.executor = executor;
        document.stateProperty().addListener((o, was, now) -> analyse(now));
        // A scene's names come once the scene is read: the rows are named again in them.
        document.sceneNamesProperty().addListener((o, was, now) -> {
            if (analysis.get() != null) {
                biggest.setAll(biggestRows(analysis.get()));
                names.set(names.get() + 1);
            }
        });
        analyse(document.state());
    }

    /**
     * A node as the Size panel names it, in the user's words where they exist: {@code #200 Root/Door} by its scene
     * path in a scene, {@code #22 actor 2 Therese} where the game's data names an RPG Maker actor, else its own
     * name or type ({@code #3 attic}).
     */
    public String label(Document doc, int node) {
        String scene = doc == document.document() ? document.sceneNameOfNode(node) : null;
        if (scene != null) return doc.nodeId(node) + " " + scene;
        ChangeNames game = ChangeNames.of(document.state().names());
        if (!game.isEmpty() && doc == document.document()) {
            String name = game.nodeName(doc, node, document.paths().node(node));
            if (name != null) return doc.nodeId(node) + " " + name;
        }
        return NodeLabels.brief(doc, node);
    }

    private List<BiggestRow> biggestRows(SizeAnalysis a) {
        List<BiggestRow> rows = new ArrayList<>();
        for (BigNode b : a.biggest(BIGGEST)) rows.add(new BiggestRow(b.node(), b.percent(), label(a.document(), b.node()) + " " + b.reason()));
        return rows;
    }

    /**
     * Tells whether the panel is on screen. While it is not, a new state's sizes are not worked out (an analysis
     * under way is stopped); when it comes back they are worked out for the state shown then.
     */
    public void setShown(boolean now) {
        shown = now;
        if (!now && task != null && !task.isDone()) {
            task.cancel();
            waiting = document.state();
        }
        if (now && waiting != null) analyse(waiting);
    }

    private void analyse(DocumentState state) {
        if (task != null) task.cancel();
        if (!shown) {
            waiting = state;
            canRemove.set(false); // the unreachable nodes it knows are another state's
            return;
        }
        // Following a scalar edit needs the sizes of the state just before it: after states went by unsized, anew.
        boolean anew = waiting != null;
        waiting = null;
        Document doc = state.document();
        if (doc.isSingleValue()) {
            show(null);
            return;
        }
        SizeAnalysis before = anew ? null : analysis.get();
        working.set(true);
        // A scalar edit moves sizes along one dominator chain; the analysis follows it without walking the graph.
        BackgroundTask<SizeAnalysis> t = BackgroundTask.of("Working out sizes",
                        context -> before != null && doc.keepsStructureOf(before.document()) ? following(before, doc) : SizeAnalysis.of(doc))
                .shownToUser(doc.text().length >= (1 << 20))
                .onSuccess(this::show)
                .onFailure(failure -> {
                    working.set(false);
                    summary.set("Could not work out sizes: " + failure.getMessage());
                })
                .onCancelled(() -> working.set(false));
        task = t;
        executor.execute(t);
    }

    /**
     * The analysis after a scalar edit: the edited scalar is the first whose end moved (one pass over positions, no
     * graph walk); when none moved, the new text is as long as the old and every size stays.
     */
    private static SizeAnalysis following(SizeAnalysis before, Document doc) {
        Document was = before.document();
        int count = doc.index().count();
        for (int v = 0; v < count; v++) {
            if (!doc.index().isContainer(v) && doc.index().end(v) != was.index().end(v)) return before.afterScalarEdit(doc, v);
        }
        return before.afterScalarEdit(doc, doc.nodeValue(doc.root()));
    }

    private void show(SizeAnalysis a) {
        working.set(false);
        if (a != null && a.document() != document.document()) return; // a newer state is being analysed already
        analysis.set(a);
        why.set("");
        whyNodes.clear();
        if (a == null) {
            histogram.clear();
            biggest.clear();
            summary.set("The document is one value: nothing to size.");
            canRemove.set(false);
            return;
        }
        histogram.setAll(a.histogram());
        biggest.setAll(biggestRows(a));
        summary.set(String.format(Locale.ROOT, "%,d bytes of text, %,d outside every node; %,d unreachable nodes (%,d bytes)",
                a.textBytes(), a.documentBytes(), a.unreachableCount(), a.unreachableBytes()));
        canRemove.set(a.unreachableCount() > 0);
        if (explainWhenShown >= 0) {
            int node = explainWhenShown;
            explainWhenShown = -1;
            explain(node);
        }
    }

    /** The root's row, and the unreachable entry's when there are unreachable nodes: the tree's top. */
    public List<SizeRow> top() {
        SizeAnalysis a = analysis.get();
        List<SizeRow> rows = new ArrayList<>();
        if (a == null) return rows;
        rows.add(row(a, a.document().root()));
        if (a.unreachableCount() > 0) {
            rows.add(new SizeRow(Dominators.UNREACHABLE, "unreachable (" + a.unreachableCount() + " nodes)", "", 0, a.unreachableBytes(),
                    a.percent(a.unreachableBytes()), true));
        }
        return rows;
    }

    /** The rows a node immediately dominates, biggest retained first. */
    public List<SizeRow> children(int node) {
        SizeAnalysis a = analysis.get();
        List<SizeRow> rows = new ArrayList<>();
        if (a == null) return rows;
        for (int c : a.children(node)) rows.add(row(a, c));
        return rows;
    }

    private SizeRow row(SizeAnalysis a, int node) {
        Document doc = a.document();
        return new SizeRow(node, label(doc, node), doc.type(node), a.shallow(node), a.retained(node), a.percent(a.retained(node)),
                a.tree().childCount(node) > 0);
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
        if (!paths.reachable()) {
            why.set(label(doc, node) + " is unreachable: no path from the root leads to it.");
            return;
        }
        StringBuilder text = new StringBuilder(label(doc, node)).append(": ").append(paths.pathCount())
                .append(paths.pathCount() == 1 ? " shortest path of " : " shortest paths of ").append(paths.length())
                .append(paths.length() == 1 ? " step" : " steps").append("; retains ").append(String.format(Locale.ROOT, "%,d", a.retained(node)))
                .append(" bytes\n").append(label(doc, doc.root()));
        for (PathTree.Line line : PathTree.lines(paths, doc, v -> label(doc, v))) text.append('\n').append(line.text());
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
                    Counted.of(a.unreachableCount(), "unreachable node"), doc.text().length - after.text().length);
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

    public ObservableList<BiggestRow> biggest() { return biggest; }

    public ReadOnlyStringProperty summaryProperty() { return summary.getReadOnlyProperty(); }

    /** Counts the times the rows' names changed (a scene read after the analysis), for the view to draw them again. */
    public javafx.beans.property.ReadOnlyIntegerProperty namesProperty() { return names.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty workingProperty() { return working.getReadOnlyProperty(); }

    public ReadOnlyStringProperty whyProperty() { return why.getReadOnlyProperty(); }

    /** The nodes on the paths "why" showed, nearest the root first. */
    public ObservableList<Integer> whyNodes() { return whyNodes; }

    public ReadOnlyBooleanProperty canRemoveProperty() { return canRemove.getReadOnlyProperty(); }
}
