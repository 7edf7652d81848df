package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.save.DatabaseEntry;
import savelens.app.save.FlagRow;
import savelens.app.save.SaveViewModel;
import savelens.gamesave.GeneratedGame;
import savelens.path.DocumentPath;

/** The Save tab's controls fit their values: switches are check boxes, the inventory grows from the database. */
@ExtendWith(ApplicationExtension.class)
class SaveControlsWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1200, 800);
        model = ui.model;
        window = ui.window;
    }


    private String raw(String path) {
        return model.current().document().raw(model.current().paths().resolve(DocumentPath.parse(path)).value());
    }

    @Test void aSwitchIsACheckBoxAndNullReadsAsOff(FxRobot robot) throws Exception {
        Path game = GeneratedGame.mvGame(dir.resolve("game"));
        robot.interact(() -> model.open(game));
        robot.interact(() -> window.currentTab().showSave());
        WaitForAsyncUtils.waitForFxEvents();
        TableView<FlagRow> flags = robot.lookup("#flagTable").queryTableView();
        CheckBox doorOpened = robot.lookup("#flagTable #switch-1").queryAs(CheckBox.class);
        CheckBox bossBeaten = robot.lookup("#flagTable #switch-3").queryAs(CheckBox.class);
        assertTrue(doorOpened.isSelected());
        assertEquals("on", doorOpened.getText());
        assertFalse(bossBeaten.isSelected(), "null in the array is off, as the game reads it");
        robot.interact(doorOpened::fire);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("false", raw("$.switches._data[1]"));
        assertFalse(robot.lookup("#flagTable #switch-1").queryAs(CheckBox.class).isSelected());
        assertEquals(3 + 3, flags.getItems().size(), "rows stay");

        SaveViewModel save = window.currentTab().saveModel();
        FlagRow boss = flags.getItems().stream().filter(r -> r.isSwitch() && r.flag().id() == 3).findFirst().orElseThrow();
        String[] refused = new String[1];
        robot.interact(() -> refused[0] = save.edit(boss.flag().value(), "off"));
        assertEquals("$.switches._data[3]: \"off\" is not a JSON value: off is written false", refused[0]);
        robot.interact(() -> refused[0] = save.edit(boss.flag().value(), "true"));
        assertEquals(null, refused[0], "the advice works");
        assertEquals("true", raw("$.switches._data[3]"));
    }

    @Test void anItemIsAddedFromTheDatabasePicker(FxRobot robot) throws Exception {
        Path game = GeneratedGame.mvGame(dir.resolve("game"));
        robot.interact(() -> model.open(game));
        robot.interact(() -> window.currentTab().showSave());
        WaitForAsyncUtils.waitForFxEvents();
        ComboBox<DatabaseEntry> pick = robot.lookup("#databasePicker").queryComboBox();
        assertFalse(pick.getItems().stream().anyMatch(e -> e.id() == 41 && e.kind().word().equals("item")), "held already");
        DatabaseEntry shield = pick.getItems().stream().filter(e -> e.kind().word().equals("armor")).findFirst().orElseThrow();
        assertEquals("armor 1  Shield", shield.toString());
        robot.interact(() -> pick.setValue(shield));
        robot.interact(() -> robot.lookup("#addHolding").queryAs(Button.class).fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("1", raw("$.party._armors.1"));
        TableView<?> inventory = robot.lookup("#inventoryTable").queryTableView();
        assertEquals(4, inventory.getItems().size());
        assertFalse(pick.getItems().contains(shield));
        robot.interact(() -> model.current().undo());
        assertEquals(3, inventory.getItems().size(), "one undoable edit");
    }
}
