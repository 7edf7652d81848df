package savelens.app.tree;

import java.util.List;
import java.util.function.Consumer;
import javafx.collections.ObservableList;
import javafx.scene.control.TreeItem;

/** A tree item whose children are made the first time someone asks for them. */
final class LazyTreeItem extends TreeItem<TreeEntry> {
    private final TreeEntries entries;
    private final Consumer<Runnable> aroundLoad;
    private boolean loaded;

    /** {@code aroundLoad} runs the making of a level (the tree view uses it to keep JavaFX's focus model out of it). */
    LazyTreeItem(TreeEntries entries, TreeEntry entry, Consumer<Runnable> aroundLoad) {
        super(entry);
        this.entries = entries;
        this.aroundLoad = aroundLoad;
    }

    @Override public boolean isLeaf() { return getValue().isLeaf(); }

    @Override public ObservableList<TreeItem<TreeEntry>> getChildren() {
        if (!loaded) {
            loaded = true;
            List<TreeEntry> rows = entries.children(getValue());
            @SuppressWarnings("unchecked")
            TreeItem<TreeEntry>[] items = new TreeItem[rows.size()];
            for (int i = 0; i < items.length; i++) items[i] = new LazyTreeItem(entries, rows.get(i), aroundLoad);
            // One change for the whole level: adding one by one sends the tree one event per row.
            aroundLoad.accept(() -> super.getChildren().setAll(items));
        }
        return super.getChildren();
    }

    /** True once the children exist (expanded state below is then worth remembering). */
    boolean isLoaded() { return loaded; }
}
