package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TreeCell;
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
import savelens.app.document.SaveQuestion;
import savelens.app.tree.TreeEntry;
import savelens.diff.Change;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.edit.SetValue;
import savelens.file.OpenFile;
import savelens.save.SaveOptions;
import savelens.path.DocumentPath;
import savelens.save.SaveRefusedException.Reason;

/** File ▸ Compare with Backup, and what the window does when another program rewrites an open file. */
@ExtendWith(ApplicationExtension.class)
class CompareAndReloadWindowTest {
    @TempDir Path dir;
    final List<SaveQuestion> asked = new ArrayList<>();
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        WindowUnderTest ui = WindowUnderTest.show(stage);
        model = ui.model;
        window = ui.window;
        window.setSaveQuestions((owner, q) -> {
            asked.add(q);
            return SaveQuestion.Choice.CANCEL;
        });
    }


    @Test void compareWithBackupListsTheEditAndMarksItsRow(FxRobot robot) throws Exception {
        Path save = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        robot.interact(() -> model.open(save));
        assertTrue(menu("menuCompareBackup").isDisable(), "no backup yet");
        robot.interact(() -> model.current().setValue(DocumentPath.parse("$.party._gold"), NewValue.parse("999999")));
        robot.interact(() -> model.save());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> model.setCurrent(model.current())); // the menu looks again when the File menu shows
        robot.interact(() -> menu("menuCompareBackup").fire());
        WaitForAsyncUtils.waitForFxEvents();

        ListView<Change> list = robot.lookup("#diffList").queryListView();
        assertEquals(List.of("$.party._gold: 2500 → 999999"), list.getItems().stream().map(Change::line).toList());
        assertEquals("1 difference from file1.rpgsave.bak", robot.lookup("#diffSummary").queryLabeled().getText());

        robot.interact(() -> list.getSelectionModel().select(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("$.party._gold", model.current().selectedPath().toString(), "selecting a change shows it in the tree");
        assertTrue(changedRows(robot).contains("$.party._gold"), "the changed row is marked: " + changedRows(robot));
        assertEquals(1, changedRows(robot).size());

        robot.interact(() -> model.current().setValue(DocumentPath.parse("$.party._gold"), NewValue.parse("2500")));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), list.getItems(), "an edit back to the backup's value leaves nothing to list");
        assertEquals(List.of(), changedRows(robot));
    }

    @Test void theOtherFileLinkOpensTheBackupAtTheValue(FxRobot robot) throws Exception {
        Path save = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        robot.interact(() -> model.open(save));
        robot.interact(() -> model.current().setValue(DocumentPath.parse("$.actors._data[1]._level"), NewValue.parse("13")));
        robot.interact(() -> model.save());
        robot.interact(() -> window.compareWithBackup());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> robot.lookup("#diffList .change-there").queryAs(javafx.scene.control.Hyperlink.class).fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(2, model.documents().size());
        assertEquals(dir.resolve("file1.rpgsave.bak"), model.current().file());
        assertEquals("$.actors._data[1]._level", model.current().selectedPath().toString());
    }

    @Test void anUneditedFileRewrittenElsewhereIsReadAgainKeepingSelectionAndExpandedRows(FxRobot robot) throws Exception {
        Path save = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        robot.interact(() -> model.open(save));
        DocumentViewModel before = model.current();
        robot.interact(() -> window.currentTab().tree().itemAt(DocumentPath.parse("$.variables")).setExpanded(true));
        robot.interact(() -> before.jumpTo(DocumentPath.parse("$.actors._data[1]._hp")));
        robot.interact(() -> model.checkFiles());
        robot.interact(() -> model.checkFiles());
        assertSame(before, model.current(), "nothing changed");

        // As games do: the new save is written beside the file and renamed over it.
        Path other = Fixtures.copy(Files.createDirectory(dir.resolve("other")), "rpgmaker-mv/file1.rpgsave");
        setElsewhere(other, "$.actors._data[1]._hp", "1");
        Path temp = dir.resolve("file1.rpgsave.tmp");
        Files.copy(other, temp);
        Files.setLastModifiedTime(temp, FileTime.fromMillis(Files.getLastModifiedTime(save).toMillis() + 5000));
        Files.move(temp, save, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);

        robot.interact(() -> model.checkFiles());
        assertSame(before, model.current(), "acted on once the file looks the same twice");
        robot.interact(() -> model.checkFiles());
        DocumentViewModel after = model.current();
        assertNotSame(before, after, "read again");
        assertEquals("1", after.document().raw(after.paths().resolve(DocumentPath.parse("$.actors._data[1]._hp")).value()));
        assertEquals("$.actors._data[1]._hp", after.selectedPath().toString());
        assertTrue(window.currentTab().tree().itemAt(DocumentPath.parse("$.variables")).isExpanded(), "expanded rows stay expanded");
        assertEquals(1, window.tabs().getTabs().size());
        assertFalse(robot.lookup("#diskChange").query().isVisible());

        // SaveLens's own save is no change by another program.
        robot.interact(() -> after.setValue(DocumentPath.parse("$.party._gold"), NewValue.parse("7")));
        robot.interact(() -> model.save());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> model.checkFiles());
        robot.interact(() -> model.checkFiles());
        assertSame(after, model.current());
    }

    @Test void anEditedFileRewrittenElsewhereAsksReloadCompareOrKeepMine(FxRobot robot) throws Exception {
        Path save = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        robot.interact(() -> model.open(save));
        DocumentViewModel edited = model.current();
        robot.interact(() -> edited.setValue(DocumentPath.parse("$.party._gold"), NewValue.parse("999999")));
        rewriteElsewhere(save, "$.party._steps", "4321");

        robot.interact(() -> model.checkFiles());
        robot.interact(() -> model.checkFiles());
        assertSame(edited, model.current(), "edits are never dropped unasked");
        Node banner = robot.lookup("#diskChange").query();
        assertTrue(banner.isVisible());
        assertTrue(robot.lookup("#diskChangeMessage").queryLabeled().getText().startsWith("file1.rpgsave changed on disk"));

        robot.clickOn("#diskCompare");
        WaitForAsyncUtils.waitForFxEvents();
        ListView<Change> list = robot.lookup("#diffList").queryListView();
        assertEquals(List.of("$.party._gold: 2500 → 999999", "$.party._steps: 4321 → 1234"), list.getItems().stream().map(Change::line).toList(),
                "from the file as it is now to the edits");

        robot.clickOn("#diskKeepMine");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(banner.isVisible());
        robot.interact(() -> model.checkFiles());
        robot.interact(() -> model.checkFiles());
        assertFalse(banner.isVisible(), "the same change is not reported again");
        robot.interact(() -> menu("menuSave").fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, asked.size(), "the save asks before writing over the new file");
        assertEquals(Reason.CHANGED_ON_DISK, asked.get(0).reason());
    }

    @Test void reloadFromTheBannerDropsTheEdits(FxRobot robot) throws Exception {
        Path save = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        robot.interact(() -> model.open(save));
        DocumentViewModel edited = model.current();
        robot.interact(() -> edited.setValue(DocumentPath.parse("$.party._gold"), NewValue.parse("999999")));
        rewriteElsewhere(save, "$.party._steps", "4321");
        robot.interact(() -> model.checkFiles());
        robot.interact(() -> model.checkFiles());
        robot.clickOn("#diskReload");
        WaitForAsyncUtils.waitForFxEvents();
        DocumentViewModel fresh = model.current();
        assertNotSame(edited, fresh);
        assertFalse(fresh.dirtyProperty().get());
        assertEquals("4321", fresh.document().raw(fresh.paths().resolve(DocumentPath.parse("$.party._steps")).value()));
        assertEquals("2500", fresh.document().raw(fresh.paths().resolve(DocumentPath.parse("$.party._gold")).value()));
        assertFalse(robot.lookup("#diskChange").query().isVisible());
    }

    /** Writes the file with one value set, as another program would, a few seconds later than it was. */
    private void rewriteElsewhere(Path save, String path, String value) throws Exception {
        Path other = Fixtures.copy(Files.createDirectories(dir.resolve("elsewhere")), "rpgmaker-mv/file1.rpgsave");
        setElsewhere(other, path, value);
        Files.copy(other, save, StandardCopyOption.REPLACE_EXISTING);
        Files.setLastModifiedTime(save, FileTime.fromMillis(System.currentTimeMillis() + 5000));
    }

    /** Sets a value and saves, as another program would: through the core, not the window. */
    private static void setElsewhere(Path file, String path, String value) {
        OpenFile f = OpenFile.open(file, ReadContext.of(file));
        int v = DocumentPath.parse(path).resolve(f.document()).value();
        f.history().execute(new SetValue(v, NewValue.parse(value), path));
        f.save(file, SaveOptions.defaults().withBackups(0));
    }

    private List<String> changedRows(FxRobot robot) {
        PseudoClass changed = PseudoClass.getPseudoClass("changed");
        List<String> out = new ArrayList<>();
        for (Node n : robot.lookup(".document-tree-cell").queryAll()) {
            if (n instanceof TreeCell<?> cell && cell.getItem() instanceof TreeEntry e && n.getPseudoClassStates().contains(changed)) {
                out.add(e.path().toString());
            }
        }
        return out;
    }

    private MenuItem menu(String id) { return WindowMenus.item(window, id); }
}
