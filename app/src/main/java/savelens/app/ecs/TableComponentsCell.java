package savelens.app.ecs;

import javafx.scene.control.TableCell;
import javafx.scene.control.Tooltip;
import javafx.scene.image.ImageView;
import savelens.app.theme.Glyphs;
import savelens.icons.Glyph;

/**
 * The table list's components cell: the list after the table glyph, and the whole list one component a
 * line in its tooltip, since a Flecs table's type rarely fits a column.
 */
final class TableComponentsCell extends TableCell<TableEntry, String> {
    private final ImageView glyph = Glyphs.view(Glyph.ECS_TABLE);
    private final Tooltip tooltip = new Tooltip();

    TableComponentsCell() {
        getStyleClass().add("table-components-cell");
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(520);
    }

    @Override
    protected void updateItem(String item, boolean empty) {
        super.updateItem(item, empty);
        TableEntry entry = empty || getTableRow() == null ? null : getTableRow().getItem();
        if (entry == null || item == null) {
            setText(null);
            setGraphic(null);
            setTooltip(null);
            return;
        }
        setText(item);
        setGraphic(glyph);
        tooltip.setText(entry.componentsLines());
        setTooltip(tooltip);
    }
}
