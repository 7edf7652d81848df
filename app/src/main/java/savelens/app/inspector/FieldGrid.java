package savelens.app.inspector;

import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;

/**
 * The inspector's grid of fields ({@code .inspector-fields}): a name, the kind the registry gives, and the editor,
 * which takes the room left. Where the pane is short, names and editors give way together toward their least widths:
 * a name is cut (see {@link FieldName}, whole in its tooltip), a reference's long id before its link (see
 * {@link ReferenceValueEditor}), a vector's parts to their narrowest. The editors' column once asked for no width at
 * all ("as wide as its least"): the grid then took itself for wider than it needed, never cut a name, and gave the
 * editors less than their least width, so that at 1024 px a rotation's w field and a reference's link ran out of the
 * pane.
 */
final class FieldGrid {
    private FieldGrid() {}

    static GridPane create() {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("inspector-fields");
        grid.setHgap(8);
        grid.setVgap(6);
        ColumnConstraints editor = new ColumnConstraints();
        editor.setHgrow(Priority.ALWAYS);
        editor.setFillWidth(true);
        grid.getColumnConstraints().setAll(new ColumnConstraints(), new ColumnConstraints(), editor);
        return grid;
    }
}
