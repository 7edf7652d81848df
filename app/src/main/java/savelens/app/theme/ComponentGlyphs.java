package savelens.app.theme;

import java.util.Locale;
import savelens.icons.Glyph;

/** Which glyph stands for a scene component (in the Hierarchy's rows and the inspector), by its kind as the scene names it. */
public final class ComponentGlyphs {
    private ComponentGlyphs() {}

    public static Glyph of(String kind) {
        String k = kind == null ? "" : kind.toLowerCase(Locale.ROOT);
        if (k.endsWith("transform")) return Glyph.TRANSFORM; // Transform, RectTransform
        if (k.equals("monobehaviour") || k.contains("script")) return Glyph.SCRIPT;
        if (k.equals("camera")) return Glyph.CAMERA;
        if (k.equals("light") || k.endsWith("light")) return Glyph.LIGHT;
        return Glyph.COMPONENT;
    }
}
