package savelens.app.inspector;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.Hyperlink;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import org.controlsfx.control.textfield.TextFields;
import savelens.document.NewValue;
import savelens.document.NodeId;

/**
 * A reference field: takes {@code #ID} (or {@code null}); typing a name or type offers matching nodes.
 * The registry and the document decide whether the target is acceptable; refusals show inline.
 */
final class ReferenceValueEditor extends ValueEditor {
    /**
     * The least width of a long link (a long scene path is cut to it, whole in its tooltip), in em: it sits in the
     * editors' least width, which the names and kinds beside it give way to. At 16 em a link to a scene object of
     * helio's lighthouse held a component's row wider than the inspector's pane at 1024 px.
     */
    private static final double LINK_MOST_EM = 10;
    private final TextField field = WholeTextField.giveWay();
    /** Never cut while the id beside it can give way: as wide as its text, up to {@link #LINK_MOST_EM}. */
    private final Hyperlink follow = new Hyperlink() {
        @Override protected double computeMinWidth(double height) {
            return Math.min(computePrefWidth(height), getFont().getSize() * LINK_MOST_EM);
        }
    };

    ReferenceValueEditor(FieldRow row, InspectorViewModel model) {
        super(row, model);
        field.setText(row.text());
        field.setPromptText("#ID, a name or a type");
        showTarget();
        TextFields.bindAutoCompletion(field, request -> model.referenceChoices(request.getUserText()));
        commitOnEnter(field, this::commitReference);
        follow.setId("follow-" + idPart(row.name()));
        follow.setMnemonicParsing(false);
        follow.getStyleClass().add("follow-link");
        follow.setOnAction(e -> model.followReference(this.row));
    }

    @Override void showValue() {
        showText(field, row.text());
        showTarget();
    }

    /**
     * The node the reference names, on the link beside the field and in the field's tooltip, after the id the field
     * holds: the field gives way to the link in a short row, so its text may show cut.
     */
    private void showTarget() {
        String target = row.targetLabel();
        String fieldTip = target == null ? null : row.text() + " → " + target;
        if (fieldTip == null) field.setTooltip(null);
        else if (field.getTooltip() == null) field.setTooltip(new Tooltip(fieldTip));
        else field.getTooltip().setText(fieldTip);
        follow.setText(target == null ? "" : "→ " + row.targetName());
        follow.setDisable(target == null || target.equals("no such node"));
        String tip = (target == null ? "" : "→ " + target + "\n") + "Follow the reference (Alt+Left comes back)";
        if (follow.getTooltip() == null) follow.setTooltip(new Tooltip(tip));
        else follow.getTooltip().setText(tip);
    }

    /** The field, and beside it a link to the node it names. */
    @Override protected Node withControl(Control c) {
        HBox box = new HBox(6, c, follow);
        box.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(c, Priority.ALWAYS);
        // Where the row is short the id gives way first (it is whole in the field's tooltip) and the link, what a
        // user reads, keeps its text: "→ Lamp" beside a 19-digit Unity id at 1024 px.
        return box;
    }

    /**
     * The value a typed text stands for: {@code #3 GameObject "obj1"} (a chosen suggestion) and {@code #3}
     * both mean #3, {@code #"a1" …} the node with the string id a1, {@code null} no node; null for anything else.
     */
    static NewValue value(String text) {
        String t = text.trim();
        if (t.equals("null")) return NewValue.NULL;
        if (!t.startsWith("#")) return null;
        try {
            NodeId.Token id = NodeId.read(t, 0);
            return id.end() == t.length() || t.charAt(id.end()) == ' ' ? NewValue.reference(id.id()) : null;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private String commitReference(String text) {
        NewValue value = value(text);
        if (value == null) return "a reference takes #ID or null; \"" + text + "\" names no node";
        if (value instanceof NewValue.Reference ref && ref.id().toString().equals(row.text())) return null; // the node it already names
        if (value == NewValue.NULL && row.text().equals("null")) return null;
        return model.commit(row, value);
    }

    @Override Control control() { return field; }
}
