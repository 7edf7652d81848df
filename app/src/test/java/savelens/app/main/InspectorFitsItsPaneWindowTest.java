package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.text.Text;
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
import savelens.scene.SceneObject;

/**
 * The inspector fits its pane at the window's first size: no horizontal scroll bar, a reference's id whole in its
 * field, a name too long for the room cut with an ellipsis and whole in its tooltip.
 */
@ExtendWith(ApplicationExtension.class)
class InspectorFitsItsPaneWindowTest {
    /** A Unity scene's long name beside a long id: the Root's Transform names Lamp as its source object. */
    private static final String LONG_ID = "#-4617375467376130530";
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, WindowPlacement.DEFAULT_WIDTH, WindowPlacement.DEFAULT_HEIGHT);
    }

    @Test void everyObjectOfAUnitySceneFitsTheInspectorWithItsIdsWhole(FxRobot robot) throws Exception {
        Path scene = dir.resolve("village.unity");
        String text = Files.readString(Fixtures.folder().resolve("unity/village.unity"));
        String transform = "Transform:\n  m_ObjectHideFlags: 0\n  m_CorrespondingSourceObject: {fileID: 0}";
        assertTrue(text.contains(transform));
        Files.writeString(scene, text.replaceFirst(java.util.regex.Pattern.quote(transform),
                "Transform:\n  m_ObjectHideFlags: 0\n  m_CorrespondingSourceObject: {fileID: " + LONG_ID.substring(1) + "}"));
        robot.interact(() -> ui.model.open(scene));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> ui.window.currentTab() != null
                && ui.window.currentTab().hierarchyModel().namedSceneProperty().get() != null
                && ui.model.current().analysedProperty().get());
        List<SceneObject> objects = new ArrayList<>();
        robot.interact(() -> objects.addAll(ui.window.currentTab().hierarchyModel().scene().objects()));
        assertTrue(objects.size() >= 6, "the scene's objects: " + objects.size());

        boolean sawTheLongRow = false;
        for (SceneObject object : objects) {
            robot.interact(() -> ui.model.current().jumpTo(DocumentPath.node(object.id())));
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> { });
            String where = object.name() + " (" + object.id() + ")";
            ScrollPane scroll = robot.lookup(".inspector-scroll").queryAs(ScrollPane.class);
            robot.interact(() -> WindowUnderTest.assertInspectorNotScrolledSideways(scroll, where));
            for (Hyperlink follow : robot.lookup("#inspector .follow-link").queryAllAs(Hyperlink.class)) {
                TextField id = (TextField) ((HBox) follow.getParent()).getChildren().get(0);
                robot.interact(() -> assertTrue(id.getWidth() + 0.5 >= wholeWidth(id),
                        where + ": " + id.getText() + " shows whole (" + id.getWidth() + " px for " + wholeWidth(id) + ")"));
            }
            for (Label name : robot.lookup("#inspector .field-name").queryAllAs(Label.class)) {
                robot.interact(() -> {
                    if (name.getWidth() + 0.5 >= name.prefWidth(-1)) return;
                    assertNotNull(name.getTooltip(), where + ": " + name.getText() + " is cut and has no tooltip");
                    assertEquals(name.getText(), name.getTooltip().getText());
                });
            }
            TextField source = robot.lookup("#inspector .component-section #field-m_CorrespondingSourceObject").queryAllAs(TextField.class)
                    .stream().filter(f -> f.getText().equals(LONG_ID)).findFirst().orElse(null);
            if (source != null) sawTheLongRow = true;
        }
        assertTrue(sawTheLongRow, "the Root's Transform shows m_CorrespondingSourceObject " + LONG_ID);
    }

    /** The field's text at its font, and the field's padding. */
    private static double wholeWidth(TextField field) {
        Text text = new Text(field.getText());
        text.setFont(field.getFont());
        return text.getLayoutBounds().getWidth() + field.getInsets().getLeft() + field.getInsets().getRight();
    }
}
