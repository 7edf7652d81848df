package savelens.app.main;

import java.util.List;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/**
 * Puts the main window where it was last time, and follows its normal bounds while it is moved or
 * resized, so that a maximised window is remembered with the size it returns to.
 */
final class StagePlacement {
    private final Stage stage;
    private double x, y, width, height;

    private StagePlacement(Stage stage) { this.stage = stage; }

    /** Applies {@code saved} before the stage is shown; the position only when it is on a screen now. */
    static StagePlacement restore(Stage stage, WindowPlacement saved) {
        List<Rectangle2D> screens = Screen.getScreens().stream().map(Screen::getVisualBounds).toList();
        WindowPlacement fitted = saved.sizedFor(screens);
        StagePlacement placement = new StagePlacement(stage);
        stage.setWidth(fitted.width());
        stage.setHeight(fitted.height());
        if (fitted.isVisibleOn(screens)) {
            stage.setX(fitted.x());
            stage.setY(fitted.y());
        }
        stage.setMaximized(fitted.maximized());
        // Some window managers (openbox, for one) map a JavaFX window at its content's minimum size and
        // ignore the size set before showing; setting it again once shown sticks everywhere.
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> {
            if (stage.isMaximized()) return;
            stage.setWidth(fitted.width());
            stage.setHeight(fitted.height());
            if (fitted.isVisibleOn(screens)) {
                stage.setX(fitted.x());
                stage.setY(fitted.y());
            }
        });
        placement.x = fitted.x();
        placement.y = fitted.y();
        placement.width = fitted.width();
        placement.height = fitted.height();
        Runnable follow = () -> Platform.runLater(placement::recordNormalBounds);
        stage.xProperty().addListener(o -> follow.run());
        stage.yProperty().addListener(o -> follow.run());
        stage.widthProperty().addListener(o -> follow.run());
        stage.heightProperty().addListener(o -> follow.run());
        return placement;
    }

    // Run later: a window manager may report the maximised bounds before it reports "maximised".
    private void recordNormalBounds() {
        if (stage.isMaximized() || stage.isIconified() || stage.isFullScreen() || !stage.isShowing()) return;
        x = stage.getX();
        y = stage.getY();
        width = stage.getWidth();
        height = stage.getHeight();
    }

    WindowPlacement current() {
        if (!stage.isMaximized()) recordNormalBounds();
        return new WindowPlacement(x, y, width, height, stage.isMaximized());
    }
}
