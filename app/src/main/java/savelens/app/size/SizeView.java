package savelens.app.size;

import java.util.Locale;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import savelens.size.SizeAnalysis;
import savelens.size.TypeSize;

/**
 * The Size panel: the dominator tree as a sortable tree table (node, type, shallow, retained, a % bar), the histogram
 * by type, the biggest objects with their reasons, "Why is this here?" on a row, and "Remove unreachable…", whose
 * changes are listed in Compare before it is applied there as one undoable edit.
 */
public final class SizeView {
    private final SizeViewModel model;
    private final BorderPane root = new BorderPane();
    private final TreeTableView<SizeRow> tree = new TreeTableView<>();

    /** What the summary says first while the sizes shown are of the document before an edit. */
    static final String OUTDATED = "Updating after the edit; the sizes shown are from before it. ";
    private static final javafx.css.PseudoClass OUTDATED_STATE = javafx.css.PseudoClass.getPseudoClass("updating");

    public SizeView(SizeViewModel model) {
        this.model = model;
        root.setId("sizePanel");
        Label summary = new Label();
        summary.setId("sizeSummary");
        // Sizes of the document before an edit are never read as current: said so, and faded, until the new ones show.
        summary.textProperty().bind(javafx.beans.binding.Bindings.when(model.outdatedProperty())
                .then(javafx.beans.binding.Bindings.concat(OUTDATED, model.summaryProperty())).otherwise(model.summaryProperty()));
        root.pseudoClassStateChanged(OUTDATED_STATE, model.outdatedProperty().get());
        model.outdatedProperty().addListener((o, was, now) -> root.pseudoClassStateChanged(OUTDATED_STATE, now));
        Button remove = new Button("Remove unreachable…");
        remove.setId("removeUnreachable");
        remove.disableProperty().bind(model.canRemoveProperty().not());
        remove.setOnAction(e -> model.prepareRemoval()); // listed in Compare, applied from there
        Button why = new Button("Why is this here?");
        why.setId("whyButton");
        why.disableProperty().bind(tree.getSelectionModel().selectedItemProperty().isNull());
        why.setOnAction(e -> explainSelected());
        SummaryBar bar = new SummaryBar(summary, why, remove);
        bar.setPadding(new Insets(4, 6, 4, 6));

        buildTree();
        VBox dominators = new VBox(tree);
        VBox.setVgrow(tree, Priority.ALWAYS);
        // The answer's text area is made with the first answer: its skin would be styled with the panel's first frame.
        model.whyProperty().addListener((o, was, now) -> {
            if (!now.isEmpty() && dominators.getChildren().size() == 1) dominators.getChildren().add(whyText());
        });
        if (!model.whyProperty().get().isEmpty()) dominators.getChildren().add(whyText());

        // The histogram's table and the biggest objects' list are made when their tab is first chosen: a tab pane
        // styles every tab's content, and the panel's first frame then holds the dominator tree alone.
        Tab byTypeTab = new Tab("By type");
        Tab biggestTab = new Tab("Biggest objects");
        byTypeTab.selectedProperty().addListener((o, was, now) -> {
            if (now && byTypeTab.getContent() == null) byTypeTab.setContent(histogram());
        });
        biggestTab.selectedProperty().addListener((o, was, now) -> {
            if (now && biggestTab.getContent() == null) biggestTab.setContent(biggest());
        });
        TabPane views = new TabPane(new Tab("Dominator tree", dominators), byTypeTab, biggestTab);
        views.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        views.setId("sizeViews");
        root.setTop(bar);
        root.setCenter(views);
        model.analysisProperty().addListener((o, was, now) -> {
            if (model.changedRows() != null) update(model.changedRows());
            else fillTree();
        });
        model.namesProperty().addListener((o, was, now) -> fillTree());
        fillTree();
    }

    private TextArea whyText() {
        TextArea whyText = new TextArea();
        whyText.setId("whyText");
        whyText.setEditable(false);
        whyText.textProperty().bind(model.whyProperty());
        whyText.setPrefRowCount(6);
        whyText.visibleProperty().bind(model.whyProperty().isNotEmpty());
        whyText.managedProperty().bind(whyText.visibleProperty());
        return whyText;
    }

