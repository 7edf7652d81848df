package savelens.app.ecs;

import javafx.beans.binding.Bindings;
import javafx.event.ActionEvent;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * Asks for the address of a running world. The kind of server is found from its replies, never asked.
 * Connect tries the address in the background and the dialog stays open, saying why, until a world
 * answers; Cancel gives the attempt up. The world shown meanwhile stays as it is.
 */
final class ConnectDialog {
    static final ButtonType CONNECT = new ButtonType("Connect", ButtonBar.ButtonData.OK_DONE);

    private final LiveConnection connection;
    private final Dialog<ButtonType> dialog = new Dialog<>();
    private final TextField address = new TextField();
    private boolean attempted;

    /** Proposes the address that last answered (see {@link LiveConnection#proposedAddress()}). */
    ConnectDialog(LiveConnection connection, Window owner) {
        this.connection = connection;
        dialog.initOwner(owner);
        dialog.setTitle("Connect to a World");
        dialog.setHeaderText("Address of a running world");
        address.setId("connectAddress");
        address.setText(connection.proposedAddress());
        address.setPromptText("http://127.0.0.1:27750");
        address.setPrefColumnCount(28);
        Label hint = new Label("A Flecs application with its REST module (port 27750) or a world serving SaveLens's live "
                + "protocol (port 27760). Which one it is is read from its replies.");
        // Wrapped at a width of its own and as tall as its lines need: the dialog never cuts it to "…".
        hint.setWrapText(true);
        hint.setPrefWidth(420);
        hint.setMaxWidth(420);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        hint.getStyleClass().add("connect-hint");
        hint.setId("connectHint");

        Label error = new Label();
        error.setId("connectError");
        error.getStyleClass().add("connect-error");
        error.setWrapText(true);
        error.setPrefWidth(420);
        error.setMaxWidth(420);
        error.setMinHeight(Region.USE_PREF_SIZE);
        error.textProperty().bind(connection.connectErrorProperty());
        error.visibleProperty().bind(connection.connectErrorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());

        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(16, 16);
        Label trying = new Label();
        trying.setId("connectProgress");
        trying.textProperty().bind(Bindings.concat("Connecting to ", address.textProperty(), "…"));
        HBox progress = new HBox(6, spinner, trying);
        progress.visibleProperty().bind(connection.connectingProperty());
        progress.managedProperty().bind(progress.visibleProperty());

        VBox content = new VBox(8, address, hint, progress, error);
        content.getStyleClass().add("connect-dialog");
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().getButtonTypes().setAll(CONNECT, ButtonType.CANCEL);
        var css = ConnectDialog.class.getResource(LiveEcsView.STYLESHEET);
        if (css != null) dialog.getDialogPane().getStylesheets().add(css.toExternalForm()); // the theme comes with the owner

        Button connect = (Button) dialog.getDialogPane().lookupButton(CONNECT);
        connect.setId("connectNow");
        connect.disableProperty().bind(connection.connectingProperty().or(address.textProperty().isEmpty()));
        connect.addEventFilter(ActionEvent.ACTION, e -> {
            e.consume(); // stays open until the world answers
            attempted = true;
            connection.open(address.getText());
        });
        connection.connectingProperty().addListener((o, was, now) -> {
            if (!now && attempted && connection.connectErrorProperty().get().isEmpty() && dialog.isShowing()) {
                attempted = false;
                dialog.setResult(CONNECT);
                dialog.close();
            }
        });
        dialog.setOnHidden(e -> {
            if (dialog.getResult() != CONNECT) connection.cancel();
        });
    }

    /** Shows the dialog and returns at once (the answer arrives through the connection). */
    void show() {
        dialog.show();
        address.requestFocus();
    }

    Dialog<ButtonType> dialog() {
        return dialog;
    }

    String address() {
        return address.getText();
    }
}
