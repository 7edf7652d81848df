package savelens.app.main;

import javafx.scene.Scene;
import javafx.stage.Stage;
import savelens.app.ecs.LiveEcsTab;
import savelens.app.task.TaskExecutor;
import savelens.app.theme.AppIcons;
import savelens.app.theme.ThemedWindows;

/**
 * The live ECS view in a window of its own beside the documents, so a world can be watched while a
 * save is open. One at a time; its world stops when the window closes. It follows the theme as the main
 * window does, and its reads run on the application's executor.
 */
final class LiveEcsWindow {
    private final TaskExecutor executor;
    private final ThemedWindows themes;
    private Stage stage;
    private LiveEcsTab live;

    LiveEcsWindow(TaskExecutor executor, ThemedWindows themes) {
        this.executor = executor;
        this.themes = themes;
    }

    void show() {
        if (stage != null) {
            stage.toFront();
            return;
        }
        live = LiveEcsTab.create(executor);
        stage = new Stage();
        stage.setTitle("Live ECS — SaveLens");
        stage.setScene(new Scene(live.view(), 1100, 720));
        themes.follow(stage);
        AppIcons.apply(stage);
        stage.setOnHidden(e -> close());
        stage.show();
    }

    /** The window while it is open (tests look into it), or null. */
    Stage stage() { return stage; }

    void close() {
        if (live != null) live.close();
        live = null;
        if (stage != null) {
            themes.forget(stage);
            if (stage.isShowing()) stage.close();
        }
        stage = null;
    }
}
