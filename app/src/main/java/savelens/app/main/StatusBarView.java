package savelens.app.main;

import javafx.beans.binding.Bindings;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import org.controlsfx.control.StatusBar;

/**
 * Format and graph counts, the selection's path, and the background work under way: the newest task,
 * its progress, and Cancel when it can be cancelled.
 */
final class StatusBarView {
    private final StatusBar bar = new StatusBar();

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
        Button cancel = new Button("Cancel");
        cancel.setId("cancelTask");
        cancel.setOnAction(e -> model.cancelShownTask());
        cancel.visibleProperty().bind(model.cancellableProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        bar.getRightItems().setAll(cancel);
    }

    StatusBar view() { return bar; }
}
