package savelens.app.theme;

import javafx.beans.value.ObservableValue;
import javafx.scene.Scene;

/** Keeps a scene's stylesheets in step with the chosen theme. */
public final class ThemeSwitcher {
    private ThemeSwitcher() {}

    public static void follow(Scene scene, ObservableValue<Theme> theme) {
        apply(scene, theme.getValue());
        theme.addListener((o, was, now) -> apply(scene, now));
    }

    public static void apply(Scene scene, Theme theme) {
        scene.getStylesheets().setAll(Theme.base(), (theme == null ? Theme.LIGHT : theme).stylesheet());
    }
}
