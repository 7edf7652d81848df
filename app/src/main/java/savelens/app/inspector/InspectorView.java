package savelens.app.inspector;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.scene.control.ContextMenu;
import savelens.app.navigation.LinkCell;
import savelens.app.navigation.ValueActions;
import savelens.app.navigation.ValueMenu;
import savelens.app.panels.Counted;
import savelens.path.DocumentPath;

/**
 * The selected node's fields with one editor each ({@code #inspector}), its path from the root, and the
 * places that refer to it.
 */
public final class InspectorView {
    private final InspectorViewModel model;
    private final VBox box = new VBox(8);
    private final GridPane grid = FieldGrid.create();
    private final ListView<ReferenceRow> referencedBy = new ListView<>();
    private final List<ValueEditor> editors = new ArrayList<>();
    /** The grid's nodes of each field row (name, kind, editor), to replace one row alone. */
    private final List<Node[]> rowNodes = new ArrayList<>();
    private final ScrollPane scroll;
    private final VBox componentsBox = new VBox(6);
    private final List<ComponentSectionView> sections = new ArrayList<>();
    private final ValueMenu fieldMenu;
    /** The field whose menu is open. */
    private DocumentPath menuPlace;

    public InspectorView(InspectorViewModel model) {
        this(model, new ValueActions(model.document()), null);
    }

    /** What it shows, worked out for the selection. */
    public InspectorViewModel model() { return model; }

