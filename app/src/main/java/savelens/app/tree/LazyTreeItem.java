package savelens.app.tree;

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
            for (TreeEntry child : entries.children(getValue())) super.getChildren().add(new LazyTreeItem(entries, child));
        }
        return super.getChildren();
    }

    /** True once the children exist (expanded state below is then worth remembering). */
    boolean isLoaded() { return loaded; }
}
