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
        assertNull(AppPreferences.writtenAtOnce(node).liveAddresses().remembered(), "nothing before a world answered");
        AppPreferences.writtenAtOnce(node).liveAddresses().remember("http://127.0.0.1:27751");
        assertEquals("http://127.0.0.1:27751", AppPreferences.writtenAtOnce(node).liveAddresses().remembered());
    }

    @Test
    void theInspectorChoiceOutlivesTheRun() {
        Preferences node = InMemoryPreferences.fresh();
        assertTrue(AppPreferences.writtenAtOnce(node).inspector(), "shown at first");
        AppPreferences.writtenAtOnce(node).setInspector(false);
        assertFalse(AppPreferences.writtenAtOnce(node).inspector());
    }
}
