package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.cli.Cli;
import savelens.app.document.DocumentViewModel;
import savelens.document.Severity;

/** File ▸ Export World as Document in the Live ECS window: the running world as a file SaveLens opens and checks clean. */
@ExtendWith(ApplicationExtension.class)
class WorldExportWindowTest {
    @TempDir Path dir;
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        WindowUnderTest ui = WindowUnderTest.show(stage);
        model = ui.model;
        window = ui.window;
    }

    @AfterEach void forget() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.liveEcsWindow().close()).get();
    }

    @Test void theExportedWorldOpensInSaveLensAndPassesCheck(FxRobot robot) throws Exception {
        robot.interact(() -> WindowMenus.item(window, "menuLiveEcs").fire());
        LiveEcsWindow live = window.liveEcsWindow();
        Path out = dir.resolve("world.json");
        robot.interact(() -> live.setExportTarget(owner -> out));
        MenuBar bar = (MenuBar) ((BorderPane) live.stage().getScene().getRoot()).getTop();
        Menu file = bar.getMenus().get(0);
        assertEquals("File", file.getText());
        MenuItem export = file.getItems().stream().filter(i -> "liveExportWorld".equals(i.getId())).findFirst().orElseThrow();
        assertFalse(export.isDisable(), "the built-in world can be exported");
        robot.interact(export::fire);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> live.live().viewModel().message().textProperty().get().startsWith("exported the world"));
        assertEquals("exported the world to " + out, live.live().viewModel().message().textProperty().get());

        robot.interact(() -> model.open(out));
        assertNull(model.loadErrorProperty().get());
        DocumentViewModel doc = model.current();
        assertEquals("World", doc.document().type(doc.document().root()));
        assertTrue(doc.state().diagnostics().stream().noneMatch(d -> d.severity() == Severity.ERROR), doc.state().diagnostics()::toString);

        ByteArrayOutputStream outText = new ByteArrayOutputStream();
        int code = Cli.run(List.of("check", out.toString()), new PrintStream(outText, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, code);
        assertEquals("0 errors, 0 warnings\n", outText.toString(StandardCharsets.UTF_8));
        assertFalse(Files.exists(dir.resolve("world.json.bak")), "a new file has nothing to back up");
    }
}
