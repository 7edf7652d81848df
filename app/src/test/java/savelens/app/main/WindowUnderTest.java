package savelens.app.main;

import java.util.function.Consumer;
import java.util.prefs.Preferences;
import javafx.stage.Stage;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.app.task.TaskExecutor;

/**
 * The main window as window tests start it: background work run at once, preferences of its own, in
 * memory only, and unsaved edits discarded without asking when a document closes. A test that needs
 * another executor, something remembered from a last run or the stage's own size says so through
 * {@link #starting()}.
 */
final class WindowUnderTest {
    final Preferences preferences;
    final MainViewModel model;
    final MainWindow window;
    final Stage stage;

    private WindowUnderTest(Stage stage, Start start) {
        this.stage = stage;
        preferences = InMemoryPreferences.fresh();
        AppPreferences remembered = AppPreferences.writtenAtOnce(preferences);
        start.lastRun.accept(remembered);
        if (start.sized) {
            // The window applies the placement remembered from a last run again once shown (StagePlacement): the
            // size asked is that placement's size, or it would stand at its default 1200×800 instead.
            WindowPlacement last = remembered.windowPlacement();
            remembered.setWindowPlacement(new WindowPlacement(last.x(), last.y(), start.width, start.height, last.maximized()));
        }
        model = new MainViewModel(start.executor, remembered);
        window = new MainWindow(stage, model);
        window.setUnsavedChanges((owner, doc) -> UnsavedChanges.DISCARD);
        if (start.sized) {
            stage.setWidth(start.width);
            stage.setHeight(start.height);
        }
        stage.show();
        stage.requestFocus();
    }

    /**
     * The inspector's heading as one line: the heading, and a scene node's id and type (shown dimmed beside it) in
     * brackets after it, as {@code NodeLabels.withScenePath} writes them.
     */
    static String inspectorHeading(org.testfx.api.FxRobot robot) {
        String heading = robot.lookup("#inspectorHeading").queryAs(javafx.scene.control.Label.class).getText();
        String detail = robot.lookup("#inspectorHeadingDetail").queryAs(javafx.scene.control.Label.class).getText();
        return detail == null || detail.isEmpty() ? heading : heading + "  (" + detail + ")";
    }

    /**
     * Asserts, on the FX thread, that the inspector's content is no wider than its view and no horizontal scroll bar
     * shows under it; returns the view's width.
     */
    static double assertInspectorNotScrolledSideways(javafx.scene.control.ScrollPane scroll, String where) {
        javafx.scene.Node content = scroll.getContent();
        double viewport = scroll.getViewportBounds().getWidth();
        org.junit.jupiter.api.Assertions.assertTrue(content.getLayoutBounds().getWidth() <= viewport + 0.5,
                where + ": the inspector is " + content.getLayoutBounds().getWidth() + " px wide in a view of " + viewport);
        for (javafx.scene.Node n : scroll.lookupAll(".scroll-bar")) {
            if (n instanceof javafx.scene.control.ScrollBar bar && bar.getOrientation() == javafx.geometry.Orientation.HORIZONTAL
                    && bar.getParent() == scroll) {
                org.junit.jupiter.api.Assertions.assertFalse(bar.isVisible(), where + ": a horizontal scroll bar under the inspector");
            }
        }
        return viewport;
    }

    /** Shows the window on the stage TestFX hands to {@code @Start}, at this size, and keeps it there. */
    static WindowUnderTest show(Stage stage, double width, double height) {
        return starting().sized(width, height).show(stage);
    }

    /** Shows the window on the stage TestFX hands to {@code @Start}, at the size the window chooses. */
    static WindowUnderTest show(Stage stage) {
        return starting().show(stage);
    }

    /** A start that differs from the usual one; each setting left alone keeps the usual. */
    static Start starting() {
        return new Start();
    }

    /**
     * The window's view model alone, for tests of its logic without a screen: the same executor and
     * in-memory preferences as the window's (a second model on the same preferences sees what the first remembered).
     */
    static MainViewModel model(Preferences preferences) {
        return new MainViewModel(new CurrentThreadTaskExecutor(), AppPreferences.writtenAtOnce(preferences));
    }

    static final class Start {
        private TaskExecutor executor = new CurrentThreadTaskExecutor();
        private Consumer<AppPreferences> lastRun = remembered -> { };
        private boolean sized;
        private double width;
        private double height;

        /** Background work through this executor (held, or on the FX thread) instead of at once. */
        Start executor(TaskExecutor executor) {
            this.executor = executor;
            return this;
        }

        /** Preferences as a last run left them, written before the window reads them. */
        Start afterLastRun(Consumer<AppPreferences> lastRun) {
            this.lastRun = lastRun;
            return this;
        }

        /**
         * The stage at this size, kept once shown: it is also the size of the placement remembered from a last run
         * (its position and whether it was maximised as {@link #afterLastRun} left them).
         */
        Start sized(double width, double height) {
            this.sized = true;
            this.width = width;
            this.height = height;
            return this;
        }

        WindowUnderTest show(Stage stage) {
            return new WindowUnderTest(stage, this);
        }
    }
}
