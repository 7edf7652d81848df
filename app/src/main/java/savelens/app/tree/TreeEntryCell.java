package savelens.app.tree;

import java.util.function.Consumer;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeCell;
import javafx.scene.input.MouseButton;

/** A tree row: its text, and for a marker a glyph, a tooltip and the {@code :cycle}/{@code :shared}/{@code :dangling} state. */
final class TreeEntryCell extends TreeCell<TreeEntry> {
    private final Label glyph = new Label();
    private final Tooltip tooltip = new Tooltip();

    TreeEntryCell(Consumer<TreeEntry> activate) {
        getStyleClass().add("document-tree-cell");
        glyph.getStyleClass().add("marker-glyph");
        setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && getItem() != null && getItem().marker().jumps()) {
                activate.accept(getItem());
                e.consume();
            }
        });
    }

    @Override protected void updateItem(TreeEntry entry, boolean empty) {
        super.updateItem(entry, empty);
        Marker marker = empty || entry == null ? Marker.NONE : entry.marker();
        for (Marker m : Marker.values()) if (m.pseudoClass() != null) pseudoClassStateChanged(m.pseudoClass(), m == marker);
        if (empty || entry == null) {
            setText(null);
            setGraphic(null);
            setTooltip(null);
            return;
        }
        setText(entry.text());
        if (marker == Marker.NONE) {
            setGraphic(null);
            setTooltip(null);
        } else {
            glyph.setText(marker.glyph());
            setGraphic(glyph);
            tooltip.setText(entry.tooltip());
            setTooltip(tooltip);
        }
    }
}
