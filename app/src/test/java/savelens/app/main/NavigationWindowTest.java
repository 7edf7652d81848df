package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.app.document.DocumentViewModel;
import savelens.app.inspector.ReferenceRow;
import savelens.app.search.SearchHit;
import savelens.app.theme.Theme;
import savelens.app.tree.TreeEntry;
import savelens.path.DocumentPath;

/** Getting around a document in the window: search as you type, links and Back, menus and copies, keys, the Raw tab. */
@ExtendWith(ApplicationExtension.class)
class NavigationWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1100, 750);
        model = ui.model;
        window = ui.window;
    }


    @Test void searchRunsAsYouTypeAndEnterStepsThroughTheHits(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave"));
        TextField field = robot.lookup("#searchField").queryAs(TextField.class);
        ListView<SearchHit> results = robot.lookup("#searchResults").queryAs(ListView.class);
        robot.interact(field::requestFocus);
        robot.write("_x");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> results.getItems().size() >= 2);
        assertEquals(model.current().selectedPath(), DocumentPath.root(), "typing alone moves nothing");

        robot.type(KeyCode.ENTER);
        DocumentPath first = results.getItems().get(0).path();
        DocumentPath second = results.getItems().get(1).path();
        assertEquals(first, model.current().selectedPath(), "Enter goes to the first hit");
        robot.type(KeyCode.ENTER);
        assertEquals(second, model.current().selectedPath(), "and then to the next");
        robot.press(KeyCode.SHIFT).type(KeyCode.ENTER).release(KeyCode.SHIFT);
        assertEquals(first, model.current().selectedPath(), "Shift+Enter goes back");
        assertEquals(0, results.getSelectionModel().getSelectedIndex(), "the list shows which hit is current");

        // a new query clears the old hits at once, before its own search runs
        robot.interact(() -> {
            field.appendText("y");
            assertTrue(results.getItems().isEmpty(), "old hits are gone as soon as the text changes");
        });

        robot.interact(() -> field.setText("$.party._gold"));
        robot.type(KeyCode.ENTER);
        assertEquals("$.party._gold", model.current().selectedPath().toString(), "a path jumps to its place");
        robot.interact(() -> field.setText("$.party._gld"));
        robot.type(KeyCode.ENTER);
        Label summary = robot.lookup("#searchSummary").queryAs(Label.class);
        assertTrue(summary.getText().contains("_gld"), "a path that leads nowhere says why: " + summary.getText());
    }

    @Test void aHitShowsEscapedTextOnOneLine(FxRobot robot) throws Exception {
        Path file = dir.resolve("notes.json");
        Files.writeString(file, "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"Note\",\"fields\":{\"text\":\"first line\\nsecond\\tline\"}}]}");
        open(robot, file);
        robot.interact(() -> window.currentTab().searchModel().search("second"));
        SearchHit hit = window.currentTab().searchModel().results().get(0);
        assertEquals("first line\\nsecond\\tline", hit.matched());
        assertFalse(hit.toString().contains("\n"));
    }

    @Test void aReferenceIsALinkAndBackAndForwardReturn(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "helio/island.json"));
        DocumentViewModel doc = model.current();
        robot.interact(() -> doc.jumpTo(DocumentPath.parse("$.children[0]")));
        Button back = robot.lookup("#backButton").queryAs(Button.class);
        Button forward = robot.lookup("#forwardButton").queryAs(Button.class);

        Hyperlink parent = robot.lookup("#inspector #follow-parent").queryAs(Hyperlink.class);
        // In a scene the link says its target's scene path; the id is in its tooltip.
        assertEquals("→ island", parent.getText());
        assertTrue(parent.getTooltip().getText().contains("#0"), parent.getTooltip().getText());
        robot.clickOn(parent);
        assertEquals("$", doc.selectedPath().toString(), "the link leads to the node the reference names");
        assertFalse(back.isDisabled());

        robot.clickOn(back);
        assertEquals("$.children[0]", doc.selectedPath().toString(), "Back returns");
        assertFalse(forward.isDisabled());
        robot.clickOn(forward);
        assertEquals("$", doc.selectedPath().toString(), "Forward goes again");
        robot.interact(() -> WindowMenus.item(window, "menuBack").fire()); // Alt+Left
        assertEquals("$.children[0]", doc.selectedPath().toString());

        // Referenced by lists links too: one click follows
        robot.interact(() -> doc.jumpTo(DocumentPath.root()));
        ListView<ReferenceRow> refs = robot.lookup("#referencedBy").queryAs(ListView.class);
        assertEquals(1, refs.getItems().size());
        // In a scene the referrer is named by its scene path (the rock's parent field), not by $.children[0].parent.
        assertEquals("island/rock › SceneNode.parent", refs.getItems().get(0).label());
        Hyperlink referrer = robot.lookup("#referencedBy .row-link").queryAllAs(Hyperlink.class).stream()
                .filter(Node::isVisible).filter(l -> l.getText().contains("island/rock › SceneNode.parent")).findFirst().orElseThrow();
        robot.clickOn(referrer);
        assertEquals("$.children[0].parent", doc.selectedPath().toString());
    }

    @Test void copyValueCopyAsJsonAndCtrlC(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "helio/island.json"));
        DocumentViewModel doc = model.current();
        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        robot.interact(() -> doc.jumpTo(DocumentPath.parse("$.children[0].name")));
        robot.interact(() -> treeItem("treeCopyValue").fire());
        assertEquals("rock", clipboard(robot), "a string is copied as its text");
        robot.interact(() -> treeItem("treeCopyJson").fire());
        assertEquals("\"rock\"", clipboard(robot), "as JSON, as get prints it");
        robot.interact(() -> treeItem("treeCopyPath").fire());
        assertEquals("$.children[0].name", clipboard(robot));

        robot.interact(() -> doc.jumpTo(DocumentPath.parse("$.children[0].parent")));
        robot.interact(tree::requestFocus);
        robot.press(KeyCode.CONTROL).type(KeyCode.C).release(KeyCode.CONTROL);
        assertEquals("#0", clipboard(robot), "Ctrl+C in the tree copies the selected value");

        robot.interact(() -> treeItem("treeFollowReference").fire());
        assertEquals("$", doc.selectedPath().toString(), "Follow Reference");
        robot.interact(() -> {
            doc.jumpTo(DocumentPath.parse("$.children[0].name"));
            treeItem("treeShowReferrers").fire();
        });
        assertEquals("$.children[0]", doc.selectedPath().toString(), "Show Referrers goes to the node");
        assertTrue(robot.lookup("#referencedBy").queryAs(ListView.class).isFocused(), "and to the list of who refers to it");
        assertTrue(window.currentTab().tree().contextMenu().getItems().stream().anyMatch(i -> "treeInsertElement".equals(i.getId())),
                "the structural edits are in the same menu");
        assertTrue(window.currentTab().inspector().fieldMenu().getItems().stream().anyMatch(i -> "fieldCopyValue".equals(i.getId())));
        assertTrue(window.currentTab().inspector().fieldMenu().getItems().stream().anyMatch(i -> "fieldRemove".equals(i.getId())));
    }

    @Test void focusStartsInTheTreeF2EditsAndEscRestores(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "helio/island.json"));
        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> tree.getScene().getFocusOwner() == tree);
        assertTrue(tree.isFocused(), "the keyboard starts in the tree");

        DocumentViewModel doc = model.current();
        robot.interact(() -> doc.jumpTo(DocumentPath.parse("$.children[0].name")));
        robot.interact(tree::requestFocus);
        robot.type(KeyCode.F2);
        TextField name = robot.lookup("#inspector #field-name").queryAs(TextField.class);
        assertTrue(name.isFocused(), "F2 puts the focus in the selected value's editor");
        assertEquals("rock", name.getSelectedText(), "its text selected for typing over");
        robot.write("boulder");
        assertEquals("boulder", name.getText());
        robot.type(KeyCode.ESCAPE);
        assertEquals("rock", name.getText(), "Esc puts back the text it had");
        robot.interact(tree::requestFocus);
        assertFalse(doc.dirtyProperty().get(), "and nothing was written");
    }

    @Test void f2ThenEnterOrEscGivesTheFocusBackToTheRow(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "helio/island.json"));
        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        DocumentViewModel doc = model.current();
        robot.interact(() -> doc.jumpTo(DocumentPath.parse("$.children[0].name")));
        robot.interact(tree::requestFocus);
        robot.type(KeyCode.F2);
        TextField name = robot.lookup("#inspector #field-name").queryAs(TextField.class);
        assertTrue(name.isFocused());
        robot.write("boulder");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(doc.dirtyProperty().get(), "Enter wrote the value");
        assertTrue(tree.isFocused(), "and the focus is back on the row");
        assertEquals(DocumentPath.parse("$.children[0].name"), tree.getSelectionModel().getSelectedItem().getValue().path());

        robot.type(KeyCode.F2);
        TextField again = robot.lookup("#inspector #field-name").queryAs(TextField.class);
        assertTrue(again.isFocused());
        robot.write("pebble");
        robot.type(KeyCode.ESCAPE);
        assertEquals("boulder", again.getText(), "Esc put back the text");
        assertTrue(tree.isFocused(), "and gave the focus back to the row");
    }

    @Test void enterOnARowThatLeadsNowhereOpensOrClosesIt(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "helio/island.json"));
        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        DocumentViewModel doc = model.current();
        robot.interact(() -> doc.jumpTo(DocumentPath.parse("$.children")));
        robot.interact(tree::requestFocus);
        TreeItem<TreeEntry> children = tree.getSelectionModel().getSelectedItem();
        boolean was = children.isExpanded();
        robot.type(KeyCode.ENTER);
        assertEquals(!was, children.isExpanded());
        robot.type(KeyCode.ENTER);
        assertEquals(was, children.isExpanded());
    }

    @Test void theRawTabShowsTheSourceWithTheSelectionHighlighted(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave"));
        DocumentViewModel doc = model.current();
        robot.interact(() -> {
            window.currentTab().showRaw();
            doc.jumpTo(DocumentPath.parse("$.party._gold"));
        });
        // The Raw view joins the window when its tab is first chosen: its rows are made in a pulse after that.
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#rawText .raw-highlight")
                .queryAllAs(Label.class).stream().anyMatch(l -> !l.getText().isEmpty() && l.isVisible() && l.getScene() != null));
        ListView<?> raw = robot.lookup("#rawText").queryAs(ListView.class);
        assertTrue(raw.isVisible());
        assertFalse(raw.getItems().isEmpty(), "the decoded JSON of the compressed save, as rows");
        Label lit = robot.lookup("#rawText .raw-highlight").queryAllAs(Label.class).stream()
                .filter(l -> !l.getText().isEmpty()).findFirst().orElseThrow(() -> new AssertionError("no highlighted row on screen"));
        String gold = doc.document().raw(doc.selectedLocation().value());
        assertEquals(gold, lit.getText(), "the gold's value is highlighted");
        Label before = (Label) lit.getParent().getChildrenUnmodifiable().get(0);
        assertTrue(before.getText().endsWith("\"_gold\":"), before.getText());
    }

    @Test void theRawTabOpenedAfterTheSelectionScrollsToIt(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave"));
        DocumentViewModel doc = model.current();
        robot.interact(() -> doc.jumpTo(DocumentPath.parse("$.party._gold")));
        robot.interact(() -> window.currentTab().showRaw());
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> robot.lookup("#rawText .raw-highlight")
                .queryAllAs(Label.class).stream().anyMatch(l -> !l.getText().isEmpty() && l.isVisible() && l.getScene() != null));
        Label lit = robot.lookup("#rawText .raw-highlight").queryAllAs(Label.class).stream()
                .filter(l -> !l.getText().isEmpty()).findFirst().orElseThrow();
        assertEquals(doc.document().raw(doc.selectedLocation().value()), lit.getText(), "the gold's value is on screen, highlighted");
    }

    @Test void theRawTabOfAUnitySceneShowsTheObjectSelectedBeforeItWasFirstChosen(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "unity/village.unity"));
        DocumentViewModel doc = model.current();
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> doc.jumpTo(DocumentPath.parse("#-4617375467376130530")));
        robot.interact(() -> window.currentTab().showRaw());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#rawText .raw-highlight")
                .queryAllAs(Label.class).stream().anyMatch(l -> !l.getText().isEmpty() && l.isVisible() && l.getScene() != null));
        String shown = robot.lookup("#rawText .raw-highlight").queryAllAs(Label.class).stream()
                .filter(l -> !l.getText().isEmpty() && l.isVisible()).map(Label::getText)
                .reduce("", (a, b) -> a + "\n" + b);
        assertTrue(shown.contains("m_Name: Lamp"), "Lamp's own lines are highlighted on screen: " + shown);
    }

    @Test void dynamicMenuLabelsKeepTheirUnderscores(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave"));
        DocumentViewModel doc = model.current();
        robot.interact(() -> doc.setValue(DocumentPath.parse("$.party._gold"), savelens.document.NewValue.parse("999")));
        MenuItem undo = WindowMenus.item(window, "menuUndo");
        assertEquals("Undo Set $.party._gold", undo.getText());
        assertFalse(undo.isMnemonicParsing(), "the underscore is shown, not taken for a mnemonic");
    }

    @Test void countsAgreeWithTheirNounsAndTabsOfOneNameShowTheirFolders(FxRobot robot) throws Exception {
        Files.createDirectories(dir.resolve("a"));
        Files.createDirectories(dir.resolve("b"));
        Path a = Fixtures.copy(dir.resolve("a"), "helio/island.json");
        Path b = Fixtures.copy(dir.resolve("b"), "helio/island.json");
        open(robot, a);
        String facts = robot.lookup("#statusFacts").queryAs(Label.class).getText();
        assertTrue(facts.contains("· 1 cycle") && !facts.contains("1 cycles"), facts);
        robot.interact(() -> model.current().jumpTo(DocumentPath.root()));
        assertEquals("1 element", robot.lookup("#inspector #field-children").queryAs(Hyperlink.class).getText());
        assertEquals("island.json", window.tabOf(model.current()).getText());

        open(robot, b);
        assertEquals("island.json — a", window.tabs().getTabs().get(0).getText());
        assertEquals("island.json — b", window.tabs().getTabs().get(1).getText());
    }

    @Test void theSavedNoticeNamesTheBackupAndGoes(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "helio/island.json");
        open(robot, file);
        DocumentViewModel doc = model.current();
        robot.interact(() -> doc.setValue(DocumentPath.parse("$.children[0].name"), savelens.document.NewValue.parse("\"stone\"")));
        robot.interact(() -> WindowMenus.item(window, "menuSave").fire());
        Label message = robot.lookup("#documentMessage").queryAs(Label.class);
        assertEquals("Saved island.json (backup: island.json.bak)", message.getText());
        assertTrue(Files.exists(dir.resolve("island.json.bak")));
        assertTrue(message.isVisible());
        WaitForAsyncUtils.waitFor((long) DocumentTab.NOTICE_SHOWN.toSeconds() + 10, TimeUnit.SECONDS, () -> !message.isVisible());
        assertEquals(null, doc.messageProperty().get());
    }

    @Test void clickingARowLowInTheTreeDoesNotScrollIt(FxRobot robot) throws Exception {
        open(robot, Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave"));
        robot.interact(() -> window.currentTab().showNavigator(false)); // a save slot opens on its Save tab
        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        robot.interact(() -> {
            for (TreeItem<TreeEntry> child : tree.getRoot().getChildren()) child.setExpanded(true);
            tree.scrollTo(0);
        });
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.skin.VirtualFlow<?> flow = (javafx.scene.control.skin.VirtualFlow<?>) tree.lookup(".virtual-flow");
        int lastShown = flow.getLastVisibleCell().getIndex() - 1; // the last may be cut off
        assertTrue(lastShown > 10, "enough rows to fill the tree");
        javafx.scene.control.IndexedCell<?> low = flow.getCell(lastShown);
        TreeItem<TreeEntry> target = tree.getTreeItem(lastShown);
        robot.clickOn(low);
        assertSame(target, tree.getSelectionModel().getSelectedItem());
        assertEquals(0, flow.getFirstVisibleCell().getIndex(), "the tree stays where it was");
        assertEquals(target.getValue().path(), model.current().selectedPath());
    }

    @Test void theCloseQuestionWearsTheDarkTheme(FxRobot robot) throws Exception {
        robot.interact(() -> model.themeProperty().set(Theme.DARK));
        open(robot, Fixtures.copy(dir, "helio/island.json"));
        DocumentViewModel doc = model.current();
        robot.interact(() -> doc.setValue(DocumentPath.parse("$.children[0].name"), savelens.document.NewValue.parse("\"stone\"")));
        AtomicReference<Window> asked = new AtomicReference<>();
        window.setUnsavedChanges((owner, d) -> {
            UnsavedChanges.ask(owner, d, dialog -> {
                asked.set(dialog.getDialogPane().getScene().getWindow());
                javafx.application.Platform.runLater(dialog::close); // once its own event loop runs
            });
            return UnsavedChanges.CANCEL;
        });
        robot.interact(window::closeCurrent);
        assertNotNull(asked.get(), "the question was shown");
        assertTrue(asked.get().getScene().getStylesheets().contains(Theme.DARK.stylesheet()),
                "dark: " + asked.get().getScene().getStylesheets());
    }

    private MenuItem treeItem(String id) {
        return window.currentTab().tree().contextMenu().getItems().stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    private static String clipboard(FxRobot robot) {
        AtomicReference<String> s = new AtomicReference<>();
        robot.interact(() -> s.set(Clipboard.getSystemClipboard().getString()));
        return s.get();
    }

    private void open(FxRobot robot, Path file) {
        robot.interact(() -> model.open(file));
        assertEquals(null, model.loadErrorProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }
}
