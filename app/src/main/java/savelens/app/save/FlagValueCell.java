package savelens.app.save;

import javafx.scene.control.CheckBox;
import javafx.scene.control.TableRow;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.util.converter.DefaultStringConverter;
import savelens.gamesave.SaveValue;

/**
 * The value of a switch or a variable: a switch is a check box (ticked when on; null, or past the end of the array,
 * is off, as the game reads it), a variable is text edited in place.
 */
final class FlagValueCell extends TextFieldTableCell<FlagRow, String> {
    private final CheckBox box = new CheckBox();
    private final SaveViewModel model;

    FlagValueCell(SaveViewModel model) {
        super(new DefaultStringConverter());
        this.model = model;
        box.getStyleClass().add("switch-box");
        box.setOnAction(e -> {
            FlagRow row = row();
            if (row == null) return;
            SaveValue value = row.flag().value();
            if (model.edit(value, box.isSelected() ? "true" : "false") != null) box.setSelected(isOn(value));
        });
    }

    private FlagRow row() {
        TableRow<FlagRow> r = getTableRow();
        return r == null ? null : r.getItem();
    }

    private static boolean isOn(SaveValue v) { return v.literal().equals("true"); }

    @Override public void updateItem(String item, boolean empty) {
        super.updateItem(item, empty);
        FlagRow row = empty ? null : row();
        if (row != null && row.isSwitch()) {
            box.setSelected(isOn(row.flag().value()));
            box.setText(isOn(row.flag().value()) ? "on" : "off");
            box.setId("switch-" + row.flag().id());
            setText(null);
            setGraphic(box);
        }
    }

    @Override public void startEdit() {
        FlagRow row = row();
        if (row != null && row.isSwitch()) return; // the box is the editor
        super.startEdit();
    }
}
