package savelens.app.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import javafx.css.PseudoClass;
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
import savelens.app.document.DocumentViewModel;
import savelens.app.document.EveryDocumentBig;
import savelens.app.task.HeldTaskExecutor;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.path.DocumentPath;

/**
 * A retarget of a big document is shown as soon as it is patched, before its analysis is followed: the edited row shows
 * its new target at once and waits (as every reference waits for a first analysis) to tell whether it unfolds; the
 * other references keep their rows, marked {@code :pending}, since the follow may move a home; when the analysis lands
 * the rows are those a tree made anew shows, nothing pending, the rows expanded below the edited one expanded again.
 */
@ExtendWith(ApplicationExtension.class)
class RetargetBeforeItsAnalysisTreeTest {
    static final DocumentPath A0 = RetargetTreeTest.A0;
    static final DocumentPath B0 = RetargetTreeTest.B0;
    static final PseudoClass PENDING = PseudoClass.getPseudoClass("pending");

    DocumentViewModel doc;
    DocumentTreeView tree;
    final HeldTaskExecutor later = new HeldTaskExecutor().hold();

    @Start void start(Stage stage) {
        doc = new DocumentViewModel(RetargetTreeTest.twoOwners(), false);
        EveryDocumentBig.computeStepsWith(doc, later);
        tree = new DocumentTreeView(doc);
        stage.setScene(new Scene(tree.view(), 600, 500));
        stage.show();
    }

    @Test void theEditedRowShowsAtOnceAndNoMarkIsShownAsCurrentUntilTheAnalysisLands(FxRobot robot) {
        robot.interact(() -> {
            tree.itemAt(DocumentPath.parse("$.a")).setExpanded(true);
            tree.itemAt(DocumentPath.parse("$.b")).setExpanded(true);
            tree.itemAt(A0).setExpanded(true);
            tree.itemAt(B0).setExpanded(true);
        });
        TreeItem<TreeEntry> root = tree.view().getRoot();
        TreeItem<TreeEntry> b = tree.itemAt(DocumentPath.parse("$.b"));

        // a[0] now names #2: it becomes #2's home and b[0] a share, which only the analysis can tell.
        robot.interact(() -> {
            assertNull(doc.setValue(A0, NewValue.reference(NodeId.of(2))));
            later.runHeld(); // the patch lands; its analysis is held
        });
        assertEquals(List.of("Following the references"), fx(() -> later.held().stream().map(t -> t.title()).toList()));
        assertFalse(doc.state().isAnalysed());
        assertSame(root, tree.view().getRoot(), "the tree keeps its rows");
        assertSame(b, tree.itemAt(DocumentPath.parse("$.b")));
        TreeEntry a0 = tree.itemAt(A0).getValue();
        assertEquals(Marker.ANALYSING, a0.marker(), "the edited row waits to tell whether it unfolds");
        assertEquals("[0]: #2 Thing \"t2\"", a0.text(), "and shows its new target at once");
        assertTrue(fx(() -> cellShows("[0]: #2 Thing \"t2\"")), "on screen");
        TreeEntry b0 = tree.itemAt(B0).getValue();
        assertEquals(Marker.NONE, b0.marker(), "b[0] stands as it did");
        assertTrue(b0.isPending(), "but is not shown as current");
        assertTrue(fx(() -> cellOf(B0).getPseudoClassStates().contains(PENDING)), "its cell is marked :pending");
        assertFalse(fx(() -> cellOf(DocumentPath.parse("$.b")).getPseudoClassStates().contains(PENDING)), "a plain array row is not");

        robot.interact(later::runHeld); // the analysis lands
        assertTrue(doc.state().isAnalysed());
        assertSame(root, tree.view().getRoot(), "compared, not rebuilt");
        assertSame(b, tree.itemAt(DocumentPath.parse("$.b")));
        assertEquals(Marker.SHARED, tree.itemAt(B0).getValue().marker(), "b[0] is a share now");
        assertFalse(tree.itemAt(B0).getValue().isPending());
        assertEquals(Marker.NONE, tree.itemAt(A0).getValue().marker(), "a[0] is #2's home");
        assertTrue(tree.itemAt(A0).isExpanded(), "expanded again, as it was before the edit");
        assertEquals(List.of(), fx(() -> tree.view().lookupAll(".document-tree-cell").stream()
                .filter(n -> n.getPseudoClassStates().contains(PENDING)).toList()), "nothing pending");
        List<String> shown = fx(() -> rows(tree));
        List<String> fresh = fx(() -> {
            DocumentTreeView anew = new DocumentTreeView(doc);
            anew.expand(tree.expandedPaths());
            return rows(anew);
        });
        assertEquals(fresh, shown, "the rows are those a tree made anew shows");
    }

    private static <T> T fx(java.util.concurrent.Callable<T> c) {
        try {
            return org.testfx.util.WaitForAsyncUtils.asyncFx(c).get();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private TreeCell<?> cellOf(DocumentPath path) {
        TreeItem<TreeEntry> item = tree.itemAt(path);
        for (Node n : tree.view().lookupAll(".document-tree-cell")) {
            if (n instanceof TreeCell<?> cell && cell.isVisible() && cell.getTreeItem() == item) return cell;
        }
        throw new AssertionError("no cell shows " + path);
    }

    private boolean cellShows(String text) {
        for (Node n : tree.view().lookupAll(".document-tree-cell")) {
            if (n instanceof TreeCell<?> cell && cell.isVisible() && cell.getItem() != null && text.equals(cell.getText())) return true;
        }
        return false;
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
}
