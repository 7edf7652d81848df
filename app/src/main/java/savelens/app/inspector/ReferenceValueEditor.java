package savelens.app.inspector;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.control.Control;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import org.controlsfx.control.textfield.TextFields;

/**
 * A reference field: takes {@code #ID} (or {@code null}); typing a name or type offers matching nodes.
 * The registry and the document decide whether the target is acceptable; refusals show inline.
 */
final class ReferenceValueEditor extends ValueEditor {
    private static final Pattern LEADING_ID = Pattern.compile("^\\s*#(-?\\d+)");
    private final TextField field = new TextField();

    ReferenceValueEditor(FieldRow row, InspectorViewModel model) {
        super(row, model);
        field.setText(row.text());
        field.setPromptText("#ID, a name or a type");
        if (row.targetLabel() != null) field.setTooltip(new Tooltip("→ " + row.targetLabel()));
        TextFields.bindAutoCompletion(field, request -> model.referenceChoices(request.getUserText()));
        commitOnEnter(field, this::commitReference);
    }

    /** {@code #3 GameObject "obj1"} (a chosen suggestion) and {@code #3} both mean #3. */
    static String literal(String text) {
        String t = text.trim();
        if (t.equals("null")) return t;
        Matcher m = LEADING_ID.matcher(t);
        return m.find() ? "#" + m.group(1) : t;
    }

    private String commitReference(String text) {
        String literal = literal(text);
        if (literal.equals(row.text())) return null; // a chosen suggestion for the node it already names
        if (!literal.startsWith("#") && !literal.equals("null")) return "a reference takes #ID or null; \"" + text + "\" names no node";
        return model.commit(row, literal);
    }

    @Override Control control() { return field; }
}
