package savelens.app.inspector;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
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

    ComponentSectionView(ComponentSection section, InspectorViewModel model) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("inspector-fields");
        grid.setHgap(8);
        grid.setVgap(6);
        ColumnConstraints editor = new ColumnConstraints();
        editor.setHgrow(Priority.ALWAYS);
        editor.setFillWidth(true);
        grid.getColumnConstraints().setAll(new ColumnConstraints(), new ColumnConstraints(), editor);
        int r = 0;
        for (FieldRow row : section.rows()) {
            Label name = new Label(row.name());
            name.getStyleClass().add("field-name");
            Label kind = new Label(row.registryKind());
            kind.getStyleClass().add("field-kind");
            kind.setTooltip(new Tooltip("holds " + row.kind().name().toLowerCase(java.util.Locale.ROOT)
                    + (row.registryKind().isEmpty() ? "" : "; " + row.registryKind())));
            ValueEditor e = ValueEditors.forRow(row, model);
            editors.add(e);
            grid.addRow(r++, name, kind, e.view());
        }
        if (section.rows().isEmpty()) grid.addRow(0, new Label("no fields"));
        pane.setText(section.kind() + "  " + section.id());
        pane.setGraphic(Glyphs.view(ComponentGlyphs.of(section.kind())));
        pane.setContent(grid);
        pane.setId("component-" + ValueEditor.idPart(section.id().replace("#", "")));
        pane.getStyleClass().add("component-section");
        pane.setAnimated(false);
    }

    TitledPane view() { return pane; }

    /** Closes its editors: a focus change as the section goes away must not edit again. */
    void close() { editors.forEach(ValueEditor::close); }

    javafx.scene.control.Control editorFor(String fieldName) {
        for (ValueEditor e : editors) if (e.row.name().equals(fieldName)) return e.control();
        return null;
    }
}
