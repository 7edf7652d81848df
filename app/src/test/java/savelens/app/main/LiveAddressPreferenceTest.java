package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;

/** The window's preferences keep Live ECS's last address and the inspector's choice for the next run. */
class LiveAddressPreferenceTest {
    @Test
    void theLastLiveAddressOutlivesTheRun() {
        Preferences node = InMemoryPreferences.fresh();
        assertNull(new AppPreferences(node).liveAddresses().remembered(), "nothing before a world answered");
        new AppPreferences(node).liveAddresses().remember("http://127.0.0.1:27751");
        assertEquals("http://127.0.0.1:27751", new AppPreferences(node).liveAddresses().remembered());
    }

    @Test
    void theInspectorChoiceOutlivesTheRun() {
        Preferences node = InMemoryPreferences.fresh();
        assertTrue(new AppPreferences(node).inspector(), "shown at first");
        new AppPreferences(node).setInspector(false);
        assertFalse(new AppPreferences(node).inspector());
    }
}
