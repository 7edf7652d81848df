package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
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

/** Unity's values read as its editor shows them: a vector on one row, a rotation's Euler angles, 0/1 flags as check boxes. */
@ExtendWith(ApplicationExtension.class)
class EditorValuesWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1024, 700); }


    @Test void aTransformsVectorsSitOnOneRowAndItsRotationShowsEulerAngles(FxRobot robot) throws Exception {
        Path scene = dir.resolve("village.unity");
        // Knob turned 90° about y: the quaternion (0, 0.7071068, 0, 0.7071068).
        Files.writeString(scene, Files.readString(Fixtures.folder().resolve("unity/village.unity")).replace(
                "  m_LocalRotation: {x: 0, y: 0, z: 0, w: 1}\n  m_LocalPosition: {x: 0, y: 1, z: 0}",
                "  m_LocalRotation: {x: 0, y: 0.7071068, z: 0, w: 0.7071068}\n  m_LocalPosition: {x: 0, y: 1, z: 0}"));
        robot.interact(() -> ui.model.open(scene));
        robot.interact(() -> ui.model.current().jumpTo(DocumentPath.parse("#210")));
        WaitForAsyncUtils.waitForFxEvents();
        TextField x = robot.lookup("#inspector #component-211 #field-m_LocalPosition_x").queryAs(TextField.class);
        TextField y = robot.lookup("#inspector #component-211 #field-m_LocalPosition_y").queryAs(TextField.class);
        TextField z = robot.lookup("#inspector #component-211 #field-m_LocalPosition_z").queryAs(TextField.class);
        assertEquals("1", y.getText());
        double rowY = x.localToScene(0, 0).getY();
        assertEquals(rowY, y.localToScene(0, 0).getY(), 0.5, "x, y and z on one row");
        assertEquals(rowY, z.localToScene(0, 0).getY(), 0.5);
        assertTrue(y.localToScene(0, 0).getX() > x.localToScene(0, 0).getX());
        long positionNames = robot.lookup("#inspector #component-211 .field-name").queryAllAs(Label.class).stream()
                .filter(l -> l.getText().startsWith("m_LocalPosition")).count();
        assertEquals(1, positionNames, "one name for the vector");
        assertEquals("Euler ≈ 0°, 90°, 0°", robot.lookup("#inspector #component-211 #euler-m_LocalRotation").queryAs(Label.class).getText());

        // A part is edited as a number, as before.
        robot.interact(() -> {
            y.setText("2.5");
            y.fireEvent(new javafx.event.ActionEvent());
        });
        assertEquals("2.5", ui.model.current().document().raw(ui.model.current().paths().resolve(DocumentPath.parse("#211.m_LocalPosition.y")).value()));
    }

    @Test void zeroOneFlagsAreCheckBoxes(FxRobot robot) throws Exception {
        Path scene = Fixtures.copy(dir, "unity/village.unity");
        robot.interact(() -> ui.model.open(scene));
        robot.interact(() -> ui.model.current().jumpTo(DocumentPath.parse("#200")));
        WaitForAsyncUtils.waitForFxEvents();
        CheckBox active = robot.lookup("#inspector #field-m_IsActive").queryAs(CheckBox.class);
        assertFalse(active.isSelected(), "Door's m_IsActive is 0");
        robot.interact(active::fire);
        assertEquals("1", ui.model.current().document().raw(ui.model.current().paths().resolve(DocumentPath.parse("#200.m_IsActive")).value()));
        robot.interact(() -> ui.model.current().jumpTo(DocumentPath.parse("#210")));
        WaitForAsyncUtils.waitForFxEvents();
        CheckBox enabled = robot.lookup("#inspector #component-212 #field-m_Enabled").queryAs(CheckBox.class);
        assertTrue(enabled.isSelected());
    }

    @Test void theBeaconsFieldNamesAreNeverCut(FxRobot robot) throws Exception {
        Path scene = Fixtures.copy(dir, "helio/scene.json");
        robot.interact(() -> ui.model.open(scene));
        robot.interact(() -> ui.model.current().jumpTo(DocumentPath.parse("#1")));
        WaitForAsyncUtils.waitForFxEvents();
        List<Label> names = robot.lookup("#inspector #component-2 .field-name").queryAllAs(Label.class).stream().toList();
        assertEquals(7, names.size(), names.toString());
        for (Label name : names) {
            Node text = name.lookup(".text");
            String shown = text instanceof javafx.scene.text.Text t ? t.getText() : name.getText();
            assertEquals(name.getText(), shown, "cut to an ellipsis");
            assertTrue(name.getWidth() + 0.5 >= name.prefWidth(-1), name.getText() + ": " + name.getWidth());
        }
    }
}
