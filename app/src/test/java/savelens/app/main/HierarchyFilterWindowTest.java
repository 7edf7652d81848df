package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
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
import savelens.scene.SceneObject;

/** The Hierarchy's filter by state: what does not run, counted against the whole scene. */
@ExtendWith(ApplicationExtension.class)
class HierarchyFilterWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1024, 700); }


    @Test void theInactiveFilterCountsTheObjectsThatDoNotRun(FxRobot robot) throws Exception {
        Path scene = Fixtures.copy(dir, "unity/village.unity");
        robot.interact(() -> ui.model.open(scene));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> robot.lookup("#hierarchyFilter").queryAs(TextField.class).setText("inactive"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("2 of 6 objects match", robot.lookup("#hierarchyMessage").queryAs(Label.class).getText());
        TreeTableView<SceneObject> tree = robot.lookup("#hierarchyTree").queryAs(TreeTableView.class);
        assertEquals(List.of("Door", "Knob"), tree.getRoot().getChildren().stream().map(i -> i.getValue().name()).toList());
    }
}
