package savelens.app.ecs;

import savelens.ecs.remote.SaveLensWorld;
import savelens.ecs.world.InProcessWorld;
import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
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

/**
 * The Live ECS tab against the in-process demo world with a fixed seed. The world is stepped and the
 * poll run by hand (no clock, no sleeping), each on the JavaFX thread as the real executor would.
 */
@ExtendWith(ApplicationExtension.class)
class LiveEcsViewTest {
    DemoWorld world;
    CurrentThreadTaskExecutor executor;
    LiveEcsViewModel vm;

    @Start
    void start(Stage stage) {
        world = new DemoWorld(InProcessWorld.DEFAULT_SEED, 400);
        executor = new CurrentThreadTaskExecutor();
        vm = new LiveEcsViewModel(executor, new FakeClock(), () -> new InProcessWorld(world));
        vm.connectDemo();
        stage.setScene(new Scene(new LiveEcsView(vm), 1100, 700));
        stage.show();
    }

    @AfterEach
    void stop() {
        world.close();
    }

    @SuppressWarnings("unchecked")
    TableView<TableEntry> tablesList(FxRobot robot) {
        return robot.lookup("#tablesList").queryAs(TableView.class);
    }

    @SuppressWarnings("unchecked")
    TableView<LiveRow> tableRows(FxRobot robot) {
        return robot.lookup("#tableRows").queryAs(TableView.class);
    }

    void poll(FxRobot robot, int ticks) {
        robot.interact(() -> {
            world.step(ticks);
            executor.runRepeating();
        });
    }

    @Test
    void showsTheTablesAndTheirCountsChangeOverTime(FxRobot robot) {
        TableView<TableEntry> tables = tablesList(robot);
        assertTrue(tables.getItems().size() >= 2, "tables: " + tables.getItems());
        long firstTotal = tables.getItems().stream().mapToLong(TableEntry::getEntities).sum();
        assertEquals(400, firstTotal);
        List<Long> before = tables.getItems().stream().map(TableEntry::getEntities).toList();
        Label status = robot.lookup("#statusLabel").queryAs(Label.class);
        String statusBefore = status.getText();

        for (int i = 0; i < 20; i++) poll(robot, 30);

        List<Long> after = tables.getItems().stream().limit(before.size()).map(TableEntry::getEntities).toList();
        assertNotEquals(before, after, "entities moved between tables");
        assertNotEquals(statusBefore, status.getText());
        assertTrue(status.getText().endsWith("tick 600"), status.getText());
        assertTrue(vm.chart().samples().size() > 20);
        assertFalse(robot.lookup("#connectionBanner").queryAs(Label.class).isVisible());
    }

    @Test
    void selectingATableShowsItsRowsWithOneColumnPerField(FxRobot robot) {
        TableView<TableEntry> tables = tablesList(robot);
        robot.interact(() -> tables.getSelectionModel().select(
                tables.getItems().stream().filter(t -> t.id().equals("Position+Velocity+Sprite")).findFirst().orElseThrow()));
        TableView<LiveRow> rows = tableRows(robot);
        List<String> sparse = new InProcessWorld(world).rows("Position+Velocity+Sprite", 0, 10_000).sparse();
        List<String> expected = new java.util.ArrayList<>(List.of("Entity", "Position.x", "Position.y", "Velocity.x", "Velocity.y", "Sprite.id"));
        for (String s : sparse) expected.add(s + " (sparse)"); // the demo's Frozen: a tag kept beside the table
        assertEquals(expected, rows.getColumns().stream().map(TableColumn::getText).toList());
        assertEquals(new InProcessWorld(world).rows("Position+Velocity+Sprite", 0, 10_000).rows().size(), rows.getItems().size());

        poll(robot, 1);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(robot.lookup(".live-cell").queryAll().stream()
                .filter(n -> n.getPseudoClassStates().contains(LiveRowCell.CHANGED)).toList().isEmpty(),
                "moved positions are highlighted");
    }

    @Test
    void afterPausingEditingAPositionCellChangesTheWorld(FxRobot robot) {
        robot.clickOn("#pauseButton");
        assertTrue(world.isPaused());
        assertEquals("Resume", robot.lookup("#pauseButton").queryAs(Button.class).getText());

        TableView<LiveRow> rows = tableRows(robot);
        robot.interact(() -> vm.tables().selectedProperty().set("Position+Velocity"));
        LiveRow first = rows.getItems().get(0);
        @SuppressWarnings("unchecked")
        TableColumn<LiveRow, String> x = (TableColumn<LiveRow, String>) rows.getColumns().stream()
                .filter(c -> c.getText().equals("Position.x")).findFirst().orElseThrow();

        robot.interact(() -> rows.edit(0, x));
        TextField editor = robot.lookup("#tableRows .text-field").queryAs(TextField.class);
        assertTrue(vm.rows().editingProperty().get());
        robot.interact(() -> {
            editor.setText("321.25");
            editor.fireEvent(new javafx.event.ActionEvent());
        });

        double xInWorld = new InProcessWorld(world).entity(first.entity()).components().get("Position").get("x").doubleValue();
        assertEquals(321.25, xInWorld);
        assertFalse(vm.rows().editingProperty().get());
        assertEquals("321.25", rows.getItems().get(0).text(new FieldColumn("Position", "x")));
        WaitForAsyncUtils.waitForFxEvents();
        assertSame(rows, rows.getScene().getFocusOwner(), "after the edit the focus stays with the rows, not the toolbar");

        // a paused world keeps the edit however many polls pass
        poll(robot, 0);
        assertEquals(321.25, new InProcessWorld(world).entity(first.entity()).components().get("Position").get("x").doubleValue());
    }

    @Test
    void aLostConnectionShowsTheBanner(FxRobot robot) {
        robot.interact(() -> vm.connect(SaveLensWorld.parse("127.0.0.1:1"))); // nothing listens on port 1
        Node banner = robot.lookup("#connectionBanner").query();
        assertTrue(banner.isVisible());
        assertTrue(((Label) banner).getText().startsWith("The world at http://127.0.0.1:1 went away"), ((Label) banner).getText());
        robot.interact(() -> vm.connectDemo());
        assertFalse(banner.isVisible());
    }
}
