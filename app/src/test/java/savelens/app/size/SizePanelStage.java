package savelens.app.size;

import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.HeldTaskExecutor;
import savelens.app.theme.Theme;
import savelens.app.theme.ThemeSwitcher;

/** A Size panel alone on a 700×400 stage in the light theme, for tests that look at how it is drawn. */
final class SizePanelStage {
    private final StackPane holder = new StackPane();

    /** The panel's model and view, placed. */
    record Placed(SizeViewModel model, SizeView view) {}

    private SizePanelStage() {}

    /** Shows the stage, empty until {@link #place}: from a test's {@code @Start}. */
    static SizePanelStage show(Stage stage) {
        SizePanelStage shown = new SizePanelStage();
        Scene scene = new Scene(shown.holder, 700, 400);
        ThemeSwitcher.apply(scene, Theme.LIGHT);
        stage.setScene(scene);
        stage.show();
        return shown;
    }

    /** The panel of {@code doc}, its work on {@code worker}, placed with its sizes and then its lists worked out. */
    Placed place(FxRobot robot, DocumentViewModel doc, HeldTaskExecutor worker) {
        Placed[] placed = new Placed[1];
        robot.interact(() -> {
            SizeViewModel model = new SizeViewModel(doc, worker);
            placed[0] = new Placed(model, new SizeView(model));
            holder.getChildren().add(placed[0].view().view());
            worker.runHeld(); // the sizes
            worker.runHeld(); // the lists
        });
        return placed[0];
    }
}
