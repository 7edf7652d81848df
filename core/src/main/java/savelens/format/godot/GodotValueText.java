package savelens.format.godot;

import java.nio.charset.StandardCharsets;
import savelens.document.SyntaxRefusedException;
import savelens.index.ValueIndex;

/**
 * Checks text given for a constructed value ({@code Vector2(1, 2)}, {@code &"name"}, {@code inf}) against
 * Godot's value grammar: one scalar value, no reference (a reference is given as {@code #ID}).
 */
final class GodotValueText {
    private GodotValueText() {}

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
