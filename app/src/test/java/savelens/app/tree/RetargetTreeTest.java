package savelens.app.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.path.DocumentPath;

/**
 * A patched retarget (and its undo and redo) keeps the tree's rows that stand for their place as before and replaces
 * only those whose target, home or marker changed; the rows shown are those a tree made anew from the state shows.
 */
@ExtendWith(ApplicationExtension.class)
class RetargetTreeTest {
    static final DocumentPath A0 = DocumentPath.parse("$.a[0]");
    static final DocumentPath B0 = DocumentPath.parse("$.b[0]");

    DocumentViewModel doc;
    DocumentTreeView tree;

    /** The scene's a[0] is #1's home, b[0] #2's; each Thing's child its own node (#3 under #1, #4 under #2). */
    static DocumentLoader.Loaded twoOwners() {
        String json = "{\"root\":0,\"types\":[{\"name\":\"Scene\",\"version\":1,\"fields\":["
                + "{\"name\":\"a\",\"kind\":\"array\",\"type\":\"Thing\"},{\"name\":\"b\",\"kind\":\"array\",\"type\":\"Thing\"}]},"
                + "{\"name\":\"Thing\",\"version\":1,\"fields\":[{\"name\":\"name\",\"kind\":\"string\"},{\"name\":\"child\",\"kind\":\"ref\",\"type\":\"Thing\"}]}],"
                + "\"nodes\":[{\"id\":0,\"type\":\"Scene\",\"fields\":{\"a\":[1],\"b\":[2]}},"
                + "{\"id\":1,\"type\":\"Thing\",\"fields\":{\"name\":\"t1\",\"child\":3}},"
                + "{\"id\":2,\"type\":\"Thing\",\"fields\":{\"name\":\"t2\",\"child\":4}},"
                + "{\"id\":3,\"type\":\"Thing\",\"fields\":{\"name\":\"t3\",\"child\":null}},"
                + "{\"id\":4,\"type\":\"Thing\",\"fields\":{\"name\":\"t4\",\"child\":null}}]}";
        return DocumentLoader.Loaded.of(OpenFile.read(json.getBytes(StandardCharsets.UTF_8), ReadContext.of(null)));
    }

    @Start void start(Stage stage) {
        doc = new DocumentViewModel(twoOwners(), false);
        tree = new DocumentTreeView(doc);
        stage.setScene(new Scene(tree.view(), 600, 500));
        stage.show();
    }

    @Test void aRetargetReplacesOnlyTheRowsWhoseHomeChanged(FxRobot robot) {
        robot.interact(() -> {
            tree.itemAt(DocumentPath.parse("$.a")).setExpanded(true);
            tree.itemAt(DocumentPath.parse("$.b")).setExpanded(true);
            tree.itemAt(A0).setExpanded(true);
            tree.itemAt(B0).setExpanded(true);
            doc.select(DocumentPath.parse("$.b"));
        });
        TreeItem<TreeEntry> root = tree.view().getRoot();
        TreeItem<TreeEntry> a = tree.itemAt(DocumentPath.parse("$.a"));
        TreeItem<TreeEntry> b = tree.itemAt(DocumentPath.parse("$.b"));
        TreeItem<TreeEntry> a0 = tree.itemAt(A0);
        TreeItem<TreeEntry> b0 = tree.itemAt(B0);
        assertEquals(Marker.NONE, b0.getValue().marker(), "b[0] is #2's home");
        List<String> before = shownRows();
        DocumentState was = doc.state();

        // a[0] now names #2: a[0] comes first, so it becomes #2's home and b[0] a shared marker; #1 and #3 are left.
        robot.interact(() -> assertNull(doc.setValue(A0, NewValue.reference(NodeId.of(2)))));
        assertTrue(doc.document().keepsValuesOf(was.document()), "the retarget is patched");
        assertSame(root, tree.view().getRoot(), "the tree keeps its root");
        assertSame(a, tree.itemAt(DocumentPath.parse("$.a")), "rows that stand as they did stay");
        assertSame(b, tree.itemAt(DocumentPath.parse("$.b")));
        assertSame(b, tree.view().getSelectionModel().getSelectedItem(), "the selection stays");
        assertNotSame(a0, tree.itemAt(A0), "a[0] unfolds another node");
        assertNotSame(b0, tree.itemAt(B0), "b[0] is a marker now");
        assertEquals(Marker.SHARED, tree.itemAt(B0).getValue().marker());
        assertTrue(tree.itemAt(B0).isLeaf());
        assertTrue(tree.itemAt(A0).isExpanded(), "a replaced row that was expanded is expanded again");
        assertEquals(List.of("$.a[0].name: \"t2\"", "$.a[0].child: #4 Thing \"t4\""), childrenOf(A0));
        assertEquals(Marker.NONE, tree.itemAt(DocumentPath.parse("$.a[0].child")).getValue().marker(), "#4's home moved with #2");
        List<String> after = shownRows();
        assertEquals(rowsOfANewTree(), after, "the rows are those a tree made anew shows");
        assertTrue(cellShows("[0]: #2 Thing \"t2\""), "a cell shows the new target");

        robot.interact(doc::undo);
        assertSame(root, tree.view().getRoot());
        assertSame(b, tree.itemAt(DocumentPath.parse("$.b")));
        assertEquals(Marker.NONE, tree.itemAt(B0).getValue().marker(), "b[0] is #2's home again");
        assertEquals(List.of("$.a[0].name: \"t1\"", "$.a[0].child: #3 Thing \"t3\""), childrenOf(A0));
        assertEquals(before, shownRows(), "undo shows the rows as they were");
        assertEquals(rowsOfANewTree(), shownRows());

        robot.interact(doc::redo);
        assertSame(root, tree.view().getRoot());
        assertEquals(after, shownRows(), "redo shows the retarget's rows again");
        assertEquals(Marker.SHARED, tree.itemAt(B0).getValue().marker());
        assertSame(b, tree.view().getSelectionModel().getSelectedItem());
    }

