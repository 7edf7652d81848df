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

/**
 * Shows the Live ECS tab on its own, for trying it out and for the README's screenshot:
 * {@code LiveEcsPreview [--screenshot FILE.png]} (with a file it waits a few seconds, saves the window and exits).
 * A plain main, not an Application subclass, so it runs from the class path.
 */
public final class LiveEcsPreview {
    private LiveEcsPreview() {}

    public static void main(String[] args) {
        Path shot = args.length == 2 && args[0].equals("--screenshot") ? Path.of(args[1]) : null;
        Platform.startup(() -> {
            FxTaskExecutor executor = new FxTaskExecutor();
            LiveEcsTab live = LiveEcsTab.create(executor);
            TabPane tabs = new TabPane(live.tab());
            Stage stage = new Stage();
            stage.setTitle("SaveLens — Live ECS");
            stage.setScene(new Scene(tabs, 1280, 800));
            stage.setOnHidden(e -> {
                live.close();
                executor.shutdown();
                Platform.exit();
            });
            stage.show();
            if (shot == null) return;
            live.viewModel().sortProperty().set(TableSort.ENTITIES);
            PauseTransition wait = new PauseTransition(Duration.seconds(4));
            wait.setOnFinished(e -> {
                save(stage.getScene().snapshot(null), shot);
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
