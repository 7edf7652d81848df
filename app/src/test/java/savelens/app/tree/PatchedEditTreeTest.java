package savelens.app.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import savelens.app.document.DocumentViewModel;
import savelens.app.inspector.InspectorView;
import savelens.app.inspector.InspectorViewModel;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.path.DocumentPath;

/**
 * A scalar edit that keeps the document's structure (patched) updates the tree and the inspector in place:
 * the same rows, still expanded and selected, with the new text; undo and redo likewise. A retarget keeps the rows
 * that stand as they did; any other edit rebuilds the tree.
 */
@ExtendWith(ApplicationExtension.class)
class PatchedEditTreeTest {
    static final DocumentPath NAME = DocumentPath.parse("$.index[1].name");

    DocumentViewModel doc;
    DocumentTreeView tree;
    InspectorView inspector;

    @Start void start(Stage stage) {
        doc = new DocumentViewModel(BigArrayRowsTest.indexedFile(20), false);
        tree = new DocumentTreeView(doc);
        inspector = new InspectorView(new InspectorViewModel(doc));
        stage.setScene(new Scene(new HBox(tree.view(), inspector.view()), 900, 600));
        stage.show();
    }

    @Test void aPatchedEditKeepsTheRowsAndShowsTheNewText(FxRobot robot) {
        robot.interact(() -> {
            tree.itemAt(DocumentPath.parse("$.few")).setExpanded(true);
            doc.select(NAME);
        });
        TreeItem<TreeEntry> root = tree.view().getRoot();
        TreeItem<TreeEntry> row = tree.itemAt(NAME);
        TreeItem<TreeEntry> shared = tree.itemAt(DocumentPath.parse("$.few[1]"));
        assertEquals("name: \"t2\"", row.getValue().text());
        assertTrue(shared.getValue().text().contains("\"t2\""), shared.getValue().text());
        Object before = doc.state();

        robot.interact(() -> assertNull(doc.setValue(NAME, NewValue.string("renamed"))));
        assertNotSame(before, doc.state());
        assertTrue(doc.document().keepsStructureOf(((savelens.app.document.DocumentState) before).document()), "the edit is patched");
        assertSame(root, tree.view().getRoot(), "the rows stay");
        assertSame(row, tree.itemAt(NAME));
        assertSame(row, tree.view().getSelectionModel().getSelectedItem(), "the selection stays");
        assertEquals(NAME, doc.selectedPath());
        assertTrue(tree.itemAt(DocumentPath.parse("$.few")).isExpanded(), "expanded rows stay expanded");
        assertEquals("name: \"renamed\"", row.getValue().text());
        assertTrue(shared.getValue().text().contains("\"renamed\""), "a row labelled by the node shows its new name: " + shared.getValue().text());
        assertTrue(cellShows("name: \"renamed\""), "a cell on screen shows the new text");
        assertTrue(!cellShows("name: \"t2\""), "no cell still shows the old text");
        assertEquals("renamed", ((TextField) inspector.editorFor("name")).getText());

        robot.interact(doc::undo);
        assertSame(root, tree.view().getRoot());
        assertEquals("name: \"t2\"", row.getValue().text());
        assertTrue(cellShows("name: \"t2\""));
        assertEquals("t2", ((TextField) inspector.editorFor("name")).getText());
        assertSame(row, tree.view().getSelectionModel().getSelectedItem());

        robot.interact(doc::redo);
        assertSame(root, tree.view().getRoot());
        assertTrue(cellShows("name: \"renamed\""));
        assertEquals("renamed", ((TextField) inspector.editorFor("name")).getText());
        assertTrue(tree.itemAt(DocumentPath.parse("$.few")).isExpanded());
    }

    @Test void aRetargetKeepsTheTreeAndMakesItsRowAgain(FxRobot robot) {
        robot.interact(() -> {
            tree.itemAt(DocumentPath.parse("$.few")).setExpanded(true);
            doc.select(NAME);
        });
        TreeItem<TreeEntry> root = tree.view().getRoot();
        TreeItem<TreeEntry> few0 = tree.itemAt(DocumentPath.parse("$.few[0]"));
        // A retarget changes an edge: the rows whose target, home or marker changed are made again (see RetargetTreeTest).
        robot.interact(() -> assertNull(doc.setValue(DocumentPath.parse("$.few[0]"), NewValue.reference(NodeId.of(5)))));
        assertSame(root, tree.view().getRoot(), "the rows that stand as they did stay");
        assertNotSame(few0, tree.itemAt(DocumentPath.parse("$.few[0]")), "the retargeted row is made again");
        assertTrue(tree.itemAt(DocumentPath.parse("$.few")).isExpanded(), "expanded rows are expanded again");
        assertEquals(NAME, tree.view().getSelectionModel().getSelectedItem().getValue().path());
        assertTrue(tree.itemAt(DocumentPath.parse("$.few[0]")).getValue().text().contains("#5"),
                tree.itemAt(DocumentPath.parse("$.few[0]")).getValue().text());
    }

    private boolean cellShows(String text) {
        List<Node> cells = List.copyOf(tree.view().lookupAll(".tree-cell"));
        for (Node n : cells) {
            if (n instanceof TreeCell<?> cell && cell.isVisible() && cell.getItem() != null && text.equals(cell.getText())) return true;
        }
        return false;
    }
}
