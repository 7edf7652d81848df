package savelens.app.main;

import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;
import savelens.app.document.DocumentViewModel;

/** What to do with a document that has unsaved changes when it is about to close. */
public enum UnsavedChanges {
    SAVE, DISCARD, CANCEL;

    /** Asks with a dialog. */
    public static UnsavedChanges ask(Window owner, DocumentViewModel doc) {
        return ask(owner, doc, shown -> { });
    }

    /** As {@link #ask(Window, DocumentViewModel)}; {@code whenShown} sees the dialog once it is on screen (tests). */
    static UnsavedChanges ask(Window owner, DocumentViewModel doc, java.util.function.Consumer<Alert> whenShown) {
        ButtonType save = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't Save", ButtonBar.ButtonData.NO);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", save, discard, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setTitle("Unsaved changes");
        alert.setHeaderText(doc.file().getFileName() + " has unsaved changes.");
        alert.setContentText("Save them before closing?");
        alert.setOnShown(e -> whenShown.accept(alert));
        Optional<ButtonType> answer = alert.showAndWait();
        if (answer.isEmpty() || answer.get() == ButtonType.CANCEL) return CANCEL;
        return answer.get() == save ? SAVE : DISCARD;
    }
}
