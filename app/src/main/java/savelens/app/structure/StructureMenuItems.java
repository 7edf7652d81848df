package savelens.app.structure;

import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.Supplier;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
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
        MenuItem remove = item(idPrefix + "Remove", "Remove", StructureViewModel::canRemoveProperty, s -> {
            // A value the Save tab or the Hierarchy needs is removed only once the user has read what goes with it.
            String warning = s.removalWarning();
            if (warning == null || confirm.test(owner.get(), warning)) s.remove();
        });
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

    /** Asks whether to go on: a confirmation dialog in the window, a stand-in in tests. */
    private static BiPredicate<Window, String> confirm = StructureMenuItems::askToRemove;

    /** Puts a stand-in in the dialog's place (window tests, which cannot answer a modal dialog). */
    public static void confirmWith(BiPredicate<Window, String> question) { confirm = question; }

    private static boolean askToRemove(Window owner, String warning) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, warning + " Remove it anyway?", ButtonType.CANCEL, ButtonType.OK);
        alert.setHeaderText("This value is needed");
        alert.initOwner(owner);
        alert.getDialogPane().setMinWidth(420);
        return alert.showAndWait().filter(b -> b == ButtonType.OK).isPresent();
    }

    public ObjectProperty<StructureViewModel> targetProperty() { return target; }

    public List<MenuItem> items() { return items; }
}
