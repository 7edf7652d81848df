package savelens.app.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.Scene;
import javafx.scene.control.TreeItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import savelens.app.document.DocumentViewModel;
import savelens.path.DocumentPath;

/** The tree view walks through range rows to an element, and a range row is never the selection's place. */
@ExtendWith(ApplicationExtension.class)
class BigArrayTreeViewTest {
    DocumentViewModel doc;
    DocumentTreeView view;

    @Start void start(Stage stage) {
        doc = new DocumentViewModel(BigArrayRowsTest.indexedFile(2_500), false);
        view = new DocumentTreeView(doc);
        stage.setScene(new Scene(view.view(), 600, 400));
        stage.show();
    }

    @Test void jumpingToAnElementOpensTheRangeItLiesIn(FxRobot robot) {
        robot.interact(() -> doc.jumpTo(DocumentPath.parse("$.index[1500].name")));
        TreeItem<TreeEntry> selected = view.view().getSelectionModel().getSelectedItem();
        assertEquals("$.index[1500].name", selected.getValue().path().toString());
        TreeItem<TreeEntry> range = selected.getParent().getParent();
        assertEquals("[1000 … 1999]", range.getValue().text());
        assertTrue(range.isExpanded());
        assertEquals(3, range.getParent().getChildren().size(), "the array's rows are its three ranges");
        assertEquals(1_000, range.getChildren().size());
        assertEquals(selected, view.itemAt(DocumentPath.parse("$.index[1500].name")));
    }

    @Test void choosingARangeRowLeavesTheSelectedPathAlone(FxRobot robot) {
        robot.interact(() -> doc.jumpTo(DocumentPath.parse("$.few[1]")));
        robot.interact(() -> {
            TreeItem<TreeEntry> index = view.itemAt(DocumentPath.parse("$.index"));
            index.setExpanded(true);
            view.view().getSelectionModel().select(index.getChildren().get(2));
        });
        assertEquals("$.few[1]", doc.selectedPath().toString());
        assertEquals("[2000 … 2499]", view.view().getSelectionModel().getSelectedItem().getValue().text());
    }
}
