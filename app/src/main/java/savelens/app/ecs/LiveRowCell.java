package savelens.app.ecs;

import javafx.css.PseudoClass;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.util.converter.DefaultStringConverter;

/** A cell of the rows table: shows the field as text, edits it in a text field, and marks a fresh change with {@code :changed}. */
final class LiveRowCell extends TextFieldTableCell<LiveRow, String> {
    static final PseudoClass CHANGED = PseudoClass.getPseudoClass("changed");

    private final FieldColumn column;

    LiveRowCell(FieldColumn column) {
        super(new DefaultStringConverter());
        this.column = column;
        getStyleClass().add("live-cell");
    }

    @Override
    public void updateItem(String item, boolean empty) {
        super.updateItem(item, empty);
        LiveRow row = empty || getTableRow() == null ? null : getTableRow().getItem();
        pseudoClassStateChanged(CHANGED, row != null && row.isChanged(column));
    }
}
