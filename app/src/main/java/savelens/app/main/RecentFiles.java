package savelens.app.main;

import java.nio.file.Path;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** The most recently opened files, newest first, remembered in the preferences. */
public final class RecentFiles {
    static final int LIMIT = 10;
    private final AppPreferences preferences;
    private final ObservableList<Path> files = FXCollections.observableArrayList();

    public RecentFiles(AppPreferences preferences) {
        this.preferences = preferences;
        files.setAll(preferences.recentFiles());
    }

    public void opened(Path file) {
        Path p = file.toAbsolutePath().normalize();
        files.remove(p);
        files.add(0, p);
        while (files.size() > LIMIT) files.remove(files.size() - 1);
        preferences.setRecentFiles(files);
    }

    public void forget(Path file) {
        files.remove(file.toAbsolutePath().normalize());
        preferences.setRecentFiles(files);
    }

    public ObservableList<Path> files() { return files; }
}
