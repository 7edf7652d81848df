package savelens.app.hierarchy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.beans.property.ReadOnlyObjectWrapper;
import savelens.app.navigation.FocusParking;
import savelens.app.navigation.RowReveal;
import savelens.document.NodeId;
import savelens.json.VisibleText;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;

/**
 * The scene as its engine's editor shows it ({@code #hierarchyTree}): objects under their parents from the
 * root list down, with tag, layer and component glyphs; objects not active in hierarchy dimmed ({@code :inactive}).
 * Above it the filter, "find first with tag" and the scene's own saved active flag. Rows are made as they are
 * unfolded; after a change the tree is made again with the same objects unfolded and selected.
 */
public final class HierarchyView {
    private final HierarchyViewModel model;
    private final TreeTableView<SceneObject> tree = new TreeTableView<>();
    private final VBox box;
    private final RowReveal rowReveal = new RowReveal(tree, tree::scrollTo);
    private boolean following;
    private boolean filtered;
    private Set<Integer> contextNodes = Set.of();
    private Set<NodeId> unfiltered = new HashSet<>();
    /** True once a scene's rows were made: a lone root is unfolded then, and later as the user left it. */
    private boolean sceneShown;
    private javafx.scene.control.ContextMenu menu = new javafx.scene.control.ContextMenu();

