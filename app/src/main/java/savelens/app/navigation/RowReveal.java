package savelens.app.navigation;

import java.util.function.IntConsumer;
import java.util.function.IntSupplier;
import javafx.application.Platform;
import javafx.scene.control.Control;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.skin.VirtualFlow;

/**
 * Brings a row of a list, table or tree into view with a few rows above it. Two things of JavaFX's rows are handled
 * here. A control that has no skin or no height yet (the content of a tab that joins the window only when it is first
 * chosen) places a scroll against a view of no size, which its first layout turns into another place; so the scroll
 * waits for both, and for the layout that gave them. And a top row asked for inside the last screenful puts the view
 * past its end, which the next layout "corrects" to a place some rows above: the selected last rows of a list stayed
 * just below the view. The top asked for is therefore never past the last screenful's.
 */
public final class RowReveal {
    private final Control control;
    private final IntConsumer scrollToTop;
    /** The row to show once the control has a skin and a size, and the rows over it; null for none. */
    private IntSupplier pending;
    private int pendingAbove;
    /** Counts the reveals asked for: a deferred one gives way to any later. */
    private int asked;

    /** {@code scrollToTop}: the control's own {@code scrollTo(int)}, which puts a row at the top. */
    public RowReveal(Control control, IntConsumer scrollToTop) {
        this.control = control;
        this.scrollToTop = scrollToTop;
        control.skinProperty().addListener(o -> revealPending());
        control.heightProperty().addListener(o -> revealPending());
    }

    /**
     * Shows the row {@code row} gives (read when the scroll happens; negative for none) with up to {@code above} rows
     * over it, unless it is wholly on screen already.
     */
    public void reveal(IntSupplier row, int above) {
        asked++;
        if (control.getSkin() == null || control.getHeight() <= 0) {
            pending = row;
            pendingAbove = above;
            return;
        }
        pending = null;
        scroll(row.getAsInt(), above);
    }

    /** Whether the row is wholly in view as the control was last laid out. */
    public boolean shows(int row) {
        return row >= 0 && control.lookup(".virtual-flow") instanceof VirtualFlow<?> flow && wholly(flow, row);
    }

    /**
     * Shows the row {@code row} gives as {@link #reveal} does, once the layout under way is done: a scroll asked for
     * inside it (the control's height changing) would be undone by it.
     */
    public void revealAfterLayout(IntSupplier row, int above) {
        int ask = ++asked;
        pending = null;
        Platform.runLater(() -> {
            if (asked == ask) scroll(row.getAsInt(), above);
        });
    }

    private void revealPending() {
        IntSupplier row = pending;
        if (row == null || control.getSkin() == null || control.getHeight() <= 0) return;
        pending = null;
        int above = pendingAbove;
        int ask = asked;
        // After the layout that gave the size: a scroll asked for inside that layout would be undone by it.
        Platform.runLater(() -> {
            if (asked == ask) scroll(row.getAsInt(), above);
        });
    }

    private void scroll(int row, int above) {
        if (row < 0) return;
        if (!(control.lookup(".virtual-flow") instanceof VirtualFlow<?> flow)) {
            scrollToTop.accept(Math.max(0, row - above));
            return;
        }
        control.layout(); // rows that came just now (parents unfolded on the way) are counted by a layout
        if (wholly(flow, row)) return;
        scrollToTop.accept(Math.max(0, Math.min(row - above, lastTop(flow))));
        // The last screenful seldom starts at a whole row: the row at the bottom may still be cut, and the flow moves
        // by pixels to show it whole.
        control.layout();
        flow.scrollTo(row);
    }

    /** Whether the row is wholly inside the view. */
    private static boolean wholly(VirtualFlow<?> flow, int row) {
        IndexedCell<?> first = flow.getFirstVisibleCell();
        IndexedCell<?> last = flow.getLastVisibleCell();
        if (first == null || last == null) return false;
        return row > first.getIndex() && row < last.getIndex()
                || row == first.getIndex() && first.getLayoutY() >= 0
                || row == last.getIndex() && last.getLayoutY() + last.getHeight() <= viewport(flow);
    }

    /**
     * The last top row that leaves no room below the last row (rows of the height of those shown): the top row of the
     * last screenful when it starts at a whole row, else the row before; the row count when no row is shown.
     */
    private static int lastTop(VirtualFlow<?> flow) {
        IndexedCell<?> first = flow.getFirstVisibleCell();
        if (first == null || first.getHeight() <= 0) return flow.getCellCount();
        int fit = (int) Math.ceil(viewport(flow) / first.getHeight());
        return Math.max(0, flow.getCellCount() - fit);
    }

    private static double viewport(VirtualFlow<?> flow) {
        double height = flow.getHeight();
        for (javafx.scene.Node n : flow.getChildrenUnmodifiable()) {
            if (n instanceof javafx.scene.control.ScrollBar bar && bar.getOrientation() == javafx.geometry.Orientation.HORIZONTAL && bar.isVisible()) {
                height -= bar.getHeight();
            }
        }
        return height;
    }
}
