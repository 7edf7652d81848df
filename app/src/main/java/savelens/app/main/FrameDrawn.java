package savelens.app.main;

import javafx.application.Platform;
import javafx.scene.Scene;

/**
 * Runs an action once the frame laid out at the current pulse has been drawn. The renderer draws a frame after its
 * pulse, beside the UI thread; the next pulse waits for that drawing to end before it hands over its own frame, so an
 * action posted from the next pulse runs after both. Called on the UI thread, from a pulse.
 */
final class FrameDrawn {
    private FrameDrawn() {}

    static void then(Scene scene, Runnable action) {
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            Platform.runLater(action); // after this pulse, which waits for the frame before
        };
        // Listeners added during a pulse's own listeners run from the next pulse on.
        scene.addPostLayoutPulseListener(once[0]);
        Platform.requestNextPulse();
    }

    /**
     * As {@link #then}, called outside a pulse (a window just shown): the action runs once the frame of the next pulse
     * has been drawn, that pulse's layout listener standing for the pulse {@link #then} is called from.
     */
    static void afterNextFrame(Scene scene, Runnable action) {
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            then(scene, action);
        };
        scene.addPostLayoutPulseListener(once[0]);
        Platform.requestNextPulse();
    }
}
