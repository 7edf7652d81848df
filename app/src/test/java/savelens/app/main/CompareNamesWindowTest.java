package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TablePosition;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.save.FlagRow;
import savelens.diff.Change;
import savelens.document.NewValue;
import savelens.gamesave.GeneratedGame;
import savelens.path.DocumentPath;

/** Compare speaks the game's names, shows a change where the user looks, and puts a change back from its row. */
@ExtendWith(ApplicationExtension.class)
class CompareNamesWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1200, 800);
        model = ui.model;
        window = ui.window;
    }


    @Test void aChangeRowNamesTheSwitchAndTheItemAndRevertsFromItsRow(FxRobot robot) throws Exception {
        Path save = GeneratedGame.mvGame(dir.resolve("game"));
        robot.interact(() -> model.open(save));
        robot.interact(() -> model.current().setValue(DocumentPath.parse("$.switches._data[1]"), NewValue.parse("false")));
        robot.interact(() -> model.current().setValue(DocumentPath.parse("$.party._items[\"41\"]"), NewValue.parse("99")));
        robot.interact(() -> model.save());
        robot.interact(() -> window.compareWithBackup());
        WaitForAsyncUtils.waitForFxEvents();

        ListView<Change> list = robot.lookup("#diffList").queryListView();
        List<String> rows = robot.lookup("#diffList .change-cell").queryAllAs(ListCell.class).stream()
                .filter(c -> c.getItem() != null).map(c -> ((javafx.scene.control.Label) ((javafx.scene.layout.HBox) c.getGraphic()).getChildren().get(0)).getText()).toList();
        assertEquals(List.of("switch 1 Door opened: on → off", "item 41 Книга Правил 1: 1 → 99"), rows);

        // The Save tab in front: the switch's row there is chosen.
        robot.interact(() -> window.currentTab().showSave());
        robot.interact(() -> list.getSelectionModel().select(0));
        WaitForAsyncUtils.waitForFxEvents();
        TableView<FlagRow> flags = robot.lookup("#flagTable").queryTableView();
        TablePosition<?, ?> cell = flags.getFocusModel().getFocusedCell();
        assertEquals(1, flags.getItems().get(cell.getRow()).flag().id());
        assertEquals("$.switches._data[1]", model.current().selectedPath().toString());

        // The tree in front: the item is selected there.
        robot.interact(() -> window.currentTab().showNavigator(false));
        robot.interact(() -> list.getSelectionModel().select(1));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("$.party._items.41", model.current().selectedPath().toString());

        Hyperlink revert = robot.lookup("#diffList .change-revert").queryAllAs(Hyperlink.class).stream()
                .filter(h -> h.isVisible() && ((ListCell<?>) h.getParent().getParent()).getItem() == list.getItems().get(1)).findFirst().orElseThrow();
        robot.interact(revert::fire);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("1", model.current().document().raw(model.current().paths().resolve(DocumentPath.parse("$.party._items[\"41\"]")).value()));
        assertEquals(1, list.getItems().size(), "only the switch is left to list");
    }

    @Test void aVxAceSavesChangesAreNamedFromItsDataFolder(FxRobot robot) throws Exception {
        Path game = dir.resolve("vxace");
        Path fixtures = savelens.app.Fixtures.folder().resolve("rpgmaker-vxace");
        try (java.util.stream.Stream<Path> files = java.nio.file.Files.walk(fixtures)) {
            for (Path f : files.toList()) {
                Path to = game.resolve(fixtures.relativize(f).toString());
                if (java.nio.file.Files.isDirectory(f)) java.nio.file.Files.createDirectories(to);
                else java.nio.file.Files.copy(f, to);
            }
        }
        Path save = game.resolve("Save01.rvdata2");
        robot.interact(() -> model.open(save));
        robot.interact(() -> model.current().setValue(DocumentPath.parse("$[1].party.@gold", model.current().document()), NewValue.parse("500")));
        robot.interact(() -> model.current().setValue(DocumentPath.parse("$[1].switches.@data[2]", model.current().document()), NewValue.parse("true")));
        robot.interact(() -> model.save());
        robot.interact(() -> window.compareWithBackup());
        WaitForAsyncUtils.waitForFxEvents();

        List<String> rows = robot.lookup("#diffList .change-cell").queryAllAs(ListCell.class).stream()
                .filter(c -> c.getItem() != null).map(c -> ((javafx.scene.control.Label) ((javafx.scene.layout.HBox) c.getGraphic()).getChildren().get(0)).getText()).toList();
        assertEquals(List.of("switch 2 Door open: off → on", "gold: 350 → 500"), rows);
    }

    @Test void aRemovedValueIsPutBackFromItsRow(FxRobot robot) throws Exception {
        Path save = GeneratedGame.mvGame(dir.resolve("game"));
        robot.interact(() -> model.open(save));
        DocumentPath gold = DocumentPath.parse("$.party._gold");
        String before = model.current().document().raw(model.current().paths().resolve(gold).value());
        robot.interact(() -> assertNull(model.current().execute(
                new savelens.edit.RemoveChild(model.current().paths().resolve(gold).value(), gold.toString()))));
        assertNull(model.current().paths().resolve(gold), "the gold is gone");
        robot.interact(() -> model.save());
        robot.interact(() -> window.compareWithBackup());
        WaitForAsyncUtils.waitForFxEvents();

        ListView<Change> list = robot.lookup("#diffList").queryListView();
        assertEquals(1, list.getItems().size(), String.valueOf(list.getItems()));
        Hyperlink revert = robot.lookup("#diffList .change-revert").queryAllAs(Hyperlink.class).stream()
                .filter(h -> h.isVisible() && ((ListCell<?>) h.getParent().getParent()).getItem() == list.getItems().get(0)).findFirst().orElseThrow();
        robot.interact(revert::fire);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before, model.current().document().raw(model.current().paths().resolve(gold).value()), "the gold is back");
        assertTrue(list.getItems().isEmpty(), "nothing is left to list: " + list.getItems());
        robot.interact(() -> model.current().undo());
        assertNull(model.current().paths().resolve(gold), "putting it back is one undoable edit");
    }
}
