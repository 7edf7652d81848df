package savelens.app.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import savelens.app.document.DocumentViewModel;
import savelens.path.DocumentPath;

/**
 * A row with a marker (a shared, cycle or dangling reference) has its tooltip; the tree's other cells make none: a
 * tooltip is made the first time a cell shows a marker, not with every cell of every screenful.
 */
@ExtendWith(ApplicationExtension.class)
class TreeTooltipsTest {
    DocumentViewModel doc;
    DocumentTreeView tree;

    @Start void start(Stage stage) {
        doc = new DocumentViewModel(BigArrayRowsTest.indexedFile(20), false);
        tree = new DocumentTreeView(doc);
        stage.setScene(new Scene(tree.view(), 600, 800));
        stage.show();
    }

    @Test void onlyCellsThatShowAMarkerMakeATooltip(FxRobot robot) throws Exception {
        robot.interact(() -> tree.itemAt(DocumentPath.parse("$.few")).setExpanded(true));
        Field made = TreeEntryCell.class.getDeclaredField("tooltip");
        made.setAccessible(true);
        int marked = 0;
        int plain = 0;
        for (Node n : tree.view().lookupAll(".document-tree-cell")) {
            TreeEntryCell cell = (TreeEntryCell) n;
            if (!cell.isVisible() || cell.isEmpty() || cell.getItem() == null) continue;
            if (cell.getItem().marker() == Marker.NONE) {
                plain++;
                assertNull(cell.getTooltip(), cell.getText());
                assertNull(made.get(cell), "no tooltip made for " + cell.getText());
            } else {
                marked++;
                assertNotNull(cell.getTooltip(), cell.getText());
                assertEquals(cell.getItem().tooltip(), cell.getTooltip().getText());
            }
        }
        assertTrue(marked > 0 && plain > 0, marked + " marked and " + plain + " plain rows");
    }
}
