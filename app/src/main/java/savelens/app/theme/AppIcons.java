package savelens.app.theme;

import java.util.List;
import javafx.scene.image.Image;
import javafx.stage.Stage;
import savelens.icons.AppIcon;

/** The SaveLens icon on a window, at every rendered size: the OS picks what fits its title bar, task bar or dock. */
public final class AppIcons {
    private static List<Image> images;

    private AppIcons() {}

    public static void apply(Stage stage) {
        stage.getIcons().setAll(images());
    }

    /** Loaded once and shared by every window (images are immutable); called on the JavaFX thread. */
    public static synchronized List<Image> images() {
        if (images == null) images = AppIcon.resources().stream().map(url -> new Image(url.toExternalForm())).toList();
        return images;
    }
}
