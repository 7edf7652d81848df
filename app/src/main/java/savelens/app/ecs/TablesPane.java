package savelens.app.ecs;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The Live ECS table list with its filter, sort and built-in switch, and the selected table's whole component
 * list, bound to {@link LiveTables}; choosing a table in the list selects it there.
 */
final class TablesPane extends VBox {
    private final LiveTables tables;
    private final TableView<TableEntry> tablesList = new TableView<>();
    private boolean syncingSelection;

    TablesPane(LiveTables tables) {
        super(6);
        this.tables = tables;
        TextField filter = new TextField();
        filter.setId("componentFilter");
        filter.setPromptText("Filter by component");
        filter.textProperty().bindBidirectional(tables.componentFilterProperty());
        HBox.setHgrow(filter, Priority.ALWAYS);
        ChoiceBox<TableSort> sort = new ChoiceBox<>();
        sort.setId("tableSort");
        sort.getItems().setAll(TableSort.values());
        sort.valueProperty().bindBidirectional(tables.sortProperty());
        CheckBox builtIn = new CheckBox("Show built-in tables");
        builtIn.setId("showBuiltInTables");
        builtIn.setTooltip(new Tooltip("The engine's own tables: Flecs's modules, components, systems and observers"));
        builtIn.selectedProperty().bindBidirectional(tables.showBuiltInProperty());
        HBox controls = new HBox(6, filter, sort);

        tablesList.setId("tablesList");
        tablesList.setItems(tables.visible());
        tablesList.setPlaceholder(new Label("No tables"));
        tablesList.getColumns().setAll(List.of(
                componentsColumn(),
                column("Entities", TableEntry::entitiesProperty, 68),
                column("Capacity", TableEntry::capacityProperty, 74),
                textColumn("Memory", t -> Bindings.createStringBinding(() -> bytes(t.getBytes()), t.bytesProperty()), 74),
                changesColumn()));
        tablesList.getColumns().forEach(c -> c.setSortable(false)); // ordered by the sort choice
        tablesList.getSelectionModel().setSelectionMode(SelectionMode.SINGLE);
        tablesList.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (!syncingSelection && b != null) tables.selectedProperty().set(b.id());
        });
        tables.selectedProperty().addListener((o, a, b) -> selectTableInList());
        tables.visible().addListener((ListChangeListener<TableEntry>) c -> selectTableInList());
        VBox.setVgrow(tablesList, Priority.ALWAYS);

        // the selected table's whole component list, wrapped: a Flecs type is often longer than any column
        Label components = new Label();
        components.setId("tableComponents");
        components.getStyleClass().add("table-components");
        components.setWrapText(true);
        components.setMaxWidth(Double.MAX_VALUE);
        components.textProperty().bind(Bindings.createStringBinding(() -> {
            String id = tables.selectedProperty().get();
            return tables.visible().stream().filter(t -> t.id().equals(id)).findFirst()
                    .map(t -> "Table " + t.id() + ": " + String.join(", ", t.components())).orElse("");
        }, tables.selectedProperty(), tables.visible()));
        getChildren().setAll(controls, builtIn, tablesList, components);
        setPadding(new Insets(6));
    }

    /** Keeps the list's selection on the selected table while the list re-sorts and refilters. */
    private void selectTableInList() {
        String id = tables.selectedProperty().get();
        TableEntry current = tablesList.getSelectionModel().getSelectedItem();
        if (current != null && current.id().equals(id)) return;
        syncingSelection = true;
        try {
            TableEntry match = tables.visible().stream().filter(t -> t.id().equals(id)).findFirst().orElse(null);
            if (match == null) tablesList.getSelectionModel().clearSelection();
            else tablesList.getSelectionModel().select(match);
        } finally {
            syncingSelection = false;
        }
    }

    private TableColumn<TableEntry, String> changesColumn() {
        TableColumn<TableEntry, String> c = textColumn("Changes/s", t -> Bindings.createStringBinding(
                () -> String.format(Locale.ROOT, "%.0f", t.getChangesPerSecond()), t.changesPerSecondProperty()), 82);
        c.setId("changesColumn");
        c.visibleProperty().bind(tables.versionsProperty());
        return c;
    }

    private static TableColumn<TableEntry, String> componentsColumn() {
        TableColumn<TableEntry, String> c = column("Components", t -> new ReadOnlyStringWrapper(t.componentsText()), 230);
        c.setId("componentsColumn");
        c.setCellFactory(col -> new TableComponentsCell());
        return c;
    }

    private static <T> TableColumn<TableEntry, T> column(String title, Function<TableEntry, ObservableValue<T>> value, double width) {
        TableColumn<TableEntry, T> c = new TableColumn<>(title);
        c.setCellValueFactory(f -> value.apply(f.getValue()));
        c.setPrefWidth(width);
        return c;
    }

    private static TableColumn<TableEntry, String> textColumn(String title, Function<TableEntry, ObservableValue<String>> value, double width) {
        TableColumn<TableEntry, String> c = column(title, value, width);
        c.getStyleClass().add("number-column");
        return c;
    }

    static String bytes(long n) {
        if (n < 0) return "—"; // the server does not say (Flecs without its statistics module)
        if (n < 1024) return n + " B";
        if (n < 1024 * 1024) return String.format(Locale.ROOT, "%.1f KB", n / 1024.0);
        return String.format(Locale.ROOT, "%.1f MB", n / (1024.0 * 1024));
    }
}
