package savelens.app.main;

import java.lang.reflect.Method;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;

/**
 * Styles, before a frame is drawn, what that frame's own styling and layout left unstyled: the children a control's
 * skin adds while it is styled (a new Label's text, a new row's cells). Left to JavaFX, such leftovers mark the
 * scene's root for one more pulse, whose styling changes nothing drawn; the renderer then finds no region to redraw
 * and redraws the whole window (40-150 ms in a software pipeline), after every frame that added controls: a
 * selection's inspector rows, a panel opened, a tab made.
 *
 * <p>Only the branches left unstyled are styled, through JavaFX's own pass ({@code Node.processCSS}, reached by
 * reflection: the jar opens {@code javafx.scene}). The public {@code applyCss()} would restyle the whole window at
 * every pulse. Where the pass cannot be reached, the window works as before.
 */
final class StyledBeforeDrawn {
    private static final Method FLAG = method("getCSSFlags");
    private static final Method PASS = method("processCSS");

    private StyledBeforeDrawn() {}

    static void follow(Scene scene) {
        if (FLAG == null || PASS == null) return;
        scene.addPostLayoutPulseListener(() -> {
            Parent root = scene.getRoot();
            try {
                if ("CLEAN".equals(String.valueOf(FLAG.invoke(root)))) return;
                PASS.invoke(root);
            } catch (ReflectiveOperationException | RuntimeException e) {
                return; // as before: the next pulse styles them
            }
            root.layout(); // what the styling resized
        });
    }

    private static Method method(String name) {
        try {
            Method m = Node.class.getDeclaredMethod(name);
            m.setAccessible(true);
            return m;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
