package savelens.app.raw;

import java.util.AbstractList;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionMode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import savelens.app.navigation.RowReveal;

/**
 * The Raw tab ({@code #rawText}): the source text, read-only, one list row per {@link RawRows} row, so that only
 * the rows on screen exist as controls whatever the size of the text; the selected value is highlighted
 * ({@code .raw-highlight}, its rows {@code :highlighted}) and scrolled into view.
 */
public final class RawTextView {
    static final PseudoClass HIGHLIGHTED = PseudoClass.getPseudoClass("highlighted");

    private final RawTextViewModel model;
    private final ListView<Integer> list = new ListView<>();
    private final RowReveal rowReveal = new RowReveal(list, list::scrollTo);

    public RawTextView(RawTextViewModel model) {
        this.model = model;
        list.setId("rawText");
        list.getStyleClass().add("raw-text");
        list.setFixedCellSize(20); // rows of one height: the list never measures a row it does not show
        list.getSelectionModel().setSelectionMode(SelectionMode.SINGLE);
        Label placeholder = new Label("reading the text…");
        placeholder.setWrapText(true);
        list.setPlaceholder(placeholder);
        model.unavailableProperty().addListener((o, was, now) -> placeholder.setText(now != null ? now : "reading the text…"));
        list.setCellFactory(l -> new RowCell());
        model.rowsProperty().addListener((o, was, now) -> list.setItems(now == null ? null : FXCollections.observableList(new Rows(now.count()))));
        model.highlightProperty().addListener((o, was, now) -> {
            list.refresh();
            rowReveal.reveal(model.highlightRowProperty()::get, 2);
        });
    }

    public ListView<Integer> view() { return list; }

    /** Row numbers 0 … n-1, made as they are asked for: a list of a million rows that holds nothing. */
    private static final class Rows extends AbstractList<Integer> {
        private final int size;

        Rows(int size) { this.size = size; }

        @Override public Integer get(int i) { return i; }

        @Override public int size() { return size; }
    }

    /** A row's text in up to three parts: before the highlight, the highlight, after it. */
    private final class RowCell extends ListCell<Integer> {
        private final Label before = part();
        private final Label marked = part();
        private final Label after = part();
        private final HBox parts = new HBox(before, marked, after);

        RowCell() {
            marked.getStyleClass().add("raw-highlight");
            getStyleClass().add("raw-row");
        }

        private static Label part() {
            Label l = new Label();
            l.setMinWidth(Region.USE_PREF_SIZE);
            l.getStyleClass().add("raw-part");
            return l;
        }

        @Override protected void updateItem(Integer row, boolean empty) {
            super.updateItem(row, empty);
            RawRows rows = model.rowsProperty().get();
            if (empty || row == null || rows == null || row >= rows.count()) {
                setText(null);
                setGraphic(null);
                pseudoClassStateChanged(HIGHLIGHTED, false);
                return;
            }
            int start = rows.start(row);
            int end = rows.end(row);
            RawTextViewModel.Span s = model.highlightProperty().get();
            boolean lit = s != null && s.start() < end && s.end() > start || s != null && s.start() == s.end() && s.start() == start;
            pseudoClassStateChanged(HIGHLIGHTED, lit);
            if (!lit) {
                before.setText(rows.decode(start, end));
                marked.setText("");
                after.setText("");
            } else {
                int from = Math.max(start, s.start());
                int to = Math.min(end, s.end());
                before.setText(rows.decode(start, from));
                marked.setText(rows.decode(from, to));
                after.setText(rows.decode(to, end));
            }
            setText(null);
            setGraphic(parts);
        }
    }
}
