package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.document.DocumentViewModel;
import savelens.app.document.SaveQuestion;
import savelens.app.document.SaveQuestion.Choice;
import savelens.document.NewValue;
import savelens.path.DocumentPath;
import savelens.save.SaveRefusedException.Reason;

/** File ▸ Save on a file another program changed: the window asks and does what was chosen; the backups setting in the menu. */
@ExtendWith(ApplicationExtension.class)
class SaveQuestionWindowTest {
    static final String DOC = "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"Player\",\"fields\":{\"name\":\"hero\",\"gold\":100,\"hp\":10}}]}";
    @TempDir Path dir;
    Preferences node;
    final List<SaveQuestion> asked = new ArrayList<>();
    Choice answer = Choice.CANCEL;
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        WindowUnderTest ui = WindowUnderTest.show(stage);
        node = ui.preferences;
        model = ui.model;
        window = ui.window;
        window.setSaveQuestions((owner, q) -> {
            asked.add(q);
            return answer;
        });
    }


    private Path openEditedThenChangedElsewhere(FxRobot robot) throws Exception {
        Path file = Files.writeString(dir.resolve("save.json"), DOC);
        robot.interact(() -> model.open(file));
        robot.interact(() -> model.current().setValue(DocumentPath.parse("$.hp"), NewValue.parse("99")));
        Files.writeString(file, DOC.replace("hero", "other"));
        return file;
    }

    @Test void overwriteWritesTheEditsOverTheOtherVersion(FxRobot robot) throws Exception {
        Path file = openEditedThenChangedElsewhere(robot);
        answer = Choice.OVERWRITE;
        robot.interact(() -> menu("menuSave").fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, asked.size());
        assertEquals(Reason.CHANGED_ON_DISK, asked.get(0).reason());
        assertEquals(DOC.replace("\"hp\":10", "\"hp\":99"), Files.readString(file));
        assertFalse(model.current().dirtyProperty().get());
    }

    @Test void reloadShowsTheOtherVersionAndDropsTheEdits(FxRobot robot) throws Exception {
        Path file = openEditedThenChangedElsewhere(robot);
        DocumentViewModel edited = model.current();
        answer = Choice.RELOAD;
        robot.interact(() -> menu("menuSave").fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, asked.size());
        assertNotSame(edited, model.current());
        assertEquals(DOC.replace("hero", "other"), Files.readString(file));
        assertEquals("\"other\"", model.current().document().raw(model.current().paths().resolve(DocumentPath.parse("$.name")).value()));
        assertEquals(1, window.tabs().getTabs().size());
        assertEquals("save.json", window.tabs().getTabs().get(0).getText());
    }

    @Test void cancelLeavesBothAsTheyAre(FxRobot robot) throws Exception {
        Path file = openEditedThenChangedElsewhere(robot);
        robot.interact(() -> menu("menuSave").fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, asked.size());
        assertEquals(DOC.replace("hero", "other"), Files.readString(file));
        assertTrue(model.current().dirtyProperty().get());
    }

    @Test void backupsToKeepIsAFileMenuSetting(FxRobot robot) {
        RadioMenuItem three = (RadioMenuItem) menu("menuBackups3");
        assertTrue(((RadioMenuItem) menu("menuBackups1")).isSelected(), "one by default");
        robot.interact(three::fire);
        assertEquals(3, model.backupsProperty().get());
        assertEquals(3, AppPreferences.writtenAtOnce(node).backups());
    }

    private MenuItem menu(String id) { return WindowMenus.item(window, id); }
}
