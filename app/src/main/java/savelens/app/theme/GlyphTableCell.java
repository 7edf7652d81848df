package savelens.app.theme;

import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.image.ImageView;
import savelens.icons.Glyph;

/** A table cell that shows its value as text after a fixed glyph (a table's "what is this row" column). */
public final class GlyphTableCell<S, T> extends TableCell<S, T> {
    private final ImageView glyph;

    public GlyphTableCell(Glyph glyph) {
        this.glyph = Glyphs.view(glyph);
    }

    /** Gives {@code column} cells with {@code glyph}, and returns it, so a column definition stays one expression. */
    public static <S, T> TableColumn<S, T> on(TableColumn<S, T> column, Glyph glyph) {
        column.setCellFactory(c -> new GlyphTableCell<>(glyph));
        return column;
    }

    @Override protected void updateItem(T item, boolean empty) {
        super.updateItem(item, empty);
        setText(empty || item == null ? null : item.toString());
        setGraphic(empty || item == null ? null : glyph);
    }
}
