package savelens.app.inspector;

import java.util.function.Function;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.VBox;
import savelens.app.document.DocumentUndoKeys;
import savelens.document.NewValue;

/**
 * The shared part of the inspector's editors: one field, its control, and an inline line that says why
 * an input was refused ({@code :invalid} on the control meanwhile).
 */
abstract class ValueEditor {
    static final PseudoClass INVALID = PseudoClass.getPseudoClass("invalid");

    /** The field shown; another when the inspector shows a changed value in this editor ({@link #show}). */
    protected FieldRow row;
    protected final InspectorViewModel model;
    private final Label error = new Label();
    private VBox box;
    private boolean closed;
    /** A text editor's text as the field showed it, or as it last took it. */
    private String shown;
    /** Where the focus came from when F2 brought it here; Enter (once taken) or Esc gives it back there. */
    private Node returnTo;

    ValueEditor(FieldRow row, InspectorViewModel model) {
        this.row = row;
        this.model = model;
        error.getStyleClass().add("edit-error");
        error.setWrapText(true);
        error.setManaged(false);
        error.setVisible(false);
    }

    /** The editing control itself. */
    abstract Control control();

    /** Puts the value of {@link #row} into the control (and whatever stands beside it). */
    abstract void showValue();

    /**
     * Whether this editor can show {@code next} in place of its row: the same place, name and kind, the same labels
     * around it and the same kind of editor, so that only the value it holds differs.
     */
    final boolean canShow(FieldRow next) {
        return next.path().equals(row.path()) && next.name().equals(row.name()) && next.kind() == row.kind()
                && java.util.Objects.equals(next.slot(), row.slot()) && next.registryKind().equals(row.registryKind())
                && ValueEditors.choose(next) == ValueEditors.choose(row);
    }

    /**
     * Shows {@code next} (see {@link #canShow}) with the same control: an edited value shows without a new control
     * to make, style and lay out, and the focus stays where it is. Open again for edits, whether or not it was closed.
     */
    final void show(FieldRow next) {
        row = next;
        closed = false;
        accept();
        showValue();
    }

    /** A text field shows {@code text} as what it shows now: leaving it unchanged writes nothing. */
    protected final void showText(TextField field, String text) {
        field.setText(text);
        shown = text;
    }

    final Node view() {
        if (box == null) {
            Control c = control();
            c.setId("field-" + idPart(row.name()));
            c.getStyleClass().add("value-editor");
            box = new VBox(2, withControl(c), error);
        }
        return box;
    }

    /** What stands in the field's cell around the control (the control alone, unless an editor adds to it). */
    protected Node withControl(Control c) { return c; }

    /** Hands a value to the document; shows the reason inline when it is refused. */
    protected final void commit(NewValue value) {
        if (closed) return;
        FieldRow was = row;
        // Closed until the edit's state shows in it; an edit done at once has shown it already, and it stays open.
        if (settle(model.commit(row, value)) && row == was) closed = true;
    }

    /** Shows a refusal inline, or clears an earlier one; true when there was none. */
    private boolean settle(String reason) {
        if (reason != null) {
            refuse(reason);
            return false;
        }
        accept();
        return true;
    }

    /**
     * A text field's edit is committed on Enter and when the focus leaves it, and only when the user changed
     * its text: it is compared with what the field showed, never with a value derived again, so passing
     * through a field (Tab, a click elsewhere, a dialog) writes nothing. {@code commit} returns null when
     * done, else why not; what it took becomes what the field shows.
     */
    protected final void commitOnEnterOrLeave(TextField field, Function<String, String> commit) {
        commitOnEnter(field, commit);
        field.focusedProperty().addListener((o, was, now) -> {
            if (!now) commitChanged(field, commit);
        });
    }

    /**
     * As {@link #commitOnEnterOrLeave}, on Enter only. Esc puts back the text the field showed; Ctrl+Z and
     * Ctrl+Shift+Z undo and redo the document's edits ({@link DocumentUndoKeys}).
     */
    protected final void commitOnEnter(TextField field, Function<String, String> commit) {
        shown = field.getText();
        field.setOnAction(e -> {
            commitChanged(field, commit);
            if (!error.isVisible()) giveFocusBack();
        });
        field.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() != KeyCode.ESCAPE) return;
            boolean changed = putBack(field);
            if (changed || returnTo != null) e.consume();
            giveFocusBack();
        });
        DocumentUndoKeys.install(field, model.document(), () -> !field.getText().equals(shown), () -> putBack(field));
    }

    /** Puts back the text the field showed, when the user typed over it; true when there was typing to take back. */
    private boolean putBack(TextField field) {
        if (field.getText().equals(shown)) return false;
        field.setText(shown);
        field.selectAll();
        accept();
        return true;
    }

    /** After F2's edit is done (Enter taken, or Esc), the focus goes back where it came from: the row it was on. */
    private void giveFocusBack() {
        Node back = returnTo;
        returnTo = null;
        if (back != null && back.getScene() != null) back.requestFocus();
    }

    /** F2: the focus goes to the control, its text selected for typing over. */
    void startEditing() {
        Control c = control();
        returnTo = c.getScene() == null ? null : c.getScene().getFocusOwner();
        if (returnTo == c) returnTo = null;
        c.requestFocus();
        if (c instanceof TextField t) t.selectAll();
    }

    private void commitChanged(TextField field, Function<String, String> commit) {
        if (closed) return;
        String text = field.getText();
        if (text.equals(shown)) {
            accept(); // back to what it showed: nothing to write, and nothing wrong
            return;
        }
        if (settle(commit.apply(text))) shown = text;
    }

    /** Called when the inspector puts away this editor: a focus change on the way out must not edit again. */
    final void close() { closed = true; }

    protected final void refuse(String reason) {
        error.setText(reason);
        error.setId("editError");
        error.setManaged(true);
        error.setVisible(true);
        control().pseudoClassStateChanged(INVALID, true);
    }

    protected final void accept() {
        error.setText("");
        error.setId(null);
        error.setManaged(false);
        error.setVisible(false);
        control().pseudoClassStateChanged(INVALID, false);
    }

    static String idPart(String name) {
        StringBuilder s = new StringBuilder();
        for (char c : name.toCharArray()) s.append(Character.isLetterOrDigit(c) || c == '_' || c == '-' ? c : '_');
        return s.toString();
    }
}
