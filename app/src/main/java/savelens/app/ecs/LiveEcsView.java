package savelens.app.ecs;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.css.PseudoClass;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.Separator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.ToolBar;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import savelens.app.panels.Counted;
import savelens.app.theme.Glyphs;
import savelens.icons.Glyph;

/**
 * The Live ECS tab's content, built in code over a {@link LiveEcsViewModel}: a source bar, the
 * connection banner, the table list with filter and sort, the selected table's rows (one column per
 * component field, editable), and the entity count over time.
 */
public final class LiveEcsView extends BorderPane {
    public static final String STYLESHEET = "/savelens/app/ecs/live-ecs.css";

    private final LiveEcsViewModel viewModel;
    private final TableView<TableEntry> tablesList = new TableView<>();
    private final TableView<LiveRow> tableRows = new TableView<>();
    private final XYChart.Series<Number, Number> counts = new XYChart.Series<>();
    private boolean syncingSelection;
    private boolean syncingRow;
    /** The entity whose row the user selected: its row is selected again after every read replaces the rows. */
    private Long selectedEntity;
    private ConnectDialog connectDialog;
    static final PseudoClass BACK = PseudoClass.getPseudoClass("back");

    public LiveEcsView(LiveEcsViewModel viewModel) {
        this.viewModel = viewModel;
        getStyleClass().add("live-ecs");
        var css = LiveEcsView.class.getResource(STYLESHEET);
        if (css != null) getStylesheets().add(css.toExternalForm());

        setTop(new VBox(sourceBar(), banner(), pauseNote()));
        SplitPane split = new SplitPane(tablesPane(), rowsPane());
        split.setId("liveSplit");
        split.setDividerPositions(0.42);
        setCenter(split);
        setBottom(statusBar());
    }

    public LiveEcsViewModel viewModel() {
        return viewModel;
    }

    // ---- source bar

    private ToolBar sourceBar() {
        Button demo = new Button("Demo world");
        demo.setId("demoButton");
        demo.setOnAction(e -> viewModel.connectDemo());
        Button connect = new Button("Connect…");
        connect.setId("connectButton");
        connect.setTooltip(new Tooltip("Connect to a running world: a Flecs application or a SaveLens live server"));
        connect.setOnAction(e -> showConnectDialog());

        Button pause = new Button();
        pause.setId("pauseButton");
        pause.textProperty().bind(Bindings.when(viewModel.pausedProperty()).then("Resume").otherwise("Pause"));
        pause.setOnAction(e -> viewModel.togglePause());
        pause.graphicProperty().bind(Bindings.when(viewModel.pausedProperty()).then(Glyphs.view(Glyph.LIVE)).otherwise(Glyphs.view(Glyph.PAUSED)));
        Button step = new Button("Step");
        step.setId("stepButton");
        step.setTooltip(new Tooltip("Run one tick of the paused world"));
        step.disableProperty().bind(viewModel.canStepProperty().not());
        step.setOnAction(e -> viewModel.step());

        ChoiceBox<Duration> rate = new ChoiceBox<>();
        rate.setId("refreshRate");
        rate.getItems().setAll(LiveEcsViewModel.REFRESH_RATES);
        rate.setConverter(converter(d -> "every " + LiveEcsViewModel.describe(d)));
        rate.valueProperty().bindBidirectional(viewModel.refreshIntervalProperty());

        Label source = new Label();
        source.setId("sourceLabel");
        source.getStyleClass().add("live-source");
        source.textProperty().bind(viewModel.sourceDescriptionProperty());
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        return new ToolBar(demo, connect, new Separator(Orientation.VERTICAL),
                pause, step, new Label("Refresh"), rate, grow, source);
    }

    /** Opens the Connect dialog (one per view, so it remembers the last address). */
    public void showConnectDialog() {
        if (connectDialog == null) {
            connectDialog = new ConnectDialog(viewModel, getScene() == null ? null : getScene().getWindow(),
                    viewModel.connection().proposedAddress());
        }
        connectDialog.show();
    }

    /** The Connect dialog once it has been opened (tests drive it), or null. */
    ConnectDialog connectDialog() {
        return connectDialog;
    }

    private Label banner() {
        Label banner = new Label();
        banner.setId("connectionBanner");
        banner.getStyleClass().add("connection-banner");
        banner.setMaxWidth(Double.MAX_VALUE);
        banner.setWrapText(true);
        banner.textProperty().bind(viewModel.bannerProperty());
        var shown = viewModel.connectionLostProperty().or(viewModel.worldBackProperty());
        banner.visibleProperty().bind(shown);
        banner.managedProperty().bind(shown);
        viewModel.worldBackProperty().addListener((o, a, b) -> banner.pseudoClassStateChanged(BACK, b));
        return banner;
    }

