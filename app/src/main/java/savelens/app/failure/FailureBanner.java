package savelens.app.failure;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/** An unexpected failure, in one line across the top of the window ({@code #failure}) until dismissed. */
public final class FailureBanner {
    private final HBox bar = new HBox(8);

    public FailureBanner(UncaughtFailures failures) {
        Label message = new Label();
        message.setId("failure");
        message.setWrapText(true);
        message.textProperty().bind(failures.messageProperty());
        HBox.setHgrow(message, Priority.ALWAYS);
        message.setMaxWidth(Double.MAX_VALUE);
        Button dismiss = new Button("✕");
        dismiss.setId("dismissFailure");
        dismiss.getStyleClass().add("banner-close");
        dismiss.setOnAction(e -> failures.dismiss());
        bar.getChildren().addAll(message, dismiss);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("load-error");
        bar.visibleProperty().bind(failures.messageProperty().isNotEmpty());
        bar.managedProperty().bind(bar.visibleProperty());
    }

    public HBox view() { return bar; }
}
