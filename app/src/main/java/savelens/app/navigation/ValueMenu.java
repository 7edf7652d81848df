package savelens.app.navigation;

import java.util.function.Supplier;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCombination;
import savelens.path.DocumentPath;

/**
 * The context menu of a place (a tree row, an inspector field): Follow Reference, Show Referrers, Copy Value,
 * Copy Path, Copy as JSON and Edit, each enabled where it applies as the menu opens; the owner adds more below.
 * Ids are the prefix and the action ({@code treeCopyValue}). The menu is shown by the owner rather than set as
 * a control's context menu: JavaFX would put such a menu's accelerators on the whole scene, where each open
 * document's menu would take F2 and Ctrl+C from the others. The keys are handled where the focus is.
 */
public final class ValueMenu {
    private final ContextMenu menu = new ContextMenu();

    public ValueMenu(String idPrefix, ValueActions actions, Supplier<DocumentPath> place) {
        MenuItem follow = item(idPrefix + "FollowReference", "Follow Reference", null, () -> actions.follow(place.get()));
        MenuItem referrers = item(idPrefix + "ShowReferrers", "Show Referrers", null, () -> actions.showReferrers(place.get()));
        MenuItem copyValue = item(idPrefix + "CopyValue", "Copy Value", "Shortcut+C", () -> copy(actions.valueText(place.get())));
        MenuItem copyPath = item(idPrefix + "CopyPath", "Copy Path", "Shortcut+Shift+C", () -> copy(actions.pathText(place.get())));
        MenuItem copyJson = item(idPrefix + "CopyJson", "Copy as JSON", null, () -> copy(actions.jsonText(place.get())));
        MenuItem edit = item(idPrefix + "Edit", "Edit", "F2", () -> actions.edit(place.get()));
        menu.getItems().addAll(follow, referrers, new SeparatorMenuItem(), copyValue, copyPath, copyJson, new SeparatorMenuItem(), edit);
        menu.setOnShowing(e -> {
            DocumentPath at = place.get();
            boolean there = at != null && actions.valueText(at) != null;
            follow.setDisable(!actions.canFollow(at));
            referrers.setDisable(!there);
            copyValue.setDisable(!there);
            copyPath.setDisable(at == null);
            copyJson.setDisable(!there);
            edit.setDisable(!actions.canEdit(at));
        });
    }

    public ContextMenu menu() { return menu; }

    /** Puts text on the system clipboard (nothing when there is none). */
    public static void copy(String text) {
        if (text == null) return;
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }

    private static MenuItem item(String id, String text, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        item.setMnemonicParsing(false);
        if (accelerator != null) item.setAccelerator(KeyCombination.keyCombination(accelerator));
        item.setOnAction(e -> action.run());
        return item;
    }
}
