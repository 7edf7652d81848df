package savelens.app;

import java.nio.file.Path;
import java.util.List;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import savelens.app.instance.PrimaryInstance;
import savelens.app.main.AppPreferences;
import savelens.app.main.DemoHooks;
import savelens.app.main.MainViewModel;
import savelens.app.main.MainWindow;
import savelens.app.task.FxTaskExecutor;

/** The desktop inspector. Files given as arguments open in tabs; with none, the bundled sample opens. */
public final class SaveLensApp extends Application {
    // Handed over by the launcher before JavaFX constructs the application; null without single instance.
    private static PrimaryInstance instance;
    private FxTaskExecutor executor;

    public static void main(String[] args) {
        launch(SaveLensApp.class, args);
    }

    /** Starts the window as the user's primary instance: files that later starts hand over open as tabs. */
    public static void startWindow(String[] args, PrimaryInstance primary) {
        instance = primary;
        main(args);
    }

    @Override public void start(Stage stage) {
        executor = new FxTaskExecutor();
        MainViewModel model = new MainViewModel(executor, AppPreferences.user());
        MainWindow window = new MainWindow(stage, model);
        DemoHooks.install(window, model);
        window.startWatching(javafx.util.Duration.seconds(1)); // files a game rewrites are read again
        open(model, getParameters().getRaw());
        stage.show();
        // JavaFX 20+ does not focus a newly shown stage everywhere (headless, some window managers).
        stage.requestFocus();
        if (instance != null) instance.onOpen(files -> Platform.runLater(() -> window.openHandedOver(files)));
    }

    /** Opens the files named on the command line, or the sample when there are none. */
    static void open(MainViewModel model, List<String> args) {
        boolean any = false;
        for (String a : args) {
            if (a.startsWith("-")) continue;
            model.open(Path.of(a));
            any = true;
        }
        if (!any) model.openSample();
    }

    @Override public void stop() {
        if (instance != null) instance.close();
        if (executor != null) executor.shutdown();
    }
}
