package savelens.app.hierarchy;

import java.util.Set;
import savelens.icons.Glyph;
import savelens.scene.SceneObject;

/**
 * Which glyph a Godot node's row shows, by the kind of its type as the editor groups them: 2D, 3D, user interface,
 * timer, audio; an instanced scene its instance glyph; any other type the plain object glyph.
 */
final class NodeKindGlyphs {
    private static final Set<String> CONTROLS = Set.of("Control", "Label", "RichTextLabel", "Button", "CheckBox",
            "CheckButton", "LineEdit", "TextEdit", "Panel", "TextureRect", "ColorRect", "NinePatchRect", "ProgressBar",
            "TextureProgressBar", "HSlider", "VSlider", "SpinBox", "OptionButton", "MenuButton", "ItemList", "Tree",
            "TabBar", "ReferenceRect", "VideoStreamPlayer", "LinkButton", "TextureButton", "CanvasLayer");

    private NodeKindGlyphs() {}

    static Glyph of(SceneObject o) {
        if (o.fromPrefab()) return Glyph.PREFAB;
        return of(o.type());
    }

    static Glyph of(String type) {
        if (type == null || type.isEmpty()) return Glyph.GAME_OBJECT;
        if (type.startsWith("Audio")) return Glyph.AUDIO;
        if (type.equals("Timer")) return Glyph.TIMER;
        if (CONTROLS.contains(type) || type.endsWith("Container") || type.endsWith("Bar") && !type.endsWith("2D")) return Glyph.CONTROL;
        if (type.endsWith("2D") || type.equals("Node2D")) return Glyph.NODE_2D;
        if (type.endsWith("3D") || type.equals("Spatial") || type.equals("MeshInstance") || type.equals("GridMap")) return Glyph.NODE_3D;
        return Glyph.GAME_OBJECT;
    }
}
