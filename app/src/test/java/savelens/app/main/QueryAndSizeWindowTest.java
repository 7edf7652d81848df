package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import javafx.event.ActionEvent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.app.query.QueryHitRow;
import savelens.app.size.SizeRow;
import savelens.diff.Change;
import savelens.path.DocumentPath;

/** A JSONPath query typed in the search field, its hits, Set all matches, and the Size panel's Compare-first removal. */
@ExtendWith(ApplicationExtension.class)
class QueryAndSizeWindowTest {
    @TempDir Path dir;
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        WindowUnderTest ui = WindowUnderTest.show(stage);
        model = ui.model;
        window = ui.window;
    }


    private void type(FxRobot robot, String text) {
        TextField field = robot.lookup("#searchField").query();
        robot.interact(() -> {
            field.setText(text);
            field.fireEvent(new ActionEvent()); // Enter: searched at once, without waiting for typing to pause
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String text() { return new String(model.current().document().text(), StandardCharsets.UTF_8); }

    /** The hits list says how to ask only before a query: after one, "nothing matches" above it says it all. */
    @Test void theHitsListsHintGoesOnceAQueryIsAsked(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "rpgmaker-mv/shop.rpgsave");
        robot.interact(() -> model.open(file));
        type(robot, "$.party._items[?@ > 1000]");
        ListView<QueryHitRow> hits = robot.lookup("#queryHits").queryListView();
        javafx.scene.control.Label hint = (javafx.scene.control.Label) hits.getPlaceholder();
        assertTrue(robot.lookup("#querySummary").queryLabeled().getText().startsWith("nothing matches"));
        assertEquals("", hint.getText(), "no hint beside \"nothing matches\"");
        robot.interact(() -> window.currentTab().queryModel().run(""));
        assertTrue(hint.getText().startsWith("Type a JSONPath query"), "back when the query is cleared: " + hint.getText());
    }

    @Test void aQueryInTheSearchFieldListsItsHitsAndSelectingOneSelectsItInTheTreeOrTheSaveTab(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "rpgmaker-mv/shop.rpgsave");
        robot.interact(() -> model.open(file));
        assertTrue(savelens.app.query.QueryWarmUp.started(), "the window got the query engine ready as it opened");
        type(robot, "$.party._gold");
        assertTrue(window.currentTab().queryModel().hits().isEmpty(), "a path stays a path");
        assertEquals(DocumentPath.parse("$.party._gold"), model.current().selectedPath());

        type(robot, "$.party[\"_items\",\"_weapons\",\"_armors\"][?@ > 10]");
        ListView<QueryHitRow> hits = robot.lookup("#queryHits").queryListView();
        assertEquals(4, hits.getItems().size());
        assertEquals("4 hits", robot.lookup("#querySummary").queryLabeled().getText());
        robot.interact(() -> hits.getSelectionModel().select(1));
        assertEquals(DocumentPath.parse("$.party._items.7"), model.current().selectedPath(), "the hit is selected in the tree");

        robot.interact(() -> window.currentTab().showSave());
        robot.interact(() -> hits.getSelectionModel().select(3));
        assertEquals(DocumentPath.parse("$.party._armors.5"), model.current().selectedPath());
        assertEquals(DocumentPath.parse("$.party._armors.5"), window.currentTab().saveModel().revealedProperty().get(),
                "with the Save tab in front, the hit is shown there");
    }

    @Test void aBadQueryShowsWhereItGoesWrongAndNoTrace(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "helio/attic.json");
        robot.interact(() -> model.open(file));
        type(robot, "$[?@.hp = 1]");
        Label error = robot.lookup("#queryError").queryAs(Label.class);
        assertTrue(error.isVisible());
        assertEquals("$[?@.hp = 1]\n        ^ column 9: = is no operator; compare with ==", error.getText());
        assertEquals("bad query", robot.lookup("#querySummary").queryLabeled().getText());
    }

    @Test void setAllMatchesIsListedInCompareAndAppliedFromThereAsOneUndoableEdit(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "rpgmaker-mv/shop.rpgsave");
        robot.interact(() -> model.open(file));
        type(robot, "$.party[\"_items\",\"_weapons\",\"_armors\"][?@ > 10]");
        String before = text();
        robot.interact(() -> window.currentTab().queryModel().prepareSetAll("99"));
        ListView<Change> changes = robot.lookup("#diffList").queryListView();
        assertEquals(4, changes.getItems().size());
        Button apply = robot.lookup("#pendingApply").queryButton();
        assertTrue(apply.isVisible());
        assertFalse(robot.lookup("#diffClear").queryButton().isVisible(), "nothing is being compared with a file");
        assertEquals(before, text(), "nothing changes before Apply");
        robot.interact(apply::fire);
        assertFalse(apply.isVisible());
        assertEquals(List.of("99", "99", "99", "99"), window.currentTab().queryModel().hits().stream().map(QueryHitRow::value).toList());
        robot.interact(() -> model.current().undo());
        assertEquals(before, text(), "one undo puts every value back");
    }

    /** MV writes nodes inside others: a value reached from its node and from the one around it is one hit, set once. */
    @Test void eachNodeCountsAValueOnceWhereTheListAndSetAllMatchesAgree(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        robot.interact(() -> model.open(file));
        type(robot, "$..[?@._hp > 100]._name");
        assertEquals("2 hits", robot.lookup("#querySummary").queryLabeled().getText(), "from the root: the actors in $.actors._data");
        robot.interact(() -> robot.lookup("#eachNodeToggle").queryAs(javafx.scene.control.ToggleButton.class).fire()); // asks again
        ListView<QueryHitRow> hits = robot.lookup("#queryHits").queryListView();
        assertEquals(List.of("#13._name", "#22._name"), hits.getItems().stream().map(h -> h.path().toString()).toList());
        assertEquals("2 hits", robot.lookup("#querySummary").queryLabeled().getText());
        robot.interact(() -> window.currentTab().queryModel().prepareSetAll("\"Ann\""));
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> robot.lookup("#pendingApply").queryButton().isVisible());
        ListView<Change> changes = robot.lookup("#diffList").queryListView();
        assertEquals(2, changes.getItems().size());
        robot.interact(() -> robot.lookup("#pendingApply").queryButton().fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("\"Ann\"", "\"Ann\""), hits.getItems().stream().map(QueryHitRow::value).toList());
        assertEquals("2 hits", robot.lookup("#querySummary").queryLabeled().getText());
    }

    @Test void removeUnreachableIsListedInCompareFirstThenAppliedOrCancelled(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "helio/attic.json");
        robot.interact(() -> model.open(file));
        String before = text();
        robot.interact(() -> window.currentTab().showSize()); // where the user finds the button
        Button remove = robot.lookup("#removeUnreachable").queryButton();
        robot.interact(remove::fire);
        ListView<Change> changes = robot.lookup("#diffList").queryListView();
        assertEquals(List.of("#8", "#9", "#10"), changes.getItems().stream().map(c -> c.path().toString()).toList());
        robot.interact(() -> robot.lookup("#pendingCancel").queryButton().fire());
        assertTrue(changes.getItems().isEmpty());
        assertEquals(before, text());
        robot.interact(remove::fire);
        robot.interact(() -> robot.lookup("#pendingApply").queryButton().fire());
        assertTrue(remove.isDisable(), "Compare is in front: the sizes of the new state wait for the Size panel");
        robot.interact(() -> window.currentTab().showSize());
        assertEquals(0, window.currentTab().sizeModel().analysisProperty().get().unreachableCount());
        assertTrue(remove.isDisable());
        robot.interact(() -> model.current().undo());
        assertEquals(before, text(), "one undo brings the three nodes back");
    }

    @Test void aScalarEditUpdatesTheSizeTreesRowsInPlaceWithoutWorkingSizesOutAgain(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "helio/attic.json");
        robot.interact(() -> model.open(file));
        robot.interact(() -> window.currentTab().showSize());
        savelens.app.size.SizeViewModel size = window.currentTab().sizeModel();
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> size.analysisProperty().get() != null && !size.workingProperty().get());
        TreeTableView<SizeRow> tree = robot.lookup("#dominatorTree").query();
        TreeItem<SizeRow>[] player = new TreeItem[1];
        robot.interact(() -> {
            TreeItem<SizeRow> root = tree.getRoot().getChildren().get(0);
            player[0] = root.getChildren().stream().filter(i -> i.getValue().node() == 1).findFirst().orElseThrow();
            player[0].setExpanded(true);
        });
        TreeItem<SizeRow> rope = player[0].getChildren().get(0);
        assertEquals("#5 rope", rope.getValue().label());
        long retained = rope.getValue().retained();
        long made = size.analysesMade();
        robot.interact(() -> model.current().setValue(DocumentPath.parse("#5.name"), savelens.document.NewValue.parse("\"a long rope\"")));
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> size.analysesFollowed() == 1 && !size.workingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(made, size.analysesMade(), "no analysis worked out anew");
        assertTrue(player[0].isExpanded() && player[0].getChildren().get(0) == rope, "the open rows stay");
        assertEquals("#5 a long rope", rope.getValue().label());
        assertEquals(retained + 7, rope.getValue().retained());
        assertEquals(size.analysisProperty().get().retained(1), player[0].getValue().retained());
    }

    @Test void whyIsThisHereFromTheSaveTabExplainsTheNodeHoldingTheChosenValue(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        robot.interact(() -> model.open(file));
        robot.interact(() -> window.currentTab().showSave());
        // The tab pane's skin puts a newly chosen tab's content in the scene on a later pulse.
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> robot.lookup("#partyTable").tryQuery().isPresent());
        TableView<?> party = robot.lookup("#partyTable").queryTableView();
        MenuItem why = party.getContextMenu().getItems().stream().filter(i -> "saveWhy".equals(i.getId())).findFirst().orElseThrow();
        robot.interact(() -> model.current().select(DocumentPath.parse("$.party._leader")));
        robot.interact(why::fire);
        String shown = window.currentTab().sizeModel().whyProperty().get();
        assertTrue(shown.startsWith("#30 ") && shown.contains("shortest path"), shown);
    }
}
