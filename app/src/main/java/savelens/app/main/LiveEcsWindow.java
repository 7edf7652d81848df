package savelens.app.main;

import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;
import savelens.app.ecs.LiveEcsTab;
import savelens.app.theme.AppIcons;

/**
 * The live ECS view in a window of its own beside the documents, so a world can be watched while a
 * save is open. One at a time; its world stops when the window closes.
 */
final class LiveEcsWindow {
    private Stage stage;
    private LiveEcsTab live;

    void show(Window owner, Scene themed) {
        if (stage != null) {
            stage.toFront();
            return;
        }
        live = LiveEcsTab.create();
        stage = new Stage();
        stage.setTitle("Live ECS — SaveLens");
        Scene scene = new Scene(live.view(), 1100, 720);
        scene.getStylesheets().setAll(themed.getStylesheets());
        stage.setScene(scene);
        AppIcons.apply(stage);
        stage.setOnHidden(e -> close());
        stage.show();
    }

    void close() {
        if (live != null) live.close();
        live = null;
        if (stage != null && stage.isShowing()) stage.close();
        stage = null;
    }
}
