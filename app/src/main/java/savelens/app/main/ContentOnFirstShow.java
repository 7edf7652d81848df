package savelens.app.main;

import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.control.Tab;

/**
 * Gives a tab its content the first time it is selected. A tab pane styles, skins and lays out the content of every
 * tab it holds, shown or not: the Hierarchy's table, the Raw text and the bottom panel's Size, Query and Changes views
 * would each cost the window a frame of work as a big document's tab fills in after its tree, for views nobody has
 * looked at yet. (The diagnostics and search lists are light, and a search brings its list forward at once.)
 */
final class ContentOnFirstShow {
    private ContentOnFirstShow() {}

    /** {@code tab} with {@code content} now when it is selected already, else once it is. */
    static Tab of(Tab tab, Node content) {
        return of(tab, () -> content);
    }

    /** {@code tab} with the content {@code made} gives (made then, if not before) when it is first selected. */
    static Tab of(Tab tab, java.util.function.Supplier<Node> made) {
        if (tab.isSelected()) {
            tab.setContent(made.get());
            return tab;
        }
        tab.selectedProperty().addListener(new ChangeListener<>() {
            @Override public void changed(ObservableValue<? extends Boolean> o, Boolean was, Boolean now) {
                if (!now) return;
                o.removeListener(this);
                tab.setContent(made.get());
            }
        });
        return tab;
    }
}
