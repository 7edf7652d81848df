package savelens.app.main;

import java.util.List;
import javafx.geometry.Rectangle2D;

/**
 * Where the main window was: its normal (not maximised) bounds and whether it was maximised. A position is
 * NaN when none was remembered. Pure geometry, so that the screen checks are tested without a screen.
 */
public record WindowPlacement(double x, double y, double width, double height, boolean maximized) {
    static final double DEFAULT_WIDTH = 1200, DEFAULT_HEIGHT = 800, MIN_WIDTH = 480, MIN_HEIGHT = 320;
    /** How much of the title bar must lie on a screen for the window to be grabbed and moved. */
    private static final double GRIP_WIDTH = 120, GRIP_HEIGHT = 24;

    public static WindowPlacement unknown() {
        return new WindowPlacement(Double.NaN, Double.NaN, DEFAULT_WIDTH, DEFAULT_HEIGHT, false);
    }

    public boolean hasPosition() { return !Double.isNaN(x) && !Double.isNaN(y); }

    /**
     * True when enough of the title bar lies on one of the screens (their visual bounds) to grab it: a
     * position remembered from a monitor that is no longer attached is not.
     */
    public boolean isVisibleOn(List<Rectangle2D> screens) {
        if (!hasPosition()) return false;
        Rectangle2D titleBar = new Rectangle2D(x, y, Math.max(1, width), GRIP_HEIGHT);
        for (Rectangle2D screen : screens) {
            double left = Math.max(titleBar.getMinX(), screen.getMinX());
            double right = Math.min(titleBar.getMaxX(), screen.getMaxX());
            double top = Math.max(titleBar.getMinY(), screen.getMinY());
            double bottom = Math.min(titleBar.getMaxY(), screen.getMaxY());
            if (right - left >= Math.min(GRIP_WIDTH, width) && bottom - top >= GRIP_HEIGHT) return true;
        }
        return false;
    }

    /** The size kept within the largest screen and above a usable minimum. */
    public WindowPlacement sizedFor(List<Rectangle2D> screens) {
        double maxW = Double.MAX_VALUE, maxH = Double.MAX_VALUE;
        if (!screens.isEmpty()) {
            maxW = screens.stream().mapToDouble(Rectangle2D::getWidth).max().orElseThrow();
            maxH = screens.stream().mapToDouble(Rectangle2D::getHeight).max().orElseThrow();
        }
        double w = Double.isNaN(width) ? DEFAULT_WIDTH : Math.max(MIN_WIDTH, Math.min(width, maxW));
        double h = Double.isNaN(height) ? DEFAULT_HEIGHT : Math.max(MIN_HEIGHT, Math.min(height, maxH));
        return new WindowPlacement(x, y, w, h, maximized);
    }
}
