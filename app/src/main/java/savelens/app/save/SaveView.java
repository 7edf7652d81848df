package savelens.app.save;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import savelens.path.DocumentPath;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TablePosition;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import savelens.app.navigation.RowReveal;
import savelens.gamesave.Holding;
import savelens.gamesave.PartyMember;
import savelens.gamesave.SaveValue;

/**
 * The Save tab ({@code #savePanel}): a form over an RPG Maker save in the words of the game: the party first, then
 * gold ({@code #goldField}), where the player is, play time and saves, the inventory and the switches and variables
 * (filtered by {@code #flagFilter}), each value editable in place.
 */
public final class SaveView {
    private final SaveViewModel model;
    private final ScrollPane scroll;

    public SaveView(SaveViewModel model) {
        this.model = model;
        Label title = new Label();
        title.getStyleClass().add("save-title");
        title.textProperty().bind(model.titleProperty());
        Label gameData = new Label();
        gameData.setId("gameDataFolder");
        gameData.getStyleClass().add("inspector-dim");
        gameData.textProperty().bind(model.gameDataProperty());
        gameData.setWrapText(true);
        Button choose = new Button("Choose Data Folder…");
        choose.setId("chooseGameData");
        choose.setOnAction(e -> chooseDataFolder());
        choose.setMinWidth(Region.USE_PREF_SIZE); // never "Choose Data Fold…": the title is cut first
        title.setMinWidth(0);
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        // The button beside the title, the folder's line under both across the tab: two lines where it took three.
        HBox titleRow = new HBox(8, title, grow, choose);
        titleRow.setAlignment(Pos.CENTER_LEFT);

        GridPane summary = new GridPane();
        summary.getStyleClass().add("save-summary");
        summary.setHgap(8);
        summary.setVgap(6);
        Label currency = new Label();
        currency.textProperty().bind(model.currencyProperty());
        summary.addRow(0, caption("Gold"), field("goldField", model.goldProperty()), currency);
        Label mapName = new Label();
        mapName.textProperty().bind(model.mapNameProperty());
        summary.addRow(1, caption("Map"), field("mapIdField", model.positionProperty().map(p -> p.mapId())), mapName);
        TextField x = field("xField", model.positionProperty().map(p -> p.x()));
        TextField y = field("yField", model.positionProperty().map(p -> p.y()));
        x.setPrefColumnCount(4);
        y.setPrefColumnCount(4);
        HBox xy = new HBox(6, caption("X"), x, caption("Y"), y);
        xy.setAlignment(Pos.CENTER_LEFT);
        summary.addRow(2, caption("Position"), xy);
        Label playtime = new Label();
        playtime.setId("playtime");
        playtime.textProperty().bind(model.playtimeProperty());
        summary.addRow(3, caption("Play time"), field("playtimeField", model.playtimeFramesProperty()), playtime);
        summary.addRow(4, caption("Saved"), field("saveCountField", model.saveCountProperty()), new Label("times"));

        TableView<PartyMember> party = new TableView<>(model.party());
        party.setId("partyTable");
        party.getColumns().add(column("Actor", m -> m.actorId() + (m.databaseName() == null ? "" : "  " + m.databaseName())));
        party.getColumns().add(editable(party, "Name", PartyMember::name));
        party.getColumns().add(column("Class", m -> m.classId() < 0 ? "" : m.classId() + (m.className() == null ? "" : "  " + m.className())));
        party.getColumns().add(editable(party, "Level", PartyMember::level));
        party.getColumns().add(editable(party, "HP", PartyMember::hp));
        party.getColumns().add(editable(party, "MP", PartyMember::mp));
        party.getColumns().add(editable(party, "EXP", PartyMember::exp));
        party.setPlaceholder(new Label("the save lists no party members"));
        fitToItems(party, 6);
        namesTakeTheRoom(party, party.getColumns().subList(0, 2));

        TableView<Holding> inventory = new TableView<>(model.inventory());
        inventory.setId("inventoryTable");
        inventory.getColumns().add(column("Kind", h -> h.kind().word()));
        inventory.getColumns().add(column("ID", h -> Long.toString(h.id())));
        TableColumn<Holding, String> holdingName = column("Name", h -> h.name() == null ? "" : h.name());
        inventory.getColumns().add(holdingName);
        inventory.getColumns().add(editable(inventory, "Quantity", Holding::quantity));
        inventory.setPlaceholder(new Label("the party carries nothing"));
        fitToItems(inventory, 8);
        namesTakeTheRoom(inventory, List.of(holdingName));
        ComboBox<DatabaseEntry> pick = new ComboBox<>(model.database());
        pick.setId("databasePicker");
        pick.setPromptText("From the game's database…");
        pick.setVisibleRowCount(14);
        pick.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(pick, Priority.ALWAYS);
        Button add = new Button("Add to Inventory");
        add.setId("addHolding");
        add.disableProperty().bind(pick.valueProperty().isNull());
        add.setOnAction(e -> {
            if (model.add(pick.getValue()) == null) pick.setValue(null);
        });
        HBox addRow = new HBox(8, pick, add);
        addRow.setAlignment(Pos.CENTER_LEFT);
        addRow.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(model.database()));
        addRow.managedProperty().bind(addRow.visibleProperty());

