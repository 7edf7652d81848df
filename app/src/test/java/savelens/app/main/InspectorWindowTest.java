package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.prefs.Preferences;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
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
import savelens.app.Samples;
import savelens.app.document.DocumentViewModel;
import savelens.app.search.SearchHit;
import savelens.app.tree.TreeEntry;
import savelens.document.NewValue;
import savelens.format.rpgmaker.RpgMakerMvFormat;
import savelens.path.DocumentPath;
import savelens.path.Location;

/** The window as a user meets it: the behaviour issue 4 asks to see. */
@ExtendWith(ApplicationExtension.class)
class InspectorWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1100, 750);
        model = ui.model;
        window = ui.window;
    }


    @Test void aReferenceBackToAnAncestorIsACycleCellThatJumpsToIt(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "helio/island.json"));
        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        robot.interact(() -> {
            TreeItem<TreeEntry> island = tree.getRoot();
            assertEquals("#0 SceneNode \"island\"", island.getValue().text());
            island.setExpanded(true);
            TreeItem<TreeEntry> children = child(island, "$.children");
            children.setExpanded(true);
            child(children, "$.children[0]").setExpanded(true);
        });
        TreeCell<?> parent = cell(robot, "$.children[0].parent");
        assertTrue(parent.getPseudoClassStates().contains(PseudoClass.getPseudoClass("cycle")));
        assertEquals("cycle: back to #0 island", parent.getTooltip().getText());
        assertEquals("↺", ((Label) parent.getGraphic()).getText());

        robot.clickOn(parent);
        robot.interact(tree::requestFocus);
        assertEquals("$.children[0].parent", model.current().selectedPath().toString());
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals("$", model.current().selectedPath().toString());
        assertEquals(tree.getRoot(), tree.getSelectionModel().getSelectedItem(), "island is selected");
        robot.interact(() -> menu("menuBack").fire());
        assertEquals("$.children[0].parent", model.current().selectedPath().toString(), "Back returns to the marker");
    }

    @Test void anEditInTheInspectorIsUndoneRedoneAndSavedByteForByte(FxRobot robot) throws Exception {
        Path island = Fixtures.copy(dir, "helio/island.json");
        byte[] original = Files.readAllBytes(island);
        open(robot, island);
        robot.interact(() -> model.current().jumpTo(DocumentPath.parse("$.children[0]")));
        assertEquals("island/rock  (#1 SceneNode)", WindowUnderTest.inspectorHeading(robot));

        TextField name = robot.lookup("#inspector #field-name").queryAs(TextField.class);
        assertEquals("rock", name.getText());
        robot.clickOn(name);
        robot.interact(() -> {
            name.requestFocus();
            name.selectAll();
        });
        robot.write("boulder");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        DocumentViewModel doc = model.current();
        assertEquals("boulder", nameOfRock(doc));
        assertTrue(window.stage().getTitle().startsWith("island.json *"), window.stage().getTitle());

        robot.interact(() -> menu("menuUndo").fire());
        assertEquals("rock", nameOfRock(doc));
        assertFalse(doc.dirtyProperty().get());
        robot.interact(() -> menu("menuRedo").fire());
        assertEquals("boulder", nameOfRock(doc));
        assertEquals("boulder", robot.lookup("#inspector #field-name").queryAs(TextField.class).getText());

        robot.interact(() -> menu("menuSave").fire());
        assertFalse(doc.dirtyProperty().get());
        assertEquals("island.json — SaveLens", window.stage().getTitle());
        String expected = new String(original, StandardCharsets.UTF_8).replace("\"name\":\"rock\"", "\"name\":\"boulder\"");
        assertEquals(expected, Files.readString(island, StandardCharsets.UTF_8));

        robot.interact(() -> menu("menuClose").fire());
        assertTrue(model.documents().isEmpty());
        open(robot, island);
        robot.interact(() -> model.current().jumpTo(DocumentPath.parse("$.children[0].name")));
        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        assertEquals("name: \"boulder\"", tree.getSelectionModel().getSelectedItem().getValue().text());
    }

    @Test void anInvalidNumberIsRefusedInline(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "helio/scene.json"));
        robot.interact(() -> model.current().jumpTo(DocumentPath.parse("$.roots[0].layer")));
        TextField layer = robot.lookup("#inspector #field-layer").queryAs(TextField.class);
        robot.interact(() -> {
            layer.setText("7x");
            layer.fireEvent(new javafx.event.ActionEvent());
        });
        Label error = robot.lookup("#inspector #editError").queryAs(Label.class);
        assertTrue(error.isVisible());
        assertTrue(error.getText().contains("not a number"), error.getText());
        assertFalse(model.current().dirtyProperty().get());
    }

    @Test void searchRevealsAValueInsideACollapsedBranch(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "helio/scene.json"));
        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        int rowsBefore = tree.getExpandedItemCount();

        robot.interact(() -> menu("menuFind").fire());
        TextField field = robot.lookup("#searchField").queryAs(TextField.class);
        robot.interact(field::requestFocus);
        robot.write("keeper");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        ListView<SearchHit> results = robot.lookup("#searchResults").queryAs(ListView.class);
        assertEquals(1, results.getItems().size());
        String path = "$.roots[0].children[0].children[0].name";
        assertEquals(path, results.getItems().get(0).path().toString());
        robot.interact(() -> results.getSelectionModel().select(0));

        TreeItem<TreeEntry> selected = tree.getSelectionModel().getSelectedItem();
        assertNotNull(selected);
        assertEquals(path, selected.getValue().path().toString());
        assertTrue(tree.getRow(selected) >= 0, "the branch is expanded to the hit");
        assertTrue(tree.getExpandedItemCount() > rowsBefore);
        String status = robot.lookup("#statusSelection").queryAs(Label.class).getText();
        assertTrue(status.endsWith("/stairs/keeper › GameObject.name"), "the scene path of the keeper's name: " + status);
    }

    @Test void aDamagedFileShowsAnErrorAndTheAppStaysUsable(FxRobot robot) throws Exception {
        Path broken = dir.resolve("damaged.json");
        Files.writeString(broken, "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"SceneNode\",");
        robot.interact(() -> model.open(broken));
        Label error = robot.lookup("#loadError").queryAs(Label.class);
        assertTrue(error.isVisible() && error.getParent().isVisible());
        assertTrue(error.getText().startsWith("Could not open damaged.json: "), error.getText());
        assertFalse(error.getText().contains("Exception"), error.getText());

        open(robot, Fixtures.copy(dir, "helio/island.json"));
        assertFalse(robot.lookup("#loadError").queryAs(Label.class).getParent().isVisible());
        assertEquals(1, model.documents().size());
    }

    @Test void anMvSaveIsEditedSavedAndReopened(FxRobot robot) throws Exception {
        Path save = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        byte[] before = Files.readAllBytes(save);
        editGoldSaveAndReopen(robot, save);
        String json = new String(new RpgMakerMvFormat().decode(before), StandardCharsets.UTF_8);
        assertTrue(json.contains("\"_gold\":2500,"), "the fixture's party has 2500 gold");
        String expected = json.replace("\"_gold\":2500,", "\"_gold\":4321,");
        assertEquals(expected, new String(model.current().document().text(), StandardCharsets.UTF_8), "only the gold changed");
    }

    @Test void theRealMvSaveIsEditedSavedAndReopened(FxRobot robot) throws Exception {
        editGoldSaveAndReopen(robot, Samples.copy(dir, "rpgmaker-mv/file1.rpgsave"));
    }

    private void editGoldSaveAndReopen(FxRobot robot, Path save) {
        open(robot, save);
        DocumentViewModel doc = model.current();
        Location gold = doc.paths().resolve(DocumentPath.parse("$.party._gold"));
        assertNotNull(gold, "the MV save has party._gold");
        robot.interact(() -> doc.jumpTo(DocumentPath.parse("$.party._gold")));
        TextField field = robot.lookup("#inspector #field-_gold").queryAs(TextField.class);
        robot.interact(() -> {
            field.setText("4321");
            field.fireEvent(new javafx.event.ActionEvent());
        });
        robot.interact(() -> menu("menuSave").fire());
        assertFalse(doc.dirtyProperty().get());
        robot.interact(() -> menu("menuClose").fire());

        open(robot, save);
        Location again = model.current().paths().resolve(DocumentPath.parse("$.party._gold"));
        assertEquals("4321", model.current().document().raw(again.value()));
    }

    @Test void closingWithUnsavedChangesAsksFirst(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "helio/island.json"));
        robot.interact(() -> model.current().setValue(DocumentPath.parse("$.name"), NewValue.parse("\"atoll\"")));
        int[] asked = {0};
        window.setUnsavedChanges((owner, doc) -> {
            asked[0]++;
            return asked[0] == 1 ? UnsavedChanges.CANCEL : UnsavedChanges.DISCARD;
        });
        robot.interact(() -> menu("menuClose").fire());
        assertEquals(1, asked[0]);
        assertEquals(1, model.documents().size(), "Cancel keeps the document open with its edits");
        assertTrue(model.current().dirtyProperty().get());
        robot.interact(() -> menu("menuClose").fire());
        assertEquals(2, asked[0]);
        assertTrue(model.documents().isEmpty());
    }

    @Test void loadingRunsInTheBackground(FxRobot robot) throws Exception {
        savelens.app.task.FxTaskExecutor executor = new savelens.app.task.FxTaskExecutor();
        Preferences other = ui.preferences.node("background");
        MainViewModel background = new MainViewModel(executor, AppPreferences.writtenAtOnce(other));
        Path scene = Fixtures.copy(dir, "helio/scene.json");
        robot.interact(() -> background.open(scene));
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> background.documents().size() == 1);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(background.busyProperty().get());
        assertEquals("scene.json", background.current().file().getFileName().toString());
        executor.shutdown();
    }

    private void open(FxRobot robot, Path file) {
        robot.interact(() -> model.open(file));
        assertEquals(null, model.loadErrorProperty().get());
    }

    private MenuItem menu(String id) { return WindowMenus.item(window, id); }

    private static TreeItem<TreeEntry> child(TreeItem<TreeEntry> item, String path) {
        return item.getChildren().stream().filter(c -> c.getValue().path().toString().equals(path)).findFirst().orElseThrow();
    }

    private static TreeCell<?> cell(FxRobot robot, String path) {
        return robot.lookup(".tree-cell").queryAllAs(TreeCell.class).stream()
                .filter(c -> c.getItem() instanceof TreeEntry e && e.path().toString().equals(path))
                .findFirst().orElseThrow(() -> new AssertionError("no visible cell for " + path));
    }

    private static String nameOfRock(DocumentViewModel doc) {
        Location at = doc.paths().resolve(DocumentPath.parse("$.children[0].name"));
        return doc.document().index().string(at.value());
    }
}
