package savelens.app.ecs;

import savelens.ecs.world.InProcessWorld;
import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.ecs.demo.DemoWorld;

/**
 * The Live ECS view on a world recorded from the Flecs demo, reached through the Connect dialog: built-in
 * tables behind their toggle, whole component lists, index:generation ids, a followed entity that stays
 * selected while storage moves, a Pause that says it only freezes the view, and the banners.
 */
@ExtendWith(ApplicationExtension.class)
class LiveEcsFlecsViewTest {
    RecordedFlecsWorld flecs;
    DemoWorld demo;
    CurrentThreadTaskExecutor executor;
    LiveEcsViewModel vm;
    LiveEcsView view;

    @Start
    void start(Stage stage) {
        flecs = new RecordedFlecsWorld();
        demo = new DemoWorld(InProcessWorld.DEFAULT_SEED, 200);
        executor = new CurrentThreadTaskExecutor();
        vm = new LiveEcsViewModel(executor, new FakeClock(), () -> new InProcessWorld(demo), address -> {
            if (address.equals("http://127.0.0.1:27750")) return flecs;
            throw new LiveConnectionException("cannot reach " + address + ": Connection refused", null);
        });
        vm.connectDemo();
        view = new LiveEcsView(vm);
        stage.setScene(new Scene(view, 1200, 760));
        stage.show();
    }

    @SuppressWarnings("unchecked")
    TableView<TableEntry> tablesList(FxRobot robot) {
        return robot.lookup("#tablesList").queryAs(TableView.class);
    }

    @SuppressWarnings("unchecked")
    TableView<LiveRow> tableRows(FxRobot robot) {
        return robot.lookup("#tableRows").queryAs(TableView.class);
    }

