package savelens.app.hierarchy;

import javafx.scene.control.TreeTableCell;
import javafx.scene.image.ImageView;
import savelens.app.theme.Glyphs;
import savelens.icons.Glyph;
import savelens.json.VisibleText;
import savelens.scene.SceneObject;

/** An object's name after its glyph (a prefab instance's own glyph for objects a prefab placed). */
final class ObjectNameCell extends TreeTableCell<SceneObject, SceneObject> {
    private final ImageView object = Glyphs.view(Glyph.GAME_OBJECT);
    private final ImageView prefab = Glyphs.view(Glyph.PREFAB);

    ObjectNameCell() {
        getStyleClass().add("object-name-cell");
    }

    @Override protected void updateItem(SceneObject o, boolean empty) {
        super.updateItem(o, empty);
        if (empty || o == null) {
            setText(null);
            setGraphic(null);
            return;
        }
        setText(o.name().isEmpty() ? "(no name) " + o.id() : VisibleText.show(o.name(), 80));
        setGraphic(o.fromPrefab() ? prefab : object);
    }
}
