package savelens.app.inspector;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import savelens.app.theme.ComponentGlyphs;
import savelens.app.theme.Glyphs;

/**
 * One component of the scene object shown ({@code #component-ID}): a section titled with its kind and id whose
 * fields have the same editors as the inspector's own, so an edit goes through the same checks and undo.
 */
final class ComponentSectionView {
    private final TitledPane pane = new TitledPane();
    private final List<ValueEditor> editors = new ArrayList<>();
    /** What it shows: to tell whether a changed section has the same fields. */
    private ComponentSection shown;
    /** The Euler angles shown under each rotation, by the rotation's name. */
    private final java.util.Map<String, Label> eulerHints = new java.util.HashMap<>();

    ComponentSectionView(ComponentSection section, InspectorViewModel model) {
        this.shown = section;
        GridPane grid = FieldGrid.create();
        int r = 0;
        for (Object shown : VectorRow.group(section.rows())) {
            if (shown instanceof VectorRow vector) {
                grid.addRow(r++, nameLabel(vector.name()), kindLabel(vector.parts().get(0)), FieldGrid.editorCell(vectorEditors(vector, model)));
                continue;
            }
            FieldRow row = (FieldRow) shown;
            ValueEditor e = ValueEditors.forRow(row, model);
            editors.add(e);
            grid.addRow(r++, nameLabel(row.name()), kindLabel(row), FieldGrid.editorCell(e.view()));
        }
        if (section.rows().isEmpty()) grid.addRow(0, new Label("no fields"));
        pane.setText(section.kind() + "  " + section.id());
        pane.setGraphic(Glyphs.view(ComponentGlyphs.of(section.kind())));
        pane.setContent(grid);
        pane.setId("component-" + ValueEditor.idPart(section.id().replace("#", "")));
        pane.getStyleClass().add("component-section");
        pane.setAnimated(false);
    }

    /** A field's name (see {@link FieldName}). */
    static Label nameLabel(String text) {
        return new FieldName(text);
    }

    private static Label kindLabel(FieldRow row) {
        Label kind = new Label(row.registryKind());
        kind.getStyleClass().add("field-kind");
        kind.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        kind.setTooltip(new Tooltip("holds " + row.kind().name().toLowerCase(java.util.Locale.ROOT)
                + (row.registryKind().isEmpty() ? "" : "; " + row.registryKind())));
        return kind;
    }

    /** A vector's parts side by side, each its own number field after its axis; a rotation's Euler angles below. */
    private javafx.scene.Node vectorEditors(VectorRow vector, InspectorViewModel model) {
        javafx.scene.layout.HBox parts = new javafx.scene.layout.HBox(4);
        parts.getStyleClass().add("vector-editor");
        for (FieldRow part : vector.parts()) {
            ValueEditor e = ValueEditors.forRow(part, model);
            editors.add(e);
            Label axis = new Label(VectorRow.axis(part));
            axis.getStyleClass().add("vector-axis");
            axis.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            if (e.control() instanceof javafx.scene.control.TextField t) t.setPrefColumnCount(4);
            e.control().setMinWidth(40);
            javafx.scene.layout.HBox.setHgrow(e.view(), Priority.ALWAYS);
            parts.getChildren().addAll(axis, e.view());
        }
        parts.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        String euler = vector.eulerHint();
        if (euler == null) return parts;
        Label hint = new Label(euler);
        hint.getStyleClass().add("field-hint");
        hint.setId("euler-" + ValueEditor.idPart(vector.name()));
        eulerHints.put(vector.name(), hint);
        hint.setTooltip(new Tooltip("The rotation as Euler angles (read only): the file keeps it as a quaternion (x, y, z, w)"));
        return new javafx.scene.layout.VBox(2, parts, hint);
    }

    /**
     * Shows {@code next} in place when it is this section's component with the same fields, each the same kind of
     * editor (an edit changed values only): the changed editors show their new values, and the section, its other
     * editors and the focus stay. False, and nothing changed, when it is not: then the section is made anew.
     */
    boolean showAgain(ComponentSection next) {
        if (!next.kind().equals(shown.kind()) || !next.id().equals(shown.id()) || !next.path().equals(shown.path())) return false;
        List<Object> was = VectorRow.group(shown.rows()), now = VectorRow.group(next.rows());
        if (was.size() != now.size()) return false;
        List<FieldRow> rows = new ArrayList<>();
        for (int i = 0; i < now.size(); i++) {
            if (now.get(i) instanceof VectorRow v) {
                if (!(was.get(i) instanceof VectorRow w) || !w.name().equals(v.name()) || w.parts().size() != v.parts().size()
                        || (w.eulerHint() == null) != (v.eulerHint() == null)) return false;
                rows.addAll(v.parts());
            } else {
                if (was.get(i) instanceof VectorRow) return false;
                rows.add((FieldRow) now.get(i));
            }
        }
        if (rows.size() != editors.size()) return false;
        for (int i = 0; i < rows.size(); i++) if (!editors.get(i).canShow(rows.get(i))) return false;
        for (int i = 0; i < rows.size(); i++) if (!rows.get(i).equals(editors.get(i).row)) editors.get(i).show(rows.get(i));
        for (Object o : now) {
            if (o instanceof VectorRow v && eulerHints.containsKey(v.name())) eulerHints.get(v.name()).setText(v.eulerHint());
        }
        shown = next;
        return true;
    }

    TitledPane view() { return pane; }

    /** Closes its editors: a focus change as the section goes away must not edit again. */
    void close() { editors.forEach(ValueEditor::close); }

    javafx.scene.control.Control editorFor(String fieldName) {
        for (ValueEditor e : editors) if (e.row.name().equals(fieldName)) return e.control();
        return null;
    }
}
