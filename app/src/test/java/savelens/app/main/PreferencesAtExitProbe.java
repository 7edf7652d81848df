package savelens.app.main;

import java.util.prefs.Preferences;

/**
 * A process for {@link PreferencesAtExitTest}: {@code set NODE hook|no-hook} moves the divider, says so and waits to be
 * ended; {@code read NODE} prints the divider the node holds.
 */
public final class PreferencesAtExitProbe {
    private PreferencesAtExitProbe() {}

    public static void main(String[] args) throws Exception {
        Preferences node = Preferences.userRoot().node(args[1]);
        if (args[0].equals("read")) {
            System.out.println(node.get("bottomPanelDivider", "none"));
            return;
        }
        AppPreferences prefs = new AppPreferences(node);
        if (args[2].equals("hook")) prefs.writtenOutOnExit();
        prefs.setBottomDivider(0.42);
        System.out.println("set");
        System.out.flush();
        Thread.sleep(60_000);
    }
}
