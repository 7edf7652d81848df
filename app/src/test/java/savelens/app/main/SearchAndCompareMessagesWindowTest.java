package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.event.ActionEvent;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;

/** What the search field and the Compare panel say: never a stale error beside a query that works, never two contrary words. */
@ExtendWith(ApplicationExtension.class)
class SearchAndCompareMessagesWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1200, 800); }

    @Test void aQueryThatIsNoPathShowsNoPathErrorAndItsWordsReadWhole(FxRobot robot) throws Exception {
        Path scene = copy("helio/scene.json", "mine");
        robot.interact(() -> ui.model.open(scene));
        search(robot, "$..[?@.power > 30].power");
        assertEquals("$..[?@.power > 30].power", ui.window.currentTab().queryModel().queryProperty().get(), "asked as a query");
        Label summary = robot.lookup("#searchSummary").queryAs(Label.class);
        assertEquals("JSONPath query", summary.getText(), "no word of the path it is not");
        Text shown = (Text) summary.lookup(".text");
        assertEquals(summary.getText(), shown.getText(), "read whole, not cut");

        search(robot, "$.roots[0].nowhere");
        assertTrue(summary.getText().endsWith("; asked as a JSONPath query"), summary.getText());
        assertFalse(summary.getText().equals("; asked as a JSONPath query"), "a path that stops says where");
        assertEquals(summary.getText(), summary.getTooltip().getText(), "a longer message is there whole, in its tooltip");
    }

    @Test void comparingWithAnEqualFileSaysNoDifferencesWithoutTheNotComparingHint(FxRobot robot) throws Exception {
        Path mine = copy("helio/island.json", "mine");
        Path other = copy("helio/island.json", "other");
        robot.interact(() -> ui.model.open(mine));
        DocumentTab tab = ui.window.currentTab();
        Label hint = (Label) tab.diff().list().getPlaceholder();
        assertTrue(hint.getText().startsWith("File ▸ Compare With…"), "the hint while comparing nothing: " + hint.getText());
        robot.interact(() -> tab.diffModel().compareWith(other));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("No differences from island.json", tab.diffModel().summaryProperty().get());
        assertEquals("", hint.getText(), "no hint that nothing is compared beside it");
        assertTrue(robot.lookup("#diffClear").query().isVisible(), "a comparison to stop");
        robot.interact(() -> tab.diffModel().clear());
        assertTrue(hint.getText().startsWith("File ▸ Compare With…"), "the hint is back once comparing stops");
        assertFalse(robot.lookup("#diffClear").query().isVisible(), "nothing left to stop");
    }

    private Path copy(String fixture, String folder) throws Exception {
        return Fixtures.copy(Files.createDirectories(dir.resolve(folder)), fixture);
    }

    private static void search(FxRobot robot, String text) {
        TextField field = robot.lookup("#searchField").query();
        robot.interact(() -> {
            field.setText(text);
            field.fireEvent(new ActionEvent());
        });
        WaitForAsyncUtils.waitForFxEvents();
    }
}
