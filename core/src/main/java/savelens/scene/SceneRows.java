package savelens.scene;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * Every object of a scene as a row ({@link SceneRow}), for a printer that makes each row's text in one order and writes
 * the texts in the tree's: the rows are numbered from 0 up in the order the file gives the objects (their places in
 * {@link SceneHierarchy#objects()} once the objects are built), any run of them is read through a {@link Reader}, and
 * {@link #inOrder} gives their numbers in the tree's order. A reader is for one thread; several readers may read runs
 * on threads of their own at once (the scene's arrays and the document are only read), so the rows of a big scene
 * can be made on two cores.
 */
public final class SceneRows {
    private final SceneTree tree; // null once the objects are built
    private final List<SceneObject> built;

    SceneRows(SceneTree tree) {
        this.tree = tree;
        this.built = null;
        tree.rowsReady();
    }

    SceneRows(List<SceneObject> built) {
        this.tree = null;
        this.built = built;
    }

    /** How many rows (objects) there are. */
    public int count() { return tree != null ? tree.facts().objects : built.size(); }

    /** A reader of runs of rows, for the calling thread. */
    public Reader reader() { return new Reader(); }

    /** Each row's number in the order of {@link SceneHierarchy#objects()}. */
    public void inOrder(IntConsumer action) {
        if (tree != null) tree.forEachSlotInOrder(action);
        else for (int i = 0; i < built.size(); i++) action.accept(i);
    }

    /** Reads runs of rows on one thread; one {@link SceneRow} moved from row to row, valid only inside the call. */
    public final class Reader {
        private final SceneTree.RowReader rows = tree != null ? tree.rowReader() : null;

        private Reader() {}

        /** Rows {@code from} to before {@code to}, in that order, each numbered ({@link SceneRow#number}). */
        public void rows(int from, int to, Consumer<SceneRow> action) {
            if (from < 0 || to > count() || from > to) throw new IndexOutOfBoundsException("rows " + from + " to " + to + " of " + count());
            if (rows != null) rows.rows(from, to, action);
            else SceneRow.eachBuilt(built, from, to, action);
        }
    }
}
