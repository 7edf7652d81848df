package savelens.app.inspector;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;

/**
 * The inspector's grid of fields ({@code .inspector-fields}): a name, the kind the registry gives, and the editor,
 * which takes the room left. The editors' column asks for its least width (a reference's link beside a short id, a
 * vector's parts at their narrowest; see {@link #editorCell}) and grows from there, so the names and kinds are whole
 * while the pane has room for them beside the editors at their least, and cut (see {@link FieldName}, whole in its
 * tooltip) only as far as the editors' least width needs. Asked for at their preferred width, the editors took the
 * grid for short at 1024 px and cut names with room to spare (a reference's link alone asks for its whole scene
 * path); asked for no width at all (a column's preferred width of 0), the grid gave them less than their least and a
 * rotation's w field ran out of the pane.
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

    /**
     * An editor's cell in the grid: it asks for the editor's least width, which a grid pane never gives less of (a
     * column's preferred width set in its constraints, it would), and fills the column as it grows.
     */
    static Node editorCell(Node editor) {
        StackPane cell = new StackPane(editor) {
            @Override protected double computePrefWidth(double height) { return computeMinWidth(height); }
        };
        cell.setAlignment(Pos.CENTER_LEFT);
        return cell;
    }
}
