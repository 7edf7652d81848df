package savelens.app.panels;

import java.util.ArrayList;
import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import savelens.app.theme.Glyphs;
import savelens.icons.Glyph;

/**
 * The document's cycles ({@code #cyclesTree}): the surprising ones first, then the ones every scene of its format
 * has (an object and its components, a parent and its children) under one folded "structural" row with their
 * count. A cycle's row unfolds to list its members; choosing a cycle or a member reveals it, as Enter or a double
 * click does.
 */
public final class CyclesPanel {
    /** What a row of the panel is: a cycle, a member of one, or the heading of the structural cycles. */
    public record Entry(String text, CycleRow cycle, CycleMember member) {
        @Override public String toString() { return text; }

        public boolean isGroup() { return cycle == null && member == null; }
    }

    private final FindingsViewModel model;
    private final TreeView<Entry> tree = new TreeView<>();
    private boolean groupOpen;
    private final Label none = new Label("no cycles");
    private final javafx.scene.layout.StackPane box = new javafx.scene.layout.StackPane(tree, none);

    public CyclesPanel(FindingsViewModel model) {
        this.model = model;
        tree.setId("cyclesTree");
        // Rows of a state before an edit are faded until the edit's findings land: never read as current.
        tree.pseudoClassStateChanged(FindingsViewModel.UPDATING, model.updatingProperty().get());
        model.updatingProperty().addListener((o, was, now) -> tree.pseudoClassStateChanged(FindingsViewModel.UPDATING, now));
        tree.getStyleClass().add("cycles-tree");
        tree.setShowRoot(false);
        none.setMouseTransparent(true);
        Image cycle = Glyphs.image(Glyph.CYCLE);
        Image node = Glyphs.image(Glyph.NODE);
        tree.setCellFactory(t -> new TreeCell<>() {
            {
                // A row is as wide as the panel, never wider: a long one is cut with an ellipsis and read whole in
                // its tooltip, with no scroll bar to pan across (a cell's own width would make the tree scroll).
                setPrefWidth(0);
                setTextOverrun(OverrunStyle.ELLIPSIS);
                setEllipsisString("…");
            }

            @Override protected void updateItem(Entry e, boolean empty) {
                super.updateItem(e, empty);
                if (empty || e == null) {
                    setText(null);
                    setGraphic(null);
                    setTooltip(null);
                    return;
                }
                setText(e.text());
                if (getTooltip() == null) {
                    Tooltip whole = new Tooltip();
                    whole.setWrapText(true);
                    whole.setMaxWidth(640);
                    setTooltip(whole);
                }
                getTooltip().setText(e.text());
                setGraphic(e.isGroup() ? null : new ImageView(e.member() != null ? node : cycle));
                pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("group"), e.isGroup());
            }
        });
        tree.getSelectionModel().selectedItemProperty().addListener((o, was, item) -> choose(item));
        tree.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                TreeItem<Entry> item = tree.getSelectionModel().getSelectedItem();
                if (item != null && item.getValue().isGroup()) item.setExpanded(!item.isExpanded());
                else choose(item);
                e.consume();
            }
        });
        tree.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) choose(tree.getSelectionModel().getSelectedItem());
        });
        ObservableList<CycleRow> rows = model.cycles();
        rows.addListener((ListChangeListener<CycleRow>) c -> rebuild());
        rebuild();
    }

    private void choose(TreeItem<Entry> item) {
        if (item == null) return;
        Entry e = item.getValue();
        if (e.cycle() != null) model.choose(e.cycle());
        else if (e.member() != null) model.choose(e.member());
    }

    private void rebuild() {
        TreeItem<Entry> root = new TreeItem<>();
        List<TreeItem<Entry>> structural = new ArrayList<>();
        for (CycleRow row : model.cycles()) (row.structural() ? structural : root.getChildren()).add(cycleItem(row));
        if (!structural.isEmpty()) {
            String text = "structural: " + Counted.of(structural.size(), "cycle") + " every scene of this format has"
                    + " (an object and its components, a parent and its children)";
            TreeItem<Entry> group = new TreeItem<>(new Entry(text, null, null));
            group.getChildren().setAll(structural);
            group.setExpanded(groupOpen);
            group.expandedProperty().addListener((o, was, now) -> groupOpen = now);
            root.getChildren().add(group);
        }
        root.setExpanded(true);
        tree.setRoot(root);
        none.setVisible(root.getChildren().isEmpty());
    }

    /** A cycle's row, whose members are named the first time it unfolds. */
    private TreeItem<Entry> cycleItem(CycleRow row) {
        TreeItem<Entry> item = new TreeItem<>(new Entry(row.toString(), row, null)) {
            private boolean loaded;

            @Override public boolean isLeaf() { return row.nodes().isEmpty(); }

            @Override public ObservableList<TreeItem<Entry>> getChildren() {
                if (!loaded) {
                    loaded = true;
                    List<TreeItem<Entry>> members = new ArrayList<>();
                    for (CycleMember m : model.members(row)) members.add(new TreeItem<>(new Entry(m.label(), null, m)));
                    if (row.nodes().size() > FindingsViewModel.MEMBERS_SHOWN)
                        members.add(new TreeItem<>(new Entry("… " + Counted.number(row.nodes().size() - FindingsViewModel.MEMBERS_SHOWN) + " more", null, null)));
                    super.getChildren().setAll(members);
                }
                return super.getChildren();
            }
        };
        return item;
    }

    public javafx.scene.Node view() { return box; }

    public TreeView<Entry> tree() { return tree; }
}
