package savelens.app.tree;

import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.css.PseudoClass;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeCell;
import javafx.scene.image.ImageView;
import javafx.scene.input.MouseButton;
import savelens.app.theme.Glyphs;
import savelens.document.Document;
import savelens.path.DocumentPath;
import savelens.icons.Glyph;

/**
 * A tree row: a glyph for what it is (node, array, reference, value, or a marker), its text, and for a marker a
 * tooltip and the {@code :cycle}/{@code :shared}/{@code :dangling} state; {@code :changed} when it differs from a compared file;
 * {@code :pending} while its unfolding or share mark waits for a retarget's analysis.
 */
final class TreeEntryCell extends TreeCell<TreeEntry> {
    /** A value that differs from a compared file. */
    private static final PseudoClass CHANGED = PseudoClass.getPseudoClass("changed");
    /** A reference whose unfolding or share mark is from before a retarget, until the edit's analysis lands. */
    static final PseudoClass PENDING = PseudoClass.getPseudoClass("pending");
    /** Shows only its image; its text is the marker's character, for tests, copies and screen readers. */
    private final Label glyph = new Label();
    private final Map<Glyph, ImageView> images = new EnumMap<>(Glyph.class);
    /** Made the first time this cell shows a marker: most cells never do, and a screenful is made at each rebuild. */
    private Tooltip tooltip;
    private final Supplier<Document> document;
    private final Supplier<Set<DocumentPath>> changed;

    TreeEntryCell(Consumer<TreeEntry> activate, Supplier<Document> document, Supplier<Set<DocumentPath>> changed) {
        this.document = document;
        this.changed = changed;
        getStyleClass().add("document-tree-cell");
        glyph.getStyleClass().add("entry-glyph");
        glyph.setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && getItem() != null && getItem().marker().jumps()) {
                activate.accept(getItem());
                e.consume();
            }
        });
    }

    /** Shows its entry again, whose text may have changed (a patched edit keeps the entries, see {@link DocumentTreeView}). */
    void showAgain() {
        updateItem(getItem(), isEmpty());
    }

    @Override protected void updateItem(TreeEntry entry, boolean empty) {
        super.updateItem(entry, empty);
        Marker marker = empty || entry == null ? Marker.NONE : entry.marker();
        for (Marker m : Marker.values()) if (m.pseudoClass() != null) pseudoClassStateChanged(m.pseudoClass(), m == marker);
        Set<DocumentPath> differ = changed.get();
        pseudoClassStateChanged(CHANGED, !empty && entry != null && !differ.isEmpty() && !entry.isRange() && differ.contains(entry.path()));
        pseudoClassStateChanged(PENDING, !empty && entry != null && entry.isPending());
        if (empty || entry == null) {
            setText(null);
            setGraphic(null);
            setTooltip(null);
            return;
        }
        setText(entry.text());
        Glyph icon = EntryGlyph.of(entry, document.get());
        glyph.setGraphic(images.computeIfAbsent(icon, Glyphs::view));
        glyph.setText(marker == Marker.NONE ? null : marker.glyph());
        glyph.setAccessibleText(icon.meaning());
        setGraphic(glyph);
        if (marker == Marker.NONE) {
            setTooltip(null);
        } else {
            if (tooltip == null) tooltip = new Tooltip();
            tooltip.setText(entry.tooltip());
            setTooltip(tooltip);
        }
    }
}
