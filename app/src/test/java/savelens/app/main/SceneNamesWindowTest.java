package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.app.panels.CycleRow;
import savelens.path.DocumentPath;
import savelens.scene.SceneObject;

/** A scene's objects are named where they sit in it, not by the reference path that first reached them. */
@ExtendWith(ApplicationExtension.class)
class SceneNamesWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;
    MainViewModel model;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1200, 800);
        model = ui.model;
    }


    @Test void theStatusBarAndTheInspectorNameAUnityObjectByItsScenePath(FxRobot robot) throws Exception {
        Path scene = Fixtures.copy(dir, "unity/village.unity");
        robot.interact(() -> model.open(scene));
        WaitForAsyncUtils.waitForFxEvents();
        TreeTableView<SceneObject> tree = robot.lookup("#hierarchyTree").queryAs(TreeTableView.class);
        TreeItem<SceneObject> root = tree.getRoot().getChildren().get(0);
        robot.interact(() -> {
            root.setExpanded(true);
            root.getChildren().get(0).setExpanded(true);
            tree.getSelectionModel().select(root.getChildren().get(0).getChildren().get(0));
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Knob", tree.getSelectionModel().getSelectedItem().getValue().name());

        String status = robot.lookup("#statusSelection").queryAs(Label.class).getText();
        assertEquals("Root/Door/Knob", status, "not " + model.current().selectedPath());
        String heading = WindowUnderTest.inspectorHeading(robot);
        assertTrue(heading.startsWith("Root/Door/Knob  ("), heading);
        assertEquals("Fields of Root/Door/Knob", robot.lookup("#inspectorFieldsOf").queryAs(Label.class).getText(),
                "the fields are headed with the object's scene path, not the reference path that reached it");

        robot.interact(() -> model.current().select(DocumentPath.parse("#211.m_LocalPosition.y")));
        assertEquals("Root/Door/Knob › Transform.m_LocalPosition.y", robot.lookup("#statusSelection").queryAs(Label.class).getText());
        robot.interact(() -> model.current().select(DocumentPath.parse("#211")));
        assertEquals("Root/Door/Knob › Transform", robot.lookup("#statusSelection").queryAs(Label.class).getText());
    }

    @Test void aBackslashInANameIsEscapedOnceWhereTheObjectIsNamed(FxRobot robot) throws Exception {
        // #3 is named back\tslash (a backslash, then t): its scene path writes the backslash as \\, once.
        Path file = savelens.app.ControlCharacterFiles.helio(dir);
        robot.interact(() -> model.open(file));
        robot.interact(() -> model.current().jumpTo(DocumentPath.parse("#3")));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("back\\\\tslash", robot.lookup("#statusSelection").queryAs(Label.class).getText());
        String heading = WindowUnderTest.inspectorHeading(robot);
        assertTrue(heading.startsWith("back\\\\tslash  ("), heading);
        robot.interact(() -> model.current().jumpTo(DocumentPath.parse("#1")));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Player\\t", robot.lookup("#statusSelection").queryAs(Label.class).getText(), "a tab still shows as \\t");
    }

    @Test void cyclesNameTheirObjectsAndComponentsByScenePath(FxRobot robot) throws Exception {
        Path scene = Fixtures.copy(dir, "unity/village.unity");
        robot.interact(() -> model.open(scene));
        WaitForAsyncUtils.waitForFxEvents();
        List<CycleRow> cycles = ui.window.currentTab().findings().cycles();
        assertTrue(cycles.stream().anyMatch(c -> c.example().contains("Root › Transform")), cycles.toString());
    }
}
