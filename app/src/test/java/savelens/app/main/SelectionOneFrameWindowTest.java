package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
 * A selection is styled, laid out and drawn in one frame. The inspector's new rows used to leave the text of their
 * labels to be styled by one more frame, in which nothing drawn changed; JavaFX's renderer, finding no region to
 * redraw in it, redrew the whole window (40-150 ms in a software pipeline) after every selection.
 */
@ExtendWith(ApplicationExtension.class)
class SelectionOneFrameWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;
    /** When each pulse of the window's scene that has something to draw ran, in nanoseconds. */
    final List<Long> pulses = new ArrayList<>();

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1100, 750);
        javafx.scene.Scene scene = ui.window.scene();
        scene.addPostLayoutPulseListener(() -> {
            if (drawn(scene)) pulses.add(System.nanoTime());
        });
    }

    /**
     * Whether this pulse will have the renderer draw a frame: some node or the scene itself is to be synchronized
     * with the render graph. Read from JavaFX's own fields (no public API tells it; the tests run JavaFX from the
     * class path, so they may be read).
     */
    static boolean drawn(javafx.scene.Scene scene) {
        try {
            java.lang.reflect.Field nodes = javafx.scene.Scene.class.getDeclaredField("dirtyNodesSize");
            java.lang.reflect.Field bits = javafx.scene.Scene.class.getDeclaredField("dirtyBits");
            nodes.setAccessible(true);
            bits.setAccessible(true);
            return nodes.getInt(scene) > 0 || !((java.util.Set<?>) bits.get(scene)).isEmpty();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** The frames drawn from a change made on the FX thread until the window has been idle for half a second. */
    int framesFor(FxRobot robot, Runnable change) throws Exception {
        untilIdle();
        robot.interact(() -> {
            pulses.clear();
            change.run();
        });
        untilIdle();
        int[] n = new int[1];
        robot.interact(() -> n[0] = pulses.size());
        return n[0];
    }

    void untilIdle() throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        long[] last = {-1};
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
            Thread.sleep(500);
            long[] now = new long[1];
            WaitForAsyncUtils.asyncFx(() -> now[0] = pulses.isEmpty() ? 0 : pulses.get(pulses.size() - 1) + pulses.size()).get();
            boolean still = now[0] == last[0];
            last[0] = now[0];
            return still;
        });
    }

    @Test void aSelectionThatFillsTheInspectorIsOneFrame(FxRobot robot) throws Exception {
        Path island = Fixtures.copy(dir, "helio/island.json");
        robot.interact(() -> ui.model.open(island));
        for (String path : List.of("$.children[0]", "$.children[0].components[0]", "$")) {
            assertEquals(1, framesFor(robot, () -> ui.model.current().select(DocumentPath.parse(path))), "frames for selecting " + path);
        }
    }
}
