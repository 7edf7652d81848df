package savelens.app.main;

import javafx.geometry.Rectangle2D;

/**
 * Where a window of a wished size opens on a screen: no larger than the screen's visual bounds and centred inside
 * them, so that its menu and toolbar are on the screen even without a window manager to move it. Pure geometry,
 * tested without a screen.
 */
final class OpeningBounds {
    private OpeningBounds() { }

    static Rectangle2D on(Rectangle2D visualBounds, double width, double height) {
        double w = Math.min(width, visualBounds.getWidth());
        double h = Math.min(height, visualBounds.getHeight());
        double x = visualBounds.getMinX() + (visualBounds.getWidth() - w) / 2;
        double y = visualBounds.getMinY() + (visualBounds.getHeight() - h) / 2;
        return new Rectangle2D(x, y, w, h);
    }
}
