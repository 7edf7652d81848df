package savelens.app.inspector;

import java.util.regex.Pattern;
import javafx.scene.control.Control;
import javafx.scene.control.TextField;
import savelens.document.NewValue;

/** A number field: checked as the user types; what is not a JSON number is refused with the reason. */
final class NumberValueEditor extends ValueEditor {
    private static final Pattern JSON_NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");
    private final TextField field = new TextField();

    NumberValueEditor(FieldRow row, InspectorViewModel model) {
        super(row, model);
        field.setText(row.text());
        field.textProperty().addListener((o, was, now) -> {
            String reason = check(now);
            if (reason != null) refuse(reason);
            else accept();
        });
        commitOnEnterOrLeave(field, this::commitNumber);
    }

    /** Why the text is not a number, or null when it is one. */
    static String check(String text) {
        String t = text.trim();
        if (t.isEmpty()) return "enter a number";
        if (!JSON_NUMBER.matcher(t).matches()) return "\"" + text + "\" is not a number (write it as JSON does: 42, -3, 1.5, 2e10)";
        return null;
    }

    private String commitNumber(String text) {
        String reason = check(text);
        if (reason != null) return reason;
        String number = text.trim();
        return number.equals(row.text()) ? null : model.commit(row, NewValue.number(number)); // blanks around it are no change
    }

    @Override void showValue() { showText(field, row.text()); }

    @Override Control control() { return field; }
}
