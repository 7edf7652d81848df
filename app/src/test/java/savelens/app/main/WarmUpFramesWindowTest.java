package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The controls made ahead while the window waits for its first document are made in small pieces, one a frame: a
 * list, tree or table gets its skin in a frame of its own, and its cells (its rows) only in a later one; cold, a
 * skin and its first rows in one frame held the window for 40 ms and more.
 */
@ExtendWith(ApplicationExtension.class)
class WarmUpFramesWindowTest {
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1000, 700); }

    /** The generic controls (a document tab's views make their rows from their model as they are made). */
    @Test void aListTreeOrTableIsSkinnedInAFrameThatMakesNoneOfItsRows(FxRobot robot) {
        List<String> skinned = new ArrayList<>();
        robot.interact(() -> {
            WarmUpFrames warmUp = new WarmUpFrames(ui.window.scene(), ControlsWarmUp.controls());
            Map<Control, Boolean> hadSkin = new IdentityHashMap<>();
            while (warmUp.runNext()) {
                List<Control> rowed = new ArrayList<>();
                collect(warmUp.made(), rowed);
                for (Control c : rowed) {
                    boolean before = hadSkin.getOrDefault(c, false);
                    boolean now = c.getSkin() != null;
                    hadSkin.put(c, now);
                    if (before || !now) continue;
                    int cells = cells(c);
                    skinned.add(c.getClass().getSimpleName() + (c.getId() == null ? "" : "#" + c.getId()) + ": " + cells + " cells");
                }
            }
        });
        assertEquals(4, skinned.size(), "the list, tree and tables made ahead: " + skinned);
        assertEquals(List.of(), skinned.stream().filter(s -> !s.endsWith(": 0 cells")).toList(),
                "controls given their cells in the frame that made their skin; all: " + skinned);
    }

    private static void collect(Node n, List<Control> rowed) {
        // (not a combo box's own list, which its skin makes)
        boolean made = !n.getClass().isAnonymousClass();
        if (made && (n instanceof ListView<?> || n instanceof TreeView<?> || n instanceof TableView<?> || n instanceof TreeTableView<?>)) rowed.add((Control) n);
        if (n instanceof Parent p) for (Node child : p.getChildrenUnmodifiable()) collect(child, rowed);
    }

    private static int cells(Node n) {
        int count = n instanceof IndexedCell<?> ? 1 : 0;
        if (n instanceof Parent p) for (Node child : p.getChildrenUnmodifiable()) count += cells(child);
        return count;
    }
}
