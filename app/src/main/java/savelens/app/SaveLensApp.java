package savelens.app;

import java.nio.file.Path;
import java.util.List;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import savelens.app.instance.PrimaryInstance;
import savelens.app.main.AppPreferences;
import savelens.app.main.DemoHooks;
import savelens.app.main.MainViewModel;
import savelens.app.main.MainWindow;
import savelens.app.main.SmokeCheck;
import savelens.app.task.FxTaskExecutor;

/** The desktop inspector. Files given as arguments open in tabs; with none, the bundled sample opens. */
public final class SaveLensApp extends Application {
    /** How long {@code --smoke} waits for the document to be shown. */
    static final java.time.Duration SMOKE_LIMIT = java.time.Duration.ofSeconds(90);
    // Handed over by the launcher before JavaFX constructs the application; null without single instance.
    private static PrimaryInstance instance;
    private FxTaskExecutor executor;
    private MainViewModel model;

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
        List<String> args = getParameters().getRaw();
        boolean smoke = args.contains(WindowArguments.SMOKE);
        // A smoke run leaves the user's recent files, window placement and theme as they were.
        Preferences smokePreferences = smoke ? Preferences.userRoot().node("savelens-smoke/" + ProcessHandle.current().pid()) : null;
        model = new MainViewModel(executor, smoke ? new AppPreferences(smokePreferences) : AppPreferences.user());
        MainWindow window = new MainWindow(stage, model);
        // From here on, an exception nobody catches is logged and shown in the window, never only on a terminal.
        window.failures().install();
        DemoHooks.install(window, model);
        window.startWatching(javafx.util.Duration.seconds(1)); // files a game rewrites are read again
        if (smoke) {
            Path file = Path.of(WindowArguments.files(args).get(0));
            new SmokeCheck(window, model, file, SMOKE_LIMIT, line -> {
                if (line.startsWith("shown: ")) System.out.println(line);
                else System.err.println(line.startsWith("SaveLens failed") ? line : "savelens: " + line);
            }, code -> {
                try {
                    smokePreferences.removeNode();
                } catch (BackingStoreException | IllegalStateException e) {
                    // a node left behind under savelens-smoke holds nothing of the user's
                }
                System.out.flush();
                System.err.flush();
                System.exit(code);
            }).start();
        }
        open(model, args);
        stage.show();
        // JavaFX 20+ does not focus a newly shown stage everywhere (headless, some window managers).
        stage.requestFocus();
        if (instance != null) instance.onOpen(files -> Platform.runLater(() -> window.openHandedOver(files)));
    }

    /** Opens the files named on the command line, or the sample when there are none. */
    static void open(MainViewModel model, List<String> args) {
        List<String> files = WindowArguments.files(args);
        for (String a : files) model.open(Path.of(a));
        if (files.isEmpty()) model.openSample();
    }

    @Override public void stop() {
        if (instance != null) instance.close();
        if (executor != null) executor.shutdown();
        // however the toolkit came to exit: what is waiting to be remembered is written first (its thread is a daemon)
        if (model != null) {
            model.preferences().flush();
            model.preferences().awaitWritten();
        }
    }
}
