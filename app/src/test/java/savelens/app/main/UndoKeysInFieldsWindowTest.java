package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.TextField;
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
import savelens.app.document.DocumentViewModel;
import savelens.gamesave.GeneratedGame;
import savelens.path.DocumentPath;

/**
 * Ctrl+Z and Ctrl+Shift+Z pressed in a value field right after Enter (the focus still there) undo and redo the
 * document's edit, and the field shows the value at once: the text field's own undo took these keys, and the
 * next save wrote the value the user thought undone.
 */
@ExtendWith(ApplicationExtension.class)
class UndoKeysInFieldsWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;
    MainViewModel model;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1200, 800);
        model = ui.model;
    }

    @Test void ctrlZInTheInspectorsFieldAfterEnterUndoesTheEditAndTheSaveKeepsTheBytes(FxRobot robot) throws Exception {
        Path island = Fixtures.copy(dir, "helio/island.json");
        byte[] original = Files.readAllBytes(island);
        open(robot, island);
        robot.interact(() -> model.current().jumpTo(DocumentPath.parse("$.children[0]")));
        TextField name = robot.lookup("#inspector #field-name").queryAs(TextField.class);
        typeOver(robot, name, "boulder");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        DocumentViewModel doc = model.current();
        assertEquals("\"boulder\"", value(doc, "$.children[0].name"));
        assertTrue(name.isFocused(), "Enter leaves the focus in the field");

        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("\"rock\"", value(doc, "$.children[0].name"), "Ctrl+Z undid the document's edit");
        assertFalse(doc.dirtyProperty().get());
        assertEquals("rock", field(robot, "#inspector #field-name").getText(), "the field shows the undone value");

        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.Z);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("\"boulder\"", value(doc, "$.children[0].name"), "Ctrl+Shift+Z redid it");
        assertEquals("boulder", field(robot, "#inspector #field-name").getText());

        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> WindowMenus.item(ui.window, "menuSave").fire());
        assertArrayEquals(original, Files.readAllBytes(island), "the undone edit is not saved");
    }

    @Test void typingNotYetCommittedIsTakenBackFirstThenTheDocumentsEdit(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "helio/scene.json"));
        robot.interact(() -> model.current().jumpTo(DocumentPath.parse("$.roots[0].layer")));
        DocumentViewModel doc = model.current();
        String before = value(doc, "$.roots[0].layer");
        TextField layer = field(robot, "#inspector #field-layer");
        typeOver(robot, layer, "42");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("42", value(doc, "$.roots[0].layer"));

        typeOver(robot, field(robot, "#inspector #field-layer"), "7x");
        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("42", field(robot, "#inspector #field-layer").getText(), "the typing is taken back, whole");
        assertEquals("42", value(doc, "$.roots[0].layer"), "and the document's edit is still there");
        assertTrue(robot.lookup("#inspector #editError").tryQuery().isEmpty(), "no refusal is left beside the field");

        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before, value(doc, "$.roots[0].layer"), "the next Ctrl+Z undoes the edit");
        assertEquals(before, field(robot, "#inspector #field-layer").getText());
        assertFalse(doc.dirtyProperty().get());
    }

    @Test void ctrlZInTheSaveTabsGoldFieldUndoesTheGoldAndCtrlYRedoesIt(FxRobot robot) throws Exception {
        Path save = GeneratedGame.mvGame(dir.resolve("game"));
        open(robot, save);
        robot.interact(() -> ui.window.currentTab().showSave());
        TextField gold = field(robot, "#savePanel #goldField");
        assertEquals("2500", gold.getText());
        typeOver(robot, gold, "5000");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        DocumentViewModel doc = model.current();
        assertEquals("5000", value(doc, "$.party._gold"));
        assertTrue(gold.isFocused());

        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("2500", value(doc, "$.party._gold"), "Ctrl+Z undid the gold");
        assertEquals("2500", field(robot, "#savePanel #goldField").getText());
        assertFalse(doc.dirtyProperty().get());

        robot.push(KeyCode.SHORTCUT, KeyCode.Y);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("5000", value(doc, "$.party._gold"), "Ctrl+Y, the window's second Redo chord, redid it");
        assertEquals("5000", field(robot, "#savePanel #goldField").getText());
    }

    private void typeOver(FxRobot robot, TextField field, String text) {
        robot.clickOn(field);
        robot.interact(() -> {
            field.requestFocus();
            field.selectAll();
        });
        robot.write(text);
    }

    private static TextField field(FxRobot robot, String query) { return robot.lookup(query).queryAs(TextField.class); }

    private static String value(DocumentViewModel doc, String path) {
        return doc.document().raw(doc.paths().resolve(DocumentPath.parse(path)).value());
    }

    private void open(FxRobot robot, Path file) {
        robot.interact(() -> model.open(file));
        assertEquals(null, model.loadErrorProperty().get());
    }
}
