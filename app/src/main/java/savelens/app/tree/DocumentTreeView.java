package savelens.app.tree;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import savelens.app.navigation.FocusParking;
import savelens.app.navigation.RowReveal;
import savelens.app.navigation.ValueActions;
import savelens.app.navigation.ValueMenu;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.path.DocumentPath;

/**
 * The document unfolded from the root ({@code #documentTree}). Follows the view model's selection path and
 * reports the user's; after an edit it is rebuilt from the new document with the same rows expanded, or, when
 * the edit kept the document's structure (a patched scalar edit), keeps its rows and shows their new text, or, when
 * it kept every value (a patched retarget), keeps the rows that stand as they did and replaces only the others.
 */
public final class DocumentTreeView {
    /** Expand All stops after this many rows, so one click cannot build a million cells. */
    static final int EXPAND_LIMIT = 20_000;

    private final DocumentViewModel model;
    private final ValueActions actions;
    private final TreeView<TreeEntry> tree = new TreeView<>();
    private final RowReveal rowReveal = new RowReveal(tree, tree::scrollTo);
    private final ContextMenu menu;
    private TreeEntries entries;
    private boolean following;
    /** The paths of values that differ from a compared file, shown {@code :changed}. */
    private final ObjectProperty<Set<DocumentPath>> changed = new SimpleObjectProperty<>(Set.of());

    public DocumentTreeView(DocumentViewModel model) {
        this(model, new ValueActions(model));
    }

