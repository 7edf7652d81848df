package savelens.app.main;

import java.nio.file.Path;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.collections.ListChangeListener;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.input.KeyCombination;
import savelens.app.document.DocumentViewModel;
import savelens.app.structure.StructureMenuItems;
import savelens.app.theme.Glyphs;
import savelens.app.theme.Theme;
import savelens.icons.Glyph;

/** The menu bar; every item has an id ({@code menuSave}…) so that tests can fire it without key chords. */
final class MainMenu {
    private final MenuBar bar = new MenuBar();
    private final Menu recent = new Menu("Open Recent");

    MainMenu(MainWindow window, MainViewModel model) {
        BooleanBinding noDocument = Bindings.isNull(model.currentProperty());

        MenuItem open = item("menuOpen", "Open…", "Shortcut+O", window::chooseAndOpen);
        recent.setId("menuRecent");
        model.recent().files().addListener((ListChangeListener<Path>) c -> fillRecent(window, model));
        fillRecent(window, model);
        MenuItem sample = item("menuOpenSample", "Open Sample", null, model::openSample);
        MenuItem save = item("menuSave", "Save", "Shortcut+S", model::save);
        save.disableProperty().bind(noDocument.or(model.savingProperty())); // one save at a time
        MenuItem saveAs = item("menuSaveAs", "Save As…", "Shortcut+Shift+S", window::chooseAndSaveAs);
        saveAs.disableProperty().bind(noDocument.or(model.savingProperty()));
        Menu backups = backups(model);
        MenuItem close = item("menuClose", "Close Tab", "Shortcut+W", window::closeCurrent);
        close.disableProperty().bind(noDocument);
        MenuItem quit = item("menuQuit", "Quit", "Shortcut+Q", window::requestQuit);
        MenuItem compare = item("menuCompareWith", "Compare With…", null, window::chooseAndCompare);
        compare.disableProperty().bind(noDocument);
        MenuItem compareBackup = item("menuCompareBackup", "Compare with Backup", null, window::compareWithBackup);
        Runnable backupShown = () -> compareBackup.setDisable(!window.hasBackup());
        model.currentProperty().addListener((o, was, now) -> backupShown.run());
        backupShown.run();
        Menu file = new Menu("File", null, open, recent, sample, new SeparatorMenuItem(), save, saveAs, backups,
                new SeparatorMenuItem(), compare, compareBackup, new SeparatorMenuItem(), close, quit);
        // Files deleted or moved since are dropped before the menu shows them; a backup may have appeared.
        file.setOnShowing(e -> {
            model.recent().pruneMissing();
            backupShown.run();
        });

        MenuItem undo = item("menuUndo", "Undo", "Shortcut+Z", () -> withDocument(model, DocumentViewModel::undo));
        MenuItem redo = item("menuRedo", "Redo", "Shortcut+Shift+Z", () -> withDocument(model, DocumentViewModel::redo));
        undo.disableProperty().bind(model.undoableProperty().not());
        redo.disableProperty().bind(model.redoableProperty().not());
        // Labels made from field names: an underscore there is a character, not a mnemonic (_gold stays _gold).
        undo.setMnemonicParsing(false);
        redo.setMnemonicParsing(false);
        undo.textProperty().bind(model.undoTextProperty());
        redo.textProperty().bind(model.redoTextProperty());
        MenuItem copyPath = item("menuCopyPath", "Copy Path", "Shortcut+Shift+C", window::copyPath);
        MenuItem find = item("menuFind", "Find…", "Shortcut+F", window::focusSearch);
        StructureMenuItems structure = new StructureMenuItems("menu", window::stage);
        structure.targetProperty().bind(Bindings.createObjectBinding(() -> {
            Tab tab = window.tabs().getSelectionModel().getSelectedItem();
            return tab == null ? null : ((DocumentTab) tab.getUserData()).structure();
        }, window.tabs().getSelectionModel().selectedItemProperty()));
        Menu edit = new Menu("Edit", null, undo, redo, new SeparatorMenuItem());
        edit.getItems().addAll(structure.items());
        edit.getItems().addAll(new SeparatorMenuItem(), copyPath, find);

        MenuItem back = item("menuBack", "Back", "Alt+Left", () -> withDocument(model, DocumentViewModel::back));
        MenuItem forward = item("menuForward", "Forward", "Alt+Right", () -> withDocument(model, DocumentViewModel::forward));
        back.disableProperty().bind(model.canGoBackProperty().not());
        forward.disableProperty().bind(model.canGoForwardProperty().not());
        MenuItem root = item("menuRoot", "Go to Root", "Alt+Home", () -> withDocument(model, d -> d.jumpTo(savelens.path.DocumentPath.root())));
        MenuItem expand = item("menuExpandAll", "Expand All Below", "Shortcut+E", window::expandAll);
        Menu navigate = new Menu("Navigate", null, back, forward, root, new SeparatorMenuItem(), expand);

        CheckMenuItem dark = new CheckMenuItem("Dark Theme");
        dark.setId("menuDarkTheme");
        dark.setSelected(model.themeProperty().get() == Theme.DARK);
        dark.selectedProperty().addListener((o, was, now) -> model.themeProperty().set(now ? Theme.DARK : Theme.LIGHT));
        MenuItem live = item("menuLiveEcs", "Live ECS World…", "Shortcut+L", window::showLiveEcs);
        CheckMenuItem bottom = new CheckMenuItem("Bottom Panel (Cycles, Diagnostics, Search…)");
        bottom.setId("menuBottomPanel");
        bottom.setAccelerator(javafx.scene.input.KeyCombination.keyCombination("Shortcut+J"));
        followBottomPanel(bottom, window, model);
        MenuItem size = item("menuSizePanel", "Size Panel (What Makes It Big)", "Shortcut+Shift+J", window::showSize);
        size.disableProperty().bind(noDocument);
        CheckMenuItem inspector = new CheckMenuItem("Inspector");
        inspector.setId("menuInspector");
        inspector.setAccelerator(javafx.scene.input.KeyCombination.keyCombination("Shortcut+Shift+I"));
        inspector.selectedProperty().bindBidirectional(model.inspectorProperty());
        CheckMenuItem navigator = new CheckMenuItem("Navigator (Tree, Hierarchy, Save, Raw)");
        navigator.setId("menuNavigator");
        navigator.setAccelerator(javafx.scene.input.KeyCombination.keyCombination("Shortcut+Shift+N"));
        navigator.selectedProperty().bindBidirectional(model.navigatorProperty());
        Menu view = new Menu("View", null, dark, navigator, bottom, size, inspector, new SeparatorMenuItem(), live);

        MenuItem about = item("menuAbout", "About SaveLens", null, window::showAbout);
        Menu help = new Menu("Help", null, about);

        open.setGraphic(Glyphs.view(Glyph.OPEN));
        save.setGraphic(Glyphs.view(Glyph.SAVE));
        undo.setGraphic(Glyphs.view(Glyph.UNDO));
        redo.setGraphic(Glyphs.view(Glyph.REDO));
        find.setGraphic(Glyphs.view(Glyph.FIND));
        live.setGraphic(Glyphs.view(Glyph.ECS_TABLE));

        bar.getMenus().setAll(file, edit, navigate, view, help);
    }

