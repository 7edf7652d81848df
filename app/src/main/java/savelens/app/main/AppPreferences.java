package savelens.app.main;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.prefs.Preferences;
import savelens.app.theme.Theme;
import savelens.save.SaveOptions;

/**
 * What SaveLens remembers between runs: theme, where the window was, recent files, the dialogs' last folder,
 * how many backups a save keeps.
 * Tests pass a node of their own, never the user's.
 * <p>Values are written to the node by a {@link PreferenceWriter} on a thread of its own, and read from what was last
 * written: the FX thread never waits for the node's lock, which its store holds while it writes the file out.
 */
public final class AppPreferences {
    private static final String THEME = "theme", WIDTH = "windowWidth", HEIGHT = "windowHeight", RECENT = "recentFiles";
    private static final String X = "windowX", Y = "windowY", MAXIMIZED = "windowMaximized", LAST_FOLDER = "lastFolder";
    private static final String BOTTOM_DIVIDER = "bottomPanelDivider";
    private static final String BACKUPS = "backups", BOTTOM_PANEL = "bottomPanel", INSPECTOR = "inspector", NAVIGATOR = "navigator", LIVE_ADDRESS = "liveAddress";
    private final PreferenceWriter values;

    /** The values of {@code node}, written to it in the background. */
    public AppPreferences(Preferences node) { this(PreferenceWriter.inBackground(node)); }

    private AppPreferences(PreferenceWriter values) { this.values = values; }

    /** The values of {@code node}, written to it at once on the caller's thread: for tests that read the node back. */
    public static AppPreferences writtenAtOnce(Preferences node) { return new AppPreferences(PreferenceWriter.atOnce(node)); }

    /** The user's own values, written out too when the app is ended by a signal rather than quit. */
    public static AppPreferences user() { return new AppPreferences(Preferences.userRoot().node("savelens/app")).writtenOutOnExit(); }

    /** This, with what is waiting written out when the JVM exits (a signal, the session ending); once per node. */
    public AppPreferences writtenOutOnExit() {
        values.writeOutOnExit();
        return this;
    }

    /** Whether the bottom panel (Cycles, Diagnostics, Size, Search, Changes) shows when it has something to say. */
    public boolean bottomPanel() { return flag(BOTTOM_PANEL, true); }

    public void setBottomPanel(boolean shown) { values.put(BOTTOM_PANEL, String.valueOf(shown)); }

    /**
     * Where the divider between the navigator and the bottom panel is, as a share of their height from the top;
     * {@link #DEFAULT_BOTTOM_DIVIDER} until the user moves it, and kept between {@link #MIN_BOTTOM_DIVIDER} and
     * {@link #MAX_BOTTOM_DIVIDER} so that neither side is lost.
     */
    public double bottomDivider() {
        double d = number(BOTTOM_DIVIDER, DEFAULT_BOTTOM_DIVIDER);
        return Double.isNaN(d) ? DEFAULT_BOTTOM_DIVIDER : Math.max(MIN_BOTTOM_DIVIDER, Math.min(MAX_BOTTOM_DIVIDER, d));
    }

    public void setBottomDivider(double position) {
        if (!Double.isNaN(position)) values.put(BOTTOM_DIVIDER, String.valueOf(Math.max(MIN_BOTTOM_DIVIDER, Math.min(MAX_BOTTOM_DIVIDER, position))));
    }

    /**
     * A little more for the navigator than for the bottom panel: in the window's first size (1200×800) a Diagnostics
     * or Cycles list shows a dozen lines, not six, and a Hierarchy still its first dozen objects. (The Size panel asks
     * for more room when it is opened: {@code DocumentTab.SIZE_DIVIDER}.)
     */
    public static final double DEFAULT_BOTTOM_DIVIDER = 0.55, MIN_BOTTOM_DIVIDER = 0.15, MAX_BOTTOM_DIVIDER = 0.9;

    /** Whether the inspector shows beside the tree (View ▸ Inspector). */
    public boolean inspector() { return flag(INSPECTOR, true); }

