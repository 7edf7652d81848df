package savelens.app.main;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import savelens.app.theme.Theme;
import savelens.save.SaveOptions;

/**
 * What SaveLens remembers between runs: theme, where the window was, recent files, the dialogs' last folder,
 * how many backups a save keeps.
 * Tests pass a node of their own, never the user's.
 */
public final class AppPreferences {
    private static final String THEME = "theme", WIDTH = "windowWidth", HEIGHT = "windowHeight", RECENT = "recentFiles";
    private static final String X = "windowX", Y = "windowY", MAXIMIZED = "windowMaximized", LAST_FOLDER = "lastFolder";
    private static final String BOTTOM_DIVIDER = "bottomPanelDivider";
    private static final String BACKUPS = "backups", BOTTOM_PANEL = "bottomPanel", INSPECTOR = "inspector", NAVIGATOR = "navigator", LIVE_ADDRESS = "liveAddress";
    private final Preferences node;

    public AppPreferences(Preferences node) { this.node = node; }

    public static AppPreferences user() { return new AppPreferences(Preferences.userRoot().node("savelens/app")); }

    /** Whether the bottom panel (Cycles, Diagnostics, Size, Search, Changes) shows when it has something to say. */
    public boolean bottomPanel() { return node.getBoolean(BOTTOM_PANEL, true); }

    public void setBottomPanel(boolean shown) { node.putBoolean(BOTTOM_PANEL, shown); }

    /**
     * Where the divider between the navigator and the bottom panel is, as a share of their height from the top;
     * {@link #DEFAULT_BOTTOM_DIVIDER} until the user moves it, and kept between {@link #MIN_BOTTOM_DIVIDER} and
     * {@link #MAX_BOTTOM_DIVIDER} so that neither side is lost.
     */
    public double bottomDivider() {
        double d = node.getDouble(BOTTOM_DIVIDER, DEFAULT_BOTTOM_DIVIDER);
        return Double.isNaN(d) ? DEFAULT_BOTTOM_DIVIDER : Math.max(MIN_BOTTOM_DIVIDER, Math.min(MAX_BOTTOM_DIVIDER, d));
    }

    public void setBottomDivider(double position) {
        if (!Double.isNaN(position)) node.putDouble(BOTTOM_DIVIDER, Math.max(MIN_BOTTOM_DIVIDER, Math.min(MAX_BOTTOM_DIVIDER, position)));
    }

    /**
     * A little more for the navigator than for the bottom panel: in the window's first size (1200×800) a Diagnostics
     * or Cycles list shows a dozen lines, not six, and a Hierarchy still its first dozen objects. (The Size panel asks
     * for more room when it is opened: {@code DocumentTab.SIZE_DIVIDER}.)
     */
    public static final double DEFAULT_BOTTOM_DIVIDER = 0.55, MIN_BOTTOM_DIVIDER = 0.15, MAX_BOTTOM_DIVIDER = 0.9;

    /** Whether the inspector shows beside the tree (View ▸ Inspector). */
    public boolean inspector() { return node.getBoolean(INSPECTOR, true); }

    public void setInspector(boolean shown) { node.putBoolean(INSPECTOR, shown); }

    /** Whether the navigator (Tree, Hierarchy, Save, Raw) shows (View ▸ Navigator). */
    public boolean navigator() { return node.getBoolean(NAVIGATOR, true); }

    public void setNavigator(boolean shown) { node.putBoolean(NAVIGATOR, shown); }

    /** The address of the last live world that answered, kept for Live ECS's Connect…. */
    public savelens.app.ecs.AddressMemory liveAddresses() {
        return new savelens.app.ecs.AddressMemory() {
            @Override public String remembered() { return node.get(LIVE_ADDRESS, null); }

            @Override public void remember(String address) { node.put(LIVE_ADDRESS, address); }
        };
    }

    public Theme theme() { return Theme.parse(node.get(THEME, Theme.LIGHT.name())); }

    public void setTheme(Theme theme) { node.put(THEME, theme.name()); }

    /** Backup generations a save keeps (FILE.bak … FILE.bak.N), 0 to {@link SaveOptions#MAX_BACKUPS}. */
    public int backups() {
        int n = node.getInt(BACKUPS, SaveOptions.DEFAULT_BACKUPS);
        return n < 0 || n > SaveOptions.MAX_BACKUPS ? SaveOptions.DEFAULT_BACKUPS : n;
    }

    public void setBackups(int n) { node.putInt(BACKUPS, Math.max(0, Math.min(SaveOptions.MAX_BACKUPS, n))); }

    public double width() { return node.getDouble(WIDTH, WindowPlacement.DEFAULT_WIDTH); }

    public double height() { return node.getDouble(HEIGHT, WindowPlacement.DEFAULT_HEIGHT); }

    public void setSize(double width, double height) {
        node.putDouble(WIDTH, width);
        node.putDouble(HEIGHT, height);
    }

    public WindowPlacement windowPlacement() {
        return new WindowPlacement(node.getDouble(X, Double.NaN), node.getDouble(Y, Double.NaN),
                width(), height(), node.getBoolean(MAXIMIZED, false));
    }

    public void setWindowPlacement(WindowPlacement p) {
        if (p.hasPosition()) {
            node.putDouble(X, p.x());
            node.putDouble(Y, p.y());
        }
        setSize(p.width(), p.height());
        node.putBoolean(MAXIMIZED, p.maximized());
    }

    /** The folder the open or save dialog was last in, while it still exists. */
    public Optional<Path> lastFolder() {
        String s = node.get(LAST_FOLDER, null);
        if (s == null) return Optional.empty();
        try {
            Path p = Path.of(s);
            return Files.isDirectory(p) ? Optional.of(p) : Optional.empty();
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    public void setLastFolder(Path folder) {
        String s = folder.toAbsolutePath().toString();
        if (s.length() <= Preferences.MAX_VALUE_LENGTH) node.put(LAST_FOLDER, s);
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
