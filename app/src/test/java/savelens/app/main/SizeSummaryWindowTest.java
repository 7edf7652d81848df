package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
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

/**
 * The Size panel's summary shows whole, wrapped when the panel is narrow, at the window's first width and at its
 * narrowest; its buttons keep their whole labels inside the panel beside it.
 */
@ExtendWith(ApplicationExtension.class)
class SizeSummaryWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, WindowPlacement.DEFAULT_WIDTH, WindowPlacement.DEFAULT_HEIGHT);
    }

    @Test void theSummaryShowsWholeAtTheFirstWidthAndANarrowOne(FxRobot robot) throws Exception {
        Path save = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        robot.interact(() -> ui.model.open(save));
        robot.interact(() -> ui.window.currentTab().showSize());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> ui.window.currentTab().sizeModel().analysisProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertWhole(robot, "at the window's first width");

        robot.interact(() -> ui.stage.setWidth(WindowPlacement.MIN_WIDTH));
        WaitForAsyncUtils.waitForFxEvents();
        assertWhole(robot, "at the window's narrowest");
    }

    /** The histogram's counts and sizes are grouped as the summary's are: "2,342", not "2342" beside "2,342". */
    @Test void theHistogramGroupsItsFiguresAsTheSummaryDoes(FxRobot robot) throws Exception {
        Path save = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        robot.interact(() -> ui.model.open(save));
        robot.interact(() -> ui.window.currentTab().showSize());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> ui.window.currentTab().sizeModel().analysisProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            javafx.scene.control.TabPane tabs = (javafx.scene.control.TabPane) robot.lookup("#sizePanel").query().lookup(".tab-pane");
            tabs.getSelectionModel().select(tabs.getTabs().stream().filter(t -> t.getText().equals("By type")).findFirst().orElseThrow());
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !robot.lookup("#sizeHistogram").queryAll().isEmpty());
        for (int i = 0; i < 3; i++) robot.interact(() -> { });
        java.util.List<String> big = robot.lookup("#sizeHistogram .table-cell").queryAll().stream()
                .map(n -> ((javafx.scene.control.TableCell<?, ?>) n).getText())
                .filter(t -> t != null && t.replace(",", "").matches("\\d{4,}")).toList();
        assertTrue(!big.isEmpty(), "the histogram shows a figure of four digits or more");
        for (String figure : big) assertTrue(figure.matches("\\d{1,3}(,\\d{3})+"), "grouped: " + figure);
    }

    private void assertWhole(FxRobot robot, String when) {
        Label summary = robot.lookup("#sizeSummary").queryAs(Label.class);
        Node panel = robot.lookup("#sizePanel").query();
        robot.interact(() -> {
            String text = summary.getText();
            assertTrue(text.contains("unreachable nodes"), when + ": " + text);
            // A label too narrow for its text draws it cut, with an ellipsis, in its text node.
            Text drawn = (Text) summary.lookup(".text");
            assertEquals(text, drawn.getText(), when + ": the summary is cut");
            assertTrue(summary.getHeight() + 0.5 >= summary.prefHeight(summary.getWidth()),
                    when + ": the summary is " + summary.getHeight() + " px high for text of " + summary.prefHeight(summary.getWidth()));
            Bounds room = panel.localToScene(panel.getLayoutBounds());
            assertInside(room, summary, when + ": the summary");
            for (String id : new String[] {"#whyButton", "#removeUnreachable"}) {
                Button b = (Button) panel.lookup(id);
                assertEquals(b.getText(), ((Text) b.lookup(".text")).getText(), when + ": " + id + " is cut");
                assertInside(room, b, when + ": " + id);
            }
        });
    }

    private static void assertInside(Bounds room, Node n, String what) {
        Bounds b = n.localToScene(n.getLayoutBounds());
        assertTrue(b.getMinX() + 0.5 >= room.getMinX() && b.getMaxX() <= room.getMaxX() + 0.5 && b.getWidth() > 0,
                what + " spans " + b.getMinX() + "–" + b.getMaxX() + " in a panel of " + room.getMinX() + "–" + room.getMaxX());
    }
}
