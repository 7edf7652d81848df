package savelens.app.structure;

import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.value.ObservableStringValue;
import javafx.event.ActionEvent;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.stage.Window;

/**
 * A small dialog of labelled fields with OK and Cancel, shared by the structural edits. OK asks the view
 * model to submit; a refusal keeps the dialog open with the reason shown under the fields. Shown without
 * waiting, so the window (and a test robot) stays live.
 */
final class FormDialog {
    private final Dialog<ButtonType> dialog = new Dialog<>();
    private final GridPane grid = new GridPane();
    private int rows;

    FormDialog(Window owner, String id, String title, ObservableStringValue heading) {
        // Owned by the window, so it wears the window's theme and follows it (see ThemedWindows).
        if (owner != null) dialog.initOwner(owner);
        dialog.setTitle(title);
        dialog.headerTextProperty().bind(heading);
        dialog.getDialogPane().setId(id);
        dialog.getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(ButtonType.OK).setId(id + "Ok");
        grid.setHgap(8);
        grid.setVgap(8);
        grid.setPadding(new Insets(10, 12, 4, 12));
        ColumnConstraints labels = new ColumnConstraints();
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        fields.setMinWidth(280);
        grid.getColumnConstraints().setAll(labels, fields);
        dialog.getDialogPane().setContent(grid);
        dialog.setResizable(true);
    }

    FormDialog row(String label, Node field) {
        Label l = new Label(label);
        l.setLabelFor(field);
        grid.addRow(rows++, l, field);
        return this;
    }

    /** A line of help under the fields. */
    FormDialog note(String text) {
        Label note = new Label(text);
        note.setWrapText(true);
        note.getStyleClass().add("inspector-dim");
        grid.add(note, 1, rows++);
        return this;
    }

    /** The reason the last OK was refused, under the fields; OK submits and closes only when that succeeds. */
    FormDialog submitting(String errorId, ObservableStringValue error, BooleanExpression submittable, BooleanSupplier submit) {
        Label message = new Label();
        message.setId(errorId);
        message.getStyleClass().add("document-message");
        message.setWrapText(true);
        message.setPrefWidth(420);
        message.setMinHeight(Region.USE_PREF_SIZE); // wrap onto as many lines as the reason needs
        message.textProperty().bind(error);
        message.visibleProperty().bind(message.textProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());
        // The dialog grows to show the whole reason and shrinks back when it goes.
        message.textProperty().addListener((o, was, now) -> Platform.runLater(() -> {
            Window w = dialog.getDialogPane().getScene() == null ? null : dialog.getDialogPane().getScene().getWindow();
            if (w != null) w.sizeToScene();
        }));
        grid.add(message, 0, rows++, 2, 1);
        Button ok = (Button) dialog.getDialogPane().lookupButton(ButtonType.OK);
        ok.disableProperty().bind(submittable.not());
        ok.addEventFilter(ActionEvent.ACTION, e -> {
            if (!submit.getAsBoolean()) e.consume();
        });
        return this;
    }

    void show(Node focus) {
        dialog.show();
        focus.requestFocus();
    }

    Dialog<ButtonType> dialog() { return dialog; }
}
