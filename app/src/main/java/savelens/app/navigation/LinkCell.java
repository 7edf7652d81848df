package savelens.app.navigation;

import java.util.function.Consumer;
import java.util.function.Function;
import javafx.scene.Node;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.ListCell;

/**
 * A list row that is a link to a place (a referrer, a cycle, a finding): one click follows it, as Enter on the
 * selected row does. The row's text stays its item's, for copies and tests; the link shows it.
 */
public class LinkCell<T> extends ListCell<T> {
    private final Hyperlink link = new Hyperlink();
    private final Function<T, String> text;
    private final Function<T, Node> glyph;

    public LinkCell(Function<T, String> text, Consumer<T> follow) {
        this(text, item -> null, follow);
    }

    /** {@code glyph}: an image shown before the link (may give null). */
    public LinkCell(Function<T, String> text, Function<T, Node> glyph, Consumer<T> follow) {
        this.text = text;
        this.glyph = glyph;
        link.setMnemonicParsing(false);
        link.getStyleClass().add("row-link");
        link.setFocusTraversable(false);
        link.setOnAction(e -> {
            T item = getItem();
            if (item != null) {
                getListView().getSelectionModel().select(getIndex());
                follow.accept(item);
            }
            link.setVisited(false);
        });
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
    }

    @Override protected void updateItem(T item, boolean empty) {
        super.updateItem(item, empty);
        if (empty || item == null) {
            setText(null);
            setGraphic(null);
            return;
        }
        setText(text.apply(item));
        link.setText(getText());
        link.setGraphic(glyph.apply(item));
        setGraphic(link);
    }

    /** Enter on a list of links follows the selected one. */
    public static <T> void followOnEnter(javafx.scene.control.ListView<T> list, Consumer<T> follow) {
        list.addEventHandler(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            T item = list.getSelectionModel().getSelectedItem();
            if (item != null && e.getCode() == javafx.scene.input.KeyCode.ENTER) {
                follow.accept(item);
                e.consume();
            }
        });
    }
}
