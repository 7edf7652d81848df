package savelens.app.main;

import javafx.scene.Parent;
import javafx.scene.Scene;

/**
 * Styles, before a frame is drawn, what that frame's own styling and layout left unstyled: the children a control's
 * skin adds while it is styled (a new Label's text, a new row's cells). Left to JavaFX, such leftovers mark the
 * scene's root for one more pulse, whose styling changes nothing drawn; the renderer then finds no region to redraw
 * and redraws the whole window (40-150 ms in a software pipeline), after every frame that added controls: a
 * selection's inspector rows, a panel opened, a tab made.
 */
final class StyledBeforeDrawn {
    private StyledBeforeDrawn() {}

    static void follow(Scene scene) {
        scene.addPostLayoutPulseListener(() -> {
            Parent root = scene.getRoot();
            root.applyCss();
            root.layout();
        });
    }
}