    public HierarchyView(HierarchyViewModel model) {
        this.model = model;
        tree.setId("hierarchyTree");
        tree.getStyleClass().add("hierarchy-tree");
        tree.setShowRoot(false);
        tree.getSelectionModel().setSelectionMode(SelectionMode.SINGLE);
        tree.setColumnResizePolicy(TreeTableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        tree.setRowFactory(t -> new ObjectRow(node -> contextNodes.contains(node)));
        TreeTableColumn<SceneObject, String> type = textColumn("Type", 110, 220, HierarchyViewModel::typeText);
        type.setId("typeColumn");
        type.visibleProperty().bind(model.godotProperty());
        TreeTableColumn<SceneObject, String> tags = textColumn("Tag", 100, 180, o -> String.join(", ", o.tags()));
        tags.setId("tagColumn");
        // Godot calls its tags groups.
        tags.textProperty().bind(javafx.beans.binding.Bindings.when(model.godotProperty()).then("Groups").otherwise("Tag"));
        TreeTableColumn<SceneObject, String> layer = textColumn("Layer", 60, 90, o -> o.layer() == null ? "" : o.layer().text());
        layer.setId("layerColumn");
        // A Godot node has no layer and no components (its type is what it is): the columns would stay empty.
        layer.visibleProperty().bind(model.godotProperty().not());
        TreeTableColumn<SceneObject, SceneObject> components = componentsColumn();
        components.setId("componentsColumn");
        components.visibleProperty().bind(model.godotProperty().not());
        tree.getColumns().setAll(nameColumn(), type, tags, layer, visibleColumn(), components);
        for (TreeTableColumn<SceneObject, ?> c : tree.getColumns()) keepHeaderWhole(c);
        tree.setPlaceholder(new Label("no objects"));
        tree.getSelectionModel().selectedItemProperty().addListener((o, was, item) -> {
            if (!following && item != null) model.select(item.getValue());
        });

        TextField filter = new TextField();
        filter.setId("hierarchyFilter");
        // The prompt fits the field at the window's first size; the words it takes are in the tooltip.
        filter.promptTextProperty().bind(javafx.beans.binding.Bindings.when(model.godotProperty())
                .then("Filter by name, group or type").otherwise("Filter by name, tag, layer or component"));
        filter.setTooltip(new Tooltip("Filter by name, tag, layer or component; tag:, layer:, component:, type: for one of them;"
                + " inactive or hidden for the objects that are"));
        filter.textProperty().bindBidirectional(model.filterProperty());
        HBox.setHgrow(filter, Priority.ALWAYS);

        ComboBox<String> tag = new ComboBox<>(model.tags());
        tag.setId("findTag");
        tag.setEditable(true);
        tag.promptTextProperty().bind(javafx.beans.binding.Bindings.when(model.godotProperty()).then("group").otherwise("tag"));
        tag.setPrefWidth(140);
        tag.valueProperty().bindBidirectional(model.tagProperty());
        Button find = new Button();
        find.textProperty().bind(javafx.beans.binding.Bindings.when(model.godotProperty()).then("Find first in group").otherwise("Find first with tag"));
        find.setId("findFirstWithTag");
        find.setTooltip(new Tooltip(model.findTooltip()));
        find.getTooltip().setWrapText(true);
        find.getTooltip().setMaxWidth(420);
        find.setOnAction(e -> {
            // An editable combo box takes its typed text only when it commits; the button should find what is typed.
            if (tag.getEditor().getText() != null && !tag.getEditor().getText().equals(tag.getValue())) tag.setValue(tag.getEditor().getText());
            model.findFirstWithTag();
        });
        tag.setOnAction(e -> {
            if (tag.getValue() != null && !tag.getValue().isBlank()) model.findFirstWithTag();
        });

        Label heading = new Label();
        heading.setId("sceneHeading");
        heading.getStyleClass().add("scene-heading");
        heading.textProperty().bind(model.headingProperty());
        Label savedActive = new Label();
        savedActive.setId("sceneSavedActive");
        savedActive.getStyleClass().add("scene-saved-active");
        savedActive.textProperty().bind(model.savedActiveProperty());
        savedActive.visibleProperty().bind(model.savedActiveProperty().isNotEmpty());
        savedActive.managedProperty().bind(savedActive.visibleProperty());
        Tooltip activeTip = new Tooltip(model.savedActiveTooltip());
        activeTip.setWrapText(true);
        activeTip.setMaxWidth(420);
        savedActive.setTooltip(activeTip);
        Label message = new Label();
        message.setId("hierarchyMessage");
        message.getStyleClass().add("document-message");
        message.textProperty().bind(model.messageProperty());
        message.visibleProperty().bind(model.messageProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());

        HBox sceneRow = new HBox(10, heading, savedActive);
        sceneRow.setAlignment(Pos.BASELINE_LEFT);
        HBox findRow = new HBox(6, tag, find);
        findRow.setAlignment(Pos.CENTER_LEFT);
        VBox tools = new VBox(4, sceneRow, filter, findRow, message);
        tools.setPadding(new Insets(6, 6, 4, 6));
        box = new VBox(tools, tree);
        VBox.setVgrow(tree, Priority.ALWAYS);

        // A scene carried over to an edited document (an edit it cannot see) keeps its objects: so do the rows.
        model.sceneProperty().addListener((o, was, now) -> {
            if (now == null || !now.sameObjectsAs(was)) rebuild();
        });
        model.matchesProperty().addListener((o, was, now) -> rebuild());
        model.selectedProperty().addListener((o, was, now) -> reveal(now));
        rebuild();
    }

    public Node view() { return box; }

    public TreeTableView<SceneObject> tree() { return tree; }

    // ---- columns

    private TreeTableColumn<SceneObject, SceneObject> nameColumn() {
        TreeTableColumn<SceneObject, SceneObject> c = new TreeTableColumn<>("Name");
        c.setPrefWidth(320);
        c.setCellValueFactory(f -> new ReadOnlyObjectWrapper<>(f.getValue().getValue()));
        c.setCellFactory(col -> new ObjectNameCell(model.godotProperty()::get));
        return c;
    }

    private static TreeTableColumn<SceneObject, String> textColumn(String title, double width, double max,
                                                                  java.util.function.Function<SceneObject, String> text) {
        TreeTableColumn<SceneObject, String> c = new TreeTableColumn<>(title);
        c.setPrefWidth(width);
        c.setMaxWidth(max);
        c.setCellValueFactory(f -> new ReadOnlyObjectWrapper<>(f.getValue().getValue() == null ? "" : VisibleText.show(text.apply(f.getValue().getValue()), 40)));
        return c;
    }

    /** Godot's visible flag, apart from active: shown or hidden; only for engines that have it. */
    private TreeTableColumn<SceneObject, String> visibleColumn() {
        TreeTableColumn<SceneObject, String> c = textColumn("", 34, 50, o -> o.visible() == null ? "" : o.visible() ? "shown" : "hidden");
        c.setId("visibleColumn");
        Label header = new Label("Visible");
        header.setTooltip(new javafx.scene.control.Tooltip(HierarchyViewModel.VISIBLE_TOOLTIP));
        c.setGraphic(header);
        c.setPrefWidth(60);
        c.setMaxWidth(70);
        c.visibleProperty().bind(model.hasVisibilityProperty());
        return c;
    }

    /**
     * A column is never narrower than its heading (at any width of the window its title reads whole): the width of
     * the title in the table's font, and the sort arrow's room.
     */
    private static void keepHeaderWhole(TreeTableColumn<SceneObject, ?> c) {
        Runnable fit = () -> {
            String title = c.getGraphic() instanceof Label l ? l.getText() : c.getText();
            javafx.scene.text.Text measure = new javafx.scene.text.Text(title == null ? "" : title);
            double width = Math.ceil(measure.getLayoutBounds().getWidth()) + 28;
            c.setMinWidth(width);
            if (c.getMaxWidth() < width) c.setMaxWidth(width);
        };
        fit.run();
        c.textProperty().addListener((o, was, now) -> fit.run());
        if (c.getGraphic() instanceof Label l) l.textProperty().addListener((o, was, now) -> fit.run());
    }

    private TreeTableColumn<SceneObject, SceneObject> componentsColumn() {
        TreeTableColumn<SceneObject, SceneObject> c = new TreeTableColumn<>("Components");
        c.setPrefWidth(110);
        c.setMaxWidth(ComponentGlyphsCell.SHOWN * 18 + 40);
        c.setCellValueFactory(f -> new ReadOnlyObjectWrapper<>(f.getValue().getValue()));
        c.setCellFactory(col -> new ComponentGlyphsCell());
        return c;
    }

    // ---- rows

    /** Makes the rows again for the scene or the filter's matches, keeping what was unfolded and selected. */
    private void rebuild() {
        SceneHierarchy scene = model.scene();
        // While a filter shows, what the user had unfolded is kept for when it is cleared.
        if (!filtered) unfiltered = expandedIds();
        List<SceneObject> matches = scene == null ? null : model.matchesProperty().get();
        TreeItem<SceneObject> root = new TreeItem<>();
        if (scene != null && matches != null) root = MatchTree.of(scene, matches);
        else if (scene != null) {
            List<SceneObject> top = scene.roots();
            @SuppressWarnings("unchecked")
            TreeItem<SceneObject>[] items = new TreeItem[top.size()];
            for (int i = 0; i < items.length; i++) items[i] = new ObjectItem(model::scene, top.get(i), false, this::withoutFocus);
            root.getChildren().setAll(items);
        }
        root.setExpanded(true);
        contextNodes = matches == null ? Set.of() : MatchTree.context(matches, root);
        following = true;
        TreeItem<SceneObject> replaced = tree.getRoot();
        try {
            tree.setRoot(root);
            if (scene != null && matches == null) {
                // A scene of one root shows little folded: its objects are under it, so it opens unfolded.
                if (!sceneShown && root.getChildren().size() == 1) root.getChildren().get(0).setExpanded(true);
                expand(unfiltered);
                sceneShown = true;
            }
        } finally {
            following = false;
        }
        // JavaFX's TreeTableView skin keeps a listener on the rows of every root it was given, and so the scene they
        // came from and its document: after each edit of a big scene, the text before it (a hundred megabytes at a
        // million nodes) and a whole hierarchy stayed. The replaced root lets go of its rows.
        if (replaced != null && replaced != root) replaced.getChildren().clear();
        filtered = matches != null;
        reveal(model.selectedProperty().get());
    }

    private Set<NodeId> expandedIds() {
        Set<NodeId> out = new HashSet<>();
        if (tree.getRoot() == null) return out;
        Deque<TreeItem<SceneObject>> stack = new ArrayDeque<>(tree.getRoot().getChildren());
        while (!stack.isEmpty()) {
            TreeItem<SceneObject> item = stack.pop();
            if (!item.isExpanded() || !(item instanceof ObjectItem o) || !o.isLoaded()) continue;
            out.add(item.getValue().id());
            stack.addAll(item.getChildren());
        }
        return out;
    }

    /** Unfolds the objects with these ids again, parents first (an object's row exists once its parent is unfolded). */
    private void expand(Set<NodeId> ids) {
        if (ids.isEmpty()) return;
        Deque<TreeItem<SceneObject>> stack = new ArrayDeque<>(tree.getRoot().getChildren());
        while (!stack.isEmpty()) {
            TreeItem<SceneObject> item = stack.pop();
            if (!ids.contains(item.getValue().id())) continue;
            item.setExpanded(true);
            stack.addAll(item.getChildren());
        }
    }

    /** Unfolds the rows down to an object and selects it (or clears the selection when it has no row). */
    private void reveal(SceneObject object) {
        SceneHierarchy scene = model.scene();
        TreeItem<SceneObject> item = object == null || scene == null || tree.getRoot() == null ? null : itemOf(scene, object);
        following = true;
        try {
            if (item == null) tree.getSelectionModel().clearSelection();
            else tree.getSelectionModel().select(item);
        } finally {
            following = false;
        }
        rowReveal.reveal(() -> item == null ? -1 : tree.getRow(item), 3);
    }

    /** The row of an object, unfolding its parents on the way; null when it has none (filtered out). */
    TreeItem<SceneObject> itemOf(SceneHierarchy scene, SceneObject object) {
        List<Integer> chain = new ArrayList<>();
        for (SceneObject o = object; o != null; o = o.parent() < 0 ? null : scene.object(o.parent())) chain.add(0, o.node());
        TreeItem<SceneObject> item = tree.getRoot();
        for (int node : chain) {
            if (item != tree.getRoot()) item.setExpanded(true);
            item = childFor(item, node);
            if (item == null) return null;
        }
        return item;
    }

    private static TreeItem<SceneObject> childFor(TreeItem<SceneObject> parent, int node) {
        for (TreeItem<SceneObject> c : parent.getChildren()) if (c.getValue().node() == node) return c;
        return null;
    }

    /**
     * The rows' context menu, shown on a row: the actions on the selected object's place that the tree's rows offer
     * (Follow Reference, Copy Value, Copy Path, …) and what the owner adds (Reveal in Tree, Why is this here?).
     */
    public javafx.scene.control.ContextMenu contextMenu() { return menu; }

    /** Shows this menu on a row (a menu of the place's actions, see {@code ValueMenu}, with the owner's additions). */
    public void useMenu(javafx.scene.control.ContextMenu values) {
        menu = values;
        tree.setOnContextMenuRequested(e -> {
            if (tree.getSelectionModel().getSelectedItem() != null) menu.show(tree, e.getScreenX(), e.getScreenY());
            e.consume();
        });
    }

    /** Makes a level of rows with the focus parked, as the document tree does (see {@link FocusParking}). */
    private void withoutFocus(Runnable load) {
        FocusParking.whileLoading(tree.getFocusModel(), load);
    }

    /** The row of an object, or null when it has none now (for tests and tools). */
    public TreeItem<SceneObject> rowOf(SceneObject object) {
        SceneHierarchy scene = model.scene();
        return scene == null || object == null ? null : itemOf(scene, object);
    }
}
