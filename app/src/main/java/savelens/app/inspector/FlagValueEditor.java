package savelens.app.inspector;

import java.util.Set;
import java.util.regex.Pattern;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Control;
import savelens.document.NewValue;
import savelens.document.ValueKind;

/**
 * A flag Unity keeps as the number 0 or 1 ({@code m_IsActive: 1}, {@code m_Enabled: 0}): a check box, as the editor
 * shows it, that writes 1 or 0 (a number still, as the file had it).
 */
final class FlagValueEditor extends ValueEditor {
    /** Unity's own names for on/off settings kept as 0 or 1. */
    private static final Set<String> NAMES = Set.of("m_Enabled", "m_ConstrainProportionsScale", "m_Static", "m_AutoRepeat");
    private static final Pattern FLAG_NAME = Pattern.compile("m_(Is|Use|Enable|Has|Auto)[A-Z].*");
    private final CheckBox box = new CheckBox();

    FlagValueEditor(FieldRow row, InspectorViewModel model) {
        super(row, model);
        showValue();
        box.setOnAction(e -> commit(NewValue.number(box.isSelected() ? "1" : "0")));
    }

    @Override void showValue() { box.setSelected("1".equals(row.text())); }

    /** A number field named as Unity names its flags, holding 0 or 1. */
    static boolean isFlag(FieldRow row) {
        if (row.kind() != ValueKind.NUMBER || !("0".equals(row.text()) || "1".equals(row.text()))) return false;
        String name = row.name().substring(row.name().lastIndexOf('.') + 1);
        return NAMES.contains(name) || FLAG_NAME.matcher(name).matches();
    }

    @Override Control control() { return box; }
}
