package savelens.app.main;

import java.lang.reflect.Method;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;

/**
 * Keeps a pulse that only styles from being drawn whole. When a frame's styling or layout leaves nodes unstyled (the
 * text a new Label's skin adds while it is styled, the cells a list makes as it lays out: a selection's inspector
 * rows, a panel opened), JavaFX styles them in one more pulse. That pulse usually changes nothing drawn, and its
 * renderer, finding no region to redraw, redraws the whole window (40-150 ms in a software pipeline) after every
 * such frame. A pixel-sized mark, changed at the start of that pulse, gives it a region of its own: the renderer
 * then redraws that pixel and whatever the styling really changed.
 *
 * <p>Whether styling is left over is read from JavaFX's own flag ({@code Node.getCSSFlags}, by reflection: the jar
 * opens {@code javafx.scene}). Where it cannot be read, the window works as before.
 */
final class StylingFrameMark {
    private static final Method FLAG = flag();

    private StylingFrameMark() {}

    /** Follows {@code scene}, whose root is {@code root}; the mark goes into it, unmanaged, in its top left pixel. */
    static void follow(Scene scene, Pane root) {
        if (FLAG == null) return;
        Region mark = new Region();
        mark.setId("frameMark");
        mark.setManaged(false);
        mark.setMouseTransparent(true);
        mark.setFocusTraversable(false);
        mark.resizeRelocate(0, 0, 1, 1);
        root.getChildren().add(0, mark); // drawn first, under the window's content; it has nothing to draw itself
        scene.addPreLayoutPulseListener(() -> {
            if (stylingLeftOver(scene.getRoot())) mark.setOpacity(mark.getOpacity() == 1 ? 0.99 : 1);
        });
    }

    private static boolean stylingLeftOver(Parent root) {
        try {
            return !"CLEAN".equals(String.valueOf(FLAG.invoke(root)));
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }

    private static Method flag() {
        try {
            Method m = Node.class.getDeclaredMethod("getCSSFlags");
            m.setAccessible(true);
            return m;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
