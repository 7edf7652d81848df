package savelens.app.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.world.InProcessWorld;

/** At 1024×700, Connect… proposes the address remembered from an earlier run and its hint reads whole. */
@ExtendWith(ApplicationExtension.class)
class ConnectDialogWindowTest {
    DemoWorld demo;
    LiveEcsViewModel vm;
    LiveEcsView view;

    @Start
    void start(Stage stage) {
        demo = new DemoWorld(InProcessWorld.DEFAULT_SEED, 50);
        vm = new LiveEcsViewModel(new CurrentThreadTaskExecutor(), new FakeClock(), () -> new InProcessWorld(demo),
                address -> new InProcessWorld(demo));
        vm.connection().useMemory(new AddressMemory() {
            @Override public String remembered() { return "http://127.0.0.1:4242"; }

            @Override public void remember(String address) { }
        }, () -> false);
        vm.connectDemo();
        view = new LiveEcsView(vm);
        stage.setScene(new Scene(view, 1024, 700));
        stage.show();
    }

    @AfterEach
    void stop() {
        vm.close();
    }

    @Test
    void connectProposesTheRememberedAddressAndItsHintIsNeverCut(FxRobot robot) {
        robot.interact(() -> view.showConnectDialog());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("http://127.0.0.1:4242", robot.lookup("#connectAddress").queryAs(TextField.class).getText());
        Label hint = robot.lookup("#connectHint").queryAs(Label.class);
        Text shown = (Text) hint.lookup(".text");
        assertEquals(hint.getText(), shown.getText(), "the hint is shown whole, not cut to …");
        assertTrue(hint.getHeight() >= shown.getLayoutBounds().getHeight() - 0.5,
                "the hint is as tall as its lines: " + hint.getHeight() + " < " + shown.getLayoutBounds().getHeight());
        assertTrue(shown.getLayoutBounds().getHeight() > hint.getFont().getSize() * 1.8, "it wraps onto several lines");
        robot.interact(() -> view.connectDialog().dialog().close());
    }
}
