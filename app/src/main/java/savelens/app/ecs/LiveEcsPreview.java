package savelens.app.ecs;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.TabPane;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javafx.util.Duration;
import javax.imageio.ImageIO;
import savelens.app.task.FxTaskExecutor;
import savelens.app.theme.Theme;
import savelens.app.theme.ThemeSwitcher;

/**
 * Shows the Live ECS tab on its own, for trying it out and for the README's screenshot:
 * {@code LiveEcsPreview [--connect URL] [--table ID] [--dark] [--screenshot FILE.png]} (with a file it waits a few
 * seconds, saves the window and exits). A plain main, not an Application subclass, so it runs from the
 * class path.
 */
public final class LiveEcsPreview {
    private LiveEcsPreview() {}

    public static void main(String[] args) {
        Path shot = null;
        String connect = null;
        boolean dark = false;
        String table = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--screenshot" -> shot = Path.of(args[++i]);
                case "--connect" -> connect = args[++i];
                case "--dark" -> dark = true;
                case "--table" -> table = args[++i];
                default -> throw new IllegalArgumentException("usage: LiveEcsPreview [--connect URL] [--table ID] [--dark] [--screenshot FILE.png]");
            }
        }
        Path file = shot;
        String address = connect;
        String shownTable = table;
        Theme theme = dark ? Theme.DARK : Theme.LIGHT;
        Platform.startup(() -> {
            FxTaskExecutor executor = new FxTaskExecutor();
            LiveEcsTab live = LiveEcsTab.create(executor);
            TabPane tabs = new TabPane(live.tab());
            Stage stage = new Stage();
            stage.setTitle("Live ECS — SaveLens");
            stage.setScene(new Scene(tabs, 1280, 800));
            ThemeSwitcher.apply(stage.getScene(), theme);
            if (address != null) live.viewModel().connectTo(address);
            if (shownTable != null) { // once, as soon as the world has listed it
                boolean[] done = {false};
                live.viewModel().visibleTables().addListener((javafx.collections.ListChangeListener<TableEntry>) c -> {
                    if (!done[0] && live.viewModel().visibleTables().stream().anyMatch(t -> t.id().equals(shownTable))) {
                        done[0] = true;
                        Platform.runLater(() -> live.viewModel().selectedTableProperty().set(shownTable));
                    }
                });
            }
            stage.setOnHidden(e -> {
                live.close();
                executor.shutdown();
                Platform.exit();
            });
            stage.show();
            if (file == null) return;
            live.viewModel().sortProperty().set(TableSort.ENTITIES);
            PauseTransition wait = new PauseTransition(Duration.seconds(6));
            wait.setOnFinished(e -> {
                save(stage.getScene().snapshot(null), file);
                stage.hide();
            });
            wait.play();
        });
    }

    private static void save(WritableImage image, Path file) {
        int w = (int) image.getWidth(), h = (int) image.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) out.setRGB(x, y, pixels.getArgb(x, y));
        try {
            if (file.getParent() != null) Files.createDirectories(file.getParent());
            ImageIO.write(out, "png", file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
