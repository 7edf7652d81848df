package savelens.app.structure;

import java.util.List;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.MenuItem;
import javafx.stage.Window;

/**
 * Insert Element…, Remove, Add Field…, Add Node… and Delete Node as menu items over the structure of one
 * document ({@link #targetProperty}, null for none): the Edit menu follows the current tab, the tree's
 * context menu its own document. Ids are the prefix and the action ({@code menuInsertElement}).
 */
public final class StructureMenuItems {
    private final ObjectProperty<StructureViewModel> target = new SimpleObjectProperty<>();
    private final List<MenuItem> items;

    public StructureMenuItems(String idPrefix, Supplier<Window> owner) {
        MenuItem insert = item(idPrefix + "InsertElement", "Insert Element…", StructureViewModel::canInsertProperty, s -> {
            InsertElementViewModel m = s.insertElement();
            if (m != null) new InsertElementDialog(m, owner.get()).show();
        });
        MenuItem remove = item(idPrefix + "Remove", "Remove", StructureViewModel::canRemoveProperty, StructureViewModel::remove);
        MenuItem addField = item(idPrefix + "AddField", "Add Field…", StructureViewModel::canAddFieldProperty, s -> {
            AddFieldViewModel m = s.addField();
            if (m != null) new AddFieldDialog(m, owner.get()).show();
        });
        MenuItem addNode = item(idPrefix + "AddNode", "Add Node…", StructureViewModel::canAddNodeProperty, s -> {
            AddNodeViewModel m = s.addNode();
            if (m != null) new AddNodeDialog(m, owner.get()).show();
        });
        MenuItem delete = item(idPrefix + "DeleteNode", "Delete Node", StructureViewModel::canDeleteNodeProperty, StructureViewModel::deleteNode);
        items = List.of(insert, remove, addField, addNode, delete);
    }

    private MenuItem item(String id, String text, java.util.function.Function<StructureViewModel, ReadOnlyBooleanProperty> enabled,
                          java.util.function.Consumer<StructureViewModel> action) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        item.setOnAction(e -> {
            StructureViewModel s = target.get();
            if (s != null) action.accept(s);
        });
        item.setDisable(true);
        target.addListener((o, was, now) -> {
            item.disableProperty().unbind();
            if (now == null) item.setDisable(true);
            else item.disableProperty().bind(enabled.apply(now).not());
        });
        return item;
    }

    public ObjectProperty<StructureViewModel> targetProperty() { return target; }

    public List<MenuItem> items() { return items; }
}
