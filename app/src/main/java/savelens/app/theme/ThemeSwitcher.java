package savelens.app.theme;

import javafx.scene.Scene;

/** Puts a theme's stylesheets on a scene; {@link ThemedWindows} keeps windows in step with the chosen theme. */
public final class ThemeSwitcher {
    private ThemeSwitcher() {}

    public static void apply(Scene scene, Theme theme) {
        scene.getStylesheets().setAll(Theme.base(), (theme == null ? Theme.LIGHT : theme).stylesheet());
    }
}
