package savelens.app.theme;

import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.WeakListChangeListener;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Keeps windows in the chosen theme while it changes: the windows it is told to follow, and every window
 * they own (dialogs, alerts) as it opens, so that no dialog has to copy stylesheets and none is left in
 * the theme it opened with. Popups are left alone: they take their owner's styles already. Used on the
 * JavaFX thread; a window that closes is forgotten with it.
 */
public final class ThemedWindows {
    private final ObservableValue<Theme> theme;
    private final Set<Window> followed = Collections.newSetFromMap(new WeakHashMap<>());
    // held here and given to the window list weakly: windows of an app that is gone do not keep it alive
    private final ListChangeListener<Window> opened = c -> {
        while (c.next()) c.getAddedSubList().forEach(this::applyIfOurs);
    };
    private final ChangeListener<Theme> changed = (o, was, now) -> applyAll();

    public ThemedWindows(ObservableValue<Theme> theme) {
        this.theme = theme;
        Window.getWindows().addListener(new WeakListChangeListener<>(opened));
        theme.addListener(changed);
    }

    /** Themes this window (now, and whenever the theme changes) and every window it owns. */
    public void follow(Window window) {
        followed.add(window);
        apply(window);
    }

    /** The window goes its own way again (it is about to close, say). */
    public void forget(Window window) { followed.remove(window); }

    private void applyAll() {
        for (Window w : Set.copyOf(followed)) apply(w);
        for (Window w : Window.getWindows()) applyIfOurs(w);
    }

    private void applyIfOurs(Window window) {
        for (Window at = window; at != null; at = ownerOf(at)) {
            if (followed.contains(at)) {
                apply(window);
                return;
            }
        }
    }

    private static Window ownerOf(Window w) {
        if (w instanceof Stage s) return s.getOwner();
        if (w instanceof PopupWindow p) return p.getOwnerWindow();
        return null;
    }

    private void apply(Window window) {
        if (window instanceof PopupWindow || window.getScene() == null) return;
        ThemeSwitcher.apply(window.getScene(), theme.getValue());
    }
}