    /** {@code actions}: what the rows' menu and keys do, shared with the inspector that shows the same document. */
    public DocumentTreeView(DocumentViewModel model, ValueActions actions) {
        this.model = model;
        this.actions = actions;
        tree.setId("documentTree");
        tree.getSelectionModel().setSelectionMode(SelectionMode.SINGLE);
        tree.setCellFactory(t -> new TreeEntryCell(this::activate, model::document, changed::get));
        // The selected row on screen stays on screen when the tree gets shorter (the bottom panel opens under it).
        tree.heightProperty().addListener((o, was, now) -> {
            int row = tree.getSelectionModel().getSelectedIndex();
            if (now.doubleValue() < was.doubleValue() && rowReveal.shows(row)) {
                rowReveal.revealAfterLayout(() -> tree.getSelectionModel().getSelectedIndex(), 3);
            }
        });
        // The cells on screen (and those set aside) mark or unmark themselves at once, as after a patched edit.
        changed.addListener((o, was, now) -> showEveryCellAgain());
        tree.getSelectionModel().selectedItemProperty().addListener((o, was, item) -> {
            // A range row is a way through a big array, not a place: the selection stays where it was.
            if (!following && item != null && !item.getValue().isRange()) model.select(item.getValue().path());
        });
        tree.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                TreeItem<TreeEntry> item = tree.getSelectionModel().getSelectedItem();
                if (item != null && item.getValue().marker().jumps()) {
                    activate(item.getValue());
                    e.consume();
                } else if (item != null && !item.isLeaf()) {
                    item.setExpanded(!item.isExpanded()); // a row that leads nowhere opens or closes
                    e.consume();
                }
            } else if (e.getCode() == KeyCode.F2) {
                actions.edit(model.selectedPath());
                e.consume();
            } else if (COPY.match(e)) {
                ValueMenu.copy(actions.valueText(model.selectedPath()));
                e.consume();
            }
        });
        ValueMenu values = new ValueMenu("tree", actions, model::selectedPath);
        menu = values.menu();
        MenuItem expand = new MenuItem("Expand All Below");
        expand.setOnAction(e -> expandAllBelowSelection());
        MenuItem collapse = new MenuItem("Collapse All Below");
        collapse.setOnAction(e -> {
            TreeItem<TreeEntry> item = tree.getSelectionModel().getSelectedItem();
            if (item != null) collapse(item);
        });
        menu.getItems().addAll(new SeparatorMenuItem(), expand, collapse);
        // Shown by hand, not set as the tree's context menu: see ValueMenu.
        tree.setOnContextMenuRequested(e -> {
            if (tree.getSelectionModel().getSelectedItem() != null) menu.show(tree, e.getScreenX(), e.getScreenY());
            e.consume();
        });

        rebuild(model.state(), List.of());
        model.stateProperty().addListener((o, was, now) -> {
            boolean rowsHold = was != null && !entries.madeRowsAnalysing();
            if (rowsHold && now.document().keepsStructureOf(was.document())) update(now);
            // A retarget's state before its analysis lands keeps the rows too, those it cannot vouch for marked pending.
            else if (!rowsHold || !(now.isAnalysed() || now.retargetedFrom() != null) || !now.document().keepsValuesOf(was.document())
                    || !reconcile(now)) {
                rebuild(now, expandedPaths());
            }
        });
        // Rows made before the graph was analysed did not say whether a reference unfolds: they are made again now.
        model.analysedProperty().addListener((o, was, now) -> {
            // Rows made pending after a retarget are compared with the analysis's: those it confirms stay, expanded.
            if (now && entries.madeRowsAnalysing() && !(entries.madeRowsFromBefore() && reconcile(model.state()))) {
                rebuild(model.state(), expandedPaths());
            }
        });
        model.selectedPathProperty().addListener((o, was, now) -> reveal(now));
        reveal(model.selectedPath());
    }

    public TreeView<TreeEntry> view() { return tree; }

    /** The paths of the rows to mark {@code :changed} (values that differ from a compared file). */
    public ObjectProperty<Set<DocumentPath>> changedPathsProperty() { return changed; }

    /** The rows' context menu, for the window to add what other features offer at the selection. */
    public ContextMenu contextMenu() { return menu; }

    private static final KeyCombination COPY = KeyCombination.keyCombination("Shortcut+C");

    /** What Enter or a double click on a marker does: jump to where the reference points. */
    public void activate(TreeEntry entry) {
        if (entry.marker().jumps() && entry.target() >= 0) model.jumpToNode(entry.target());
    }

    public void copyPath() {
        ClipboardContent content = new ClipboardContent();
        content.putString(model.selectedPath().toString());
        Clipboard.getSystemClipboard().setContent(content);
    }

    public void expandAllBelowSelection() {
        TreeItem<TreeEntry> item = tree.getSelectionModel().getSelectedItem();
        expandAll(item != null ? item : tree.getRoot());
    }

    /** Expands everything below an item; markers are leaves, so this stops at every cycle and shared node. */
    public void expandAll(TreeItem<TreeEntry> from) {
        Deque<TreeItem<TreeEntry>> queue = new ArrayDeque<>();
        queue.add(from);
        int made = 0;
        while (!queue.isEmpty() && made < EXPAND_LIMIT) {
            TreeItem<TreeEntry> item = queue.poll();
            if (item.isLeaf()) continue;
            item.setExpanded(true);
            made += item.getChildren().size();
            queue.addAll(item.getChildren());
        }
    }

    private void collapse(TreeItem<TreeEntry> item) {
        Deque<TreeItem<TreeEntry>> stack = new ArrayDeque<>();
        stack.push(item);
        while (!stack.isEmpty()) {
            TreeItem<TreeEntry> i = stack.pop();
            i.setExpanded(false);
            if (i instanceof LazyTreeItem lazy && lazy.isLoaded()) i.getChildren().forEach(stack::push);
        }
    }

    /**
     * How many rows down a reveal expands. JavaFX's tree counts an item's expanded rows by recursion through every
     * expanded level and updates every level above one that opens, so a node a hundred thousand steps down a linked
     * list would overflow the stack, or take minutes; past this depth the deepest row on the way is selected.
     */
    static final int REVEAL_DEPTH = 500;

    /**
     * Expands the rows down to a path and selects the deepest row on the way (the row itself when it exists and
     * is at most {@link #REVEAL_DEPTH} rows down).
     */
    public TreeItem<TreeEntry> reveal(DocumentPath path) {
        if (path == null || tree.getRoot() == null) return null;
        // Before the analysis lands a deep place keeps the path it was reached by: the rows unfold along it as far
        // as they can without the analysis, and the selection is made canonical (and shown again) when it lands.
        DocumentPath target = model.canonicalNow(path);
        TreeItem<TreeEntry> item = tree.getRoot();
        if (!(target.start() instanceof DocumentPath.Root)) {
            // An unreachable node (#12) has no row: no row stays highlighted as if it were the selection.
            following = true;
            try {
                tree.getSelectionModel().clearSelection();
            } finally {
                following = false;
            }
            return null;
        }
        int depth = 0;
        while (!item.getValue().path().equals(target) && depth++ < REVEAL_DEPTH) {
            TreeItem<TreeEntry> next = childOnTheWay(item, target);
            if (next == null) break;
            item.setExpanded(true);
            item = next;
        }
        boolean already = tree.getSelectionModel().getSelectedItem() == item;
        following = true;
        try {
            if (!already) tree.getSelectionModel().select(item);
        } finally {
            following = false;
        }
        // A row the user clicked is where it is: scrolling it away would put another row under the second click of
        // a double click. A row jumped to is brought into view, with some rows above it, unless it shows already;
        // among the last rows too, and once the tree has a size (see RowReveal).
        TreeItem<TreeEntry> selected = item;
        if (!already) rowReveal.reveal(() -> tree.getRow(selected), 3);
        return item;
    }

    /** The row for a path if its rows have been made, else null (for tests and tools). */
    public TreeItem<TreeEntry> itemAt(DocumentPath path) {
        TreeItem<TreeEntry> item = tree.getRoot();
        while (item != null && !item.getValue().path().equals(path)) item = childOnTheWay(item, path);
        return item;
    }

    /** The range row of {@code count} elements from {@code from} of the array at {@code array}, if made; else null. */
    private TreeItem<TreeEntry> rangeAt(DocumentPath array, int from, int count) {
        TreeItem<TreeEntry> item = itemAt(array);
        DocumentPath first = array.index(from);
        while (item != null) {
            item = childOnTheWay(item, first);
            if (item == null || !item.getValue().isRange()) return null;
            if (item.getValue().index() == from && item.getValue().rangeCount() == count) return item;
        }
        return null;
    }

    /**
     * The child row on the way to a path below this row, or null. An element step {@code [N]} goes straight
     * to the row that holds element N (the element itself, or the range it lies in), without making the path
     * of every row before it.
     */
    private static TreeItem<TreeEntry> childOnTheWay(TreeItem<TreeEntry> item, DocumentPath path) {
        TreeEntry here = item.getValue();
        List<TreeItem<TreeEntry>> children = item.getChildren();
        int n = TreeEntries.elementStep(path, here.path());
        if (n >= 0 && !children.isEmpty()) {
            int from = here.isRange() ? here.index() : 0;
            TreeEntry first = children.get(0).getValue();
            int row = first.isRange() ? (n - from) / first.rangeCount() : n - from;
            if (row >= 0 && row < children.size() && children.get(row).getValue().leadsTo(path)) return children.get(row);
        }
        for (TreeItem<TreeEntry> child : children) {
            if (child.getValue().leadsTo(path)) return child;
        }
        return null;
    }

    /** Makes a level of rows with the focus parked (see {@link FocusParking}). */
    private void withoutFocus(Runnable load) {
        FocusParking.whileLoading(tree.getFocusModel(), load);
    }

    /**
     * Rows expanded below a reference a retarget moved, while its analysis is followed: the reference waits as a leaf
     * meanwhile, and these are expanded again once it unfolds.
     */
    private List<Expanded> awaitingRows = List.of();

    /** An expanded row as it is found again after a rebuild: by path, and for a range by its elements too. */
    public record Expanded(DocumentPath path, int rangeFrom, int rangeCount) {}

    /** The rows expanded now, to expand again after a rebuild or in the tree of a document read anew ({@link #expand}). */
    public List<Expanded> expandedPaths() {
        return tree.getRoot() == null ? new ArrayList<>() : expandedBelow(tree.getRoot());
    }

    /**
     * A state that keeps the structure of the one shown (a patched scalar edit, its undo or redo): the rows,
     * their expansion and the selection stay; only their text is made again, and only the rows on screen ask.
     */
    private void update(DocumentState state) {
        entries.follow(state);
        Deque<TreeItem<TreeEntry>> stack = new ArrayDeque<>();
        if (tree.getRoot() != null) stack.push(tree.getRoot());
        while (!stack.isEmpty()) {
            TreeItem<TreeEntry> item = stack.pop();
            item.getValue().forgetText();
            if (item instanceof LazyTreeItem lazy && lazy.isLoaded()) item.getChildren().forEach(stack::push);
        }
        // A cell keeps the text it was given, and JavaFX gives it again only for another entry.
        showEveryCellAgain();
    }

    /**
     * A state whose document keeps every value of the one shown (a patched retarget, its undo or redo): each level made
     * so far is made again from the new state and compared row by row. A row that stands for its place as before stays,
     * with its expansion and its children (compared in turn); one whose target, home or marker changed is replaced by
     * a fresh row, with the rows below it that were expanded expanded again. Only the rows made so far are visited,
     * not the document. False (nothing changed) when a level no longer has as many rows: then the tree is rebuilt.
     */
    private boolean reconcile(DocumentState state) {
        TreeItem<TreeEntry> root = tree.getRoot();
        if (root == null) return false;
        TreeEntries next = entries;
        next.followValues(state);
        // Rows a pending retarget had expanded below the reference it moved come back when they can be made.
        List<Expanded> awaited = awaitingRows;
        awaitingRows = List.of();
        // Compared first, changed after: a level that does not match leaves the rows as they were.
        List<Runnable> replacements = new ArrayList<>();
        List<Expanded> expandAgain = new ArrayList<>();
        List<TreeEntry> kept = new ArrayList<>();
        kept.add(root.getValue());
        Deque<TreeItem<TreeEntry>> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            TreeItem<TreeEntry> item = stack.pop();
            if (!(item instanceof LazyTreeItem lazy) || !lazy.isLoaded()) continue;
            List<TreeItem<TreeEntry>> children = item.getChildren();
            List<TreeEntry> now = next.children(item.getValue());
            if (now.size() != children.size()) return false;
            for (int i = 0; i < now.size(); i++) {
                TreeItem<TreeEntry> child = children.get(i);
                if (child.getValue().sameRowAs(now.get(i))) {
                    kept.add(child.getValue());
                    stack.push(child);
                    continue;
                }
                if (child.isExpanded()) expandAgain.addAll(expandedBelow(child));
                LazyTreeItem fresh = new LazyTreeItem(next, now.get(i), this::withoutFocus);
                int at = i;
                replacements.add(() -> children.set(at, fresh));
            }
        }
        for (TreeEntry e : kept) e.forgetText();
        following = true;
        try {
            for (Runnable r : replacements) r.run();
            expandAgain.addAll(awaited);
            List<Expanded> notMade = expandRows(expandAgain);
            if (state.retargetedFrom() != null) awaitingRows = notMade;
        } finally {
            following = false;
        }
        // The kept rows' cells show their entries again (a label may quote a node whose name the edit changed).
        showEveryCellAgain();
        reveal(model.selectedPath());
        return true;
    }

    /** The rows expanded at and below an item. */
    private static List<Expanded> expandedBelow(TreeItem<TreeEntry> from) {
        List<Expanded> out = new ArrayList<>();
        Deque<TreeItem<TreeEntry>> stack = new ArrayDeque<>();
        stack.push(from);
        while (!stack.isEmpty()) {
            TreeItem<TreeEntry> item = stack.pop();
            if (!item.isExpanded()) continue;
            TreeEntry e = item.getValue();
            out.add(e.isRange() ? new Expanded(e.path(), e.index(), e.rangeCount()) : new Expanded(e.path(), -1, 0));
            if (item instanceof LazyTreeItem lazy && lazy.isLoaded()) item.getChildren().forEach(stack::push);
        }
        return out;
    }

    private void rebuild(DocumentState state, List<Expanded> expanded) {
        awaitingRows = List.of();
        entries = new TreeEntries(state);
        LazyTreeItem root = new LazyTreeItem(entries, entries.root(), this::withoutFocus);
        root.setExpanded(true);
        following = true;
        try {
            tree.setRoot(root);
            expandRows(expanded);
        } finally {
            following = false;
        }
        reveal(model.selectedPath());
    }

    /** Expands the rows another tree of this file had expanded (a reload), and shows the selection again. */
    public void expand(List<Expanded> expanded) {
        following = true;
        try {
            expandRows(expanded);
        } finally {
            following = false;
        }
        reveal(model.selectedPath());
    }

    /** Expands the rows that are there; returns those that are not. */
    private List<Expanded> expandRows(List<Expanded> expanded) {
        List<Expanded> notMade = new ArrayList<>();
        for (Expanded e : expanded) {
            TreeItem<TreeEntry> item = e.rangeCount() > 0 ? rangeAt(e.path(), e.rangeFrom(), e.rangeCount()) : itemAt(e.path());
            if (item != null) item.setExpanded(true);
            else notMade.add(e);
        }
        return notMade;
    }

    /** Every cell, on screen or set aside for reuse, shows its entry again: cheaper than refresh(), which makes new cells. */
    private void showEveryCellAgain() {
        for (Node n : tree.lookupAll(".document-tree-cell")) if (n instanceof TreeEntryCell cell) cell.showAgain();
    }
}