        TextField filter = new TextField();
        filter.setId("flagFilter");
        filter.setPromptText("Filter switches and variables by name or number");
        filter.textProperty().bindBidirectional(model.filterProperty());
        TableView<FlagRow> flags = new TableView<>(model.flags());
        flags.setId("flagTable");
        flags.getColumns().add(column("Kind", FlagRow::kind));
        flags.getColumns().add(column("ID", r -> Long.toString(r.flag().id())));
        TableColumn<FlagRow, String> flagName = column("Name", r -> r.flag().name() == null ? "" : r.flag().name());
        flags.getColumns().add(flagName);
        TableColumn<FlagRow, String> flagValue = editable(flags, "Value", r -> r.flag().value());
        flagValue.setCellFactory(c -> new FlagValueCell(model));
        flags.getColumns().add(flagValue);
        flags.setPlaceholder(new Label("no switch or variable has a name or a value set"));
        fit(flags, 12);
        namesTakeTheRoom(flags, List.of(flagName));

        // The party comes first after the title: with the bottom panel open at 1024×700 the tab is 270 px tall, and
        // every member shows there without scrolling; gold, place and time follow.
        VBox heading = new VBox(2, titleRow, gameData);
        VBox box = new VBox(8, heading, section("Party"), party, summary, section("Items, weapons and armors"), inventory, addRow,
                section("Switches and variables (named or set)"), filter, flags);
        box.setPadding(new Insets(10));
        box.getStyleClass().add("save-panel");
        scroll = new ScrollPane(box);
        scroll.setId("savePanel");
        scroll.setFitToWidth(true);
        tables = List.of(party, inventory, flags);
        for (TableView<?> t : tables) reveals.put(t, new RowReveal(t, t::scrollTo));
        for (TableView<?> t : tables) t.setContextMenu(menu);
        model.revealedProperty().addListener((o, was, now) -> reveal(now));
    }

    private final List<SaveValueField> fields = new ArrayList<>();
    /** The tables' context menu: empty here (and then not shown), filled by whoever places the tab. */
    private final javafx.scene.control.ContextMenu menu = new javafx.scene.control.ContextMenu();

    /** The context menu of the party, inventory and switch tables; its actions work on the value chosen there. */
    public javafx.scene.control.ContextMenu contextMenu() { return menu; }
    private final List<TableView<?>> tables;
    private final java.util.Map<TableView<?>, RowReveal> reveals = new java.util.HashMap<>();

    private TextField field(String id, javafx.beans.value.ObservableValue<SaveValue> value) {
        SaveValueField f = new SaveValueField(id, value, model);
        fields.add(f);
        return f.view();
    }

    /** Shows the value at a path: its field takes the focus, or its cell is selected and scrolled to. */
    private void reveal(DocumentPath path) {
        if (path == null) return;
        for (SaveValueField f : fields) {
            if (f.holds(path)) {
                f.view().requestFocus();
                return;
            }
        }
        if (model.flags().stream().noneMatch(r -> path.equals(r.flag().value().path()) || path.equals(r.flag().value().slot()))) {
            model.filterProperty().set(""); // a switch the filter hides is shown again
        }
        for (TableView<?> t : tables) if (revealIn(t, path)) return;
    }

    @SuppressWarnings("unchecked")
    private <S> boolean revealIn(TableView<S> table, DocumentPath path) {
        for (TableColumn<S, ?> c : table.getColumns()) {
            if (!(c.getUserData() instanceof Function<?, ?> f)) continue;
            for (int row = 0; row < table.getItems().size(); row++) {
                SaveValue v = ((Function<S, SaveValue>) f).apply(table.getItems().get(row));
                if (v != null && (path.equals(v.path()) || path.equals(v.slot()))) {
                    table.getSelectionModel().clearAndSelect(row, c);
                    int shown = row;
                    reveals.get(table).reveal(() -> shown, 2);
                    return true;
                }
            }
        }
        return false;
    }

    public ScrollPane view() { return scroll; }

    private void chooseDataFolder() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("The game's data folder (with System.json)");
        File dir = chooser.showDialog(scroll.getScene() == null ? null : scroll.getScene().getWindow());
        if (dir != null) model.useGameData(dir.toPath());
    }

    private static Label caption(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("field-name");
        return l;
    }

    private static Label section(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("inspector-section");
        return l;
    }

    private static <S> TableColumn<S, String> column(String name, Function<S, String> text) {
        TableColumn<S, String> c = new TableColumn<>(name);
        c.setCellValueFactory(f -> new ReadOnlyStringWrapper(text.apply(f.getValue())));
        c.setEditable(false);
        return c;
    }

    /** A column of values edited in place; choosing a cell selects its value in the tree. */
    private <S> TableColumn<S, String> editable(TableView<S> table, String name, Function<S, SaveValue> value) {
        TableColumn<S, String> c = new TableColumn<>(name);
        c.setCellValueFactory(f -> new ReadOnlyStringWrapper(value.apply(f.getValue()).shown()));
        c.setCellFactory(TextFieldTableCell.forTableColumn());
        c.setOnEditCommit(e -> {
            if (model.edit(value.apply(e.getRowValue()), e.getNewValue()) != null) table.refresh();
        });
        c.setUserData(value);
        table.setEditable(true);
        if (table.getProperties().putIfAbsent("savelens.selectsCells", Boolean.TRUE) == null) {
            table.getSelectionModel().setCellSelectionEnabled(true);
            table.getFocusModel().focusedCellProperty().addListener((o, was, now) -> selectCell(table, now));
        }
        return c;
    }

    @SuppressWarnings("unchecked")
    private <S> void selectCell(TableView<S> table, TablePosition<S, ?> at) {
        // Only the user's choice: rows made again after an edit move the focus too, which must not move the selection.
        if (!table.isFocusWithin()) return;
        if (at == null || at.getRow() < 0 || at.getRow() >= table.getItems().size() || at.getTableColumn() == null) return;
        if (at.getTableColumn().getUserData() instanceof Function<?, ?> f) {
            model.select(((Function<S, SaveValue>) f).apply(table.getItems().get(at.getRow())));
        }
    }

    /**
     * Kind, number and value need little room and the game's names need much: those columns keep a narrow width
     * and the name columns (the database's and the player's in the party) share the rest of the table's.
     */
    private static <S> void namesTakeTheRoom(TableView<S> table, List<TableColumn<S, ?>> names) {
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        List<TableColumn<S, ?>> narrow = table.getColumns().stream().filter(c -> !names.contains(c)).toList();
        for (TableColumn<S, ?> c : narrow) {
            c.setPrefWidth(switch (c.getText()) {
                case "ID", "Level", "HP", "MP" -> 56;
                case "EXP" -> 80; // a late actor's experience has seven digits
                case "Kind" -> 72;
                case "Class" -> 84;
                default -> 110;
            });
        }
        javafx.beans.Observable[] depends = java.util.stream.Stream.concat(java.util.stream.Stream.of(table.widthProperty()),
                narrow.stream().map(TableColumn::widthProperty)).toArray(javafx.beans.Observable[]::new);
        // 20 px leave room for the vertical scroll bar, so no horizontal one appears.
        javafx.beans.binding.DoubleBinding each = javafx.beans.binding.Bindings.createDoubleBinding(
                () -> Math.max(80, (table.getWidth() - narrow.stream().mapToDouble(TableColumn::getWidth).sum() - 20) / names.size()), depends);
        for (TableColumn<S, ?> name : names) name.prefWidthProperty().bind(each);
    }

    /** The column header (26 px) and the table's border; a row's fixed height. */
    private static final double HEADER = 28, ROW = 26;

    /**
     * As tall as its rows, from two (room for the placeholder) up to {@code most}; the tab scrolls for the rest. A party of
     * two took a screenful of empty striped rows before.
     */
    private static void fitToItems(TableView<?> table, int most) {
        table.setFixedCellSize(ROW);
        table.prefHeightProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                () -> HEADER + ROW * Math.max(2, Math.min(most, table.getItems().size())), table.getItems()));
        table.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        table.setMaxHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
    }

    /** Tall enough for a few rows; the tab scrolls for the rest (the switches and variables, whose filter changes the count). */
    private static void fit(TableView<?> table, int rows) {
        table.setPrefHeight(HEADER + ROW * rows);
        table.setMinHeight(90);
    }
}
