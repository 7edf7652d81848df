package savelens.app.main;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import savelens.app.theme.Theme;

/** What SaveLens remembers between runs: theme, window size, recent files. */
public final class AppPreferences {
    private static final String THEME = "theme", WIDTH = "windowWidth", HEIGHT = "windowHeight", RECENT = "recentFiles";
    private final Preferences node;

    public AppPreferences(Preferences node) { this.node = node; }

    public static AppPreferences user() { return new AppPreferences(Preferences.userRoot().node("savelens/app")); }

    public Theme theme() { return Theme.parse(node.get(THEME, Theme.LIGHT.name())); }

    public void setTheme(Theme theme) { node.put(THEME, theme.name()); }

    public double width() { return node.getDouble(WIDTH, 1200); }

    public double height() { return node.getDouble(HEIGHT, 800); }

    public void setSize(double width, double height) {
        node.putDouble(WIDTH, width);
        node.putDouble(HEIGHT, height);
    }

    public List<Path> recentFiles() {
        List<Path> out = new ArrayList<>();
        for (String line : node.get(RECENT, "").split("\n")) {
            if (!line.isBlank()) {
                try {
                    out.add(Path.of(line));
                } catch (RuntimeException e) {
                    // a path from another system: forget it
                }
            }
        }
        return out;
    }

    public void setRecentFiles(List<Path> files) {
        StringBuilder s = new StringBuilder();
        for (Path p : files) s.append(p).append('\n');
        // Preferences values are limited in length; the list is short, but stay well inside.
        node.put(RECENT, s.length() > Preferences.MAX_VALUE_LENGTH ? "" : s.toString());
    }

    public void flush() {
        try {
            node.flush();
        } catch (BackingStoreException e) {
            // not remembering is no reason to fail
        }
    }
}
