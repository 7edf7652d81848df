package savelens.app.hierarchy;

import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeTableCell;
import javafx.scene.image.ImageView;
import javafx.scene.layout.HBox;
import savelens.app.theme.ComponentGlyphs;
import savelens.app.theme.Glyphs;
import savelens.json.VisibleText;
import savelens.scene.SceneComponent;
import savelens.scene.SceneObject;

/**
 * An object's components as glyphs in their order, each naming its component in its own tooltip (the cell's tooltip
 * lists them all); a long list ends in "+N".
 */
final class ComponentGlyphsCell extends TreeTableCell<SceneObject, SceneObject> {
    static final int SHOWN = 8;
    private final HBox glyphs = new HBox(2);

    ComponentGlyphsCell() {
        getStyleClass().add("component-glyphs-cell");
    }

    @Override protected void updateItem(SceneObject o, boolean empty) {
        super.updateItem(o, empty);
        setText(null);
        if (empty || o == null) {
            setGraphic(null);
            setTooltip(null);
            return;
        }
        glyphs.getChildren().clear();
        StringBuilder kinds = new StringBuilder();
        int i = 0;
        for (SceneComponent c : o.components()) {
            String kind = c.kind() == null ? "component" : VisibleText.show(c.kind(), 60);
            if (i++ < SHOWN) {
                ImageView view = Glyphs.view(ComponentGlyphs.of(c.kind()));
                view.setAccessibleText(kind);
                Tooltip.install(view, new Tooltip(kind + " " + c.id())); // each glyph names its own component
                glyphs.getChildren().add(view);
            }
            kinds.append(kinds.length() == 0 ? "" : "\n").append(kind).append(' ').append(c.id());
        }
        if (o.components().size() > SHOWN) glyphs.getChildren().add(new Label("+" + (o.components().size() - SHOWN)));
        setGraphic(glyphs);
        setTooltip(o.components().isEmpty() ? null : new Tooltip(kinds.toString()));
    }
}
