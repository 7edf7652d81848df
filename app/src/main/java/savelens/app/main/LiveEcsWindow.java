package savelens.app.main;

import java.io.File;
import java.nio.file.Path;
import java.util.function.Function;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.layout.BorderPane;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import savelens.app.ecs.LiveEcsTab;
import savelens.app.task.TaskExecutor;
import savelens.app.theme.AppIcons;
import savelens.app.theme.ThemedWindows;

/**
 * The live ECS view in a window of its own beside the documents, so a world can be watched while a
 * save is open. One at a time; its world stops when the window closes. It follows the theme as the main
 * window does, and its reads run on the application's executor. File ▸ Export World as Document writes the
 * world as a helio document that opens in SaveLens.
 */
final class LiveEcsWindow {
    private final TaskExecutor executor;
    private final ThemedWindows themes;
    private Stage stage;
    private LiveEcsTab live;
    private Function<Window, Path> exportTarget = LiveEcsWindow::chooseExportTarget;

    private final savelens.app.ecs.AddressMemory addresses;

    LiveEcsWindow(TaskExecutor executor, ThemedWindows themes) {
        this(executor, themes, savelens.app.ecs.AddressMemory.NONE);
    }

    /** {@code addresses} keeps the address of the last world that answered between runs (the window's preferences). */
    LiveEcsWindow(TaskExecutor executor, ThemedWindows themes, savelens.app.ecs.AddressMemory addresses) {
        this.executor = executor;
        this.themes = themes;
        this.addresses = addresses;
    }

    void show() {
        if (stage != null) {
            stage.toFront();
            return;
        }
        live = LiveEcsTab.create(executor, addresses);
        stage = new Stage();
        stage.setTitle("Live ECS — SaveLens");
        BorderPane root = new BorderPane(live.view());
        root.setTop(menus());
        stage.setScene(new Scene(root, 1100, 720));
        themes.follow(stage);
        AppIcons.apply(stage);
        stage.setOnHidden(e -> close());
        stage.show();
    }

    private MenuBar menus() {
        MenuItem export = MainMenu.item("liveExportWorld", "Export World as Document…", "Shortcut+E", this::export);
        export.disableProperty().bind(live.viewModel().export().canExportProperty().not());
        MenuItem close = MainMenu.item("liveClose", "Close Window", "Shortcut+W", () -> stage.hide());
        return new MenuBar(new Menu("File", null, export, new SeparatorMenuItem(), close));
    }

    private void export() {
        Path target = exportTarget.apply(stage);
        if (target != null && live != null) live.viewModel().export().exportWorld(target);
    }

    private static Path chooseExportTarget(Window owner) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export World as Document");
        chooser.setInitialFileName("world.json");
        chooser.getExtensionFilters().setAll(new FileChooser.ExtensionFilter(savelens.app.ecs.LiveExport.exportedDocumentName(), "*.json"),
                new FileChooser.ExtensionFilter("All files", "*"));
        File f = chooser.showSaveDialog(owner);
        return f == null ? null : f.toPath();
    }

    /** Replaces the file chooser that asks where to export (tests answer it directly). */
    void setExportTarget(Function<Window, Path> choose) { this.exportTarget = choose; }

    /** The window while it is open (tests look into it), or null. */
    Stage stage() { return stage; }

    /** The live view while the window is open, else null (for tests). */
    LiveEcsTab live() { return live; }

    void close() {
        if (live != null) live.close();
        live = null;
        if (stage != null) {
            themes.forget(stage);
            if (stage.isShowing()) stage.close();
        }
        stage = null;
    }
}
