package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.prefs.AbstractPreferences;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Tab;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import savelens.app.Fixtures;
import savelens.app.task.CurrentThreadTaskExecutor;

/**
 * A document's tab is made without the preferences: writing them out (the recent files, after an open) holds their
 * lock while the file is written, the first time with an XML writer still to load, and a tab that read a setting
 * meanwhile held the window until the writing was done. The write-out starts once the tab is made.
 */
@ExtendWith(ApplicationExtension.class)
class PreferencesBesideTheTabWindowTest {
    @TempDir Path dir;
    private final Recording preferences = Recording.fresh();
    private MainViewModel model;
    private MainWindow window;

    @Start void start(Stage stage) {
        model = new MainViewModel(new CurrentThreadTaskExecutor(), AppPreferences.writtenAtOnce(preferences));
        window = new MainWindow(stage, model);
        stage.show();
    }

    @Test void openingAFileReadsNoSettingOnTheWindowsThreadAndWritesThemOutAfterItsTabIsMade(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "helio/island.json");
        List<String> events = new ArrayList<>();
        robot.interact(() -> {
            window.tabs().getTabs().addListener((ListChangeListener<Tab>) c -> events.add("tab added"));
            preferences.events = events;
            model.open(file);
            preferences.events = null;
        });
        assertNotNull(window.currentTab(), "the file's tab");
        assertTrue(events.contains("tab added"), "events: " + events);
        List<String> reads = events.stream().filter(e -> e.startsWith("read ")).toList();
        assertEquals(List.of(), reads, "settings read on the window's thread while the file was opened; all events: " + events);
        int tab = events.indexOf("tab added"), flush = events.indexOf("written out");
        assertTrue(flush > tab, "the recent files written out after the tab was made: " + events);
    }

    /** Preferences in memory that tell which of their keys are read on the FX thread, and when they are written out. */
    static final class Recording extends AbstractPreferences {
        private final Map<String, String> values = new HashMap<>();
        private final Map<String, Recording> children = new HashMap<>();
        private final Recording root;
        /** Where reads and the write-out are told while a test watches; null otherwise. */
        volatile List<String> events;

        private Recording(Recording parent, String name) {
            super(parent, name);
            root = parent == null ? this : parent.root;
        }

        static Recording fresh() { return (Recording) new Recording(null, "").node("savelens-test"); }

        private void tell(String event) {
            List<String> e = root.events != null ? root.events : events;
            if (e != null) e.add(event);
        }

        @Override protected void putSpi(String key, String value) { values.put(key, value); }

        @Override protected String getSpi(String key) {
            if (Platform.isFxApplicationThread()) tell("read " + key);
            return values.get(key);
        }

        @Override protected void removeSpi(String key) { values.remove(key); }

        @Override protected void removeNodeSpi() { values.clear(); }

        @Override protected String[] keysSpi() { return values.keySet().toArray(String[]::new); }

        @Override protected String[] childrenNamesSpi() { return children.keySet().toArray(String[]::new); }

        @Override protected AbstractPreferences childSpi(String name) {
            return children.computeIfAbsent(name, n -> new Recording(this, n));
        }

        @Override protected void syncSpi() { tell("written out"); }

        @Override protected void flushSpi() { tell("written out"); }
    }
}
