package savelens.app.document;

import java.util.function.BooleanSupplier;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

/**
 * Edit ▸ Undo and Redo's keys (Shortcut+Z, Shortcut+Shift+Z and Shortcut+Y) in a field that edits a value of the document.
 * A text field takes these keys for its own text undo before the menu's accelerators see them, so after Enter,
 * with the focus still in the field, Ctrl+Z did nothing to the document, and the edit one thought undone was
 * saved. Here the keys go to the document's history whenever the field holds what it shows.
 */
public final class DocumentUndoKeys {
    private static final KeyCombination UNDO = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination REDO = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN,
            KeyCombination.SHIFT_DOWN);
    /** The window's second Redo chord. */
    private static final KeyCombination REDO_TOO = new KeyCodeCombination(KeyCode.Y, KeyCombination.SHORTCUT_DOWN);

    private DocumentUndoKeys() { }

    /**
     * Sends the keys of {@code field} to {@code document}'s undo and redo. {@code typing} says whether the field
     * holds text the user typed and has not committed; {@code putBack} shows again the value the field showed.
     * <p>
     * With typing not yet committed, Ctrl+Z puts the shown value back and undoes nothing in the document: the
     * typing is the newest change, not yet an edit, and it is taken back first and whole, as Esc does. The field's
     * own text undo would instead step through the texts the window put there (each value shown is a step of it),
     * which the user never typed. The next Ctrl+Z then undoes the document. Redo is left to the field meanwhile:
     * a document redo would overwrite the typing.
     */
    public static void install(TextInputControl field, DocumentViewModel document, BooleanSupplier typing, Runnable putBack) {
        field.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (UNDO.match(e)) {
                if (typing.getAsBoolean()) putBack.run();
                else document.undo();
                e.consume();
            } else if ((REDO.match(e) || REDO_TOO.match(e)) && !typing.getAsBoolean()) {
                document.redo();
                e.consume();
            }
        });
    }
}
