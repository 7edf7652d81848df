package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.path.DocumentPath;

/**
 * A selection leaves no frame with nothing to draw. The inspector's new rows leave the text of their labels to be
 * styled in one more pulse, in which nothing drawn changes; JavaFX's renderer, given a frame with no region to redraw,
 * redraws the whole window (40-150 ms in a software pipeline), and did so after every selection.
 */
@ExtendWith(ApplicationExtension.class)
class SelectionOneFrameWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;
    /** Frames drawn since the count was last reset, and of them those with nothing to draw. */
    int drawn;
    int empty;
    long lastDrawn;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1100, 750);
        Scene scene = ui.window.scene();
        scene.addPostLayoutPulseListener(() -> {
            Frame f = frame(scene);
            if (f == Frame.NONE) return;
            drawn++;
            if (f == Frame.NOTHING_TO_DRAW) empty++;
            lastDrawn = System.nanoTime();
        });
    }

    enum Frame { NONE, NOTHING_TO_DRAW, DRAWS }

    /**
     * What this pulse hands the renderer, read from JavaFX's own fields at the end of its layout (no public API tells
     * it; the tests run JavaFX from the class path, so they may be read): nothing (no node or scene change to
     * synchronize), a frame in which no visible node changes, or one in which some does.
     */
    static Frame frame(Scene scene) {
        try {
            Field size = Scene.class.getDeclaredField("dirtyNodesSize");
            Field nodes = Scene.class.getDeclaredField("dirtyNodes");
            Field sceneBits = Scene.class.getDeclaredField("dirtyBits");
            Field nodeBits = Node.class.getDeclaredField("dirtyBits");
            for (Field f : List.of(size, nodes, sceneBits, nodeBits)) f.setAccessible(true);
            int n = size.getInt(scene);
            if (n == 0 && ((Set<?>) sceneBits.get(scene)).isEmpty()) return Frame.NONE;
            if (!((Set<?>) sceneBits.get(scene)).isEmpty()) return Frame.DRAWS;
            Node[] dirty = (Node[]) nodes.get(scene);
            for (int i = 0; i < n; i++) {
                if (!((Set<?>) nodeBits.get(dirty[i])).isEmpty() && shown(dirty[i])) return Frame.DRAWS;
            }
            return Frame.NOTHING_TO_DRAW;
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static boolean shown(Node n) {
        for (Node p = n; p != null; p = p.getParent()) if (!p.isVisible()) return false;
        return true;
    }

    void untilIdle() throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        long[] last = {-1};
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
            Thread.sleep(500);
            long[] now = new long[1];
            WaitForAsyncUtils.asyncFx(() -> now[0] = lastDrawn + drawn).get();
            boolean still = now[0] == last[0];
            last[0] = now[0];
            return still;
        });
    }

    @Test void aSelectionThatFillsTheInspectorLeavesNoFrameWithNothingToDraw(FxRobot robot) throws Exception {
        Path island = Fixtures.copy(dir, "helio/island.json");
        robot.interact(() -> ui.model.open(island));
        for (String path : List.of("$.children[0]", "$.children[0].components[0]", "$")) {
            untilIdle();
            robot.interact(() -> {
                drawn = 0;
                empty = 0;
                ui.model.current().select(DocumentPath.parse(path));
            });
            untilIdle();
            int[] seen = new int[2];
            robot.interact(() -> {
                seen[0] = drawn;
                seen[1] = empty;
            });
            assertTrue(seen[0] >= 1, "the selection of " + path + " is drawn");
            assertEquals(0, seen[1], "frames with nothing to draw (redrawn whole) after selecting " + path + ", of " + seen[0]);
        }
    }
}
