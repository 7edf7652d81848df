package savelens.app.search;

import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.controlsfx.control.textfield.CustomTextField;

/** The search field ({@code #searchField}) and its results ({@code #searchResults}). */
public final class SearchView {
    private final CustomTextField field = new CustomTextField();
    private final ListView<SearchHit> results = new ListView<>();
    private final Label summary = new Label();

    public SearchView(SearchViewModel model) {
        field.setId("searchField");
        field.setPromptText("Search: #id, type, field, value or $.path  (Ctrl+F; Esc stops)");
        Label icon = new Label("Find");
        icon.getStyleClass().add("search-icon");
        field.setLeft(icon);
        field.setOnAction(e -> model.search(field.getText()));
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.DOWN && !results.getItems().isEmpty()) {
                results.requestFocus();
                results.getSelectionModel().selectFirst();
            } else if (e.getCode() == KeyCode.ESCAPE && model.searchingProperty().get()) {
                model.cancel();
                e.consume();
            }
        });
        results.setId("searchResults");
        results.setItems(model.results());
        results.setPlaceholder(new Label("Type in the search field and press Enter"));
        results.getSelectionModel().selectedItemProperty().addListener((o, was, hit) -> model.choose(hit));
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
