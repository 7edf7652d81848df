package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;
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
import savelens.app.panels.DiagnosticRow;
import savelens.app.tree.TreeEntry;
import savelens.path.DocumentPath;
import savelens.scene.SceneObject;

/** The Hierarchy tab as a user meets it: a scene's objects, dimmed when they do not run, their components together. */
@ExtendWith(ApplicationExtension.class)
class HierarchyWindowTest {
    static final PseudoClass INACTIVE = PseudoClass.getPseudoClass("inactive");

    @TempDir Path dir;
    WindowUnderTest ui;
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1200, 800);
        model = ui.model;
        window = ui.window;
    }


    @Test void aSceneHasAHierarchyWithItsRootsAndDimmedInactiveObjects(FxRobot robot) throws Exception {
        openHierarchy(robot, village());
        TreeTableView<SceneObject> tree = hierarchyTree(robot);
        assertEquals(List.of("Camp", "Well", "Cart", "Stray"), tree.getRoot().getChildren().stream().map(i -> i.getValue().name()).toList());
        assertEquals("saved active: false", robot.lookup("#sceneSavedActive").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#sceneSavedActive").queryAs(Label.class).getTooltip().getText().contains("does not stop"));

        robot.interact(() -> tree.getRoot().getChildren().get(0).setExpanded(true));
        robot.interact(() -> tree.getRoot().getChildren().get(0).getChildren().get(0).setExpanded(true));
        assertTrue(row(robot, "Lantern").getPseudoClassStates().contains(INACTIVE), "Lantern's own flag is off");
        assertTrue(row(robot, "Wick").getPseudoClassStates().contains(INACTIVE), "Wick is under Lantern");
        assertFalse(row(robot, "Guard").getPseudoClassStates().contains(INACTIVE));
        assertFalse(row(robot, "Camp").getPseudoClassStates().contains(INACTIVE));
        assertTrue(row(robot, "Wick").getTooltip().getText().contains("inactive in hierarchy"));
    }

    @Test void clickingAnObjectSelectsItInTheTreeAndShowsAllItsComponentsEachEditable(FxRobot robot) throws Exception {
        openHierarchy(robot, village());
        TreeTableView<SceneObject> tree = hierarchyTree(robot);
        robot.interact(() -> tree.getRoot().getChildren().get(0).setExpanded(true));
        robot.clickOn(row(robot, "Lantern"));
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals("$.roots[0].children[0]", model.current().selectedPath().toString());
        TreeView<TreeEntry> documentTree = robot.lookup("#documentTree").queryAs(TreeView.class);
        assertEquals("$.roots[0].children[0]", documentTree.getSelectionModel().getSelectedItem().getValue().path().toString(),
                "the document tree follows");
        assertEquals("activeSelf: false", robot.lookup("#activeSelf").queryAs(Label.class).getText());
        assertEquals("activeInHierarchy: false", robot.lookup("#activeInHierarchy").queryAs(Label.class).getText());
        TitledPane light = robot.lookup("#inspector #component-4").queryAs(TitledPane.class);
        TitledPane script = robot.lookup("#inspector #component-11").queryAs(TitledPane.class);
        assertTrue(light.getText().startsWith("Light"), light.getText());
        assertTrue(script.getText().startsWith("Script"), script.getText());

        TextField intensity = robot.lookup("#inspector #component-4 #field-intensity").queryAs(TextField.class);
        assertEquals("2.5", intensity.getText());
        robot.interact(() -> {
            intensity.setText("4.0");
            intensity.fireEvent(new javafx.event.ActionEvent());
        });
        assertTrue(model.current().dirtyProperty().get());
        assertEquals("4.0", robot.lookup("#inspector #component-4 #field-intensity").queryAs(TextField.class).getText());
        assertEquals("Flicker", robot.lookup("#inspector #component-11 #field-script").queryAs(TextField.class).getText(),
                "the other component is still shown beside it");
        assertEquals("Lantern", tree.getSelectionModel().getSelectedItem().getValue().name(), "the Hierarchy keeps its selection");
        robot.interact(() -> WindowMenus.item(window, "menuUndo").fire());
        assertEquals("2.5", robot.lookup("#inspector #component-4 #field-intensity").queryAs(TextField.class).getText());
        assertFalse(model.current().dirtyProperty().get());
        assertTrue(tree.getRoot().getChildren().get(0).isExpanded(), "the expansion survives the edit and its undo");
    }

    @Test void aSceneDiagnosticJumpsToItsObject(FxRobot robot) throws Exception {
        openHierarchy(robot, village());
        ListView<DiagnosticRow> list = robot.lookup("#diagnosticsList").queryAs(ListView.class);
        int stray = -1;
        for (int i = 0; i < list.getItems().size(); i++) if (list.getItems().get(i).message().contains("Stray")) stray = i;
        assertTrue(stray >= 0, "a finding names Stray, owned but missing from the root list: " + list.getItems());
        int at = stray;
        robot.interact(() -> list.getSelectionModel().select(at));

        TreeTableView<SceneObject> tree = hierarchyTree(robot);
        assertEquals("Stray", tree.getSelectionModel().getSelectedItem().getValue().name());
        TreeView<TreeEntry> documentTree = robot.lookup("#documentTree").queryAs(TreeView.class);
        assertNotNull(documentTree.getSelectionModel().getSelectedItem(), "the tree shows it too");
        assertEquals(model.current().selectedPath(), documentTree.getSelectionModel().getSelectedItem().getValue().path());
    }

    @Test void findFirstWithTagAndTheFilter(FxRobot robot) throws Exception {
        openHierarchy(robot, village());
        Button find = robot.lookup("#findFirstWithTag").queryAs(Button.class);
        assertTrue(find.getTooltip().getText().contains("depth-first"));
        robot.clickOn("#findTag").write("Loot");
        robot.clickOn(find);
        WaitForAsyncUtils.waitForFxEvents();
        TreeTableView<SceneObject> tree = hierarchyTree(robot);
        assertEquals("Wick", tree.getSelectionModel().getSelectedItem().getValue().name(), "depth-first: Wick before the root Well");

        robot.clickOn("#hierarchyFilter").write("enemy");
        WaitForAsyncUtils.waitForFxEvents();
        // The matches show where they sit: Guard under its parent Camp, unfolded down to it.
        assertEquals(List.of("Camp", "Cart"), tree.getRoot().getChildren().stream().map(i -> i.getValue().name()).toList());
        List<String> shown = new java.util.ArrayList<>();
        for (int i = 0; i < tree.getExpandedItemCount(); i++) shown.add(tree.getTreeItem(i).getValue().name());
        assertTrue(shown.contains("Guard"), shown.toString());
        robot.interact(() -> robot.lookup("#hierarchyFilter").queryAs(TextField.class).clear());
        assertEquals(4, tree.getRoot().getChildren().size());
        assertEquals("Wick", tree.getSelectionModel().getSelectedItem().getValue().name(), "the selection comes back with the tree");
    }

    @Test void theHelioSampleSceneHasAHierarchy(FxRobot robot) throws Exception {
        openHierarchy(robot, Samples.copy(dir, "helio/scene.json"));
        TreeTableView<SceneObject> tree = hierarchyTree(robot);
        assertEquals(1, tree.getRoot().getChildren().size());
        TreeItem<SceneObject> hero = tree.getRoot().getChildren().get(0);
        assertEquals("Loot", hero.getValue().tags().get(0));
        assertEquals(List.of("obj1", "obj3", "obj4"), hero.getChildren().stream().map(i -> i.getValue().name()).toList());
        robot.interact(() -> tree.getSelectionModel().select(hero));
        assertEquals(1, robot.lookup("#inspector #components").queryAs(javafx.scene.layout.VBox.class).getChildren().size());
    }

    @Test void aUnitySceneHasAHierarchyAndAnObjectsComponentsAreEditedTogether(FxRobot robot) throws Exception {
        Path scene = resource("harbour.unity");
        byte[] before = Files.readAllBytes(scene);
        openHierarchy(robot, scene);
        TreeTableView<SceneObject> tree = hierarchyTree(robot);
        assertEquals(List.of("Main Camera", "Pier", "Lighthouse"), tree.getRoot().getChildren().stream().map(i -> i.getValue().name()).toList(),
                "roots in m_RootOrder");
        assertEquals("Scene \"harbour\"", robot.lookup("#sceneHeading").queryAs(Label.class).getText(), "named after its file");
        robot.interact(() -> tree.getRoot().getChildren().get(1).setExpanded(true));
        assertTrue(row(robot, "Pier").getPseudoClassStates().contains(INACTIVE), "m_IsActive: 0");
        assertTrue(row(robot, "Crate").getPseudoClassStates().contains(INACTIVE), "under Pier");
        assertFalse(row(robot, "Lighthouse").getPseudoClassStates().contains(INACTIVE));

        robot.clickOn(row(robot, "Crate"));
        WaitForAsyncUtils.waitForFxEvents();
        SceneObject crate = tree.getSelectionModel().getSelectedItem().getValue();
        assertEquals("#300", crate.id().toString());
        assertEquals(model.current().paths().node(crate.node()), model.current().selectedPath(), "the document's selection is the GameObject");
        assertEquals("activeSelf: true", robot.lookup("#activeSelf").queryAs(Label.class).getText());
        assertEquals("activeInHierarchy: false", robot.lookup("#activeInHierarchy").queryAs(Label.class).getText());
        assertEquals("Pier/Crate  (#300 GameObject)", WindowUnderTest.inspectorHeading(robot));
        assertTrue(robot.lookup("#inspector #component-301").queryAs(TitledPane.class).getText().startsWith("Transform"));
        assertTrue(robot.lookup("#inspector #component-302").queryAs(TitledPane.class).getText().startsWith("MonoBehaviour"));
        assertEquals("2", robot.lookup("#inspector #component-301 #field-m_LocalPosition_x").queryAs(TextField.class).getText(),
                "a position's parts are fields of their own");
        assertTrue(robot.lookup("#inspector #component-302 #field-m_Script").tryQuery().isPresent(),
                "a reference to a script asset stays one value");

        TextField weight = robot.lookup("#inspector #component-302 #field-weight").queryAs(TextField.class);
        robot.interact(() -> {
            weight.setText("13");
            weight.fireEvent(new javafx.event.ActionEvent());
        });
        robot.interact(() -> WindowMenus.item(window, "menuSave").fire());
        String expected = new String(before, java.nio.charset.StandardCharsets.UTF_8).replace("  weight: 12.5\n", "  weight: 13\n");
        assertEquals(expected, Files.readString(scene), "the save changes the one scalar edited");
        assertEquals("Crate", tree.getSelectionModel().getSelectedItem().getValue().name());

        robot.interact(() -> {
            window.currentTab().hierarchyModel().tagProperty().set("Cargo");
            window.currentTab().hierarchyModel().findFirstWithTag();
        });
        assertEquals("Crate", tree.getSelectionModel().getSelectedItem().getValue().name(), "depth-first: Crate under Pier before the root Lighthouse");
    }

    @Test void aSceneOpensOnItsHierarchyTab(FxRobot robot) throws Exception {
        Path harbour = resource("harbour.unity");
        robot.interact(() -> model.open(harbour));
        WaitForAsyncUtils.waitForFxEvents();
        TabPane navigators = robot.lookup(".navigators").queryAs(TabPane.class);
        assertEquals("hierarchyTab", navigators.getSelectionModel().getSelectedItem().getId(), "no call to bring it forward");
        robot.interact(() -> window.currentTab().showNavigator(false));
        assertEquals("treeTab", navigators.getSelectionModel().getSelectedItem().getId(), "the user's choice stays");
        Path village = village();
        robot.interact(() -> model.open(village));
        WaitForAsyncUtils.waitForFxEvents();
        TabPane helioTabs = window.currentTab().tab().getContent().lookup(".navigators") instanceof TabPane t ? t : null;
        assertEquals("treeTab", helioTabs.getSelectionModel().getSelectedItem().getId(), "a helio save with a scene's shape opens on its tree");
        assertTrue(helioTabs.getTabs().stream().anyMatch(t -> "hierarchyTab".equals(t.getId())), "with the Hierarchy beside it");
        assertFalse(hierarchyTree(robot).getColumns().stream().filter(c -> "visibleColumn".equals(c.getId())).findFirst().orElseThrow().isVisible(),
                "Unity has no visible flag apart from active");
    }

    @Test void aGodotSceneShowsItsVisibleFlagInTheHierarchyAndTheInspector(FxRobot robot) throws Exception {
        Path scene = dir.resolve("level.tscn");
        Files.writeString(scene, """
                [gd_scene format=3]

                [node name="Level" type="Node2D"]

                [node name="Ghost" type="Sprite2D" parent="."]
                visible = false
                """);
        openHierarchy(robot, scene);
        TreeTableView<SceneObject> tree = hierarchyTree(robot);
        var column = tree.getColumns().stream().filter(c -> "visibleColumn".equals(c.getId())).findFirst().orElseThrow();
        assertTrue(column.isVisible());
        assertTrue(((Label) column.getGraphic()).getTooltip().getText().contains("Hiding does not stop a node in Godot"));
        TreeItem<SceneObject> ghost = tree.getRoot().getChildren().get(0).getChildren().get(0);
        assertEquals("hidden", column.getCellObservableValue(ghost).getValue());
        robot.interact(() -> tree.getRoot().getChildren().get(0).setExpanded(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(row(robot, "Ghost").getTooltip().getText().contains("hiding does not stop a node in Godot"), row(robot, "Ghost").getTooltip().getText());
        robot.interact(() -> tree.getSelectionModel().select(ghost));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("visible: false", robot.lookup("#visible").queryAs(Label.class).getText());
        assertEquals("can_process: true", robot.lookup("#activeInHierarchy").queryAs(Label.class).getText());
    }

    /** Godot's Hierarchy speaks Godot: groups, not tags, and no Layer or Components columns, which would stay empty. */
    @Test void aGodotSceneIsListedInGodotsTerms(FxRobot robot) throws Exception {
        openHierarchy(robot, Fixtures.copy(dir, "godot/outpost.tscn"));
        TreeTableView<SceneObject> tree = hierarchyTree(robot);
        for (String id : List.of("layerColumn", "componentsColumn")) {
            assertFalse(tree.getColumns().stream().filter(c -> id.equals(c.getId())).findFirst().orElseThrow().isVisible(), id);
        }
        assertEquals("Groups", tree.getColumns().stream().filter(c -> "tagColumn".equals(c.getId())).findFirst().orElseThrow().getText());
        assertEquals("Find first in group", robot.lookup("#findFirstWithTag").queryAs(javafx.scene.control.Button.class).getText());
        assertEquals("Filter by name, group or type", robot.lookup("#hierarchyFilter").queryAs(javafx.scene.control.TextField.class).getPromptText());
        assertEquals("group", robot.lookup("#findTag").queryAs(javafx.scene.control.ComboBox.class).getPromptText());
    }

    @Test void aDocumentThatIsNoSceneHasNoHierarchyTab(FxRobot robot) throws Exception {
        robot.interact(() -> model.open(Fixtures.folder().resolve("jsonex-lite/party.json")));
        assertTrue(robot.lookup("#hierarchyTab").tryQuery().isEmpty() || !tabShown(robot));
        assertTrue(robot.lookup("#hierarchyTree").tryQuery().isEmpty() || !robot.lookup("#hierarchyTree").query().isVisible());
    }

    // ---- helpers

    private Path village() throws Exception {
        resource("village.registry.json");
        return resource("village.json");
    }

    /** A scene written for these tests, copied where a test may change it. */
    private Path resource(String name) throws Exception {
        Path source = Path.of(getClass().getResource("/savelens/app/hierarchy/" + name).toURI());
        return Files.copy(source, dir.resolve(name));
    }

    private void openHierarchy(FxRobot robot, Path file) {
        robot.interact(() -> model.open(file));
        assertEquals(null, model.loadErrorProperty().get());
        robot.interact(() -> window.currentTab().showNavigator(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(tabShown(robot), "the Hierarchy tab is shown for a scene");
    }

    private boolean tabShown(FxRobot robot) {
        return robot.lookup(".navigators").queryAllAs(TabPane.class).stream()
                .anyMatch(p -> p.getTabs().stream().anyMatch(t -> "hierarchyTab".equals(t.getId())));
    }

    private static TreeTableView<SceneObject> hierarchyTree(FxRobot robot) {
        return robot.lookup("#hierarchyTree").queryAs(TreeTableView.class);
    }

    private static TreeTableRow<?> row(FxRobot robot, String name) {
        return robot.lookup(".hierarchy-row").queryAllAs(TreeTableRow.class).stream()
                .filter(r -> r.getItem() instanceof SceneObject o && o.name().equals(name) && r.isVisible())
                .findFirst().orElseThrow(() -> new AssertionError("no row for " + name));
    }

    /** fixtures/godot/project/main.tscn: the door's Hinge, which Key sits under, is greyed as not in the file; clicking it leaves the selection. */
    @Test void aNodeOfAnInstancedSceneIsShownGreyedAndSelectsNothing(FxRobot robot) throws Exception {
        Path main = dir.resolve("project");
        Files.createDirectories(main);
        for (String f : List.of("project.godot", "main.tscn", "door.tscn", "ghost.tscn", "ghost_base.tscn")) {
            Files.copy(Fixtures.folder().resolve("godot/project").resolve(f), main.resolve(f));
        }
        openHierarchy(robot, main.resolve("main.tscn"));
        TreeTableView<SceneObject> tree = hierarchyTree(robot);
        robot.interact(() -> {
            TreeItem<SceneObject> top = tree.getRoot().getChildren().get(0), door = top.getChildren().get(0);
            top.setExpanded(true);
            door.setExpanded(true);
            door.getChildren().get(0).setExpanded(true); // the door's Hinge, with Key under it
        });
        PseudoClass inherited = PseudoClass.getPseudoClass("inherited");
        assertTrue(row(robot, "Hinge").getPseudoClassStates().contains(inherited));
        assertFalse(row(robot, "Key").getPseudoClassStates().contains(inherited));
        assertTrue(row(robot, "Hinge").getTooltip().getText().contains("inherited from res://door.tscn\na node of that scene, not of this file"),
                row(robot, "Hinge").getTooltip().getText());
        robot.clickOn(row(robot, "Key"));
        WaitForAsyncUtils.waitForFxEvents();
        DocumentPath key = model.current().selectedPath();
        robot.clickOn(row(robot, "Hinge"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(key, model.current().selectedPath(), "a row that is no node of the document selects none");
    }

    /**
     * fixtures/godot/project/main.tscn: the inherited Hinge, the placeholder Base (its scene, props/statue.tscn, is not
     * at hand) and the disabled Clock each look their own way, and the tooltip says what each is as the scene command does.
     */
    @Test void inheritedPlaceholderAndDisabledNodesEachLookTheirOwnWay(FxRobot robot) throws Exception {
        Path main = dir.resolve("project");
        Files.createDirectories(main);
        for (String f : List.of("project.godot", "main.tscn", "door.tscn", "ghost.tscn", "ghost_base.tscn")) {
            Files.copy(Fixtures.folder().resolve("godot/project").resolve(f), main.resolve(f));
        }
        openHierarchy(robot, main.resolve("main.tscn"));
        TreeTableView<SceneObject> tree = hierarchyTree(robot);
        robot.interact(() -> tree.getRoot().getChildren().get(0).getChildren().forEach(c -> c.setExpanded(true)));
        WaitForAsyncUtils.waitForFxEvents();
        PseudoClass inherited = PseudoClass.getPseudoClass("inherited"), placeholder = PseudoClass.getPseudoClass("placeholder");
        PseudoClass inactive = PseudoClass.getPseudoClass("inactive");
        TreeTableRow<?> hinge = row(robot, "Hinge"), base = row(robot, "Base"), clock = row(robot, "Clock");
        assertEquals(List.of(true, false, false), List.of(hinge.getPseudoClassStates().contains(inherited),
                hinge.getPseudoClassStates().contains(placeholder), hinge.getPseudoClassStates().contains(inactive)), "Hinge");
        assertEquals(List.of(false, true, false), List.of(base.getPseudoClassStates().contains(inherited),
                base.getPseudoClassStates().contains(placeholder), base.getPseudoClassStates().contains(inactive)), "Base");
        assertEquals(List.of(false, false, true), List.of(clock.getPseudoClassStates().contains(inherited),
                clock.getPseudoClassStates().contains(placeholder), clock.getPseudoClassStates().contains(inactive)), "Clock");
        assertTrue(base.getTooltip().getText().contains("placeholder: res://props/statue.tscn is not at hand"), base.getTooltip().getText());
        assertTrue(hinge.getTooltip().getText().contains("inherited from res://door.tscn"), hinge.getTooltip().getText());

        // Each shows its own way: three looks, none the disabled one's.
        List<String> looks = new java.util.ArrayList<>();
        robot.interact(() -> {
            for (TreeTableRow<?> r : List.of(hinge, base, clock)) {
                javafx.scene.control.TreeTableCell<?, ?> name = (javafx.scene.control.TreeTableCell<?, ?>) r.lookup(".object-name-cell");
                looks.add(name.getTextFill() + " " + name.getFont().getStyle());
            }
        });
        assertEquals(3, new java.util.HashSet<>(looks).size(), "inherited, placeholder and disabled: " + looks);
    }
}
