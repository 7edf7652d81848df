package savelens.app.main;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

/** The window's menu items by id, one submenu deep (File ▸ Backups to Keep), for tests to fire and inspect. */
final class WindowMenus {
    private WindowMenus() {}

    static MenuItem item(MainWindow window, String id) {
        MenuBar bar = (MenuBar) ((VBox) ((BorderPane) window.scene().getRoot()).getTop()).getChildren().get(0);
        for (Menu m : bar.getMenus()) {
            for (MenuItem i : m.getItems()) {
                if (id.equals(i.getId())) return i;
                if (i instanceof Menu sub) for (MenuItem j : sub.getItems()) if (id.equals(j.getId())) return j;
            }
        }
        throw new AssertionError("no menu item " + id);
    }
}
