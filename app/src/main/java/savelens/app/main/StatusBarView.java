package savelens.app.main;

import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import org.controlsfx.control.StatusBar;

/** Format and graph counts, the selection's path, and background progress. */
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
        bar.getLeftItems().setAll(facts, new Separator(javafx.geometry.Orientation.VERTICAL), selection);
        bar.textProperty().bind(model.busyTextProperty());
        bar.progressProperty().bind(javafx.beans.binding.Bindings.when(model.busyProperty()).then(-1.0).otherwise(0.0));
    }

    StatusBar view() { return bar; }
}
