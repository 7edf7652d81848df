package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A window test that asks for a size runs at it: the window, once shown, puts itself where and at the size it was
 * last time (1200×800 the first time), so the size asked must be the one remembered too.
 */
@ExtendWith(ApplicationExtension.class)
class SizeAskedWindowTest {
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1024, 700); }

    @Test void theWindowStandsAtTheSizeAsked(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> { });
        assertEquals(1024, ui.stage.getWidth(), 0.5);
        assertEquals(700, ui.stage.getHeight(), 0.5);
        assertEquals(1024, ui.stage.getScene().getWidth(), 0.5, "the scene inside it");
    }
}