    private Label pauseNote() {
        Label note = new Label();
        note.setId("pauseNote");
        note.getStyleClass().add("pause-note");
        note.setMaxWidth(Double.MAX_VALUE);
        note.setWrapText(true);
        note.textProperty().bind(viewModel.pauseNoteProperty());
        note.visibleProperty().bind(viewModel.pauseNoteProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        return note;
    }

    // ---- table list

    private VBox tablesPane() {
        TextField filter = new TextField();
        filter.setId("componentFilter");
        filter.setPromptText("Filter by component");
        filter.textProperty().bindBidirectional(viewModel.componentFilterProperty());
        HBox.setHgrow(filter, Priority.ALWAYS);
        ChoiceBox<TableSort> sort = new ChoiceBox<>();
        sort.setId("tableSort");
        sort.getItems().setAll(TableSort.values());
        sort.valueProperty().bindBidirectional(viewModel.sortProperty());
        CheckBox builtIn = new CheckBox("Show built-in tables");
        builtIn.setId("showBuiltInTables");
        builtIn.setTooltip(new Tooltip("The engine's own tables: Flecs's modules, components, systems and observers"));
        builtIn.selectedProperty().bindBidirectional(viewModel.showBuiltInTablesProperty());
        HBox controls = new HBox(6, filter, sort);

        tablesList.setId("tablesList");
        tablesList.setItems(viewModel.visibleTables());
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
            if (!syncingSelection && b != null) viewModel.selectedTableProperty().set(b.id());
        });
        viewModel.selectedTableProperty().addListener((o, a, b) -> selectTableInList());
        viewModel.visibleTables().addListener((ListChangeListener<TableEntry>) c -> selectTableInList());
        VBox.setVgrow(tablesList, Priority.ALWAYS);

