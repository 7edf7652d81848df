package savelens.app.ecs;

import static savelens.app.RowsInView.onScreen;
import static savelens.app.RowsInView.range;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
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

/**
 * A followed entity's row in the Live ECS rows as the rows are read again: it comes on screen when it is among the
 * last rows, and a row on screen stays where it is (the view did not jump at every read).
 */
@ExtendWith(ApplicationExtension.class)
class FollowedRowInViewTest {
    static final String TABLE = "Position+Velocity";
    DemoWorld world;
    CurrentThreadTaskExecutor executor;
    LiveEcsViewModel vm;

    @Start
    void start(Stage stage) {
        world = new DemoWorld(InProcessWorld.DEFAULT_SEED, 2000);
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

    @Test
    void theLastRowFollowedComesOnScreenAndStaysAsRowsAreReadAgain(FxRobot robot) throws Exception {
        TableView<LiveRow> rows = shownTable(robot);
        int last = rows.getItems().size() - 1;
        robot.interact(() -> vm.rows().follow(rows.getItems().get(last).entity()));
        for (int i = 0; i < 3; i++) {
            read(robot);
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (!onScreen(robot, rows, last) && System.nanoTime() < until) robot.sleep(50);
            settle(robot);
            assertEquals(last, rows.getSelectionModel().getSelectedIndex());
            int[] shown = range(robot, rows);
            assertTrue(onScreen(robot, rows, last), () -> "row " + last + " is on screen, shown: " + (shown == null ? "nothing" : shown[0] + "–" + shown[1]));
        }
    }

    @Test
    void aFollowedRowOnScreenStaysWhereItIsAsRowsAreReadAgain(FxRobot robot) throws Exception {
        TableView<LiveRow> rows = shownTable(robot);
        int[] before = range(robot, rows);
        assertEquals(0, before[0]);
        int middle = (before[0] + before[1]) / 2;
        robot.interact(() -> vm.rows().follow(rows.getItems().get(middle).entity()));
        for (int i = 0; i < 3; i++) {
            read(robot);
            settle(robot);
            assertEquals(middle, rows.getSelectionModel().getSelectedIndex());
            assertEquals(0, range(robot, rows)[0], "the view stayed at the top with the followed row on screen");
        }
    }

    /** The demo world paused (its rows stay in their tables), the table with the most rows shown. */
    @SuppressWarnings("unchecked")
    private TableView<LiveRow> shownTable(FxRobot robot) throws Exception {
        world.pause();
        robot.interact(() -> vm.tables().selectedProperty().set(TABLE));
        TableView<LiveRow> rows = robot.lookup("#tableRows").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> rows.getSkin() != null && rows.getHeight() > 0);
        settle(robot);
        int[] shown = range(robot, rows);
        assertTrue(shown != null && rows.getItems().size() > 3 * (shown[1] - shown[0] + 1),
                "several screenfuls of rows: " + rows.getItems().size());
        return rows;
    }

    private void read(FxRobot robot) {
        robot.interact(() -> {
            world.step(0);
            executor.runRepeating();
        });
    }

    private static void settle(FxRobot robot) {
        for (int i = 0; i < 5; i++) robot.interact(() -> { });
    }
}
