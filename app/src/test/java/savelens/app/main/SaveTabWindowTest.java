package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.gamesave.GeneratedGame;
import savelens.app.Samples;
import savelens.app.document.DocumentViewModel;
import savelens.app.save.FlagRow;
import savelens.app.save.SaveViewModel;
import savelens.app.tree.TreeEntry;
import savelens.format.rpgmaker.RpgMakerMvFormat;
import savelens.format.rpgmaker.RpgMakerMzFormat;
import savelens.gamesave.Holding;
import savelens.gamesave.PartyMember;
import savelens.path.DocumentPath;

/** The Save tab on MV and MZ saves: gold edited through it, undone, names from a generated data/ folder. */
@ExtendWith(ApplicationExtension.class)
class SaveTabWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1200, 800);
        model = ui.model;
        window = ui.window;
    }


    @Test void goldIsEditedInTheSaveTabUndoneAndSavedOnAnMvSave(FxRobot robot) throws Exception {
        Path save = GeneratedGame.mvGame(dir.resolve("game"));
        byte[] before = Files.readAllBytes(save);
        String json = new String(new RpgMakerMvFormat().decode(before), StandardCharsets.UTF_8);
        editGoldAndUndo(robot, save);
        robot.interact(() -> menu("menuSave").fire());
        String saved = new String(new RpgMakerMvFormat().decode(Files.readAllBytes(save)), StandardCharsets.UTF_8);
        assertEquals(json.replace("\"_gold\":2500,", "\"_gold\":999999,"), saved, "only the gold changed");
    }

    @Test void goldIsEditedInTheSaveTabOnAnMzSave(FxRobot robot) throws Exception {
        Path save = GeneratedGame.mzGame(dir.resolve("game"));
        String json = new String(new RpgMakerMzFormat().decode(Files.readAllBytes(save)), StandardCharsets.UTF_8);
        editGoldAndUndo(robot, save);
        robot.interact(() -> menu("menuSave").fire());
        String saved = new String(new RpgMakerMzFormat().decode(Files.readAllBytes(save)), StandardCharsets.UTF_8);
        assertEquals(json.replace("\"_gold\":2500,", "\"_gold\":999999,"), saved);
    }

    private void editGoldAndUndo(FxRobot robot, Path save) throws Exception {
        open(robot, save);
        robot.interact(() -> robot.lookup("#documentTree").query().requestFocus());
        robot.interact(() -> window.currentTab().showSave());
        assertTrue(robot.lookup("#savePanel").query().isVisible(), "the Save tab is in front");
        // as a click on the tab would: the tab row has the focus, not the field after the hidden tree (the inspector's path)
        javafx.scene.Node focused = WaitForAsyncUtils.asyncFx(() -> window.scene().getFocusOwner()).get();
        assertTrue(focused instanceof TabPane, "focus after the Save tab came to the front: " + focused);
        TextField gold = robot.lookup("#savePanel #goldField").queryAs(TextField.class);
        assertEquals("2500", gold.getText());
        robot.clickOn(gold);
        robot.interact(() -> {
            gold.requestFocus();
            gold.selectAll();
        });
        assertEquals("$.party._gold", model.current().selectedPath().toString(), "the tree follows the Save tab's selection");
        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        assertEquals("$.party._gold", tree.getSelectionModel().getSelectedItem().getValue().path().toString());
        robot.write("999999");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        DocumentViewModel doc = model.current();
        assertEquals("999999", doc.document().raw(doc.paths().resolve(DocumentPath.parse("$.party._gold")).value()));
        assertTrue(doc.dirtyProperty().get());
        assertEquals("Undo Set gold", menu("menuUndo").getText(), "one edit on the history, named as the game names it");

        robot.interact(() -> menu("menuUndo").fire());
        assertEquals("2500", robot.lookup("#savePanel #goldField").queryAs(TextField.class).getText());
        assertFalse(doc.dirtyProperty().get());
        robot.interact(() -> menu("menuRedo").fire());
        assertEquals("999999", robot.lookup("#savePanel #goldField").queryAs(TextField.class).getText());
    }

    /** A save slot opens on its Save tab, as a player knows the save; a global or config save, which has none, on its tree. */
    @Test void aSaveSlotOpensOnItsSaveTab(FxRobot robot) throws Exception {
        open(robot, GeneratedGame.mvGame(dir.resolve("game")));
        assertEquals("saveTab", window.currentTab().shownNavigator().getId());
        assertTrue(robot.lookup("#savePanel").query().isVisible());
        open(robot, Fixtures.copy(dir, "rpgmaker-mv/global.rpgsave"));
        assertEquals("treeTab", window.currentTab().shownNavigator().getId());
    }

    /** A party of two shows two rows, not a screenful of empty striped ones; every member is shown whole. */
    @Test void thePartyAndInventoryTablesAreAsTallAsTheirRows(FxRobot robot) throws Exception {
        open(robot, GeneratedGame.mvGame(dir.resolve("game")));
        robot.interact(() -> window.currentTab().showSave());
        for (String id : List.of("#partyTable", "#inventoryTable")) {
            // the Save view is made when shown: its tables' rows come with a layout pulse after it
            WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> robot.lookup(id).tryQuery()
                    .map(n -> !n.lookupAll(".table-row-cell").isEmpty()).orElse(false));
            for (int i = 0; i < 3; i++) robot.interact(() -> { });
            TableView<?> table = robot.lookup(id).queryAs(TableView.class);
            robot.interact(() -> {
                javafx.geometry.Bounds shown = table.localToScene(table.getLayoutBounds());
                long empty = 0, filled = 0;
                for (javafx.scene.Node n : table.lookupAll(".table-row-cell")) {
                    javafx.scene.control.TableRow<?> row = (javafx.scene.control.TableRow<?>) n;
                    javafx.geometry.Bounds b = row.localToScene(row.getLayoutBounds());
                    if (!row.isVisible() || b.getMinY() >= shown.getMaxY() - 1) continue;
                    if (row.isEmpty()) empty++;
                    else if (b.getMaxY() <= shown.getMaxY() + 0.5) filled++;
                }
                int items = table.getItems().size();
                assertTrue(items >= 2, id + " has rows: " + items);
                assertEquals(Math.min(items, id.equals("#partyTable") ? 6 : 8), filled, id + ": every row whole");
                assertEquals(0, empty, id + ": " + empty + " empty rows under " + items);
            });
        }
    }

    @Test void namesComeFromTheDataFolderAndShowInTheTablesAndTheInspector(FxRobot robot) throws Exception {
        open(robot, GeneratedGame.mvGame(dir.resolve("game")));
        robot.interact(() -> window.currentTab().showSave());
        SaveViewModel save = window.currentTab().saveModel();
        assertEquals("Harbour Tales", save.titleProperty().get());
        TableView<PartyMember> party = robot.lookup("#partyTable").queryAs(TableView.class);
        assertEquals(2, party.getItems().size());
        assertEquals("Hero", party.getItems().get(0).className());
        assertEquals("Harold", party.getItems().get(0).databaseName());
        TableView<Holding> inventory = robot.lookup("#inventoryTable").queryAs(TableView.class);
        assertEquals("Книга Правил 1", inventory.getItems().get(1).name());

        TableView<FlagRow> flags = robot.lookup("#flagTable").queryAs(TableView.class);
        assertEquals(6, flags.getItems().size(), "3 switches and 3 variables named or set");
        robot.interact(() -> robot.lookup("#flagFilter").queryAs(TextField.class).setText("door"));
        assertEquals(1, flags.getItems().size());
        assertEquals("Door opened", flags.getItems().get(0).flag().name());

        // Choosing a cell selects its value in the tree.
        robot.interact(() -> {
            party.requestFocus();
            party.getFocusModel().focus(0, party.getColumns().get(4));
        });
        assertEquals("$.actors._data[1]._hp", model.current().selectedPath().toString());

        // An HP edit through the table's model goes through the same commands and checks.
        robot.interact(() -> assertEquals(null, save.edit(party.getItems().get(0).hp(), "999")));
        assertEquals("999", party.getItems().get(0).hp().literal());
        robot.interact(() -> {
            String refused = save.edit(party.getItems().get(0).level(), "twelve");
            assertNotNull(refused, "a bare word is no value");
        });
        assertEquals("12", party.getItems().get(0).level().literal());

        // The inspector names item ids next to them, and says nothing of a registry.
        robot.interact(() -> model.current().jumpTo(DocumentPath.parse("$.party._items[\"41\"]")));
        Label kind = robot.lookup("#inspector .field-kind").queryAll().stream().map(Label.class::cast)
                .filter(l -> l.getText().contains("Книга")).findFirst().map(Label.class::cast).orElseThrow();
        assertEquals("\u201cКнига Правил 1\u201d", kind.getText());
        assertTrue(robot.lookup("#inspector .field-kind").queryAll().stream().map(Label.class::cast)
                .noneMatch(l -> l.getText().contains("unregistered")));
    }

    @Test void theGamesNamesGetTheRoomBeforeKindAndNumber(FxRobot robot) throws Exception {
        open(robot, GeneratedGame.mvGame(dir.resolve("game")));
        robot.interact(() -> window.currentTab().showSave());
        WaitForAsyncUtils.waitForFxEvents();
        for (String table : List.of("#inventoryTable", "#flagTable", "#partyTable")) {
            TableView<?> t = robot.lookup(table).queryAs(TableView.class);
            // the party's names are the actor's in the database and the one the player gave
            String names = table.equals("#partyTable") ? "Actor" : "Name";
            TableColumn<?, ?> name = t.getColumns().stream().filter(c -> names.equals(c.getText())).findFirst().orElseThrow();
            double others = t.getColumns().stream().filter(c -> c != name).mapToDouble(TableColumn::getWidth).sum();
            for (TableColumn<?, ?> c : t.getColumns()) {
                if (List.of("Kind", "ID", "Level", "HP", "MP", "EXP").contains(c.getText())) {
                    assertTrue(name.getWidth() > 1.5 * c.getWidth(), table + ": " + names + " " + name.getWidth() + " against " + c.getText() + " " + c.getWidth());
                }
            }
            assertTrue(name.getWidth() + others <= t.getWidth(), table + ": the columns fit the table, no sideways scrolling");
        }
    }

    @Test void aDataFolderChosenInTheWindowNamesASaveFoundWithoutOne(FxRobot robot) throws Exception {
        Path game = dir.resolve("game");
        Path loose = Files.copy(GeneratedGame.mvGame(game), dir.resolve("loose.rpgsave"));
        open(robot, loose);
        SaveViewModel save = window.currentTab().saveModel();
        assertEquals("Game data: none found (no data/ or www/data/ beside the save folder); choose the game's data folder for names",
                save.gameDataProperty().get(), "where it looked, in the command line's words");
        assertEquals(null, save.inventory().get(1).name());
        robot.interact(() -> assertNotNull(save.useGameData(dir.resolve("nowhere"))));
        assertTrue(model.current().messageProperty().get().contains("does not exist"));
        robot.interact(() -> assertEquals(null, save.useGameData(game)));
        assertEquals("Книга Правил 1", save.inventory().get(1).name());
        assertEquals("Game data: " + game.resolve("data").toAbsolutePath().normalize(), save.gameDataProperty().get());
    }

    /** A switch the database names but the save never stored: set from the tab, one undo takes it away again. */
    @Test void aNamedSwitchTheSaveNeverStoredIsSetFromTheTab(FxRobot robot) throws Exception {
        Path save = GeneratedGame.mvGame(dir.resolve("game"));
        Path system = dir.resolve("game/data/System.json");
        Files.writeString(system, Files.readString(system).replace("\"Boss beaten\"]", "\"Boss beaten\",\"\",\"Lighthouse lit\"]"));
        open(robot, save);
        SaveViewModel tab = window.currentTab().saveModel();
        FlagRow lit = tab.flags().stream().filter(r -> "Lighthouse lit".equals(r.flag().name())).findFirst().orElseThrow();
        assertEquals("false", lit.flag().value().shown(), "not stored: the game reads it as off");
        robot.interact(() -> assertEquals(null, tab.edit(lit.flag().value(), "true")));
        FlagRow now = tab.flags().stream().filter(r -> "Lighthouse lit".equals(r.flag().name())).findFirst().orElseThrow();
        assertEquals("true", now.flag().value().literal());
        assertEquals("$.switches._data[5]", now.flag().value().path().toString());
        assertEquals("Undo Set $.switches._data[5]", menu("menuUndo").getText());
        robot.interact(() -> model.current().undo());
        assertEquals("false", tab.flags().stream().filter(r -> "Lighthouse lit".equals(r.flag().name())).findFirst().orElseThrow()
                .flag().value().shown());
        assertFalse(model.current().dirtyProperty().get());
    }

    @Test void aDocumentThatIsNoGameSaveHasNoSaveTab(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "helio/island.json"));
        TabPane navigators = robot.lookup(".navigators").queryAs(TabPane.class);
        assertTrue(navigators.getTabs().stream().noneMatch(t -> "saveTab".equals(t.getId())));
        open(robot, Fixtures.copy(dir, "rpgmaker-mv/global.rpgsave"));
        assertFalse(window.currentTab().saveModel().availableProperty().get());
    }

    @Test void theRealMvSampleShowsItsParty(FxRobot robot) throws Exception {
        open(robot, Samples.copy(dir, "rpgmaker-mv/file1.rpgsave"));
        SaveViewModel save = window.currentTab().saveModel();
        assertTrue(save.availableProperty().get());
        assertEquals(4, save.party().size());
        assertEquals("\"Harold\\r\"", save.party().get(0).name().literal());
        assertEquals("0", save.goldProperty().get().literal());
    }

    @Test void aVxAceSaveShowsInTheSaveTabWithItsDataNamesAndItsGoldIsEdited(FxRobot robot) throws Exception {
        Path game = dir.resolve("vxace");
        Files.createDirectories(game.resolve("Data"));
        Path save = Fixtures.copy(game, "rpgmaker-vxace/Save01.rvdata2");
        try (var data = Files.list(Fixtures.folder().resolve("rpgmaker-vxace/Data"))) {
            for (Path f : data.toList()) Files.copy(f, game.resolve("Data").resolve(f.getFileName().toString()));
        }
        byte[] before = Files.readAllBytes(save);
        open(robot, save);
        robot.interact(() -> window.currentTab().showSave());
        SaveViewModel model = window.currentTab().saveModel();
        assertTrue(model.availableProperty().get(), "a VX Ace save is a game save");
        assertEquals("Fixture Quest", model.titleProperty().get());
        assertEquals("G", model.currencyProperty().get());
        assertEquals("00:12:47 (frames at 60 a second)", model.playtimeProperty().get());
        TableView<PartyMember> party = robot.lookup("#partyTable").queryAs(TableView.class);
        assertEquals(List.of("Eric", "Natalie"), party.getItems().stream().map(PartyMember::databaseName).toList());
        assertEquals("Fighter", party.getItems().get(0).className());
        TableView<Holding> inventory = robot.lookup("#inventoryTable").queryAs(TableView.class);
        assertEquals(List.of("Potion", "Ether élégant", "Bronze Sword"), inventory.getItems().stream().map(Holding::name).toList());
        TableView<FlagRow> flags = robot.lookup("#flagTable").queryAs(TableView.class);
        assertEquals("Met the king", flags.getItems().get(0).flag().name());

        // Past 2^30 the gold becomes a Bignum: the edit is one step, undone to the bytes read.
        robot.interact(() -> assertEquals(null, model.edit(model.goldProperty().get(), "1073741824")));
        assertEquals("1073741824", model.goldProperty().get().literal());
        assertEquals("$[1].party.@gold", model.goldProperty().get().path().toString());
        robot.interact(() -> menu("menuUndo").fire());
        assertEquals("350", model.goldProperty().get().literal());
        org.junit.jupiter.api.Assertions.assertArrayEquals(before, this.model.current().document().text());

        // An armour from the database: a new entry 1 => 1 of the party's @armors hash, selected, one undoable edit.
        savelens.app.save.DatabaseEntry shield = model.database().stream().filter(e -> e.kind().word().equals("armor")).findFirst().orElseThrow();
        robot.interact(() -> assertEquals(null, model.add(shield)));
        assertEquals(List.of("Potion", "Ether élégant", "Bronze Sword", "Bronze Shield"), inventory.getItems().stream().map(Holding::name).toList());
        assertEquals("$[1].party.@armors[1]", this.model.current().selectedPath().toString());
        robot.interact(() -> menu("menuUndo").fire());
        org.junit.jupiter.api.Assertions.assertArrayEquals(before, this.model.current().document().text());
    }

    private void open(FxRobot robot, Path file) {
        robot.interact(() -> model.open(file));
        assertEquals(null, model.loadErrorProperty().get());
    }

    private javafx.scene.control.MenuItem menu(String id) { return WindowMenus.item(window, id); }
}
