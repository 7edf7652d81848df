package savelens.app.hierarchy;

import javafx.css.PseudoClass;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeTableRow;
import savelens.json.VisibleText;
import savelens.scene.PrefabSource;
import savelens.scene.SceneObject;

/**
 * A row of the Hierarchy: {@code :inactive} when its object is not active in hierarchy (it does not run),
 * {@code :prefab} when a prefab instance placed it, {@code :inherited} when it is a node of another scene that the
 * file places its nodes under (it is not in the file), {@code :placeholder} when that scene is not at hand; the
 * tooltip says which of the two flags holds it back and where a prefab object or an inherited row comes from.
 */
final class ObjectRow extends TreeTableRow<SceneObject> {
    static final PseudoClass INACTIVE = PseudoClass.getPseudoClass("inactive");
    static final PseudoClass PREFAB = PseudoClass.getPseudoClass("prefab");
    static final PseudoClass INHERITED = PseudoClass.getPseudoClass("inherited");
    static final PseudoClass PLACEHOLDER = PseudoClass.getPseudoClass("placeholder");
    /** A row a filter shows only as the way down to a match. */
    static final PseudoClass CONTEXT = PseudoClass.getPseudoClass("context");
    private final Tooltip tip = new Tooltip();
    private final java.util.function.IntPredicate context;

    ObjectRow() { this(node -> false); }

    /** {@code context}: whether an object's row only leads to a filter's match (by its node). */
    ObjectRow(java.util.function.IntPredicate context) {
        this.context = context;
        getStyleClass().add("hierarchy-row");
        tip.setWrapText(true);
        tip.setMaxWidth(480);
    }

    @Override protected void updateItem(SceneObject o, boolean empty) {
        super.updateItem(o, empty);
        boolean none = empty || o == null;
        pseudoClassStateChanged(INACTIVE, !none && !o.activeInHierarchy());
        pseudoClassStateChanged(PREFAB, !none && o.fromPrefab());
        pseudoClassStateChanged(INHERITED, !none && o.isInherited() && o.inherited().found());
        pseudoClassStateChanged(PLACEHOLDER, !none && o.isInherited() && !o.inherited().found());
        pseudoClassStateChanged(CONTEXT, !none && context.test(o.node()));
        if (none) {
            setTooltip(null);
            return;
        }
        tip.setText(describe(o));
        setTooltip(tip);
    }

    static String describe(SceneObject o) {
        StringBuilder s = new StringBuilder().append(o.id()).append(' ').append(VisibleText.show(ObjectNameCell.shownName(o), 80));
        // In the words of the scene command, then what that means here.
        if (o.isInherited()) s.append("\n").append(VisibleText.show(o.inherited().describe(), 160))
                .append(o.inherited().found() ? "\na node of that scene, not of this file: nothing of it is edited here"
                        : "\nit stands for a node of that scene, which this file places its own nodes under");
        if (!o.activeSelf()) s.append("\ninactive: its own active flag is off");
        else if (!o.activeInHierarchy()) s.append("\ninactive in hierarchy: an object above it is inactive");
        if (Boolean.FALSE.equals(o.visible())) s.append("\nhidden (visible = false): hiding does not stop a node in Godot; it still runs");
        PrefabSource p = o.prefab();
        if (p != null) {
            s.append(p.ofScene() ? "\ninstance" : "\nprefab instance").append(p.instanceId() == null ? "" : " " + p.instanceId())
                    .append(" of ").append(p.source() == null ? "an unknown prefab" : VisibleText.show(p.source(), 120));
            int shown = Math.min(8, p.modifications().size());
            if (!p.modifications().isEmpty()) s.append("\n").append(p.modifications().size()).append(" modifications:");
            for (int i = 0; i < shown; i++) s.append("\n  ").append(VisibleText.show(p.modifications().get(i), 120));
            if (p.modifications().size() > shown) s.append("\n  …");
        }
        return s.toString();
    }
}
