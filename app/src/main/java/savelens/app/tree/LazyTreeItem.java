package savelens.app.tree;

import java.util.List;
import javafx.collections.ObservableList;
import javafx.scene.control.TreeItem;

/** A tree item whose children are made the first time someone asks for them. */
final class LazyTreeItem extends TreeItem<TreeEntry> {
    private final TreeEntries entries;
    private boolean loaded;

    LazyTreeItem(TreeEntries entries, TreeEntry entry) {
        super(entry);
        this.entries = entries;
    }

    @Override public boolean isLeaf() { return getValue().isLeaf(); }

    @Override public ObservableList<TreeItem<TreeEntry>> getChildren() {
        if (!loaded) {
            loaded = true;
            List<TreeEntry> rows = entries.children(getValue());
            @SuppressWarnings("unchecked")
            TreeItem<TreeEntry>[] items = new TreeItem[rows.size()];
            for (int i = 0; i < items.length; i++) items[i] = new LazyTreeItem(entries, rows.get(i));
            // One change for the whole level: adding one by one sends the tree one event per row.
            super.getChildren().setAll(items);
        }
        return super.getChildren();
    }

    /** True once the children exist (expanded state below is then worth remembering). */
    boolean isLoaded() { return loaded; }
}
