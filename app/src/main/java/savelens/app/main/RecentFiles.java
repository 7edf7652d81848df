package savelens.app.main;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** The most recently opened files, newest first, at most ten, remembered in the preferences; missing ones are dropped. */
public final class RecentFiles {
    static final int LIMIT = 10;
    private final AppPreferences preferences;
    private final ObservableList<Path> files = FXCollections.observableArrayList();

    public RecentFiles(AppPreferences preferences) {
        this.preferences = preferences;
        List<Path> remembered = preferences.recentFiles();
        files.setAll(remembered.subList(0, Math.min(LIMIT, remembered.size())));
        pruneMissing();
    }

    /** Forgets files that were deleted or moved since they were opened (the menu offers only what opens). */
    public void pruneMissing() {
        if (files.removeIf(p -> !Files.exists(p))) preferences.setRecentFiles(files);
    }

    public void clear() {
        files.clear();
        preferences.setRecentFiles(files);
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