    void connectToFlecs(FxRobot robot) {
        robot.interact(() -> view.showConnectDialog());
        TextField address = robot.lookup("#connectAddress").queryAs(TextField.class);
        robot.interact(() -> {
            address.setText("http://127.0.0.1:27750");
            robot.lookup("#connectNow").queryAs(Button.class).fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theConnectDialogSaysWhyAnAddressFailedAndClosesOnceAWorldAnswers(FxRobot robot) {
        robot.interact(() -> robot.lookup("#connectButton").queryAs(Button.class).fire());
        TextField address = robot.lookup("#connectAddress").queryAs(TextField.class);
        robot.interact(() -> {
            address.setText("http://127.0.0.1:1");
            robot.lookup("#connectNow").queryAs(Button.class).fire();
        });
        Label error = robot.lookup("#connectError").queryAs(Label.class);
        assertTrue(error.isVisible());
        assertEquals("cannot reach http://127.0.0.1:1: Connection refused", error.getText());
        assertTrue(view.connectDialog().dialog().isShowing(), "the dialog stays open to try again");
        assertTrue(vm.connection().descriptionProperty().get().startsWith("demo world"), "the world shown stays");

        robot.interact(() -> {
            address.setText("http://127.0.0.1:27750");
            robot.lookup("#connectNow").queryAs(Button.class).fire();
        });
        assertFalse(view.connectDialog().dialog().isShowing());
        assertEquals(flecs.description(), robot.lookup("#sourceLabel").queryAs(Label.class).getText());
    }

    @Test
    void builtInTablesAreBehindTheirToggleAndWholeComponentListsAreReadable(FxRobot robot) {
        connectToFlecs(robot);
        TableView<TableEntry> tables = tablesList(robot);
        CheckBox toggle = robot.lookup("#showBuiltInTables").queryAs(CheckBox.class);
        assertFalse(toggle.isSelected(), "off by default");
        assertEquals(12, tables.getItems().size());
        assertTrue(tables.getItems().stream().noneMatch(TableEntry::isBuiltIn));
        robot.clickOn(toggle);
        assertEquals(20, tables.getItems().size());

        TableEntry stats = tables.getItems().stream().filter(t -> t.id().equals("329")).findFirst().orElseThrow();
        robot.interact(() -> {
            tables.getSelectionModel().select(stats);
            tables.scrollTo(stats);
        });
        WaitForAsyncUtils.waitForFxEvents();
        TableCell<?, ?> cell = robot.lookup(".table-components-cell").queryAll().stream()
                .map(n -> (TableCell<?, ?>) n)
                .filter(c -> c.getTableRow() != null && c.getTableRow().getItem() == stats).findFirst().orElseThrow();
        assertEquals(String.join("\n", stats.components()), cell.getTooltip().getText(), "one component a line");
        String shown = robot.lookup("#tableComponents").queryAs(Label.class).getText();
        assertEquals("Table 329: " + String.join(", ", stats.components()), shown);
        assertTrue(robot.lookup("#tableComponents").queryAs(Label.class).isWrapText());
    }

    @Test
    void entitiesShowAsIndexAndGenerationAndAFollowedOneStaysSelected(FxRobot robot) {
        connectToFlecs(robot);
        robot.interact(() -> vm.tables().selectedProperty().set("321"));
        TableView<LiveRow> rows = tableRows(robot);
        @SuppressWarnings("unchecked")
        var entityColumn = (javafx.scene.control.TableColumn<LiveRow, String>) rows.getColumns().get(0);
        assertEquals("510:0", entityColumn.getCellData(0));

        LiveRow chosen = rows.getItems().get(4);
        robot.interact(() -> rows.getSelectionModel().select(4));
        robot.clickOn("#followButton");
        assertEquals(chosen.entity(), vm.rows().followedProperty().get());
        assertEquals("following " + chosen.entityText(), robot.lookup("#followedLabel").queryAs(Label.class).getText());

        for (int i = 0; i < 3; i++) {
            robot.interact(() -> {
                flecs.shuffleStorage();
                executor.runRepeating();
            });
            assertEquals(chosen.entity(), rows.getSelectionModel().getSelectedItem().entity());
            assertEquals(chosen.entity(), vm.rows().followedProperty().get());
        }
        robot.clickOn("#followButton");
        assertNull(vm.rows().followedProperty().get());
        assertFalse(robot.lookup("#followButton").queryAs(ToggleButton.class).isSelected());
    }

    @Test
    void aSelectedRowStaysSelectedWhenARefreshReplacesIt(FxRobot robot) {
        connectToFlecs(robot);
        robot.interact(() -> vm.tables().selectedProperty().set("321"));
        TableView<LiveRow> rows = tableRows(robot);
        robot.interact(() -> rows.getSelectionModel().select(4));
        long entity = rows.getSelectionModel().getSelectedItem().entity();
        robot.interact(() -> {
            flecs.systemWrites(entity, "Position", new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode().put("x", 1.5).put("y", 2.5));
            executor.runRepeating();
        });
        LiveRow now = rows.getSelectionModel().getSelectedItem();
        assertNotNull(now, "the replaced row is selected again");
        assertEquals(entity, now.entity());
        assertEquals("1.50", now.text(new FieldColumn("Position", "x")));
        assertNull(vm.rows().followedProperty().get(), "selected, not followed");
    }

    @Test
    void pausingFlecsSaysItOnlyFreezesTheViewAndStepIsOffered(FxRobot robot) {
        Button step = robot.lookup("#stepButton").queryAs(Button.class);
        assertTrue(step.isDisabled(), "the demo world runs: nothing to step");
        robot.clickOn("#pauseButton");
        assertFalse(step.isDisabled(), "the paused demo world can step");
        long tick = demo.tick();
        robot.clickOn(step);
        assertEquals(tick + 1, demo.tick());
        robot.clickOn("#pauseButton");
        assertTrue(step.isDisabled());

        connectToFlecs(robot);
        Label note = robot.lookup("#pauseNote").queryAs(Label.class);
        assertFalse(note.isVisible());
        robot.clickOn("#pauseButton");
        assertTrue(note.isVisible());
        assertTrue(note.getText().contains("cannot be paused from here"), note.getText());
        assertTrue(step.isDisabled(), "a world that cannot be paused cannot be stepped either");
    }

    @Test
    void theBannerShowsWhenTheWorldGoesAwayAndWhenItComesBack(FxRobot robot) {
        connectToFlecs(robot);
        Label banner = robot.lookup("#connectionBanner").queryAs(Label.class);
        assertFalse(banner.isVisible());
        robot.interact(() -> {
            flecs.down.set(true);
            executor.runRepeating();
        });
        assertTrue(banner.isVisible());
        assertTrue(banner.getText().contains("went away"), banner.getText());
        assertFalse(banner.getPseudoClassStates().contains(SourceBar.BACK));
        robot.interact(() -> {
            flecs.down.set(false);
            executor.runRepeating();
        });
        assertTrue(banner.isVisible());
        assertTrue(banner.getText().contains("is back"), banner.getText());
        assertTrue(banner.getPseudoClassStates().contains(SourceBar.BACK));
        List<String> none = List.of();
        assertEquals(none, flecs.edits);
    }
}
