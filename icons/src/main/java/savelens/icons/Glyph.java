package savelens.icons;

import java.net.URL;
import java.util.List;
import java.util.Locale;

/**
 * The small UI glyphs, one SVG each in {@code src/main/svg/glyphs/NAME.svg}, rendered by the build at every size in
 * {@link #SIZES}. Being an enum, the app can only ask for glyphs that exist.
 */
public enum Glyph {
    // The document tree
    NODE("an identity-bearing object of the document"),
    ARRAY("an array"),
    OBJECT("an inline object (no identity)"),
    REFERENCE("a reference to a node, unfolded in place"),
    CYCLE("a reference back to an ancestor on the current path"),
    SHARED("a reference to a node whose home is elsewhere in the tree"),
    DANGLING("a reference to an id that no node has"),
    STRING("a string value"),
    NUMBER("a number value"),
    BOOL("a boolean value"),
    NULL("null"),
    // Findings
    ERROR("an error-level diagnostic"),
    WARNING("a warning-level diagnostic"),
    // The live ECS view
    ECS_TABLE("an archetype table of an ECS world"),
    LIVE("a world being followed live"),
    PAUSED("a world whose updates are paused"),
    // The scene hierarchy
    GAME_OBJECT("an object of a scene"),
    PREFAB("an object that comes from a prefab"),
    TRANSFORM("a transform component (position, parent and children)"),
    SCRIPT("a script component"),
    CAMERA("a camera component"),
    LIGHT("a light component"),
    COMPONENT("a component"),
    NODE_2D("a 2D node (Godot's Node2D and its kinds)"),
    NODE_3D("a 3D node (Godot's Node3D and its kinds)"),
    CONTROL("a user-interface node (Godot's Control and its kinds)"),
    TIMER("a timer node"),
    AUDIO("an audio player node"),
    // Menus
    OPEN("open a file"),
    SAVE("save the document"),
    UNDO("undo the last edit"),
    REDO("redo an undone edit"),
    FIND("find in the document");

    /** Every size, in pixels, that the build renders: 16 for normal screens, 32 for HiDPI (2x). */
    public static final List<Integer> SIZES = List.of(16, 32);

    private final String meaning;

    Glyph(String meaning) { this.meaning = meaning; }

    /** What the glyph stands for, suitable as a tooltip or accessible text. */
    public String meaning() { return meaning; }

    /** The file name stem shared by the SVG source and its renders, e.g. {@code ecs-table}. */
    public String fileName() { return name().toLowerCase(Locale.ROOT).replace('_', '-'); }

    /** The class-path resource name of the PNG at {@code size}, e.g. {@code savelens/icons/glyphs/node-16.png}. */
    public String resourcePath(int size) {
        if (!SIZES.contains(size)) throw new IllegalArgumentException("no glyph at " + size + " px; sizes: " + SIZES);
        return "savelens/icons/glyphs/" + fileName() + "-" + size + ".png";
    }

    /** The PNG at {@code size}; never null, since the build renders every glyph at every declared size. */
    public URL resource(int size) {
        return Resources.require(resourcePath(size));
    }
}
