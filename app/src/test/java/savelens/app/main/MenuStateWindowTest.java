package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import savelens.app.Fixtures;
import savelens.app.task.HeldTaskExecutor;
import savelens.document.NewValue;
import savelens.path.DocumentPath;

/** Menu items follow the state they stand for: Back/Forward, Save/Save As while a save runs, Undo/Redo naming their step. */
@ExtendWith(ApplicationExtension.class)
class MenuStateWindowTest {
    @TempDir Path dir;
    final HeldTaskExecutor executor = new HeldTaskExecutor();
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        WindowUnderTest ui = WindowUnderTest.starting().executor(executor).show(stage);
        model = ui.model;
        window = ui.window;
    }


    private MenuItem menu(String id) { return WindowMenus.item(window, id); }

    private Path openIsland(FxRobot robot) throws Exception {
        Path island = Fixtures.copy(dir, "helio/island.json");
        robot.interact(() -> model.open(island));
        return island;
    }

    @Test void backAndForwardAreOfferedOnlyWhereTheyLead(FxRobot robot) throws Exception {
        assertTrue(menu("menuBack").isDisable(), "nothing open");
        assertTrue(menu("menuForward").isDisable());
        openIsland(robot);
        assertTrue(menu("menuBack").isDisable(), "no jump yet");
        assertTrue(menu("menuForward").isDisable());

        robot.interact(() -> model.current().jumpTo(DocumentPath.parse("$.children[0]")));
        assertFalse(menu("menuBack").isDisable());
        assertTrue(menu("menuForward").isDisable());

        robot.interact(() -> menu("menuBack").fire());
        assertEquals(DocumentPath.root(), model.current().selectedPath());
        assertTrue(menu("menuBack").isDisable());
        assertFalse(menu("menuForward").isDisable());

        robot.interact(() -> menu("menuForward").fire());
        assertFalse(menu("menuBack").isDisable());
        assertTrue(menu("menuForward").isDisable());

        robot.interact(() -> window.closeCurrent());
        assertTrue(menu("menuBack").isDisable(), "closed: nowhere to go");
    }

    @Test void saveAndSaveAsWaitWhileASaveRuns(FxRobot robot) throws Exception {
        Path island = openIsland(robot);
        robot.interact(() -> model.current().setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\"")));
        assertFalse(menu("menuSave").isDisable());
        assertFalse(menu("menuSaveAs").isDisable());

        executor.hold(); // the save starts but its worker has not run yet
        robot.interact(() -> menu("menuSave").fire());
        assertTrue(model.savingProperty().get());
        assertTrue(menu("menuSave").isDisable(), "a second save waits for the first");
        assertTrue(menu("menuSaveAs").isDisable());
        assertFalse(Files.readString(island).contains("boulder"));

        robot.interact(executor::release);
        assertTrue(Files.readString(island).contains("\"boulder\""));
        assertFalse(menu("menuSave").isDisable());
        assertFalse(menu("menuSaveAs").isDisable());
        assertFalse(model.current().dirtyProperty().get());
    }

    @Test void undoAndRedoSayWhatTheyWouldDo(FxRobot robot) throws Exception {
        openIsland(robot);
        assertEquals("Undo", menu("menuUndo").getText());
        assertEquals("Redo", menu("menuRedo").getText());
        assertTrue(menu("menuRedo").isDisable());

        robot.interact(() -> model.current().setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\"")));
        assertEquals("Undo Set island/rock › SceneNode.name", menu("menuUndo").getText(), "named by its scene path");
        assertEquals("Redo", menu("menuRedo").getText());

        robot.interact(() -> menu("menuUndo").fire());
        assertEquals("Undo", menu("menuUndo").getText());
        assertEquals("Redo Set island/rock › SceneNode.name", menu("menuRedo").getText());
        assertFalse(menu("menuRedo").isDisable());

        robot.interact(() -> menu("menuRedo").fire());
        assertEquals("Undo Set island/rock › SceneNode.name", menu("menuUndo").getText(), "named by its scene path");
        assertEquals("Redo", menu("menuRedo").getText());
    }
}
