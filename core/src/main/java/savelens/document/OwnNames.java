package savelens.document;

import java.nio.charset.StandardCharsets;
import java.util.List;
import savelens.index.ValueIndex;
import savelens.json.JsonIndex;

/**
 * A node's own name, as the formats write it: helio's, Godot's and Jackson's {@code name}, .NET's {@code Name},
 * Unity's {@code m_Name}, RPG Maker's {@code _name}, and a scene's or an entry's {@code title} or {@code label}.
 * The one rule the window, query hits and the command line all name nodes by.
 */
public final class OwnNames {
    /** The fields read, the first non-empty string among them wins. */
    public static final List<String> FIELDS = List.of("name", "Name", "m_Name", "_name", "@name", "title", "label");

    private OwnNames() {}

    /** The node's own name as written (not shortened), or null when it has none. */
    public static String of(Document doc, int node) {
        int field = fieldOf(doc, node);
        return field < 0 ? null : doc.index().string(field);
    }

    /** The value that holds the node's own name, or -1. */
    public static int fieldOf(Document doc, int node) {
        if (node < 0 || doc.bodyIsArray(node)) return -1;
        int body = doc.body(node);
        if (!(doc.index() instanceof JsonIndex json) || json.kind(body) != ValueIndex.OBJECT) {
            for (String field : FIELDS) {
                int v = doc.childNamed(body, field);
                if (v >= 0 && doc.kind(v) == ValueKind.STRING && !doc.index().string(v).isEmpty()) return v;
            }
            return -1;
        }
        // The fields found in one walk of the node's members, not one per name asked (each of a query's hits asked
        // seven names of the index). JSON's own index alone: it takes the last of a repeated name as member() does.
        int[] found = new int[FIELDS.size()];
        doc.childrenNamed(body, NAMES, found);
        for (int v : found) if (v >= 0 && doc.kind(v) == ValueKind.STRING && !doc.index().string(v).isEmpty()) return v;
        return -1;
    }

    /** {@link #FIELDS} in UTF-8, as {@link Document#childrenNamed} takes them. */
    private static final byte[][] NAMES = FIELDS.stream().map(f -> f.getBytes(StandardCharsets.UTF_8)).toArray(byte[][]::new);
}
