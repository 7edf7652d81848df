package savelens.app.diff;

import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import savelens.diff.Change;
import savelens.diff.ChangeKind;

/**
 * A change: its line in the user's names, links to its place in this document and in the other file (when there is
 * one), and a link that reverts it; {@code :added}, {@code :removed} tint it.
 */
final class ChangeCell extends ListCell<Change> {
    private static final PseudoClass ADDED = PseudoClass.getPseudoClass("added");
    private static final PseudoClass REMOVED = PseudoClass.getPseudoClass("removed");
    private final Label line = new Label();
    private final Hyperlink here = new Hyperlink("here");
    private final Hyperlink there = new Hyperlink("other file");
    private final Hyperlink revert = new Hyperlink("revert");
    private final HBox row = new HBox(6, line, here, there, revert);
    private final Function<Change, String> shown;
    private final Predicate<Change> canRevert;
    private final Supplier<String> revertHint;

    ChangeCell(Function<Change, String> shown, Consumer<Change> showHere, Consumer<Change> showThere, Predicate<Change> canRevert,
            Consumer<Change> revertOne, javafx.beans.value.ObservableBooleanValue hasOtherFile, Supplier<String> revertHint) {
        this.shown = shown;
        this.canRevert = canRevert;
        this.revertHint = revertHint;
        revert.getStyleClass().add("change-revert");
        revert.setOnAction(e -> {
            if (getItem() != null) revertOne.accept(getItem());
        });
        getStyleClass().add("change-cell");
        line.setMaxWidth(Double.MAX_VALUE);
        line.setMnemonicParsing(false);
        HBox.setHgrow(line, Priority.ALWAYS);
        row.setAlignment(Pos.CENTER_LEFT);
        here.getStyleClass().add("change-here");
        there.getStyleClass().add("change-there");
        here.setOnAction(e -> {
            if (getItem() != null) showHere.accept(getItem());
        });
        there.visibleProperty().bind(hasOtherFile); // a prepared edit's or an unsaved change has no other file
        there.managedProperty().bind(there.visibleProperty());
        there.setOnAction(e -> {
            if (getItem() != null) showThere.accept(getItem());
        });
    }

    @Override protected void updateItem(Change c, boolean empty) {
        super.updateItem(c, empty);
        pseudoClassStateChanged(ADDED, !empty && c != null && c.kind() == ChangeKind.ADDED);
        pseudoClassStateChanged(REMOVED, !empty && c != null && c.kind() == ChangeKind.REMOVED);
        if (empty || c == null) {
            setGraphic(null);
            setText(null);
            return;
        }
        String text = shown.apply(c);
        revert.setVisible(canRevert.test(c));
        revert.setManaged(revert.isVisible());
        revert.setTooltip(new javafx.scene.control.Tooltip(revertHint.get()));
        // A whole node added or removed can print as megabytes; the row shows its start.
        line.setText(text.length() > 400 ? text.substring(0, 400) + "…" : text);
        setGraphic(row);
    }
}
