package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

class WindowPlacementTest {
    final Rectangle2D laptop = new Rectangle2D(0, 0, 1920, 1050);
    final Rectangle2D rightMonitor = new Rectangle2D(1920, 0, 2560, 1410);

    @Test void aPositionOnAnAttachedScreenIsRestored() {
        assertTrue(at(100, 80).isVisibleOn(List.of(laptop)));
        assertTrue(at(2500, 200).isVisibleOn(List.of(laptop, rightMonitor)));
        assertTrue(at(-600, 10).isVisibleOn(List.of(laptop)), "half off the left edge, title bar still reachable");
    }

    @Test void aPositionOnAMonitorThatIsGoneIsNot() {
        assertFalse(at(2500, 200).isVisibleOn(List.of(laptop)), "the right monitor was unplugged");
        assertFalse(at(100, -500).isVisibleOn(List.of(laptop)), "title bar above the screen");
        assertFalse(at(1900, 1040).isVisibleOn(List.of(laptop)), "only a corner shows");
        assertFalse(WindowPlacement.unknown().isVisibleOn(List.of(laptop)), "never remembered");
    }

    @Test void theSizeFitsTheLargestScreenAndStaysUsable() {
        WindowPlacement huge = new WindowPlacement(0, 0, 5000, 3000, false).sizedFor(List.of(laptop));
        assertEquals(1920, huge.width());
        assertEquals(1050, huge.height());
        WindowPlacement tiny = new WindowPlacement(0, 0, 10, 10, true).sizedFor(List.of(laptop));
        assertEquals(WindowPlacement.MIN_WIDTH, tiny.width());
        assertEquals(WindowPlacement.MIN_HEIGHT, tiny.height());
        assertTrue(tiny.maximized());
    }

    private static WindowPlacement at(double x, double y) { return new WindowPlacement(x, y, 1200, 800, false); }
}