    private void buildTree() {
        tree.setId("dominatorTree");
        tree.setShowRoot(false);
        tree.setColumnResizePolicy(TreeTableView.CONSTRAINED_RESIZE_POLICY);
        TreeTableColumn<SizeRow, String> node = new TreeTableColumn<>("Node");
        node.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().getValue().label()));
        node.setPrefWidth(260);
        TreeTableColumn<SizeRow, String> type = new TreeTableColumn<>("Type");
        type.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().getValue().type()));
        fitsTypeNames(type);
        TreeTableColumn<SizeRow, Long> shallow = new TreeTableColumn<>("Shallow");
        shallow.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().getValue().shallow()));
        shallow.setCellFactory(c -> bytesCell());
        TreeTableColumn<SizeRow, Long> retained = new TreeTableColumn<>("Retained");
        retained.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().getValue().retained()));
        retained.setCellFactory(c -> bytesCell());
        retained.setSortType(TreeTableColumn.SortType.DESCENDING);
        // The figures' headings read whole too, and the largest figure a row can show (the text's length): the Node
        // column gives up the room first.
        fitsFigures(shallow, retained);
        TreeTableColumn<SizeRow, Double> percent = new TreeTableColumn<>("%");
        // Of the text shown now: after a scalar edit the rows it did not touch stay, and the text's length moved.
        percent.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(model.percentOf(c.getValue().getValue().retained())));
        percent.setCellFactory(c -> new PercentCell());
        percent.setMinWidth(PERCENT_WIDTH);
        tree.getColumns().addAll(java.util.List.of(node, type, shallow, retained, percent));
        tree.setRowFactory(t -> {
            javafx.scene.control.TreeTableRow<SizeRow> row = new javafx.scene.control.TreeTableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && row.getItem() != null && !row.getItem().isRange()) model.choose(row.getItem().node());
            });
            return row;
        });
        MenuItem whyItem = new MenuItem("Why is this here?");
        whyItem.setOnAction(e -> explainSelected());
        MenuItem show = new MenuItem("Show in tree");
        show.setOnAction(e -> {
            TreeItem<SizeRow> item = tree.getSelectionModel().getSelectedItem();
            if (item != null && !item.getValue().isRange()) model.choose(item.getValue().node());
        });
        tree.setContextMenu(new ContextMenu(whyItem, show));
    }

    private void explainSelected() {
        TreeItem<SizeRow> item = tree.getSelectionModel().getSelectedItem();
        if (item != null && !item.getValue().isRange() && item.getValue().node() >= 0) model.explain(item.getValue().node());
    }

    /** The rows made so far, by node, for a scalar edit to update in place. */
    private final java.util.Map<Integer, LazyItem> shown = new java.util.HashMap<>();

    /** Whether rows wait for the tree's first frame, which is styled, skinned and laid out without them. */
    private boolean rowsAfterFirstFrame;

    /**
     * The tree's rows, anew. Before the panel was first shown, the tree gets them only after the frame that styles and
     * lays out the panel: both in one frame held the window up for the sum of the two at a million nodes.
     */
    private void fillTree() {
        if (tree.getSkin() == null) {
            if (!rowsAfterFirstFrame) {
                rowsAfterFirstFrame = true;
                tree.skinProperty().addListener(new javafx.beans.InvalidationListener() {
                    @Override public void invalidated(javafx.beans.Observable o) {
                        o.removeListener(this);
                        // Handed over after the frame under way, which made the skin: the rows are the next frame's.
                        javafx.application.Platform.runLater(() -> {
                            rowsAfterFirstFrame = false;
                            fillTree();
                        });
                    }
                });
            }
            return;
        }
        shown.clear();
        TreeItem<SizeRow> top = new TreeItem<>();
        for (SizeRow r : model.top()) top.getChildren().add(new LazyItem(r));
        tree.setRoot(top);
        if (!top.getChildren().isEmpty()) top.getChildren().get(0).setExpanded(true);
    }

    /** After a scalar edit: the rows it changed get their new sizes and names; every open row stays open. */
    private void update(java.util.List<SizeRow> changed) {
        for (SizeRow r : changed) {
            LazyItem item = shown.get(r.node());
            if (item != null) item.setValue(r);
        }
        tree.refresh(); // the % of every row: the text's length moved
    }

    /** A tree item whose children (the nodes it dominates, or a range's nodes) are asked for when it is first opened. */
    private final class LazyItem extends TreeItem<SizeRow> {
        private boolean loaded;

        LazyItem(SizeRow row) {
            super(row);
            if (!row.isRange()) shown.put(row.node(), this);
        }

        @Override public boolean isLeaf() { return !getValue().hasChildren(); }

        @Override public javafx.collections.ObservableList<TreeItem<SizeRow>> getChildren() {
            if (!loaded) {
                loaded = true;
                SizeRow row = getValue();
                java.util.List<SizeRow> rows = row.isRange() ? model.range(row) : model.children(row.node());
                java.util.List<LazyItem> items = new java.util.ArrayList<>(rows.size());
                for (SizeRow r : rows) items.add(new LazyItem(r));
                super.getChildren().setAll(items);
            }
            return super.getChildren();
        }
    }

    /** A count or a size in the histogram, grouped as the summary and the dominator tree write theirs (2,342). */
    private static <S, N extends Number> javafx.scene.control.TableCell<S, N> groupedCell() {
        return new javafx.scene.control.TableCell<>() {
            @Override protected void updateItem(N v, boolean empty) {
                super.updateItem(v, empty);
                setText(empty || v == null ? null : String.format(Locale.ROOT, "%,d", v.longValue()));
                setStyle("-fx-alignment: CENTER-RIGHT;");
            }
        };
    }

    private static <S> TreeTableCell<S, Long> bytesCell() {
        return new TreeTableCell<>() {
            @Override protected void updateItem(Long v, boolean empty) {
                super.updateItem(v, empty);
                setText(empty || v == null ? null : String.format(Locale.ROOT, "%,d", v));
                setStyle("-fx-alignment: CENTER-RIGHT;");
            }
        };
    }

    /**
     * The share of the text as a tint behind its figure: a plain region as wide as the share. (A progress bar's skin,
     * with its track, bar and the animation of a busy bar, cost each row's cell its first frame many times over.)
     */
    private static final class PercentCell extends TreeTableCell<SizeRow, Double> {
        private final ShareBar box = new ShareBar();

        @Override protected void updateItem(Double v, boolean empty) {
            super.updateItem(v, empty);
            if (empty || v == null) {
                setGraphic(null);
                return;
            }
            box.show(v);
            setGraphic(box);
        }
    }

    /** A share's figure centred over a tint as wide as the share of the whole width. */
    static final class ShareBar extends Pane {
        private final Region tint = new Region();
        private final Label figure = new Label();
        private double share;

        ShareBar() {
            tint.getStyleClass().add("size-share");
            tint.setManaged(false);
            getStyleClass().add("size-bar");
            getChildren().addAll(tint, figure);
        }

        /** Shows a share given in percent. */
        void show(double percent) {
            share = Math.max(0, Math.min(1, percent / 100.0));
            figure.setText(String.format(Locale.ROOT, "%.1f%%", percent));
            requestLayout();
        }

        /** The tint's width over the bar's: the share shown. */
        double tintShare() { return getWidth() <= 0 ? 0 : tint.getWidth() / getWidth(); }

        Label figure() { return figure; }

        @Override protected void layoutChildren() {
            double w = getWidth();
            double h = getHeight();
            tint.resizeRelocate(0, 0, snapSizeX(w * share), h);
            double fw = Math.min(w, figure.prefWidth(-1));
            double fh = Math.min(h, figure.prefHeight(fw));
            figure.resizeRelocate(snapPositionX((w - fw) / 2), snapPositionY((h - fh) / 2), fw, fh);
        }

        @Override protected double computePrefWidth(double height) { return figure.prefWidth(-1); }

        @Override protected double computePrefHeight(double width) { return figure.prefHeight(-1); }
    }

    /** Wide enough for the usual type names whole ({@code GameObject}, {@code Game_Actor}, {@code MonoBehaviour}). */
    static final double TYPE_WIDTH = 120;

    /** Wide enough for "Retained" and "Shallow" whole, and for a figure in the millions (nine characters). */
    static final double BYTES_WIDTH = 76;

    /**
     * A figures column's least width for figures up to {@code largest} bytes, grouped: {@link #BYTES_WIDTH} for up to
     * nine characters, as much again per character past them.
     */
    static double bytesWidth(long largest) {
        int characters = String.format(Locale.ROOT, "%,d", Math.max(0, largest)).length();
        return Math.max(BYTES_WIDTH, Math.ceil(BYTES_WIDTH * characters / 9));
    }

    /** The columns keep the sizes of the document shown whole: none is larger than its text. */
    private void fitsFigures(TreeTableColumn<?, ?>... columns) {
        java.util.function.Consumer<SizeAnalysis> fit = a -> {
            double width = bytesWidth(a == null ? 0 : a.textBytes());
            for (TreeTableColumn<?, ?> c : columns) c.setMinWidth(width);
        };
        fit.accept(model.analysisProperty().get());
        model.analysisProperty().addListener((o, was, now) -> fit.accept(now));
    }

    /** Wide enough for 100.0% beside its share bar. */
    static final double PERCENT_WIDTH = 64;

    /** A Type column keeps the usual type names whole, however the others share the panel's width. */
    private static void fitsTypeNames(javafx.scene.control.TableColumnBase<?, ?> type) {
        type.setMinWidth(TYPE_WIDTH);
        type.setPrefWidth(TYPE_WIDTH);
    }

    private TableView<TypeSize> histogram() {
        TableView<TypeSize> table = new TableView<>(model.histogram());
        table.setId("sizeHistogram");
        TableColumn<TypeSize, String> type = new TableColumn<>("Type");
        type.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(model.shownType(c.getValue().type())));
        fitsTypeNames(type);
        type.setPrefWidth(TYPE_WIDTH * 2);
        TableColumn<TypeSize, Integer> count = new TableColumn<>("Count");
        count.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().count()));
        TableColumn<TypeSize, Long> shallow = new TableColumn<>("Shallow");
        shallow.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().shallow()));
        TableColumn<TypeSize, Long> retained = new TableColumn<>("Retained");
        retained.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().retained()));
        count.setCellFactory(c -> groupedCell());
        shallow.setCellFactory(c -> groupedCell());
        retained.setCellFactory(c -> groupedCell());
        table.getColumns().addAll(java.util.List.of(type, count, shallow, retained));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        return table;
    }

    private ListView<BiggestRow> biggest() {
        ListView<BiggestRow> list = new ListView<>(model.biggest());
        list.setId("biggestObjects");
        list.setPlaceholder(new Label("no node but the root"));
        list.getSelectionModel().selectedItemProperty().addListener((o, was, row) -> {
            if (row != null) model.choose(row.node());
        });
        return list;
    }

    public BorderPane view() { return root; }
}
