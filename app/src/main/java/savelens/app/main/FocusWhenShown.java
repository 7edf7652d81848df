package savelens.app.main;

import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.scene.Node;
import javafx.scene.Scene;

/**
 * Gives a node the keyboard once it is part of a scene. A tab's content joins the scene on the skin's
 * next layout pass, which can come after a plain {@code runLater}; asking for focus before that is ignored.
 */
final class FocusWhenShown {
    private FocusWhenShown() {}

    static void request(Node node) {
        Platform.runLater(() -> {
            if (node.getScene() != null) {
                node.requestFocus();
                return;
            }
            node.sceneProperty().addListener(new ChangeListener<Scene>() {
                @Override public void changed(javafx.beans.value.ObservableValue<? extends Scene> o, Scene was, Scene now) {
                    if (now == null) return;
                    node.sceneProperty().removeListener(this);
                    Platform.runLater(node::requestFocus);
                }
            });
        });
    }
}
