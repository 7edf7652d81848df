package savelens.app.search;

import javafx.animation.PauseTransition;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.util.Duration;
import org.controlsfx.control.textfield.CustomTextField;
import savelens.app.navigation.RowReveal;

/**
 * The search field ({@code #searchField}) and its results ({@code #searchResults}). It searches as the user
 * types, once typing pauses for {@link #PAUSE}; Enter goes to the first hit and then the next, Shift+Enter
 * back; Down moves into the list.
 */
public final class SearchView {
    /** How long typing must pause before the text is searched: one search per word, not per key. */
    static final Duration PAUSE = Duration.millis(250);

    private final CustomTextField field = new CustomTextField();
    private final ListView<SearchHit> results = new ListView<>();
    private final RowReveal resultReveal = new RowReveal(results, results::scrollTo);
    private final Label summary = new Label();
    private final PauseTransition typing = new PauseTransition(PAUSE);
    /** True while the list's selection is set to follow the current hit (not the user's choice). */
    private boolean following;

    public SearchView(SearchViewModel model) {
        field.setId("searchField");
        field.setPromptText("Search: #id, type, field, value or $.path  (Ctrl+F; Enter next, Shift+Enter previous; Esc stops)");
        Label icon = new Label("Find");
        icon.getStyleClass().add("search-icon");
        field.setLeft(icon);
        typing.setOnFinished(e -> model.search(field.getText()));
        field.textProperty().addListener((o, was, now) -> {
            model.edited(now);
            typing.playFromStart();
        });
        field.setOnAction(e -> {
            typing.stop();
            model.next(field.getText());
        });
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER && e.isShiftDown()) {
                typing.stop();
                model.previous(field.getText());
                e.consume();
            } else if (e.getCode() == KeyCode.DOWN && !results.getItems().isEmpty()) {
                results.requestFocus();
                if (results.getSelectionModel().isEmpty()) results.getSelectionModel().selectFirst();
            } else if (e.getCode() == KeyCode.ESCAPE && model.searchingProperty().get()) {
                typing.stop();
                model.cancel();
                e.consume();
            }
        });
        results.setId("searchResults");
        results.setItems(model.results());
        results.setPlaceholder(new Label("Type in the search field: hits show as you type; Enter goes to each in turn"));
        results.setCellFactory(l -> new ListCell<>() {
            @Override protected void updateItem(SearchHit hit, boolean empty) {
                super.updateItem(hit, empty);
                setText(empty || hit == null ? null : model.shown(hit));
                setWrapText(false);
                setTextOverrun(OverrunStyle.ELLIPSIS);
            }
        });
        results.getSelectionModel().selectedItemProperty().addListener((o, was, hit) -> {
            if (!following) model.choose(hit);
        });
        model.currentProperty().addListener((o, was, now) -> {
            int i = now.intValue();
            following = true;
            try {
                if (i < 0) results.getSelectionModel().clearSelection();
                else {
                    results.getSelectionModel().select(i);
                    // a hit on screen (one clicked, or the next on Enter) stays where it is; another comes on screen
                    resultReveal.reveal(() -> i, 2);
                }
            } finally {
                following = false;
            }
        });
        summary.setId("searchSummary");
        summary.getStyleClass().add("search-summary");
        summary.textProperty().bind(model.summaryProperty());
    }

    public TextField field() { return field; }

    public ListView<SearchHit> results() { return results; }

    public Label summary() { return summary; }

    public void focus() {
        field.requestFocus();
        field.selectAll();
    }
}