    @Test void aRetargetThatMovesNoHomeKeepsEveryRowButTheEditedOne(FxRobot robot) {
        robot.interact(() -> {
            tree.itemAt(DocumentPath.parse("$.b")).setExpanded(true);
            tree.itemAt(B0).setExpanded(true);
        });
        TreeItem<TreeEntry> b0 = tree.itemAt(B0);
        TreeItem<TreeEntry> name = tree.itemAt(DocumentPath.parse("$.b[0].name"));
        TreeItem<TreeEntry> child = tree.itemAt(DocumentPath.parse("$.b[0].child"));
        // #2's child names #3 instead of #4: #3 was #1's child's home, and stays; #4 is left unreachable.
        robot.interact(() -> assertNull(doc.setValue(DocumentPath.parse("$.b[0].child"), NewValue.reference(NodeId.of(3)))));
        assertSame(b0, tree.itemAt(B0));
        assertSame(name, tree.itemAt(DocumentPath.parse("$.b[0].name")));
        TreeItem<TreeEntry> now = tree.itemAt(DocumentPath.parse("$.b[0].child"));
        assertNotSame(child, now, "the retargeted row is made again");
        assertEquals(Marker.SHARED, now.getValue().marker(), "#3's home is still under a[0]");
        assertEquals("child: #3 Thing \"t3\"", now.getValue().text());
        assertEquals(rowsOfANewTree(), shownRows());
    }

    /** Each row of the tree as shown (expanded rows' children, depth first): path, marker and text. */
    private List<String> shownRows() {
        return robotCall(() -> rows(tree));
    }

    /** The same for a tree made anew from the current state, with the same rows expanded. */
    private List<String> rowsOfANewTree() {
        return robotCall(() -> {
            DocumentTreeView fresh = new DocumentTreeView(doc);
            fresh.expand(tree.expandedPaths());
            return rows(fresh);
        });
    }

    private static List<String> rows(DocumentTreeView view) {
        List<String> out = new ArrayList<>();
        add(view.view().getRoot(), out);
        return out;
    }

    private static void add(TreeItem<TreeEntry> item, List<String> out) {
        TreeEntry e = item.getValue();
        out.add(e.path() + " " + e.marker() + " " + e.text());
        if (item.isExpanded()) for (TreeItem<TreeEntry> child : item.getChildren()) add(child, out);
    }

    private List<String> childrenOf(DocumentPath path) {
        return robotCall(() -> tree.itemAt(path).getChildren().stream()
                .map(i -> i.getValue().path() + ": " + i.getValue().text().substring(i.getValue().text().indexOf(": ") + 2)).toList());
    }

    private static <T> T robotCall(java.util.concurrent.Callable<T> c) {
        try {
            return org.testfx.util.WaitForAsyncUtils.asyncFx(c).get();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private boolean cellShows(String text) {
        return robotCall(() -> {
            for (Node n : tree.view().lookupAll(".tree-cell")) {
                if (n instanceof TreeCell<?> cell && cell.isVisible() && cell.getItem() != null && text.equals(cell.getText())) return true;
            }
            return false;
        });
    }
}
