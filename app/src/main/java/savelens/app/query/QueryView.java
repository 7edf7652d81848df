package savelens.app.query;

import java.util.function.Consumer;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.TextInputDialog;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The Query panel ({@code #queryPanel}): the hits of a JSONPath query typed in the search field
 * ({@code #queryHits}, each its place, value and name), the "each node" toggle ({@code #eachNodeToggle}), a bad
 * query's column ({@code #queryError}), and "Set all matches…" ({@code #setAllMatches}), which asks for the value
 * and lists the changes in Compare before anything is applied.
 */
public final class QueryView {
    private static final PseudoClass BAD = PseudoClass.getPseudoClass("bad");
    private final BorderPane pane = new BorderPane();
    private final ListView<QueryHitRow> list = new ListView<>();
    private Consumer<QueryHitRow> onShowHit = hit -> { };

    public QueryView(QueryViewModel model) {
        pane.setId("queryPanel");
        Label summary = new Label();
        summary.setId("querySummary");
        summary.textProperty().bind(model.summaryProperty());
        summary.setMaxWidth(Double.MAX_VALUE);
        summary.setMinWidth(0);
        HBox.setHgrow(summary, Priority.ALWAYS);
        ToggleButton eachNode = new ToggleButton("Each node");
        eachNode.setId("eachNodeToggle");
        eachNode.setTooltip(new Tooltip("$ is every node of the file, one after another: $[?@.hp < 10] finds each node whose hp is below 10"));
        eachNode.selectedProperty().bindBidirectional(model.eachNodeProperty());
        Button setAll = new Button("Set all matches…");
        setAll.setId("setAllMatches");
        setAll.disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(() -> !model.canSetAll() || model.preparingProperty().get(),
                model.hits(), model.preparingProperty()));
        setAll.setOnAction(e -> askValue(model));
        for (javafx.scene.control.Control c : new javafx.scene.control.Control[] {eachNode, setAll}) c.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox bar = new HBox(8, summary, eachNode, setAll);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4, 6, 4, 6));

        Label error = new Label();
        error.setId("queryError");
        error.getStyleClass().add("query-error");
        error.setStyle("-fx-font-family: monospace;");
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        error.pseudoClassStateChanged(BAD, true);
        Label problem = new Label();
        problem.setId("setAllProblem");
        problem.getStyleClass().add("query-error");
        problem.setWrapText(true);
        problem.textProperty().bind(model.problemProperty());
        problem.visibleProperty().bind(model.problemProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());
        VBox top = new VBox(2, bar, error, problem);
        top.setPadding(new Insets(0, 6, 2, 6));

        list.setId("queryHits");
        list.setItems(model.hits());
        Label hint = new Label();
        // Only before a query: once one is asked, the summary above says what it found ("nothing matches …").
        hint.textProperty().bind(javafx.beans.binding.Bindings.when(model.queryProperty().isEmpty())
                .then("Type a JSONPath query in the search field, such as $..[?@.hp < 10]; its hits are listed here").otherwise(""));
        hint.setWrapText(true); // the bottom panel is often narrower than the hint
        hint.setPadding(new Insets(0, 12, 0, 12));
        list.setPlaceholder(hint);
        list.setCellFactory(l -> new ListCell<>() {
            @Override protected void updateItem(QueryHitRow hit, boolean empty) {
                super.updateItem(hit, empty);
                setText(empty || hit == null ? null : model.shown(hit));
                setWrapText(false);
                setTextOverrun(OverrunStyle.ELLIPSIS);
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, was, hit) -> {
            if (hit != null) onShowHit.accept(hit);
        });
        pane.setTop(top);
        pane.setCenter(list);
    }

    /** Asks for the one value every hit is to get; the changes are then listed in Compare. */
    private void askValue(QueryViewModel model) {
        TextInputDialog ask = new TextInputDialog();
        ask.setTitle("Set all matches");
        ask.setHeaderText("Set every value " + model.queryProperty().get() + " finds to (JSON: 99, \"text\", true, null):");
        ask.getEditor().setId("setAllValue");
        if (pane.getScene() != null) ask.initOwner(pane.getScene().getWindow());
        ask.showAndWait().filter(v -> !v.isBlank()).ifPresent(model::prepareSetAll);
    }

    /** What choosing a hit does (select it in the tree, the Hierarchy or the Save tab: the tab decides). */
    public void setOnShowHit(Consumer<QueryHitRow> action) { this.onShowHit = action; }

    public ListView<QueryHitRow> list() { return list; }

    public BorderPane view() { return pane; }
}
