package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.List;
import javafx.scene.control.Alert;
import javafx.scene.control.CheckMenuItem;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import savelens.app.theme.Theme;

/** Every window follows View ▸ Dark Theme as it changes: the main window, the Live ECS window, About, and alerts. */
@ExtendWith(ApplicationExtension.class)
class ThemeFollowingWindowTest {
    MainViewModel model;
    MainWindow window;
    Stage stage;

    @Start void start(Stage stage) {
        this.stage = stage;
        WindowUnderTest ui = WindowUnderTest.show(stage);
        model = ui.model;
        window = ui.window;
    }

    @AfterEach void forget(FxRobot robot) throws Exception {
        robot.interact(() -> {
            for (Window w : List.copyOf(Window.getWindows())) if (w != stage) w.hide();
        });
    }

    static List<String> themed(Theme theme) { return List.of(Theme.base(), theme.stylesheet()); }

    static List<String> stylesheetsOf(Window w) { return List.copyOf(w.getScene().getStylesheets()); }

    private void darkTheme(FxRobot robot, boolean dark) {
        robot.interact(() -> ((CheckMenuItem) WindowMenus.item(window, "menuDarkTheme")).setSelected(dark));
    }

    private Window about() {
        return Window.getWindows().stream()
                .filter(w -> w.getScene() != null && w.getScene().getRoot() != null && "aboutDialog".equals(w.getScene().getRoot().getId()))
                .findFirst().orElseThrow(() -> new AssertionError("About is not showing"));
    }

    @Test void theLiveEcsWindowFollowsTheThemeWhileOpen(FxRobot robot) {
        robot.interact(() -> WindowMenus.item(window, "menuLiveEcs").fire());
        Stage live = window.liveEcsStage();
        assertNotNull(live);
        assertEquals(themed(Theme.LIGHT), stylesheetsOf(live));

        darkTheme(robot, true);
        assertEquals(themed(Theme.DARK), stylesheetsOf(stage));
        assertEquals(themed(Theme.DARK), stylesheetsOf(live), "not the stylesheets it opened with");

        darkTheme(robot, false);
        assertEquals(themed(Theme.LIGHT), stylesheetsOf(live));

        robot.interact(live::close);
        darkTheme(robot, true);
        assertEquals(themed(Theme.LIGHT), stylesheetsOf(live), "a closed window is let go");
        robot.interact(() -> WindowMenus.item(window, "menuLiveEcs").fire());
        assertEquals(themed(Theme.DARK), stylesheetsOf(window.liveEcsStage()), "opened again, in the theme of now");
    }

    @Test void dialogsFollowTheThemeToo(FxRobot robot) {
        darkTheme(robot, true);
        robot.interact(() -> WindowMenus.item(window, "menuAbout").fire());
        assertEquals(themed(Theme.DARK), stylesheetsOf(about()));
        Alert[] alert = {null};
        robot.interact(() -> {
            alert[0] = new Alert(Alert.AlertType.INFORMATION, "a question");
            alert[0].initOwner(stage);
            alert[0].show();
        });
        Window alertWindow = alert[0].getDialogPane().getScene().getWindow();
        assertEquals(themed(Theme.DARK), stylesheetsOf(alertWindow), "themed as it opens");

        darkTheme(robot, false);
        assertEquals(themed(Theme.LIGHT), stylesheetsOf(about()));
        assertEquals(themed(Theme.LIGHT), stylesheetsOf(alertWindow));
    }
}
