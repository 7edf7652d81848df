package savelens.app.main;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import javafx.util.Duration;
import javax.imageio.ImageIO;
import savelens.app.ecs.LiveEcsTab;
import savelens.app.ecs.TableEntry;
import savelens.app.ecs.TableSort;
import savelens.app.task.FxTaskExecutor;
import savelens.app.theme.Theme;
import savelens.app.theme.ThemedWindows;

/**
 * Opens the Live ECS window (the one View ▸ Live ECS World shows) without the main window, for trying it out
 * and for the README's screenshots:
 * {@code LiveEcsWindowPreview [--connect URL] [--table ID] [--dark] [--screenshot FILE.png]} (with a file it waits a
 * few seconds, saves the window and exits). A plain main, not an Application subclass, so it runs from the
 * class path.
 */
public final class LiveEcsWindowPreview {
    private LiveEcsWindowPreview() {}

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
                default -> throw new IllegalArgumentException("usage: LiveEcsWindowPreview [--connect URL] [--table ID] [--dark] [--screenshot FILE.png]");
            }
        }
        Path file = shot;
        String address = connect;
        String shownTable = table;
        Theme theme = dark ? Theme.DARK : Theme.LIGHT;
        Platform.startup(() -> {
            FxTaskExecutor executor = new FxTaskExecutor();
            LiveEcsWindow window = new LiveEcsWindow(executor, new ThemedWindows(new SimpleObjectProperty<>(theme)));
            window.show();
            LiveEcsTab live = window.live();
            Stage stage = window.stage();
            if (address != null) live.viewModel().connection().open(address);
            if (shownTable != null) { // once, as soon as the world has listed it
                boolean[] done = {false};
                live.viewModel().tables().visible().addListener((javafx.collections.ListChangeListener<TableEntry>) c -> {
                    if (!done[0] && live.viewModel().tables().visible().stream().anyMatch(t -> t.id().equals(shownTable))) {
                        done[0] = true;
                        Platform.runLater(() -> live.viewModel().tables().selectedProperty().set(shownTable));
                    }
                });
            }
            stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> { // after the window's own close, which stops its world
                executor.shutdown();
                Platform.runLater(Platform::exit); // once the window has finished closing
            });
            if (file == null) return;
            live.viewModel().tables().sortProperty().set(TableSort.ENTITIES);
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
