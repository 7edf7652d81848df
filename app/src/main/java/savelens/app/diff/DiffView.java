package savelens.app.diff;

import java.util.function.Consumer;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import savelens.diff.Change;

/**
 * The changes from the compared file, or the unsaved changes ({@code #diffList}), one a row as {@code savelens diff}
 * prints them; selecting a row shows the value in this document's tree, and each row links to its place here and in
 * the other file.
 */
public final class DiffView {
    private final BorderPane pane = new BorderPane();
    private final ListView<Change> list = new ListView<>();
    private Consumer<Change> showThere = c -> { };
    private Consumer<Change> showHere;

    public DiffView(DiffViewModel model) {
        list.setId("diffList");
        list.setItems(model.changes());
        showHere = model::showHere;
        list.setCellFactory(l -> new ChangeCell(model::shown, c -> showHere.accept(c), c -> showThere.accept(c), model::canRevert, model::revert,
                model.pendingProperty().isNull().and(model.otherProperty().isNotNull()), model::revertHint));
        list.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (now != null) showHere.accept(now);
        });
        // Names arrive with the scene or the game's data: the rows are written again in them.
        model.document().sceneNamesProperty().addListener((o, was, now) -> list.refresh());
        Label summary = new Label();
        summary.setId("diffSummary");
        summary.textProperty().bind(model.summaryProperty());
        summary.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(summary, Priority.ALWAYS);
        Button clear = new Button("Stop Comparing");
        clear.setId("diffClear");
        clear.setOnAction(e -> model.clear());
        // A prepared edit (Set all matches…, Remove unreachable…) is listed here first: Apply or Cancel it.
        Button apply = new Button("Apply");
        apply.setId("pendingApply");
        apply.setDefaultButton(false);
        apply.setOnAction(e -> model.applyPending());
        Button cancel = new Button("Cancel");
        cancel.setId("pendingCancel");
        cancel.setOnAction(e -> model.cancelPending());
        javafx.beans.binding.BooleanBinding previewing = model.pendingProperty().isNotNull();
        for (Button b : new Button[] {apply, cancel}) {
            b.visibleProperty().bind(previewing);
            b.managedProperty().bind(previewing);
        }
        // Shown while another file is compared: the unsaved changes and a prepared edit have no comparison to stop.
        clear.visibleProperty().bind(previewing.not().and(model.otherProperty().isNotNull()));
        clear.managedProperty().bind(clear.visibleProperty());
        HBox top = new HBox(8, summary, apply, cancel, clear);
        top.setAlignment(Pos.CENTER_LEFT);
        top.getStyleClass().add("diff-summary");
        // The hint is for a panel that compares nothing: while comparing (or reading the other file), the summary
        // above says it all ("No differences from …"), and the hint beside it read as if nothing were compared.
        Label empty = new Label();
        empty.setId("diffPlaceholder");
        empty.textProperty().bind(javafx.beans.binding.Bindings.when(model.otherProperty().isNull().and(previewing.not()))
                .then(javafx.beans.binding.Bindings.when(model.listedProperty())
                        .then("File ▸ Compare With… lists here what differs from another file")
                        .otherwise("The unsaved changes of a big document are listed while this panel is open"))
                .otherwise(""));
        empty.getStyleClass().add("inspector-dim");
        list.setPlaceholder(empty);
        pane.setTop(top);
        pane.setCenter(list);
    }

    /** What choosing a row or its "here" link does (by default: select the value in the tree). */
    public void setOnShowHere(Consumer<Change> action) { this.showHere = action; }

    /** What the "there" link of a row does: show the value in the other file. */
    public void setOnShowThere(Consumer<Change> action) { this.showThere = action; }

    public BorderPane view() { return pane; }

    public ListView<Change> list() { return list; }
}
