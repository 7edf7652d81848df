package savelens.app.size;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.fixtures.SceneGenerator;

/**
 * The Size panel's first show, with its sizes worked out before: the frame that styles and lays out the panel holds
 * none of its rows (they come in the next), nor the text area of "Why is this here?" before there is an answer, and
 * the rows' shares are drawn without a progress bar's skin.
 */
@ExtendWith(ApplicationExtension.class)
class SizeViewFirstShowTest {
    @TempDir Path dir;
    Stage stage;
    StackPane holder;
    SizeViewModel model;
    SizeView view;

    @Start void start(Stage stage) {
        this.stage = stage;
        holder = new StackPane();
        stage.setScene(new Scene(holder, 700, 400));
        stage.show();
    }

    private void madeWithItsSizes(FxRobot robot) throws IOException {
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(Fixtures.copy(dir, "helio/attic.json")), false);
        robot.interact(() -> {
            model = new SizeViewModel(doc, new CurrentThreadTaskExecutor());
            view = new SizeView(model);
        });
        assertNotNull(model.analysisProperty().get(), "the sizes were there before the panel was shown");
    }

    @SuppressWarnings("unchecked")
    private TreeTableView<SizeRow> tree() { return (TreeTableView<SizeRow>) view.view().lookup("#dominatorTree"); }

    @Test void thePanelsFirstFrameHoldsNoRowsAndTheNextFrameHasThem(FxRobot robot) throws IOException {
        madeWithItsSizes(robot);
        List<Integer> rowsWhenSkinned = new ArrayList<>();
        robot.interact(() -> {
            TreeTableView<SizeRow> tree = tree();
            tree.skinProperty().addListener((o, was, now) -> {
                TreeItem<SizeRow> root = tree.getRoot();
                rowsWhenSkinned.add(root == null ? 0 : root.getChildren().size());
            });
            holder.getChildren().add(view.view());
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(0), rowsWhenSkinned, "the tree was styled and skinned with no rows");
        TreeTableView<SizeRow> tree = tree();
        assertNotNull(tree.getRoot(), "the rows came after that frame");
        assertEquals("#0 Save", tree.getRoot().getChildren().get(0).getValue().label());
        assertTrue(tree.getRoot().getChildren().get(0).isExpanded());
    }

    @Test void theWhyTextAreaIsMadeWithTheFirstAnswer(FxRobot robot) throws IOException {
        madeWithItsSizes(robot);
        robot.interact(() -> holder.getChildren().add(view.view()));
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(view.view().lookup("#whyText"), "no text area before there is an answer");
        robot.interact(() -> model.explain(2));
        Node why = view.view().lookup("#whyText");
        assertNotNull(why);
        assertTrue(why.isVisible());
        assertTrue(((javafx.scene.control.TextArea) why).getText().contains("shortest path"), ((javafx.scene.control.TextArea) why).getText());
    }

    @Test void eachSharesTintIsAsWideAsItsShareWithoutAProgressBar(FxRobot robot) throws IOException {
        madeWithItsSizes(robot);
        robot.interact(() -> holder.getChildren().add(view.view()));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> { }); // a frame for the rows handed over after the first
        assertTrue(view.view().lookupAll(".progress-bar").isEmpty(), "no progress bar in the rows");
        List<SizeView.ShareBar> bars = new ArrayList<>();
        for (Node n : view.view().lookupAll(".size-bar")) if (n instanceof SizeView.ShareBar b && b.isVisible() && b.getParent() != null) bars.add(b);
        assertFalse(bars.isEmpty(), "the rows show their shares");
        for (SizeView.ShareBar b : bars) {
            double percent = Double.parseDouble(b.figure().getText().replace("%", ""));
            assertEquals(percent / 100, b.tintShare(), 0.02, "the tint of " + b.figure().getText());
        }
        assertFalse(view.view().lookupAll(".size-bar").stream().anyMatch(n -> n instanceof ProgressBar));
    }

    @Test void theLargestFigureOfADocumentOfTensOfMegabytesIsShownWhole(FxRobot robot) throws IOException {
        Path file = dir.resolve("scene-100k.json");
        java.nio.file.Files.write(file, SceneGenerator.generate(100_000, SceneGenerator.DEFAULT_SEED));
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(file), false);
        robot.interact(() -> {
            model = new SizeViewModel(doc, new CurrentThreadTaskExecutor());
            view = new SizeView(model);
            stage.setWidth(560); // as narrow as the panel below a 1280-pixel window's tree: each column at its least
            holder.getChildren().add(view.view());
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> { }); // a frame for the rows handed over after the first
        long root = model.analysisProperty().get().retained(doc.document().root());
        String figure = String.format(java.util.Locale.ROOT, "%,d", root);
        assertTrue(figure.length() > 9, "a figure past the millions: " + figure);
        List<String> shown = new ArrayList<>();
        for (Node n : view.view().lookupAll(".tree-table-cell")) {
            if (n instanceof javafx.scene.control.TreeTableCell<?, ?> c && c.getTableColumn() != null
                    && "Retained".equals(c.getTableColumn().getText()) && Long.valueOf(root).equals(c.getItem())) {
                Node text = c.lookup(".text");
                if (text instanceof javafx.scene.text.Text t) shown.add(t.getText());
            }
        }
        assertEquals(List.of(figure), shown, "the root's retained size, as its cell draws it");
    }
}
