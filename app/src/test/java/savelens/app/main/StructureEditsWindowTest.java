package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
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
import savelens.path.DocumentPath;

/** Insert Element, Remove, Add Field, Add Node and Delete Node from the tree's context menu and the Edit menu. */
@ExtendWith(ApplicationExtension.class)
class StructureEditsWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;
    MainViewModel model;
    MainWindow window;
    Path scene;
    String original;

    @Start void start(Stage stage) throws IOException {
        ui = WindowUnderTest.show(stage, 1100, 750);
        model = ui.model;
        window = ui.window;
        scene = Fixtures.copy(dir, "helio/scene.json");
        original = Files.readString(scene);
    }


    private DocumentViewModel open(FxRobot robot, Path file) {
        robot.interact(() -> model.open(file));
        assertNull(model.loadErrorProperty().get());
        return model.current();
    }

    private void select(FxRobot robot, DocumentViewModel doc, String path) {
        robot.interact(() -> doc.jumpTo(DocumentPath.parse(path)));
    }

    private String text(DocumentViewModel doc) { return new String(doc.document().text(), StandardCharsets.UTF_8); }

    private MenuItem menu(String id) { return WindowMenus.item(window, id); }

    private MenuItem treeItem(String id) {
        return window.currentTab().tree().contextMenu().getItems().stream().filter(i -> id.equals(i.getId())).findFirst()
                .orElseThrow(() -> new AssertionError("no context menu item " + id));
    }

    private static void fire(FxRobot robot, MenuItem item) {
        assertFalse(item.isDisable(), item.getText() + " is enabled");
        robot.interact(item::fire);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void type(FxRobot robot, String id, String text) {
        robot.interact(() -> {
            var node = robot.lookup(id).query();
            if (node instanceof TextField f) f.setText(text);
            else if (node instanceof TextArea a) a.setText(text);
            else if (node instanceof ComboBox<?> c) c.getEditor().setText(text);
        });
    }

    private static void ok(FxRobot robot, String dialogId) {
        robot.interact(() -> robot.lookup("#" + dialogId + "Ok").queryAs(Button.class).fire());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static boolean showing(FxRobot robot, String dialogId) {
        return robot.lookup("#" + dialogId).tryQuery().map(n -> n.getScene() != null && n.getScene().getWindow().isShowing()).orElse(false);
    }

    @Test void insertElementFromTheTreeIsUndoneRedoneAndSavedByteForByte(FxRobot robot) throws Exception {
        DocumentViewModel doc = open(robot, scene);
        select(robot, doc, "#1.children");
        fire(robot, treeItem("treeInsertElement"));
        assertEquals("2", robot.lookup("#insertIndex").queryAs(TextField.class).getText(), "after the last by default");
        type(robot, "#insertIndex", "1");
        type(robot, "#insertValue", "#9");
        ok(robot, "insertElementDialog");
        assertFalse(showing(robot, "insertElementDialog"));

        String inserted = original.replace("\"children\":[3,5]", "\"children\":[3,9,5]");
        assertEquals(inserted, text(doc));
        assertEquals("$.roots[0].children[1]", doc.selectedPath().toString(), "the new element is selected");
        robot.interact(() -> menu("menuUndo").fire());
        assertEquals(original, text(doc), "undo restores the exact text");
        assertFalse(doc.dirtyProperty().get());
        robot.interact(() -> menu("menuRedo").fire());
        assertEquals(inserted, text(doc));
        robot.interact(() -> menu("menuSave").fire());
        assertEquals(inserted, Files.readString(scene), "the save keeps every other byte");
        assertEquals(original, Files.readString(dir.resolve("scene.json.bak")));
    }

    @Test void aRefusedInsertKeepsTheDialogOpenWithTheReason(FxRobot robot) {
        DocumentViewModel doc = open(robot, scene);
        select(robot, doc, "#1.children");
        fire(robot, menu("menuInsertElement"));
        assertEquals(window.scene().getStylesheets(), robot.lookup("#insertElementDialog").query().getScene().getStylesheets(),
                "the dialog wears the window's theme");
        type(robot, "#insertValue", "\"lamp\"");
        ok(robot, "insertElementDialog");
        assertTrue(showing(robot, "insertElementDialog"));
        assertEquals("GameObject.children[] of #1 is registered as a reference (give #ID or null); \"lamp\" is a string",
                robot.lookup("#insertError").queryAs(Label.class).getText());
        type(robot, "#insertIndex", "x");
        assertEquals("", robot.lookup("#insertError").queryAs(Label.class).getText(), "typing clears the reason");
        ok(robot, "insertElementDialog");
        assertTrue(robot.lookup("#insertError").queryAs(Label.class).getText().startsWith("The position is a whole number"));
        assertEquals(original, text(doc));
        assertFalse(doc.undoableProperty().get());
        robot.interact(() -> ((Button) robot.lookup("#insertElementDialog").queryAs(javafx.scene.control.DialogPane.class)
                .lookupButton(javafx.scene.control.ButtonType.CANCEL)).fire());
        assertFalse(showing(robot, "insertElementDialog"));
    }

    @Test void removeTakesAFieldOrAnElementAndUndoPutsItBack(FxRobot robot) {
        java.util.List<String> asked = new java.util.ArrayList<>();
        savelens.app.structure.StructureMenuItems.confirmWith((owner, warning) -> asked.add(warning));
        DocumentViewModel doc = open(robot, scene);
        select(robot, doc, "#2.scale");
        fire(robot, menu("menuRemove"));
        assertEquals(original.replace(",\"scale\":2.50", ""), text(doc));
        assertEquals("$.roots[0].components[0]", doc.selectedPath().toString(), "the selection goes to what held it");
        robot.interact(() -> menu("menuUndo").fire());
        assertEquals(original, text(doc));

        assertEquals(java.util.List.of(), asked, "scale is needed by nothing the views show");
        select(robot, doc, "#1.children[0]");
        fire(robot, treeItem("treeRemove"));
        assertEquals(1, asked.size(), "a child entry shapes the Hierarchy: the user is asked first");
        assertTrue(asked.get(0).startsWith("Removing $.roots[0].children[0] takes away ") && asked.get(0).contains("Hierarchy"), asked.get(0));
        assertEquals(original.replace("\"children\":[3,5]", "\"children\":[5]"), text(doc));
        robot.interact(() -> menu("menuUndo").fire());
        assertEquals(original, text(doc));
    }

    @Test void eachActionIsOfferedOnlyWhereTheSelectionAllowsIt(FxRobot robot) throws IOException {
        DocumentViewModel doc = open(robot, scene);
        select(robot, doc, "$");
        assertTrue(menu("menuRemove").isDisable(), "the root is no field or element");
        assertTrue(menu("menuDeleteNode").isDisable(), "the root stays");
        assertTrue(menu("menuInsertElement").isDisable(), "the root is an object");
        assertFalse(menu("menuAddField").isDisable());
        assertFalse(menu("menuAddNode").isDisable());
        select(robot, doc, "#1.name");
        assertTrue(menu("menuInsertElement").isDisable());
        assertTrue(menu("menuAddField").isDisable());
        assertTrue(menu("menuDeleteNode").isDisable(), "a string is no node");
        assertFalse(menu("menuRemove").isDisable());
        select(robot, doc, "#1.children");
        assertFalse(menu("menuInsertElement").isDisable());
        assertTrue(menu("menuAddField").isDisable());
        assertFalse(treeItem("treeInsertElement").isDisable(), "the tree's menu agrees");
        assertTrue(treeItem("treeAddField").isDisable());

        open(robot, Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave"));
        assertTrue(menu("menuAddNode").isDisable(), "RPG Maker nodes live where they are written");
        assertTrue(treeItem("treeAddNode").isDisable(), "and the tree of that tab says the same");

        robot.interact(() -> menu("menuClose").fire());
        robot.interact(() -> menu("menuClose").fire());
        assertTrue(menu("menuInsertElement").isDisable(), "nothing open, nothing offered");
    }

    @Test void addFieldAddsAndSelectsTheField(FxRobot robot) {
        DocumentViewModel doc = open(robot, scene);
        select(robot, doc, "#10");
        fire(robot, treeItem("treeAddField"));
        type(robot, "#addFieldName", "power");
        type(robot, "#addFieldValue", "#9");
        ok(robot, "addFieldDialog");
        assertEquals("$.roots[1].components[0] already has a field \"power\"", robot.lookup("#addFieldError").queryAs(Label.class).getText());
        type(robot, "#addFieldName", "target");
        ok(robot, "addFieldDialog");
        assertFalse(showing(robot, "addFieldDialog"));
        assertEquals(original.replace("\"rate\":0.5}", "\"rate\":0.5,\"target\":9}"), text(doc));
        assertTrue(doc.selectedPath().toString().endsWith(".target"), doc.selectedPath().toString());
        robot.interact(() -> menu("menuUndo").fire());
        assertEquals(original, text(doc));
    }

    @Test void addNodeSelectsTheNewNodeAndDeleteNodeTakesItAway(FxRobot robot) throws Exception {
        DocumentViewModel doc = open(robot, scene);
        fire(robot, menu("menuAddNode"));
        assertEquals("Scene", robot.lookup("#addNodeType").queryAs(ComboBox.class).getValue(), "the registry's first type");
        type(robot, "#addNodeType", "Component");
        type(robot, "#addNodeFields", "{\"kind\":\"Lamp\",\"owner\":{\"$ref\":\"#2\"}}");
        ok(robot, "addNodeDialog");
        assertEquals("Component.owner of #12 refers to GameObject nodes; #2 is a Component",
                robot.lookup("#addNodeError").queryAs(Label.class).getText());
        type(robot, "#addNodeFields", "{\"kind\":\"Lamp\",\"owner\":{\"$ref\":\"#5\"}}");
        ok(robot, "addNodeDialog");
        assertFalse(showing(robot, "addNodeDialog"));
        String added = original.substring(0, original.length() - 2)
                + ",{\"id\":12,\"type\":\"Component\",\"fields\":{\"kind\":\"Lamp\",\"owner\":5}}]}";
        assertEquals(added, text(doc));
        assertEquals("#12", doc.selectedPath().toString(), "the new node is selected");
        assertNull(window.currentTab().tree().view().getSelectionModel().getSelectedItem(), "nothing refers to it yet, so no row is it");

        fire(robot, menu("menuDeleteNode"));
        assertEquals(original, text(doc));
        robot.interact(() -> menu("menuUndo").fire());
        assertEquals(added, text(doc));
        robot.interact(() -> menu("menuSave").fire());
        assertEquals(added, Files.readString(scene));
    }

    @Test void deleteNodeIsRefusedWhileReferencedAndSaysByWhom(FxRobot robot) {
        DocumentViewModel doc = open(robot, scene);
        select(robot, doc, "#7");
        fire(robot, treeItem("treeDeleteNode"));
        String lighthouse = "Lighthouse «灯台» \"north\" \\\\ beam\\t";
        assertEquals(lighthouse + "/stairs/keeper is still referenced by " + lighthouse + "/stairs.children, " + lighthouse
                + "/stairs/keeper › Walker.owner; change those references first",
                robot.lookup("#documentMessage").queryAs(Label.class).getText());
        assertEquals(original, text(doc));
        assertFalse(doc.undoableProperty().get());
    }
}
