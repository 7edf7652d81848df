package savelens.app.main;

import java.util.HashMap;
import java.util.Map;
import java.util.prefs.AbstractPreferences;
import java.util.prefs.Preferences;

/**
 * Preferences that live in memory only, for tests: nothing is written under the user's home, nothing is left
 * behind when a test fails before its clean-up, and tests running side by side cannot see each other's.
 */
public class InMemoryPreferences extends AbstractPreferences {
    private final Map<String, String> values = new HashMap<>();
    private final Map<String, InMemoryPreferences> children = new HashMap<>();

    protected InMemoryPreferences(InMemoryPreferences parent, String name) {
        super(parent, name);
    }

    /** A child node of this node's kind. */
    protected InMemoryPreferences child(String name) { return new InMemoryPreferences(this, name); }

    /** A node of a new, empty tree of its own. */
    public static Preferences fresh() {
        return new InMemoryPreferences(null, "").node("savelens-test");
    }

    @Override protected void putSpi(String key, String value) { values.put(key, value); }

    @Override protected String getSpi(String key) { return values.get(key); }

    @Override protected void removeSpi(String key) { values.remove(key); }

    @Override protected void removeNodeSpi() { values.clear(); }

    @Override protected String[] keysSpi() { return values.keySet().toArray(String[]::new); }

    @Override protected String[] childrenNamesSpi() { return children.keySet().toArray(String[]::new); }

    @Override protected AbstractPreferences childSpi(String name) {
        return children.computeIfAbsent(name, this::child);
    }

    @Override protected void syncSpi() {}

    @Override protected void flushSpi() {}
}
