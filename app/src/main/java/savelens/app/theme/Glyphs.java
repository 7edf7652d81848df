package savelens.app.theme;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javafx.application.Platform;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.stage.Screen;
import savelens.icons.Glyph;

/** Turns the rendered glyphs of savelens-icons into JavaFX image views, at the resolution the screen wants. */
public final class Glyphs {
    /** A glyph's size in the layout, in pixels at 100 % scale. */
    public static final double SIZE = 16;

    private static final Map<Glyph, Image> IMAGES = new ConcurrentHashMap<>();

    private Glyphs() {}

    /** A new view of the glyph (a node has one parent, so every place gets its own; the image is shared). */
    public static ImageView view(Glyph glyph) {
        ImageView view = new ImageView(image(glyph));
        view.setFitWidth(SIZE);
        view.setFitHeight(SIZE);
        view.setPreserveRatio(true);
        view.setSmooth(true);
        view.getStyleClass().add("glyph");
        view.setAccessibleText(glyph.meaning());
        return view;
    }

    public static Image image(Glyph glyph) {
        return IMAGES.computeIfAbsent(glyph, g -> new Image(g.resource(pixelSize()).toExternalForm()));
    }

    /**
     * On scaled screens the 32 px render, shown at 16 layout pixels, keeps glyphs sharp (shrinking beats blowing
     * up). Off the JavaFX thread the screen is not asked: touching {@code Screen} there breaks it for the whole JVM.
     */
    static int pixelSize() {
        double scale = Platform.isFxApplicationThread() ? Screen.getPrimary().getOutputScaleX() : 1;
        int wanted = scale > 1 ? (int) SIZE * 2 : (int) SIZE;
        return Glyph.SIZES.contains(wanted) ? wanted : Glyph.SIZES.get(0);
    }
}
