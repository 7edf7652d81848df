package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.javafx.stage.WindowHelper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import javafx.stage.Modality;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.ControlCharacterFiles;
import savelens.app.Fixtures;
import savelens.app.document.DocumentViewModel;
import savelens.app.tree.TreeEntry;
import savelens.path.DocumentPath;

/**
 * A string holding a control character shows escaped in its field, and passing through the field without
 * typing (Tab in and out, a click elsewhere, a dialog taking the focus) changes nothing: the document stays
 * clean and a save leaves the file's bytes as they were.
 */
@ExtendWith(ApplicationExtension.class)
class UntouchedFieldWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1100, 750);
        model = ui.model;
        window = ui.window;
    }


    @Test void tabbingThroughAHelioNameEndingInATabChangesNothing(FxRobot robot) throws Exception {
        Path file = ControlCharacterFiles.helio(dir);
        TextField name = show(robot, file, "#1", "name", "Player\\t");
        // Tab in from the node's path above the fields, then Tab on.
        robot.interact(() -> robot.lookup("#nodePath").queryAs(TextField.class).requestFocus());
        robot.type(KeyCode.TAB);
        assertTrue(name.isFocused(), "Tab leads into the name field");
        robot.type(KeyCode.TAB);
        assertLeftUnchanged(robot, file, name);
    }

    @Test void tabbingThroughAnMvNameEndingInACarriageReturnChangesNothing(FxRobot robot) throws Exception {
        Path file = ControlCharacterFiles.mv(dir);
        TextField name = show(robot, file, "$.actors._data[1]", "_name", "Harold\\r");
        tabThrough(robot, name);
        assertLeftUnchanged(robot, file, name);
    }

    @Test void clickingAnotherControlChangesNothing(FxRobot robot) throws Exception {
        Path file = ControlCharacterFiles.helio(dir);
        TextField tag = show(robot, file, "#2", "tag", "lone \\ud800 half");
        robot.interact(tag::requestFocus);
        robot.clickOn(robot.lookup("#documentTree").queryAs(TreeView.class));
        assertLeftUnchanged(robot, file, tag);
    }

    @Test void aDialogTakingTheFocusChangesNothing(FxRobot robot) throws Exception {
        Path file = ControlCharacterFiles.mv(dir);
        TextField nickname = show(robot, file, "$.actors._data[2]", "_nickname", "nul\\u0000 and lone \\udc00");
        robot.interact(nickname::requestFocus);
        assertTrue(nickname.isFocused());
        Stage[] dialog = new Stage[1];
        robot.interact(() -> {
            dialog[0] = new Stage();
            dialog[0].initOwner(window.stage());
            dialog[0].initModality(Modality.WINDOW_MODAL);
            dialog[0].setScene(new Scene(new Button("OK"), 200, 100));
            dialog[0].show();
            // What the windowing system does when a dialog comes up; headless Monocle leaves both windows focused.
            WindowHelper.setFocused(window.stage(), false);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(nickname.isFocused(), "the dialog has the focus");
        assertFalse(model.current().dirtyProperty().get());
        robot.interact(() -> {
            dialog[0].close();
            WindowHelper.setFocused(window.stage(), true);
        });
        assertTrue(nickname.isFocused(), "back in the field after the dialog");
        robot.interact(() -> WindowHelper.setFocused(window.stage(), false));
        assertLeftUnchanged(robot, file, nickname);
    }

    @Test void aNumberRetypedWithBlanksAroundItChangesNothing(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "helio/scene.json");
        TextField layer = show(robot, file, "#1", "layer", "3");
        robot.interact(() -> {
            layer.requestFocus();
            layer.setText(" 3 ");
        });
        robot.type(KeyCode.TAB);
        assertLeftUnchanged(robot, file, layer);
    }

    @Test void fieldsShowEveryInvisibleCharacterEscaped(FxRobot robot) throws Exception {
        Path file = ControlCharacterFiles.helio(dir);
        show(robot, file, "#1", "tag", "Heads\\r\\nTails");
        assertEquals("a tab in a field name", field(robot, "note_tkey").getText());
        show(robot, file, "#3", "name", "back\\\\tslash");
        assertEquals("line\\u2028sep", field(robot, "tag").getText());
        assertEquals("party 😀 and 勇者 \"quoted\"", field(robot, "note_tkey").getText(), "printable text is shown as it is");
        show(robot, file, "#4", "name", "del\\u007f c1\\u0085 bidi\\u202eevil\\u202c bom\\ufeff zw\\u200bj");
        assertEquals("\\b\\f\\u001f", field(robot, "note_tkey").getText());
        assertEquals("note\\tkey", robot.lookup("#inspector .field-name").queryAllAs(Label.class).stream()
                .map(Label::getText).filter(t -> t.startsWith("note")).findFirst().orElseThrow(), "field names too");
    }

    @Test void theTreeTheBreadcrumbAndTheStatusBarShowNamesEscaped(FxRobot robot) throws Exception {
        Path file = ControlCharacterFiles.helio(dir);
        show(robot, file, "#1[\"note\\tkey\"]", "note_tkey", "a tab in a field name");
        String path = "$.roots[0][\"note\\tkey\"]";
        assertEquals(path, model.current().selectedPath().toString());
        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        assertEquals("note\\tkey: \"a tab in a field name\"", tree.getSelectionModel().getSelectedItem().getValue().text());
        assertEquals("[0]: #1 GameObject \"Player\\t\"", tree.getSelectionModel().getSelectedItem().getParent().getValue().text());
        List<String> steps = robot.lookup("#breadcrumb").queryAs(FlowPane.class).getChildren().stream()
                .map(n -> ((Labeled) n).getText()).toList();
        // A scene's object is named by its scene path, in the breadcrumb as in the status bar; the field through it.
        assertEquals(List.of("Player\\t", " › GameObject.note\\tkey"), steps);
        assertEquals("Player\\t › GameObject.note\\tkey", robot.lookup("#statusSelection").queryAs(Label.class).getText());
        assertEquals("Player\\t  (#1 GameObject)", WindowUnderTest.inspectorHeading(robot));
    }

    @Test void tabbingThroughTheSharedHelioSceneChangesNothing(FxRobot robot) throws Exception {
        Path file = ControlCharacterFiles.sharedSample(dir, "helio/scene.json");
        TextField name = show(robot, file, "#1", "name", "Héros 勇者 \"quoted\" \\\\ tab\\t");
        tabThrough(robot, name);
        assertLeftUnchanged(robot, file, name);
    }

    @Test void tabbingThroughTheSharedMvSaveChangesNothing(FxRobot robot) throws Exception {
        Path file = ControlCharacterFiles.sharedSample(dir, "rpgmaker-mv/file1.rpgsave");
        TextField name = show(robot, file, "$.actors._data[1]", "_name", "Harold\\r");
        tabThrough(robot, name);
        assertLeftUnchanged(robot, file, name);
    }

    /** Opens the file if it is not open yet, selects a node and returns the field, checking what it shows. */
    private TextField show(FxRobot robot, Path file, String node, String fieldName, String shown) {
        if (model.current() == null || !file.equals(model.current().file())) {
            robot.interact(() -> model.open(file));
            assertNull(model.loadErrorProperty().get());
        }
        robot.interact(() -> model.current().jumpTo(DocumentPath.parse(node)));
        TextField field = field(robot, fieldName);
        assertEquals(shown, field.getText());
        return field;
    }

    private static TextField field(FxRobot robot, String idPart) {
        return robot.lookup("#inspector #field-" + idPart).queryAs(TextField.class);
    }

    private static void tabThrough(FxRobot robot, TextField field) {
        robot.interact(field::requestFocus);
        assertTrue(field.isFocused());
        robot.type(KeyCode.TAB);
    }

    /** The field lost the focus, the document is clean, and Save leaves the file's bytes as they were. */
    private void assertLeftUnchanged(FxRobot robot, Path file, TextField field) throws Exception {
        byte[] before = Files.readAllBytes(file);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(field.isFocused(), "the focus has left the field");
        DocumentViewModel doc = model.current();
        assertFalse(doc.dirtyProperty().get(), "the document is not dirty; message: " + doc.messageProperty().get());
        assertFalse(doc.undoableProperty().get(), "no edit was made");
        robot.interact(() -> menu("menuSave").fire());
        assertArrayEquals(before, Files.readAllBytes(file), "the file is unchanged after Save");
        assertFalse(doc.dirtyProperty().get());
    }

    private MenuItem menu(String id) { return WindowMenus.item(window, id); }
}
