package savelens.app.navigation;

import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import savelens.app.document.DocumentViewModel;

/**
 * Keys and mouse buttons over a whole document's view: F2 edits the selected value wherever the focus is, and
 * the mouse's back and forward buttons go back and forward as Alt+Left and Alt+Right do.
 */
public final class NavigationKeys {
    private NavigationKeys() {}

    public static void install(Node view, DocumentViewModel document, ValueActions actions) {
        view.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.F2 && !e.isShortcutDown() && !e.isAltDown()) {
                actions.edit(document.selectedPath());
                e.consume();
            }
        });
        view.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> {
            if (e.getButton() == MouseButton.BACK) {
                document.back();
                e.consume();
            } else if (e.getButton() == MouseButton.FORWARD) {
                document.forward();
                e.consume();
            }
        });
    }
}
