package savelens.format.godot;

import java.nio.charset.StandardCharsets;
import savelens.document.SyntaxRefusedException;
import savelens.index.ValueIndex;

/**
 * Checks text given for a constructed value ({@code Vector2(1, 2)}, {@code &"name"}, {@code inf}) against
 * Godot's value grammar: one scalar value, no reference (a reference is given as {@code #ID}).
 */
final class GodotValueText {
    /** {@code Name(…)}, {@code Name[…](…)}, {@code &"…"} or {@code ^"…"}: text that can only mean a Godot value. */
    private static final java.util.regex.Pattern CONSTRUCTOR = java.util.regex.Pattern.compile("[A-Za-z_][A-Za-z0-9_]*\\s*[(\\[].*|[&^]\".*",
            java.util.regex.Pattern.DOTALL);

    private GodotValueText() {}

    /**
     * True when text given for a new value (a field added, an element inserted: no value there yet to say what
     * kind it is) is written as a Godot value rather than a string. Bare words ({@code inf}) stay strings, as
     * they may well be meant as text; a constructor that does not read is refused by {@link #check}, not quoted.
     */
    static boolean meantAsGodotValue(String given) { return CONSTRUCTOR.matcher(given).matches(); }

    static String check(String given) {
        byte[] b = given.getBytes(StandardCharsets.UTF_8);
        ValueTable t;
        try {
            t = TextScanner.oneValue(b);
            // Object(Class, "property": value, …) names properties; every other constructor takes plain arguments.
            if (t.count == 2 && t.variant[1] == ValueTable.CONSTRUCTED && b[b.length - 1] == ')' && !given.startsWith("Object(")) {
                TextScanner.checkArguments(b);
            }
        } catch (GodotSyntaxException e) {
            throw new SyntaxRefusedException("\"" + given + "\" is not a Godot value (" + e.getMessage() + " at character "
                    + (new String(b, 0, Math.min(e.offset(), b.length), StandardCharsets.UTF_8).length() + 1) + ")");
        }
        if (t.count != 2 || t.kind[1] == ValueIndex.OBJECT || t.kind[1] == ValueIndex.ARRAY) {
            throw new SyntaxRefusedException("\"" + given + "\" is not one plain Godot value; arrays and dictionaries are edited element by element");
        }
        if (t.variant[1] == ValueTable.EXT_RESOURCE || t.variant[1] == ValueTable.SUB_RESOURCE) {
            throw new SyntaxRefusedException("a resource is referred to as #ID, not as \"" + given + "\"");
        }
        return given;
    }
}