    /**
     * {@code actions}: what the fields' menu and keys do, shared with the tree that shows the same document;
     * {@code visibleTooltip}: what the visible flag means, the same words the scene hierarchy shows (null: none).
     */
    public InspectorView(InspectorViewModel model, ValueActions actions, String visibleTooltip) {
        this.model = model;
        this.fieldMenu = new ValueMenu("field", actions, () -> menuPlace);
        box.setId("inspector");
        box.getStyleClass().add("inspector");
        box.setPadding(new Insets(10));

        Label heading = new Label();
        heading.setId("inspectorHeading");
        heading.getStyleClass().add("inspector-heading");
        heading.textProperty().bind(model.headingProperty());
        heading.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // the name stays whole; the id beside it is cut first
        // A scene node's id and type, dimmed beside its scene path: the id is a detail (a Unity file id has 19 digits).
        Label headingDetail = new Label();
        headingDetail.setId("inspectorHeadingDetail");
        headingDetail.getStyleClass().add("inspector-dim");
        headingDetail.textProperty().bind(model.headingDetailProperty());
        headingDetail.visibleProperty().bind(headingDetail.textProperty().isNotEmpty());
        headingDetail.managedProperty().bind(headingDetail.visibleProperty());
        headingDetail.setTooltip(new javafx.scene.control.Tooltip());
        headingDetail.getTooltip().textProperty().bind(model.headingDetailProperty());
        javafx.scene.layout.HBox headingLine = new javafx.scene.layout.HBox(8, heading, headingDetail);
        headingLine.setAlignment(javafx.geometry.Pos.BASELINE_LEFT);
        Label typeInfo = new Label();
        typeInfo.getStyleClass().add("inspector-dim");
        typeInfo.textProperty().bind(model.typeInfoProperty());

        // Selectable so that it can be copied; it is the CLI path of the node.
        TextField nodePath = new TextField();
        nodePath.setId("nodePath");
        nodePath.setEditable(false);
        nodePath.getStyleClass().add("path-field");
        nodePath.textProperty().bind(model.nodePathProperty());
        Label pathLabel = new Label();
        pathLabel.setId("nodePathHeading");
        pathLabel.textProperty().bind(model.nodePathHeadingProperty());
        pathLabel.getStyleClass().add("inspector-section");
        // A scene node's own place in the file (its id path), which the command line takes, under its scene path.
        Label nodePlace = new Label();
        nodePlace.setId("nodePlace");
        nodePlace.getStyleClass().add("inspector-dim");
        nodePlace.textProperty().bind(model.nodePlaceProperty());
        nodePlace.visibleProperty().bind(nodePlace.textProperty().isNotEmpty());
        nodePlace.managedProperty().bind(nodePlace.visibleProperty());

        Label fieldsLabel = new Label();
        fieldsLabel.setId("inspectorFieldsOf");
        fieldsLabel.getStyleClass().add("inspector-section");
        fieldsLabel.textProperty().bind(model.containerPathProperty().map(p -> "Fields of " + p));


        Label refsLabel = new Label();
        refsLabel.getStyleClass().add("inspector-section");
        // Until the graph is analysed nobody is known to refer to the node: the list says it waits, not "nothing".
        var known = model.document().analysedProperty();
        refsLabel.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> known.get() ? Counted.heading("Referenced by", model.referencedBy().size()) : "Referenced by (analysing the graph…)",
                model.referencedBy(), known));
        referencedBy.setId("referencedBy");
        referencedBy.setItems(model.referencedBy());
        referencedBy.setPrefHeight(120);
        Label none = new Label();
        none.textProperty().bind(javafx.beans.binding.Bindings.when(known).then("nothing refers to this node").otherwise("analysing the graph…"));
        referencedBy.setPlaceholder(none);
        referencedBy.setCellFactory(l -> new LinkCell<>(ReferenceRow::label, model::follow));
        referencedBy.setOnKeyPressed(e -> {
            ReferenceRow row = referencedBy.getSelectionModel().getSelectedItem();
            if (row != null && e.getCode() == javafx.scene.input.KeyCode.ENTER) model.follow(row);
        });

        // A scene object's two active flags side by side: its own, and whether it runs (every parent active too).
        Label activeSelf = new Label();
        activeSelf.setId("activeSelf");
        activeSelf.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> model.sceneObjectProperty().get() == null ? ""
                : model.activeSelfText(model.sceneObjectProperty().get()), model.sceneObjectProperty(), model.godotNodeProperty()));
        Label activeInHierarchy = new Label();
        activeInHierarchy.setId("activeInHierarchy");
        activeInHierarchy.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> model.sceneObjectProperty().get() == null ? ""
                : model.activeInHierarchyText(model.sceneObjectProperty().get()), model.sceneObjectProperty(), model.godotNodeProperty()));
        activeInHierarchy.setTooltip(new javafx.scene.control.Tooltip(
                "Whether the object runs: its own active flag and that of every object above it are all on"));
        Label visible = new Label();
        visible.setId("visible");
        visible.textProperty().bind(model.sceneObjectProperty().map(o -> o.visible() == null ? "" : "visible: " + o.visible()));
        if (visibleTooltip != null) visible.setTooltip(new javafx.scene.control.Tooltip(visibleTooltip));
        visible.visibleProperty().bind(visible.textProperty().isNotEmpty());
        visible.managedProperty().bind(visible.visibleProperty());
        Label prefab = new Label();
        prefab.setId("prefabSource");
        prefab.getStyleClass().add("inspector-dim");
        prefab.setWrapText(true);
        prefab.textProperty().bind(model.sceneObjectProperty().map(o -> o.prefab() == null ? ""
                : (o.prefab().ofScene() ? "Instance of " : "From prefab ") + (o.prefab().source() == null ? "(source unknown)" : savelens.json.VisibleText.show(o.prefab().source(), 160))
                + (o.prefab().modifications().isEmpty() ? "" : " with " + Counted.of(o.prefab().modifications().size(), "modification"))));
        prefab.visibleProperty().bind(prefab.textProperty().isNotEmpty());
        prefab.managedProperty().bind(prefab.visibleProperty());
        javafx.scene.layout.HBox activity = new javafx.scene.layout.HBox(16, activeSelf, activeInHierarchy, visible);
        activity.getStyleClass().add("scene-activity");
        VBox sceneBox = new VBox(4, activity, prefab);
        sceneBox.visibleProperty().bind(model.sceneObjectProperty().isNotNull());
        sceneBox.managedProperty().bind(sceneBox.visibleProperty());

        Label componentsLabel = new Label();
        componentsLabel.getStyleClass().add("inspector-section");
        componentsLabel.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> Counted.heading("Components", model.components().size()), model.components()));
        componentsBox.setId("components");
        VBox componentsPart = new VBox(4, componentsLabel, componentsBox);
        componentsPart.visibleProperty().bind(model.componentsShownProperty());
        componentsPart.managedProperty().bind(componentsPart.visibleProperty());

        box.getChildren().addAll(headingLine, typeInfo, sceneBox, pathLabel, nodePath, nodePlace, fieldsLabel, grid, componentsPart, refsLabel, referencedBy);
        scroll = new ScrollPane(box);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("inspector-scroll");

        actions.requestProperty().addListener((o, was, now) -> {
            if (now != null) answer(now);
        });
        model.fields().addListener((javafx.collections.ListChangeListener<FieldRow>) this::fieldsChanged);
        model.focusedFieldProperty().addListener((o, was, now) -> focusSelected());
        model.components().addListener((javafx.collections.ListChangeListener<ComponentSection>) this::componentsChanged);
        showFields();
        showComponents();
    }

    public ScrollPane view() { return scroll; }

    /**
     * Rows replaced one by one (an edit that kept the document's structure): a row whose editor can show the new value
     * keeps it, with its labels; another is made again alone. Anything else, all rows.
     */
    private void fieldsChanged(javafx.collections.ListChangeListener.Change<? extends FieldRow> c) {
        List<Integer> replaced = new ArrayList<>();
        while (c.next()) {
            if (!c.wasReplaced() || c.getAddedSize() != c.getRemovedSize() || c.getTo() > editors.size()) {
                showFields();
                return;
            }
            for (int i = c.getFrom(); i < c.getTo(); i++) replaced.add(i);
        }
        for (int i : replaced) {
            FieldRow row = model.fields().get(i);
            if (editors.get(i).canShow(row)) editors.get(i).show(row);
            else showField(i);
        }
    }

    /**
     * A section replaced alone (an edit in it) shows its new values in the editors it has when its fields are the
     * same (see {@link ComponentSectionView#showAgain}), else it is made again alone; the others keep their editors.
     */
    private void componentsChanged(javafx.collections.ListChangeListener.Change<? extends ComponentSection> c) {
        List<Integer> replaced = new ArrayList<>();
        while (c.next()) {
            if (!c.wasReplaced() || c.getAddedSize() != c.getRemovedSize() || c.getTo() > sections.size()) {
                showComponents();
                return;
            }
            for (int i = c.getFrom(); i < c.getTo(); i++) replaced.add(i);
        }
        for (int i : replaced) {
            if (sections.get(i).showAgain(model.components().get(i))) continue;
            sections.get(i).close();
            ComponentSectionView section = new ComponentSectionView(model.components().get(i), model);
            section.view().setExpanded(sections.get(i).view().isExpanded());
            sections.set(i, section);
            componentsBox.getChildren().set(i, section.view());
        }
    }

    private void showComponents() {
        sections.forEach(ComponentSectionView::close);
        sections.clear();
        for (ComponentSection s : model.components()) sections.add(new ComponentSectionView(s, model));
        componentsBox.getChildren().setAll(sections.stream().map(ComponentSectionView::view).toList());
    }

    private void showFields() {
        editors.forEach(ValueEditor::close);
        editors.clear();
        rowNodes.clear();
        grid.getChildren().clear();
        for (int r = 0; r < model.fields().size(); r++) {
            editors.add(null);
            rowNodes.add(null);
            showField(r);
        }
    }

    /** Makes row {@code r} of the grid for the field there, in place of what it showed. */
    private void showField(int r) {
        FieldRow row = model.fields().get(r);
        if (editors.get(r) != null) editors.get(r).close();
        if (rowNodes.get(r) != null) grid.getChildren().removeAll(rowNodes.get(r));
        Label name = ComponentSectionView.nameLabel(row.name());
        if (row.path().equals(model.focusedFieldProperty().get())) name.getStyleClass().add("field-selected");
        Label kind = new Label(row.registryKind());
        kind.getStyleClass().add("field-kind");
        kind.setTooltip(new javafx.scene.control.Tooltip("holds " + row.kind().name().toLowerCase(java.util.Locale.ROOT)
                + (row.registryKind().isEmpty() ? "" : "; " + row.registryKind())));
        ValueEditor editor = ValueEditors.forRow(row, model);
        editors.set(r, editor);
        Node[] nodes = {name, kind, FieldGrid.editorCell(editor.view())};
        for (Node n : nodes) n.setOnContextMenuRequested(e -> {
            showFieldMenu(row.path(), e.getScreenX(), e.getScreenY());
            e.consume();
        });
        rowNodes.set(r, nodes);
        grid.addRow(r, nodes);
    }

    /**
     * The menu of a field: the field becomes the selection (so the structural edits below act on it) and the
     * menu opens over the inspector, which stays when the selection makes the fields anew.
     */
    private void showFieldMenu(DocumentPath path, double x, double y) {
        menuPlace = path;
        model.document().select(path);
        fieldMenu.menu().show(scroll, x, y);
    }

    /** The fields' context menu, for the window to add what other features offer at a field. */
    public ContextMenu fieldMenu() { return fieldMenu.menu(); }

    /** Does what the tree's menu or keys asked: focus a field's editor (F2), or the list of referrers. */
    private void answer(ValueActions.Request request) {
        if (request.kind() == ValueActions.Kind.REFERRERS) {
            referencedBy.requestFocus();
            if (!referencedBy.getItems().isEmpty()) referencedBy.getSelectionModel().selectFirst();
            scroll.setVvalue(scroll.getVmax());
            return;
        }
        for (ValueEditor e : editors) {
            if (e.row.path().equals(request.path())) {
                e.startEditing();
                return;
            }
        }
    }

    private void focusSelected() {
        savelens.path.DocumentPath path = model.focusedFieldProperty().get();
        for (int i = 0; i < editors.size(); i++) {
            ValueEditor editor = editors.get(i);
            boolean selected = editor.row.path().equals(path);
            grid.getChildren().stream()
                    .filter(n -> GridPane.getColumnIndex(n) != null && GridPane.getColumnIndex(n) == 0)
                    .filter(n -> n instanceof Label l && l.getText().equals(editor.row.name()))
                    .forEach(n -> {
                        if (selected) { if (!n.getStyleClass().contains("field-selected")) n.getStyleClass().add("field-selected"); }
                        else n.getStyleClass().remove("field-selected");
                    });
        }
    }

    /** The editor control of a field of the shown object's component with this id ({@code #4}), or null. */
    public javafx.scene.control.Control componentEditorFor(String componentId, String fieldName) {
        List<ComponentSection> shown = model.components();
        for (int i = 0; i < shown.size() && i < sections.size(); i++) {
            if (shown.get(i).id().equals(componentId)) return sections.get(i).editorFor(fieldName);
        }
        return null;
    }

    /** The editor control of a field by name (for tools and tests), or null. */
    public javafx.scene.control.Control editorFor(String fieldName) {
        for (ValueEditor e : editors) if (e.row.name().equals(fieldName)) return e.control();
        return null;
    }
}
