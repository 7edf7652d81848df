package savelens.app.main;

import javafx.beans.binding.Bindings;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import org.controlsfx.control.StatusBar;

/** Format and graph counts, the selection's path, and background progress with Cancel while a file loads. */
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
        cancel.setId("cancelLoad");
        cancel.setOnAction(e -> model.cancelLoading());
        cancel.visibleProperty().bind(model.loadingProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        bar.getRightItems().setAll(cancel);
    }

    StatusBar view() { return bar; }
}
