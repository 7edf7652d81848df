package savelens.app.main;

import java.util.prefs.Preferences;
import javafx.stage.Stage;
import savelens.app.task.CurrentThreadTaskExecutor;

/**
 * The main window as most window tests start it: background work run at once, preferences of its own, in
 * memory only, and unsaved edits discarded without asking when a document closes.
 */
final class WindowUnderTest {
    final Preferences preferences = InMemoryPreferences.fresh();
    final MainViewModel model = new MainViewModel(new CurrentThreadTaskExecutor(), new AppPreferences(preferences));
    final MainWindow window;

    private WindowUnderTest(Stage stage, double width, double height) {
        window = new MainWindow(stage, model);
        window.setUnsavedChanges((owner, doc) -> UnsavedChanges.DISCARD);
        stage.setWidth(width);
        stage.setHeight(height);
        stage.show();
        stage.requestFocus();
    }

    /** Shows the window on the stage TestFX hands to {@code @Start}. */
    static WindowUnderTest show(Stage stage, double width, double height) {
        return new WindowUnderTest(stage, width, height);
    }
}