    MenuBar view() { return bar; }

    /**
     * View ▸ Bottom Panel is ticked while the panel is on screen. The panel stays away from a document with nothing
     * to list (no cycles, diagnostics, search…), so a tick that followed only the remembered wish showed a ticked
     * panel that was not there, and ticking it again did nothing. Ticking it now asks the document for the panel,
     * which then shows with its tabs; unticking puts it away. Either is remembered.
     */
    private void followBottomPanel(CheckMenuItem bottom, MainWindow window, MainViewModel model) {
        javafx.beans.value.ObservableValue<Boolean> shown = window.tabs().getSelectionModel().selectedItemProperty()
                .flatMap(tab -> ((DocumentTab) tab.getUserData()).bottomPanelShownProperty());
        boolean[] following = {false};
        Runnable tick = () -> {
            following[0] = true;
            bottom.setSelected(shown.getValue() != null ? shown.getValue() : model.bottomPanelProperty().get());
            following[0] = false;
        };
        bottom.selectedProperty().addListener((o, was, now) -> {
            if (following[0]) return;
            model.bottomPanelProperty().set(now);
            DocumentTab tab = window.currentTab();
            if (now && tab != null) tab.showBottomPanel();
            tick.run();
        });
        shown.addListener((o, was, now) -> tick.run());
        model.bottomPanelProperty().addListener((o, was, now) -> tick.run());
        tick.run();
        followedPanel = shown;
    }

    /** Kept: a mapped value nobody holds would be collected with its listener. */
    private javafx.beans.value.ObservableValue<Boolean> followedPanel;

    /** File ▸ Backups to Keep: how many earlier versions a save keeps beside the file (FILE.bak … FILE.bak.N). */
    private static Menu backups(MainViewModel model) {
        Menu menu = new Menu("Backups to Keep");
        menu.setId("menuBackups");
        ToggleGroup group = new ToggleGroup();
        java.util.TreeSet<Integer> counts = new java.util.TreeSet<>(java.util.List.of(0, 1, 2, 3, 5, 10));
        counts.add(model.backupsProperty().get());
        for (int n : counts) {
            RadioMenuItem item = new RadioMenuItem(n == 0 ? "None" : n == 1 ? "1 (FILE.bak)" : n + " (FILE.bak … FILE.bak." + n + ")");
            item.setId("menuBackups" + n);
            item.setToggleGroup(group);
            item.setSelected(n == model.backupsProperty().get());
            item.setOnAction(e -> model.backupsProperty().set(n));
            menu.getItems().add(item);
        }
        return menu;
    }

    private void fillRecent(MainWindow window, MainViewModel model) {
        recent.getItems().clear();
        for (Path p : model.recent().files()) {
            MenuItem i = new MenuItem(p.getFileName() + "  —  " + p.getParent());
            i.setMnemonicParsing(false); // file names hold underscores
            i.setOnAction(e -> model.open(p));
            recent.getItems().add(i);
        }
        recent.setDisable(recent.getItems().isEmpty());
        if (!recent.getItems().isEmpty()) {
            recent.getItems().addAll(new SeparatorMenuItem(), item("menuClearRecent", "Clear Menu", null, model.recent()::clear));
        }
    }

    private static void withDocument(MainViewModel model, java.util.function.Consumer<DocumentViewModel> action) {
        DocumentViewModel d = model.current();
        if (d != null) action.accept(d);
    }

    static MenuItem item(String id, String text, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        if (accelerator != null) item.setAccelerator(KeyCombination.keyCombination(accelerator));
        item.setOnAction(e -> action.run());
        return item;
    }
}
