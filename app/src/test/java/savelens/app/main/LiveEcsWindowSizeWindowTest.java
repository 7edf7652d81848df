package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Live ECS window opens within the screen's visual bounds: on a 1024×700 screen without a window manager its
 * menu was off the screen at 1100×720. Where the screen has room it keeps 1100×720.
 */
@ExtendWith(ApplicationExtension.class)
class LiveEcsWindowSizeWindowTest {
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

    @Test void onASmallScreenTheWindowOpensWithinItsVisualBounds(FxRobot robot) {
        // 1024×700 with a 24-pixel panel along the top.
        Rectangle2D small = new Rectangle2D(0, 24, 1024, 676);
        robot.interact(() -> {
            window.liveEcsWindow().setScreen(small);
            WindowMenus.item(window, "menuLiveEcs").fire();
        });
        Stage live = window.liveEcsStage();
        assertEquals(1024, live.getWidth(), "as wide as the screen");
        assertEquals(676, live.getHeight(), "as high as the screen below its panel");
        assertWithin(small, live);
    }

    @Test void whereTheScreenHasRoomTheWindowOpensAt1100By720(FxRobot robot) {
        robot.interact(() -> WindowMenus.item(window, "menuLiveEcs").fire());
        Stage live = window.liveEcsStage();
        assertEquals(LiveEcsWindow.WIDTH, live.getWidth());
        assertEquals(LiveEcsWindow.HEIGHT, live.getHeight());
        assertWithin(Screen.getPrimary().getVisualBounds(), live);
    }

    private static void assertWithin(Rectangle2D screen, Stage live) {
        Rectangle2D bounds = new Rectangle2D(live.getX(), live.getY(), live.getWidth(), live.getHeight());
        assertTrue(bounds.getMinX() >= screen.getMinX() && bounds.getMinY() >= screen.getMinY()
                && bounds.getMaxX() <= screen.getMaxX() && bounds.getMaxY() <= screen.getMaxY(),
                "the window " + bounds + " lies within the screen " + screen);
    }
}