        // the selected table's whole component list, wrapped: a Flecs type is often longer than any column
        Label components = new Label();
        components.setId("tableComponents");
        components.getStyleClass().add("table-components");
        components.setWrapText(true);
        components.setMaxWidth(Double.MAX_VALUE);
        components.textProperty().bind(Bindings.createStringBinding(() -> {
            String id = viewModel.selectedTableProperty().get();
            return viewModel.visibleTables().stream().filter(t -> t.id().equals(id)).findFirst()
                    .map(t -> "Table " + t.id() + ": " + String.join(", ", t.components())).orElse("");
        }, viewModel.selectedTableProperty(), viewModel.visibleTables()));
        VBox box = new VBox(6, controls, builtIn, tablesList, components);
        box.setPadding(new Insets(6));
        return box;
    }

    /** Keeps the list's selection on the view model's table while the list re-sorts and refilters. */
    private void selectTableInList() {
        String id = viewModel.selectedTableProperty().get();
        TableEntry current = tablesList.getSelectionModel().getSelectedItem();
        if (current != null && current.id().equals(id)) return;
        syncingSelection = true;
        try {
            TableEntry match = viewModel.visibleTables().stream().filter(t -> t.id().equals(id)).findFirst().orElse(null);
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
        c.visibleProperty().bind(viewModel.tableVersionsProperty());
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

    // ---- rows and chart

    private VBox rowsPane() {
        tableRows.setId("tableRows");
        tableRows.setEditable(true);
        // listeners run in the order added: this one before the table's own, the one below after it, so a
        // selection the table moves while rows are replaced is not taken for the user choosing another row
        viewModel.rows().addListener((ListChangeListener<LiveRow>) c -> syncingRow = true);
        tableRows.setItems(viewModel.rows());
        tableRows.setPlaceholder(new Label("Select a table"));
        viewModel.columns().addListener((ListChangeListener<FieldColumn>) c -> rebuildColumns());
        tableRows.editingCellProperty().addListener((o, a, b) -> viewModel.editingProperty().set(b != null));
        rebuildColumns();
        VBox.setVgrow(tableRows, Priority.ALWAYS);
        // the followed entity stays selected as rows are read again and when it moves table
        viewModel.rows().addListener((ListChangeListener<LiveRow>) c -> {
            syncingRow = false;
            selectFollowedRow();
        });
        viewModel.followedEntityProperty().addListener((o, a, b) -> selectFollowedRow());
        tableRows.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (syncingRow) return;
            selectedEntity = b == null ? null : b.entity();
            Long followed = viewModel.followedEntityProperty().get();
            if (followed != null && b != null && b.entity() != followed) viewModel.follow(null); // another row chosen
        });

        ToggleButton follow = new ToggleButton("Follow this entity");
        follow.setId("followButton");
        follow.setTooltip(new Tooltip("Keep the selected entity selected across refreshes, and go with it when it moves table"));
        follow.disableProperty().bind(tableRows.getSelectionModel().selectedItemProperty().isNull()
                .and(viewModel.followedEntityProperty().isNull()));
        viewModel.followedEntityProperty().addListener((o, a, b) -> follow.setSelected(b != null));
        follow.setOnAction(e -> {
            LiveRow row = tableRows.getSelectionModel().getSelectedItem();
            viewModel.follow(follow.isSelected() && row != null ? row.entity() : null);
            follow.setSelected(viewModel.followedEntityProperty().get() != null);
        });
        Label followed = new Label();
        followed.setId("followedLabel");
        followed.textProperty().bind(Bindings.createStringBinding(() -> {
            Long e = viewModel.followedEntityProperty().get();
            return e == null ? "" : "following " + LiveRow.handleText(e);
        }, viewModel.followedEntityProperty()));

        Label rowsHeader = new Label();
        rowsHeader.getStyleClass().add("rows-header");
        rowsHeader.textProperty().bind(Bindings.createStringBinding(() -> {
            String id = viewModel.selectedTableProperty().get();
            if (id == null) return "No table selected";
            // a Flecs table id is a number: the components say which table it is
            String name = viewModel.visibleTables().stream().filter(t -> t.id().equals(id)).findFirst()
                    .filter(t -> !id.equals(String.join("+", t.components())))
                    .map(t -> "Table " + id + ": " + t.componentsText()).orElse(id);
            long n = viewModel.rowTotalProperty().get();
            return name + " — " + Counted.of(n, "row");
        }, viewModel.selectedTableProperty(), viewModel.rowTotalProperty(), viewModel.visibleTables()));

        NumberAxis x = new NumberAxis();
        x.setLabel("seconds");
        x.setForceZeroInRange(false);
        NumberAxis y = new NumberAxis();
        y.setLabel("entities");
        y.setForceZeroInRange(false);
        LineChart<Number, Number> chart = new LineChart<>(x, y);
        chart.setId("entityChart");
        chart.setAnimated(false);
        chart.setCreateSymbols(false);
        chart.setLegendVisible(false);
        chart.setTitle("Entities over time");
        chart.setPrefHeight(200);
        chart.setMinHeight(120);
        counts.setName("entities");
        chart.getData().add(counts);
        viewModel.entityHistory().addListener((ListChangeListener<CountSample>) c -> counts.getData().setAll(
                viewModel.entityHistory().stream().map(s -> new XYChart.Data<Number, Number>(s.seconds(), s.entities())).toList()));

        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        HBox header = new HBox(8, rowsHeader, grow, followed, follow);
        header.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        SplitPane rowsAndChart = new SplitPane(tableRows, chart);
        rowsAndChart.setOrientation(Orientation.VERTICAL);
        rowsAndChart.setDividerPositions(0.7);
        VBox.setVgrow(rowsAndChart, Priority.ALWAYS);
        VBox box = new VBox(6, header, rowsAndChart);
        box.setPadding(new Insets(6));
        return box;
    }

    /**
     * Selects the followed entity's row, or else the row the user selected, whenever the rows are read
     * again (a replaced row loses its selection), and scrolls to a followed one.
     */
    private void selectFollowedRow() {
        Long followed = viewModel.followedEntityProperty().get();
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
                if (followed != null) tableRows.scrollTo(Math.max(0, i - 3));
            }
            return;
        }
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
        for (FieldColumn fc : viewModel.columns()) {
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
                viewModel.editCell(e.getRowValue(), fc, e.getNewValue());
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
        javafx.application.Platform.runLater(tableRows::requestFocus);
    }

    private HBox statusBar() {
        Label status = new Label();
        status.setId("statusLabel");
        status.textProperty().bind(viewModel.statusProperty());
        status.graphicProperty().bind(Bindings.when(viewModel.pausedProperty()).then(Glyphs.view(Glyph.PAUSED)).otherwise(Glyphs.view(Glyph.LIVE)));
        Label message = new Label();
        message.setId("messageLabel");
        message.getStyleClass().add("live-message");
        message.textProperty().bind(viewModel.messageProperty());
        HBox bar = new HBox(16, status, message);
        bar.getStyleClass().add("live-status");
        bar.setPadding(new Insets(4, 8, 4, 8));
        return bar;
    }

    private static <T> StringConverter<T> converter(Function<T, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(T t) {
                return t == null ? "" : text.apply(t);
            }

            @Override
            public T fromString(String s) {
                throw new UnsupportedOperationException();
            }
        };
    }
}
