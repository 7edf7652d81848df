package savelens.app;

import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Control;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.skin.VirtualFlow;
import org.testfx.api.FxRobot;

/** Which rows a list, table or tree shows wholly inside its view, read on the FX thread. */
public final class RowsInView {
    private RowsInView() {}

    /** The first and last rows wholly inside the control's view, or null when it shows none. */
    public static int[] range(FxRobot robot, Control rows) {
        AtomicReference<int[]> out = new AtomicReference<>();
        robot.interact(() -> {
            if (!(rows.lookup(".virtual-flow") instanceof VirtualFlow<?> flow)) return;
            IndexedCell<?> first = flow.getFirstVisibleCell();
            IndexedCell<?> last = flow.getLastVisibleCell();
            if (first == null || last == null) return;
            int top = first.getLayoutY() < 0 ? 1 : 0;
            int bottom = last.getLayoutY() + last.getHeight() > flow.getHeight() ? 1 : 0;
            out.set(new int[] {first.getIndex() + top, last.getIndex() - bottom});
        });
        return out.get();
    }

    /** Whether {@code row} is wholly inside the control's view. */
    public static boolean onScreen(FxRobot robot, Control rows, int row) {
        int[] range = range(robot, rows);
        return range != null && range[0] <= row && row <= range[1];
    }

    /** The rows shown, as a failure message says them. */
    public static String shown(FxRobot robot, Control rows) {
        int[] range = range(robot, rows);
        return range == null ? "nothing" : "rows " + range[0] + "–" + range[1];
    }
}
