package savelens.scene;

import savelens.document.Document;
import savelens.document.ValueKind;

/** Reading the scalars and links a scene shape names, the same way for every format. */
public final class SceneValues {
    private SceneValues() {}

    /** A field of a node, or -1 when the node has none (or its body is an array). */
    public static int field(Document doc, int node, String name) {
        return doc.bodyIsArray(node) ? -1 : doc.childNamed(doc.body(node), name);
    }

    /** The string a value holds, or null when it is no string. */
    public static String string(Document doc, int v) {
        return v >= 0 && doc.kind(v) == ValueKind.STRING ? doc.index().string(v) : null;
    }

    /** True, false, or a number read as a flag (Unity writes 0 and 1); {@code otherwise} when the value is none of these. */
    public static boolean flag(Document doc, int v, boolean otherwise) {
        if (v < 0) return otherwise;
        return switch (doc.kind(v)) {
            case BOOL -> doc.index().kind(v) == savelens.index.ValueIndex.TRUE; // no String per object
            case NUMBER -> !isZero(doc.raw(v));
            default -> otherwise;
        };
    }

    private static boolean isZero(String number) {
        try {
            return Double.parseDouble(number) == 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** A layer as written (a number or a name), or null. */
    public static SceneLayer layer(Document doc, int v) {
        if (v < 0) return null;
        return switch (doc.kind(v)) {
            case NUMBER -> new SceneLayer(doc.raw(v), true);
            case STRING -> new SceneLayer(string(doc, v), false);
            default -> null;
        };
    }

    /**
     * The node a value links to: a reference's or nested node's target, or for a shape that knows the field is a
     * link, a bare integer id or a Unity {@code {fileID: N}} without a guid; -1 for null, a dangling link, a link
     * to another asset, or anything else.
     */
    public static int link(Document doc, int v) {
        if (v < 0) return -1;
        return switch (doc.kind(v)) {
            case REFERENCE, NODE -> doc.target(v);
            case NUMBER -> doc.index().isIntegerNumber(v) ? doc.nodeById(doc.index().longValue(v, Long.MIN_VALUE)) : -1;
            case OBJECT -> {
                int fileId = doc.childNamed(v, "fileID");
                long id = integer(doc, fileId, 0);
                yield id == 0 || doc.childNamed(v, "guid") >= 0 ? -1 : doc.nodeById(id);
            }
            default -> -1;
        };
    }

    /** An integer value, or {@code otherwise} when the value is none. */
    public static long integer(Document doc, int v, long otherwise) {
        return v >= 0 && doc.kind(v) == ValueKind.NUMBER && doc.index().isIntegerNumber(v) ? doc.index().longValue(v, otherwise) : otherwise;
    }

    /** A scalar's text: a string's content, or a number's, bool's or null's text as written; null for a container. */
    public static String scalar(Document doc, int v) {
        if (v < 0) return null;
        ValueKind k = doc.kind(v);
        if (k == ValueKind.STRING) return string(doc, v);
        return k.isScalar() ? doc.raw(v) : null;
    }

    /** True when the value is a container (object or array); a node written inline counts as its body's kind. */
    public static boolean isArray(Document doc, int v) {
        return v >= 0 && doc.kind(v) == ValueKind.ARRAY;
    }
}
