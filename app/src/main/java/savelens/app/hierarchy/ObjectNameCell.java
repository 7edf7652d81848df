package savelens.app.hierarchy;

import javafx.scene.control.TreeTableCell;
import javafx.scene.image.ImageView;
import savelens.app.theme.Glyphs;
import savelens.icons.Glyph;
import savelens.json.VisibleText;
import savelens.scene.SceneObject;

/**
 * An object's name after its glyph (a prefab instance's own glyph for objects a prefab placed); a Godot node's
 * glyph says the kind of its type (2D, 3D, user interface, timer, audio, instance: {@link NodeKindGlyphs}).
 */
final class ObjectNameCell extends TreeTableCell<SceneObject, SceneObject> {
    private final ImageView object = Glyphs.view(Glyph.GAME_OBJECT);
    private final ImageView prefab = Glyphs.view(Glyph.PREFAB);
    private final java.util.function.BooleanSupplier byKind;

    /** {@code byKind}: true while the scene is Godot's, whose rows show a glyph by the kind of their type. */
    ObjectNameCell(java.util.function.BooleanSupplier byKind) {
        this.byKind = byKind;
        getStyleClass().add("object-name-cell");
    }

    @Override protected void updateItem(SceneObject o, boolean empty) {
        super.updateItem(o, empty);
        if (empty || o == null) {
            setText(null);
            setGraphic(null);
            return;
        }
        setText(VisibleText.show(shownName(o), 80));
        if (byKind.getAsBoolean()) {
            Glyph kind = NodeKindGlyphs.of(o);
            ImageView view = Glyphs.view(kind);
            view.setAccessibleText(kind.meaning());
            setGraphic(view);
        } else setGraphic(o.fromPrefab() ? prefab : object);
    }

    /**
     * An object's name; a prefab instance that does not rename its object has none in the scene file, and goes by
     * its prefab's file name, as a scene editor shows it.
     */
    static String shownName(SceneObject o) {
        if (!o.name().isEmpty()) return o.name();
        String source = o.prefab() == null ? null : o.prefab().source();
        if (source != null && source.contains("/")) {
            String file = source.substring(source.lastIndexOf('/') + 1);
            return file.endsWith(".prefab") ? file.substring(0, file.length() - ".prefab".length()) : file;
        }
        return "(no name) " + o.id();
    }
}
