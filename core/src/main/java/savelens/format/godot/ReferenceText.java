package savelens.format.godot;

import java.nio.charset.StandardCharsets;

/** The argument of {@code ExtResource("1_ab")}, {@code SubResource( 3 )} or {@code NodePath("A/B")}, as text. */
final class ReferenceText {
    private ReferenceText() {}

    /** The id or path inside the parentheses: a string decoded, or a number as written. */
    static String id(String constructed) {
        int open = constructed.indexOf('('), close = constructed.lastIndexOf(')');
        if (open < 0 || close < open) return constructed;
        String inner = constructed.substring(open + 1, close).strip();
        if (inner.length() >= 2 && inner.charAt(0) == '"' && inner.charAt(inner.length() - 1) == '"') {
            byte[] b = inner.getBytes(StandardCharsets.UTF_8);
            return GodotStrings.decode(b, 0, b.length);
        }
        return inner;
    }

    /** A NodePath's path: {@code NodePath("A")} or {@code ^"A"}. */
    static String nodePath(String written) {
        if (written.startsWith("^")) {
            byte[] b = written.substring(1).getBytes(StandardCharsets.UTF_8);
            return GodotStrings.decode(b, 0, b.length);
        }
        return id(written);
    }

    /** The strings of a {@code PackedStringArray("a", "b")} (node_paths), decoded. */
    static java.util.List<String> strings(String constructed) {
        java.util.List<String> out = new java.util.ArrayList<>();
        byte[] b = constructed.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < b.length; i++) {
            if (b[i] != '"') continue;
            int j = i + 1;
            while (j < b.length && b[j] != '"') j += b[j] == '\\' ? 2 : 1;
            if (j >= b.length) break;
            out.add(GodotStrings.decode(b, i, j + 1));
            i = j;
        }
        return out;
    }
}