    public void setInspector(boolean shown) { values.put(INSPECTOR, String.valueOf(shown)); }

    /** Whether the navigator (Tree, Hierarchy, Save, Raw) shows (View ▸ Navigator). */
    public boolean navigator() { return flag(NAVIGATOR, true); }

    public void setNavigator(boolean shown) { values.put(NAVIGATOR, String.valueOf(shown)); }

    /** The address of the last live world that answered, kept for Live ECS's Connect…. */
    public savelens.app.ecs.AddressMemory liveAddresses() {
        return new savelens.app.ecs.AddressMemory() {
            @Override public String remembered() { return values.get(LIVE_ADDRESS); }

            @Override public void remember(String address) { values.put(LIVE_ADDRESS, address); }
        };
    }

    public Theme theme() { return Theme.parse(text(THEME, Theme.LIGHT.name())); }

    public void setTheme(Theme theme) { values.put(THEME, theme.name()); }

    /** Backup generations a save keeps (FILE.bak … FILE.bak.N), 0 to {@link SaveOptions#MAX_BACKUPS}. */
    public int backups() {
        int n = whole(BACKUPS, SaveOptions.DEFAULT_BACKUPS);
        return n < 0 || n > SaveOptions.MAX_BACKUPS ? SaveOptions.DEFAULT_BACKUPS : n;
    }

    public void setBackups(int n) { values.put(BACKUPS, String.valueOf(Math.max(0, Math.min(SaveOptions.MAX_BACKUPS, n)))); }

    public double width() { return number(WIDTH, WindowPlacement.DEFAULT_WIDTH); }

    public double height() { return number(HEIGHT, WindowPlacement.DEFAULT_HEIGHT); }

    public void setSize(double width, double height) {
        values.put(WIDTH, String.valueOf(width));
        values.put(HEIGHT, String.valueOf(height));
    }

    public WindowPlacement windowPlacement() {
        return new WindowPlacement(number(X, Double.NaN), number(Y, Double.NaN),
                width(), height(), flag(MAXIMIZED, false));
    }

    public void setWindowPlacement(WindowPlacement p) {
        if (p.hasPosition()) {
            values.put(X, String.valueOf(p.x()));
            values.put(Y, String.valueOf(p.y()));
        }
        setSize(p.width(), p.height());
        values.put(MAXIMIZED, String.valueOf(p.maximized()));
    }

    /** The folder the open or save dialog was last in, while it still exists. */
    public Optional<Path> lastFolder() {
        String s = values.get(LAST_FOLDER);
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
        if (s.length() <= Preferences.MAX_VALUE_LENGTH) values.put(LAST_FOLDER, s);
    }

    public List<Path> recentFiles() {
        List<Path> out = new ArrayList<>();
        for (String line : text(RECENT, "").split("\n")) {
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
        values.put(RECENT, s.length() > Preferences.MAX_VALUE_LENGTH ? "" : s.toString());
    }

    /** Has the store write the values out to the disk, after those asked for so far, off the caller's thread. */
    public void flush() { values.writeOut(); }

    /**
     * Writes what is still waiting, and waits for it (a few seconds at most): the window's last act before the app
     * exits. False when the store did not answer in time.
     */
    public boolean awaitWritten() { return values.awaitWritten(); }

    private String text(String key, String otherwise) {
        String s = values.get(key);
        return s == null ? otherwise : s;
    }

    /** As {@link Preferences#getBoolean}: the default for anything but true or false. */
    private boolean flag(String key, boolean otherwise) {
        String s = values.get(key);
        return "true".equalsIgnoreCase(s) || !"false".equalsIgnoreCase(s) && otherwise;
    }

    /** As {@link Preferences#getInt}: the default for what is no whole number. */
    private int whole(String key, int otherwise) {
        String s = values.get(key);
        try {
            return s == null ? otherwise : Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    /** As {@link Preferences#getDouble}: the default for what is no number. */
    private double number(String key, double otherwise) {
        String s = values.get(key);
        try {
            return s == null ? otherwise : Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }
}
