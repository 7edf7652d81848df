package savelens.app.hierarchy;

import java.util.ArrayList;
import java.util.List;
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
 * lists them all); a long list ends in "+N". The cell keeps its glyphs, their tooltips and its own tooltip from row to
 * row and changes their image and text: a tooltip is a popup control with its own styling, and up to nine new ones for
 * each row handed to the cell (as rows are laid out, scrolled or listed again) was work on the UI thread.
 */
final class ComponentGlyphsCell extends TreeTableCell<SceneObject, SceneObject> {
    static final int SHOWN = 8;
    private final HBox glyphs = new HBox(2);
    /** The glyphs made so far, each with its tooltip installed; the first few are shown. */
    private final List<ImageView> views = new ArrayList<>();
    private final List<Tooltip> tips = new ArrayList<>();
    private final Tooltip all = new Tooltip();
    private final Label more = new Label();

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
            if (i < SHOWN) glyphs.getChildren().add(glyph(i, c, kind));
            i++;
            kinds.append(kinds.length() == 0 ? "" : "\n").append(kind).append(' ').append(c.id());
        }
        if (o.components().size() > SHOWN) {
            more.setText("+" + (o.components().size() - SHOWN));
            glyphs.getChildren().add(more);
        }
        setGraphic(glyphs);
        all.setText(kinds.toString());
        setTooltip(o.components().isEmpty() ? null : all);
    }

    /** The i-th glyph, made the first time and then shown for this component (each glyph names its own). */
    private ImageView glyph(int i, SceneComponent c, String kind) {
        if (i == views.size()) {
            ImageView view = Glyphs.view(ComponentGlyphs.of(c.kind()));
            Tooltip tip = new Tooltip();
            Tooltip.install(view, tip);
            views.add(view);
            tips.add(tip);
        }
        ImageView view = views.get(i);
        view.setImage(Glyphs.image(ComponentGlyphs.of(c.kind())));
        view.setAccessibleText(kind);
        tips.get(i).setText(kind + " " + c.id());
        return view;
    }
}
