package savelens.app.main;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ChangeListener;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import org.controlsfx.control.StatusBar;
import savelens.app.document.DocumentViewModel;

/**
 * Format and graph counts, the selection's path, and the background work under way: the newest task,
 * its progress, and Cancel when it can be cancelled. The current document's message ("Saved …", a refused edit,
 * a failure) shows here too, in a label of its own, so a message never moves the document above it.
 */
final class StatusBarView {
    private final Button cancel = new Button("Cancel");
    /**
     * As tall, idle, as it is while Cancel shows: a bar that grew by Cancel's height at the start of each task that can
     * be cancelled, and shrank at its end, moved the document above it by a pixel or two, so the whole window was laid
     * out again and drawn whole (its root's bounds changed) twice per task, a selection's lookups among them.
     */
    private final StatusBar bar = new StatusBar() {
        @Override protected double computeMinHeight(double width) {
            return Math.max(super.computeMinHeight(width), snappedTopInset() + cancel.prefHeight(-1) + snappedBottomInset());
        }
    };

    StatusBarView(MainViewModel model) {
        bar.setId("statusBar");
        Label selection = new Label();
        selection.setId("statusSelection");
        selection.textProperty().bind(model.selectionProperty());
        Label facts = new Label();
        facts.setId("statusFacts");
        facts.textProperty().bind(model.documentFactsProperty());
        bar.getLeftItems().setAll(facts, new Separator(Orientation.VERTICAL), selection);
        bar.textProperty().bind(model.busyTextProperty());
        // Determinate while the file is indexed, indeterminate (-1) for steps of unknown length, empty when idle.
        bar.progressProperty().bind(Bindings.when(model.busyProperty()).then(model.progressProperty()).otherwise(0.0));
        cancel.setId("cancelTask");
        cancel.setOnAction(e -> model.cancelShownTask());
        cancel.visibleProperty().bind(model.cancellableProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        // The task's words sit in the bar's own label (.status-label), apart from the selection's path.
        Label message = documentMessage(model);
        // A refusal that names several nodes is read whole: the message wraps onto more lines past most of the bar's width.
        message.maxWidthProperty().bind(bar.widthProperty().multiply(0.6));
        bar.getRightItems().setAll(message, cancel);
    }

    /** The current document's message, whole (also in the tooltip), empty when there is none. */
    private static Label documentMessage(MainViewModel model) {
        Label message = new Label();
        message.setId("documentMessage");
        message.getStyleClass().add("document-message");
        message.setWrapText(true);
        message.setMinHeight(Region.USE_PREF_SIZE);
        // Hidden while empty but always laid out: the bar keeps its height with or without a message.
        message.visibleProperty().bind(message.textProperty().isNotEmpty());
        Tooltip tip = new Tooltip();
        tip.setWrapText(true);
        tip.setMaxWidth(600);
        tip.textProperty().bind(message.textProperty());
        message.setTooltip(tip);
        ChangeListener<DocumentViewModel> follow = (o, was, now) -> {
            message.textProperty().unbind();
            if (now == null) message.setText("");
            else message.textProperty().bind(Bindings.createStringBinding(
                    () -> now.messageProperty().get() == null ? "" : now.messageProperty().get(), now.messageProperty()));
        };
        model.currentProperty().addListener(follow);
        follow.changed(null, null, model.current());
        return message;
    }

    StatusBar view() { return bar; }
}
