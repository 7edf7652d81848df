package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.app.document.DocumentViewModel;
import savelens.path.DocumentPath;

/**
 * At 1024×700 the inspector fits its pane for real files: its content is no wider than its view (no horizontal
 * scroll bar), every text field, link and label ends inside the pane, and a field's name is cut only where the editors
 * beside it are down to their least width (the pane really is short).
 */
@ExtendWith(ApplicationExtension.class)
class InspectorAt1024WindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1024, 700); }

    @Test void helioSceneObjectWithItsComponentFits(FxRobot robot) throws Exception {
        open(robot, "helio/scene.json");
        select(robot, "#3.parent");
        assertTrue(robot.lookup("#inspector .component-section").tryQuery().isPresent(), "the stairs' Collider is shown");
        assertFits(robot, "helio #3.parent", "stairs");
        // There is room for every name of the stairs and its Collider beside their editors: none is cut ("comp…").
        for (Labeled name : robot.lookup("#inspector .field-name").queryAllAs(Labeled.class)) {
            robot.interact(() -> assertTrue(name.getWidth() + 0.5 >= name.prefWidth(-1),
                    name.getText() + " is cut to " + name.getWidth() + " of " + name.prefWidth(-1) + " px"));
        }
    }

    @Test void unityLampWithItsTransformFits(FxRobot robot) throws Exception {
        open(robot, "unity/village.unity");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> ui.window.currentTab().hierarchyModel().namedSceneProperty().get() != null);
        robot.interact(() -> ui.model.current().selectNode(ui.window.currentTab().hierarchyModel().scene().objects().stream()
                .filter(o -> o.name().equals("Lamp")).findFirst().orElseThrow().node()));
        settle(robot);
        assertTrue(robot.lookup("#inspector .component-section").tryQuery().isPresent(), "Lamp's components are shown");
        assertFits(robot, "Unity village, Lamp", "Lamp");
    }

    @Test void rpgMakerActorFits(FxRobot robot) throws Exception {
        open(robot, "rpgmaker-mv/file1.rpgsave");
        select(robot, "$.actors._data[1]");
        assertFits(robot, "RPG Maker MV actor 1", "Harold");
    }

    @Test void godotNodeFits(FxRobot robot) throws Exception {
        open(robot, "godot/outpost.tscn");
        select(robot, "#\"Tower/Range\"");
        assertFits(robot, "Godot Tower/Range", "Tower/Range");
    }

    private void open(FxRobot robot, String fixture) throws Exception {
        Path file = Fixtures.copy(dir, fixture);
        robot.interact(() -> ui.model.open(file));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> ui.model.current() != null && ui.model.current().analysedProperty().get());
    }

    private void select(FxRobot robot, String path) {
        robot.interact(() -> {
            DocumentViewModel doc = ui.model.current();
            doc.jumpTo(DocumentPath.parse(path, doc.state().document()));
        });
        settle(robot);
    }

    private static void settle(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> { });
    }

    private void assertFits(FxRobot robot, String what, String shows) {
        String where = what + " (" + WindowUnderTest.inspectorHeading(robot) + ")";
        assertTrue(where.contains(shows), where + ": the inspector shows " + shows);
        assertTrue(ui.stage.getWidth() == 1024 && ui.stage.getHeight() == 700, where + ": the window is " + ui.stage.getWidth() + "×" + ui.stage.getHeight());
        ScrollPane scroll = robot.lookup(".inspector-scroll").queryAs(ScrollPane.class);
        robot.interact(() -> {
            Node content = scroll.getContent();
            double viewport = WindowUnderTest.assertInspectorNotScrolledSideways(scroll, where);
            Bounds pane = scroll.localToScene(scroll.getLayoutBounds());
            double right = pane.getMinX() + scroll.getInsets().getLeft() + viewport;
            List<Node> shown = new ArrayList<>(content.lookupAll(".text-field"));
            shown.addAll(content.lookupAll(".hyperlink"));
            shown.addAll(content.lookupAll(".label"));
            for (Node n : shown) {
                if (!n.isVisible() || inList(n) || (n instanceof Labeled l && (l.getText() == null || l.getText().isEmpty()))) continue;
                Bounds b = n.localToScene(n.getLayoutBounds());
                assertTrue(b.getMaxX() <= right + 0.5, where + ": " + describe(n) + " ends at " + b.getMaxX() + ", the pane at " + right);
            }
            assertTrue(!shown.stream().filter(n -> n instanceof TextField || n instanceof Hyperlink).toList().isEmpty(), where + ": no fields shown");
            for (Node n : content.lookupAll(".field-name")) {
                Labeled name = (Labeled) n;
                if (name.getWidth() + 0.5 >= name.prefWidth(-1)) continue;
                GridPane grid = (GridPane) name.getParent();
                double editors = 0, least = 0;
                for (Node cell : grid.getChildren()) {
                    Integer column = GridPane.getColumnIndex(cell);
                    if (column == null || column != 2) continue;
                    editors = Math.max(editors, cell.getLayoutBounds().getWidth());
                    least = Math.max(least, cell.minWidth(-1));
                }
                assertTrue(editors <= least + 0.5, where + ": the name " + name.getText() + " is cut to " + name.getWidth() + " of "
                        + name.prefWidth(-1) + " px while the editors beside it are " + editors + " px wide, their least " + least);
            }
        });
    }

    private static boolean inList(Node n) {
        for (Node p = n.getParent(); p != null; p = p.getParent()) if (p instanceof ListView) return true;
        return false;
    }

    private static String describe(Node n) {
        return n.getClass().getSimpleName() + (n.getId() == null ? "" : "#" + n.getId()) + (n instanceof Labeled l ? " '" + l.getText() + "'"
                : n instanceof TextField t ? " '" + t.getText() + "'" : "");
    }
}
