package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * View ▸ Live ECS World shows its window with something in it at the first frame: a line saying the live view is
 * opening, light to draw, in the place the live view then takes; never a window left white while its tables and
 * chart are styled and laid out for the first time.
 */
@ExtendWith(ApplicationExtension.class)
class LiveEcsFirstFrameWindowTest {
    Stage stage;
    MainWindow window;

    @Start void start(Stage stage) {
        this.stage = stage;
        window = WindowUnderTest.show(stage).window;
    }

    @AfterEach void closeOthers(FxRobot robot) {
        robot.interact(() -> {
            for (Window w : List.copyOf(Window.getWindows())) if (w != stage) w.hide();
        });
    }

    @Test void theWindowsFirstFrameSaysTheLiveViewIsOpeningThenShowsIt(FxRobot robot) throws Exception {
        int[] shownNodes = new int[1];
        Label[] opening = new Label[1];
        robot.interact(() -> {
            WindowMenus.item(window, "menuLiveEcs").fire();
            // What the first frame draws: the scene as it stands when the window is shown, before any pulse.
            BorderPane root = (BorderPane) window.liveEcsStage().getScene().getRoot();
            assertTrue(root.getCenter() instanceof Label, "the first frame's content: " + root.getCenter());
            opening[0] = (Label) root.getCenter();
            shownNodes[0] = count(root);
            assertNull(root.lookup("#tablesList"), "the live view's tables wait for the next frame");
        });
        assertEquals("liveEcsOpening", opening[0].getId());
        assertEquals("Opening the live view…", opening[0].getText());
        assertTrue(shownNodes[0] < 60, "a light first frame: " + shownNodes[0] + " nodes");

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
            BorderPane root = (BorderPane) window.liveEcsStage().getScene().getRoot();
            return root.getCenter() == window.liveEcsWindow().live().view();
        });
        robot.interact(() -> {
            BorderPane root = (BorderPane) window.liveEcsStage().getScene().getRoot();
            assertNull(opening[0].getScene(), "the line is gone once the live view shows");
            assertSame(window.liveEcsWindow().live().view(), root.getCenter());
            assertNotNull(root.getTop(), "the window's menu stays");
        });
    }

    private static int count(Node n) {
        int c = 1;
        if (n instanceof Parent p) for (Node child : p.getChildrenUnmodifiable()) c += count(child);
        return c;
    }
}
