package savelens.app.main;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/** The load error, in words, across the top of the window ({@code #loadError}) until dismissed. */
final class LoadErrorBanner {
    private final HBox bar = new HBox(8);

    LoadErrorBanner(MainViewModel model) {
        Label message = new Label();
        message.setId("loadError");
        message.setWrapText(true);
        message.textProperty().bind(model.loadErrorProperty());
        HBox.setHgrow(message, Priority.ALWAYS);
        message.setMaxWidth(Double.MAX_VALUE);
        Button dismiss = new Button("✕");
        dismiss.setId("dismissLoadError");
        dismiss.getStyleClass().add("banner-close");
        dismiss.setOnAction(e -> model.dismissLoadError());
        bar.getChildren().addAll(message, dismiss);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("load-error");
        bar.visibleProperty().bind(model.loadErrorProperty().isNotEmpty());
        bar.managedProperty().bind(bar.visibleProperty());
    }

    HBox view() { return bar; }
}
