package savelens.app.navigation;

import javafx.scene.control.FocusModel;

/**
 * Makes a level of rows while a tree's focus model has no focused row. When rows are added under an expanded
 * item (a lazy level is made as its item expands), JavaFX's tree focus models look up the row of every added
 * item, each lookup a walk over the rows above: O(n²), minutes for a 100,000-element array. With no focused
 * row they skip that; the focus comes back at once, and the expansion's own event moves it down when the new
 * rows lie above it. Serves the document tree and the scene hierarchy alike.
 */
public final class FocusParking {
    private FocusParking() {}

    public static void whileLoading(FocusModel<?> focus, Runnable load) {
        int focused = focus == null ? -1 : focus.getFocusedIndex();
        if (focused < 0) {
            load.run();
            return;
        }
        focus.focus(-1);
        try {
            load.run();
        } finally {
            focus.focus(focused);
        }
    }
}
