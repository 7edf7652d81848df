package savelens.app.main;

import java.io.File;
import java.nio.file.Path;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.layout.BorderPane;
import javafx.stage.FileChooser;
import javafx.stage.Screen;
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
    /** The size the window opens at where the screen has room for it. */
    static final double WIDTH = 1100, HEIGHT = 720;

    private final TaskExecutor executor;
    private final ThemedWindows themes;
    private Stage stage;
    private LiveEcsTab live;
    private Function<Window, Path> exportTarget = LiveEcsWindow::chooseExportTarget;
    private Supplier<Rectangle2D> screen = () -> Screen.getPrimary().getVisualBounds();

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
        // The window's first frame shows a line saying what comes: styling, laying out and drawing the live view's
        // tables and chart for the first time took the first frame 2 s on a loaded machine, the window white meanwhile.
        Label opening = new Label("Opening the live view…");
        opening.setId("liveEcsOpening");
        opening.getStyleClass().add("inspector-dim");
        BorderPane root = new BorderPane(opening);
        root.setTop(menus());
        // Within the screen: on a 1024×700 screen without a window manager, 1100×720 put the menu off the screen.
        Rectangle2D bounds = OpeningBounds.on(screen.get(), WIDTH, HEIGHT);
        stage.setScene(new Scene(root, bounds.getWidth(), bounds.getHeight()));
        stage.setX(bounds.getMinX());
        stage.setY(bounds.getMinY());
        themes.follow(stage);
        AppIcons.apply(stage);
        stage.setOnHidden(e -> close());
        stage.show();
        FrameDrawn.afterNextFrame(stage.getScene(), () -> {
            if (live != null && root.getCenter() == opening) root.setCenter(live.view());
        });
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

    /** Replaces the screen the window opens on, as its visual bounds (tests give a small one). */
    void setScreen(Rectangle2D visualBounds) { this.screen = () -> visualBounds; }

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
