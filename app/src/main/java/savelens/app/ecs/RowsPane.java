package savelens.app.ecs;

import java.util.List;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import savelens.app.navigation.RowReveal;
import savelens.app.panels.Counted;

/**
 * The selected table's rows (one column per component field, editable, sparse components marked), the
 * follow switch, and the entity chart below, bound to {@link LiveRows}, {@link LiveEdits} and {@link LiveChart}.
 */
final class RowsPane extends VBox {
    private final LiveRows rows;
    private final LiveEdits edits;
    private final TableView<LiveRow> tableRows = new TableView<>();
    private final RowReveal rowReveal = new RowReveal(tableRows, tableRows::scrollTo);
    private boolean syncingRow;
    /** The entity whose row the user selected: its row is selected again after every read replaces the rows. */
    private Long selectedEntity;

    RowsPane(LiveEcsViewModel viewModel) {
        super(6);
        this.rows = viewModel.rows();
        this.edits = viewModel.edits();
        LiveTables tables = viewModel.tables();
        tableRows.setId("tableRows");
        tableRows.setEditable(true);
        // listeners run in the order added: this one before the table's own, the one below after it, so a
        // selection the table moves while rows are replaced is not taken for the user choosing another row
        rows.rows().addListener((ListChangeListener<LiveRow>) c -> syncingRow = true);
        tableRows.setItems(rows.rows());
        tableRows.setPlaceholder(new Label("Select a table"));
        rows.columns().addListener((ListChangeListener<FieldColumn>) c -> rebuildColumns());
        tableRows.editingCellProperty().addListener((o, a, b) -> rows.editingProperty().set(b != null));
        rebuildColumns();
        VBox.setVgrow(tableRows, Priority.ALWAYS);
        // the followed entity stays selected as rows are read again and when it moves table
        rows.rows().addListener((ListChangeListener<LiveRow>) c -> {
            syncingRow = false;
            selectFollowedRow();
        });
        rows.followedProperty().addListener((o, a, b) -> selectFollowedRow());
        tableRows.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (syncingRow) return;
            selectedEntity = b == null ? null : b.entity();
            Long followed = rows.followedProperty().get();
            if (followed != null && b != null && b.entity() != followed) rows.follow(null); // another row chosen
        });

        ToggleButton follow = new ToggleButton("Follow this entity");
        follow.setId("followButton");
        follow.setTooltip(new Tooltip("Keep the selected entity selected across refreshes, and go with it when it moves table"));
        follow.disableProperty().bind(tableRows.getSelectionModel().selectedItemProperty().isNull()
                .and(rows.followedProperty().isNull()));
        rows.followedProperty().addListener((o, a, b) -> follow.setSelected(b != null));
        follow.setOnAction(e -> {
            LiveRow row = tableRows.getSelectionModel().getSelectedItem();
            rows.follow(follow.isSelected() && row != null ? row.entity() : null);
            follow.setSelected(rows.followedProperty().get() != null);
        });
        Label followed = new Label();
        followed.setId("followedLabel");
        followed.textProperty().bind(Bindings.createStringBinding(() -> {
            Long e = rows.followedProperty().get();
            return e == null ? "" : "following " + LiveRow.handleText(e);
        }, rows.followedProperty()));

        Label rowsHeader = new Label();
        rowsHeader.getStyleClass().add("rows-header");
        rowsHeader.textProperty().bind(Bindings.createStringBinding(() -> {
            String id = tables.selectedProperty().get();
            if (id == null) return "No table selected";
            // a Flecs table id is a number: the components say which table it is
            String name = tables.visible().stream().filter(t -> t.id().equals(id)).findFirst()
                    .filter(t -> !id.equals(String.join("+", t.components())))
                    .map(t -> "Table " + id + ": " + t.componentsText()).orElse(id);
            long n = rows.totalProperty().get();
            return name + " — " + Counted.of(n, "row");
        }, tables.selectedProperty(), rows.totalProperty(), tables.visible()));

        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        HBox header = new HBox(8, rowsHeader, grow, followed, follow);
        header.setAlignment(Pos.CENTER_LEFT);
        SplitPane rowsAndChart = new SplitPane(tableRows, new EntityChart(viewModel.chart()));
        rowsAndChart.setOrientation(Orientation.VERTICAL);
        rowsAndChart.setDividerPositions(0.7);
        VBox.setVgrow(rowsAndChart, Priority.ALWAYS);
        getChildren().setAll(header, rowsAndChart);
        setPadding(new Insets(6));
    }

    /**
     * Selects the followed entity's row, or else the row the user selected, whenever the rows are read
     * again (a replaced row loses its selection), and scrolls to a followed one.
     */
    private void selectFollowedRow() {
        Long followed = rows.followedProperty().get();
        Long wanted = followed != null ? followed : selectedEntity;
        if (wanted == null) return;
        List<LiveRow> items = tableRows.getItems();
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i).entity() != wanted) continue;
            if (tableRows.getSelectionModel().getSelectedIndex() != i || tableRows.getSelectionModel().getSelectedItem() != items.get(i)) {
                syncingRow = true;
                try {
                    tableRows.getSelectionModel().clearAndSelect(i);
                } finally {
                    syncingRow = false;
                }
                // on screen if it is not yet, with a few rows over it; a row on screen stays where it is as rows are read again
                if (followed != null) rowReveal.reveal(() -> rowOf(followed), 3);
            }
            return;
        }
    }

    /** The row of an entity among those shown, or -1. */
    private int rowOf(long entity) {
        List<LiveRow> items = tableRows.getItems();
        for (int i = 0; i < items.size(); i++) if (items.get(i).entity() == entity) return i;
        return -1;
    }

    private void rebuildColumns() {
        syncingRow = true; // columns replaced: the selection is put back by the rows that follow
        tableRows.getColumns().clear();
        TableColumn<LiveRow, String> entity = new TableColumn<>("Entity");
        entity.setId("entityColumn");
        entity.setCellValueFactory(f -> new ReadOnlyStringWrapper(f.getValue().entityLabel()));
        entity.setEditable(false);
        entity.setPrefWidth(110);
        tableRows.getColumns().add(entity);
        for (FieldColumn fc : rows.columns()) {
            // a sparse component is kept beside the table: only the rows holding it show a value
            TableColumn<LiveRow, String> c = new TableColumn<>(fc.sparse() ? fc.title() + " (sparse)" : fc.title());
            c.setId("column-" + fc.title());
            if (fc.sparse()) c.getStyleClass().add("sparse-column");
            c.setUserData(fc);
            c.setCellValueFactory(f -> new ReadOnlyObjectWrapper<>(f.getValue().text(fc)));
            c.setCellFactory(col -> new LiveRowCell(fc));
            c.setEditable(!fc.isTag());
            c.setSortable(false); // kept in entity order so a row stays put
            c.setOnEditCommit(e -> {
                edits.editCell(e.getRowValue(), fc, e.getNewValue());
                keepFocusInRows();
            });
            c.setOnEditCancel(e -> keepFocusInRows());
            c.setPrefWidth(fc.isTag() ? 70 : 95);
            tableRows.getColumns().add(c);
        }
        syncingRow = false;
    }

    /**
     * After a cell's editor closes the focus stays with the rows (the editor leaves the scene, and focus would
     * otherwise move on to the toolbar, where one Space swaps worlds).
     */
    private void keepFocusInRows() {
        Platform.runLater(tableRows::requestFocus);
    }
}
