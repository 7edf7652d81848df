package savelens.app.inspector;

import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;

/**
 * The inspector's grid of fields ({@code .inspector-fields}): a name, the kind the registry gives, and the editor,
 * which takes the room left. The editors' column asks for no more than its least width (a reference's link whole
 * beside a short id, a vector's parts at their narrowest): asked for at their preferred width, the vector's fields
 * alone are 600 px, and a narrow pane would cut every name before any field gave up a pixel. So the names are whole
 * while the pane has room and cut (see {@link FieldName}) only as far as the editors' least width needs; a reference's
 * long id gives way before them (see {@link ReferenceValueEditor}).
 */
final class FieldGrid {
    private FieldGrid() {}

    static GridPane create() {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("inspector-fields");
        grid.setHgap(8);
        grid.setVgap(6);
        ColumnConstraints editor = new ColumnConstraints();
        editor.setPrefWidth(0); // as wide as its least width; the room left comes by its growing
        editor.setHgrow(Priority.ALWAYS);
        editor.setFillWidth(true);
        // A grid pane shrinks a column whose hgrow is NEVER (the default) not at all: the names would stay whole and the
        // editors run out of the pane (a rotation's w field cut at 1024 px). SOMETIMES gives way after the editors'.
        ColumnConstraints names = new ColumnConstraints();
        names.setHgrow(Priority.SOMETIMES);
        grid.getColumnConstraints().setAll(names, new ColumnConstraints(), editor);
        return grid;
    }
}
