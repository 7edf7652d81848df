package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.scene.SceneObject;

/**
 * At 1024×700, a reference's link reads whole beside a 19-digit Unity id: Lamp's Transform names Lamp
 * ({@code #-4617375467376130530}) and the link says {@code → Lamp}, inside the inspector's pane; the id gives way
 * first, and what it cannot show is in its tooltip.
 */
@ExtendWith(ApplicationExtension.class)
class ReferenceLinkAt1024WindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1024, 700); }

    @Test void theLinkToLampReadsWholeBesideItsLongIdAt1024(FxRobot robot) throws Exception {
        Path scene = Fixtures.copy(dir, "unity/village.unity");
        robot.interact(() -> ui.model.open(scene));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> ui.window.currentTab() != null
                && ui.window.currentTab().hierarchyModel().namedSceneProperty().get() != null
                && ui.model.current().analysedProperty().get());
        List<SceneObject> lamp = new ArrayList<>();
        robot.interact(() -> ui.window.currentTab().hierarchyModel().scene().objects().stream()
                .filter(o -> o.name().equals("Lamp")).forEach(lamp::add));
        robot.interact(() -> ui.model.current().selectNode(lamp.get(0).node()));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> { });

        Hyperlink toLamp = robot.lookup("#inspector .component-section #follow-m_GameObject").queryAs(Hyperlink.class);
        assertEquals("→ Lamp", toLamp.getText());
        ScrollPane scroll = robot.lookup(".inspector-scroll").queryAs(ScrollPane.class);
        assertEquals(1024, ui.stage.getWidth(), 0.5);
        robot.interact(() -> {
            TextField id = (TextField) ((HBox) toLamp.getParent()).getChildren().get(0);
            String where = "link " + toLamp.getWidth() + " of " + toLamp.prefWidth(-1) + " px, id field " + id.getWidth()
                    + " of " + id.prefWidth(-1) + " px, in a view " + scroll.getViewportBounds().getWidth() + " px wide";
            assertTrue(toLamp.getWidth() + 0.5 >= toLamp.prefWidth(-1), "the link's text is cut: " + where);
            Bounds link = toLamp.localToScene(toLamp.getLayoutBounds());
            Bounds view = scroll.localToScene(scroll.getLayoutBounds());
            double viewRight = view.getMinX() + scroll.getInsets().getLeft() + scroll.getViewportBounds().getWidth();
            assertTrue(link.getMaxX() <= viewRight + 0.5, "the link runs out of the pane (" + link.getMaxX() + " > " + viewRight + "): " + where);
            Bounds field = id.localToScene(id.getLayoutBounds());
            assertTrue(field.getMaxX() <= link.getMinX(), "the id field runs under the link: " + where);
            assertEquals("#-4617375467376130530", id.getText());
            // Nothing runs out of its section: every field and link of the Transform, its rotation's w the last.
            for (javafx.scene.Node section : scroll.lookupAll(".component-section")) {
                Bounds room = section.localToScene(section.getLayoutBounds());
                List<javafx.scene.Node> shown = new ArrayList<>(section.lookupAll(".text-field"));
                shown.addAll(section.lookupAll(".follow-link"));
                for (javafx.scene.Node n : shown) {
                    Bounds f = n.localToScene(n.getLayoutBounds());
                    assertTrue(f.getMaxX() <= room.getMaxX() + 0.5, n.getId() + " runs out of its section (" + f.getMaxX() + " > " + room.getMaxX() + ")");
                }
            }
            // An id the field cannot show whole is whole in its tooltip.
            if (id.getWidth() + 0.5 < id.prefWidth(-1)) {
                Tooltip tip = id.getTooltip();
                assertTrue(tip != null && tip.getText().contains("#-4617375467376130530"), "the cut id is not in its tooltip: " + where);
            }
        });
    }
}
