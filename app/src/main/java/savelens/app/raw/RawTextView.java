package savelens.app.raw;

import java.util.AbstractList;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * The Raw tab ({@code #rawText}): the source text, read-only, one list row per {@link RawRows} row, so that only
 * the rows on screen exist as controls whatever the size of the text; the selected value is highlighted
 * ({@code .raw-highlight}, its rows {@code :highlighted}) and scrolled into view.
 */
public final class RawTextView {
    static final PseudoClass HIGHLIGHTED = PseudoClass.getPseudoClass("highlighted");

    private final RawTextViewModel model;
    private final ListView<Integer> list = new ListView<>();

    public RawTextView(RawTextViewModel model) {
        this.model = model;
        list.setId("rawText");
        list.getStyleClass().add("raw-text");
        list.setFixedCellSize(20); // rows of one height: the list never measures a row it does not show
        list.getSelectionModel().setSelectionMode(SelectionMode.SINGLE);
        list.setPlaceholder(new Label("reading the text…"));
        list.setCellFactory(l -> new RowCell());
        model.rowsProperty().addListener((o, was, now) -> list.setItems(now == null ? null : FXCollections.observableList(new Rows(now.count()))));
        list.skinProperty().addListener(o -> revealPending());
        list.heightProperty().addListener(o -> revealPending());
        model.highlightProperty().addListener((o, was, now) -> {
            list.refresh();
            // Rows that came just now are counted by the list's next layout; scrolling before it would be ignored.
            list.layout();
            reveal(model.highlightRowProperty().get());
        });
    }

    public ListView<Integer> view() { return list; }

    /** The row to scroll to once the list has a skin and a size; -1 for none. */
    private int pendingRow = -1;

    private void revealPending() {
        int row = pendingRow;
        if (row < 0 || list.getSkin() == null || list.getHeight() <= 0) return;
        pendingRow = -1;
        // After the layout that gave it the size: a scroll asked for inside that layout would be undone by it.
        Platform.runLater(() -> {
            if (model.highlightRowProperty().get() == row) reveal(row);
        });
    }

    private void reveal(int row) {
        if (row < 0) return;
        if (list.getSkin() == null || list.getHeight() <= 0) {
            // The tab is coming to the front (its content may join the window only now): the list has no skin or size
            // yet and would drop the scroll, so it waits for both.
            pendingRow = row;
            return;
        }
        pendingRow = -1;
        if (list.lookup(".virtual-flow") instanceof VirtualFlow<?> flow && flow.getFirstVisibleCell() != null && flow.getLastVisibleCell() != null
                && row > flow.getFirstVisibleCell().getIndex() && row < flow.getLastVisibleCell().getIndex()) return;
        list.scrollTo(Math.max(0, row - 2));
    }

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
