package savelens.document;

import savelens.json.JsonIndex;

/**
 * The visible values inside a container, in document order, as one pass over the text: hidden metadata and
 * what lies inside it are left out, and references and nested nodes are given but not entered (a nested node
 * is a node of its own). The roles are followed with cursors instead of a lookup per value, so walking every
 * value of a million-node document costs about what scanning its text does.
 */
public final class VisibleValues {
    /** Sees one visible value; returns false to stop. {@code keyStart} is its member name's opening quote, or -1. */
    @FunctionalInterface
    public interface Visitor {
        boolean value(int value, ValueKind kind, int keyStart, int start, int end);
    }

    private VisibleValues() {}

    /** Walks the values below {@code container}; returns false when the visitor stopped it. */
    public static boolean inside(Document doc, int container, Visitor visitor) {
        JsonIndex json = doc.json();
        ValueRoles roles = doc.roles();
        int from = container + 1;
        int[] link = {roles.firstLinkFrom(from)};
        int[] hidden = {roles.firstHiddenFrom(from)};
        int[] skipUntil = {from};
        return json.scan(from, json.after(container), (v, kind, start, end, key, after) -> {
            if (v < skipUntil[0]) return true;
            int h = hidden[0];
            while (h < roles.hiddenCount() && roles.hiddenValue(h) < v) h++;
            hidden[0] = h;
            if (h < roles.hiddenCount() && roles.hiddenValue(h) == v) {
                skipUntil[0] = after;
                return true;
            }
            int l = link[0];
            while (l < roles.linkCount() && roles.linkValue(l) < v) l++;
            link[0] = l;
            if (l < roles.linkCount() && roles.linkValue(l) == v) {
                skipUntil[0] = after;
                return visitor.value(v, roles.linkRole(l) == Document.NESTED ? ValueKind.NODE : ValueKind.REFERENCE, key, start, end);
            }
            return visitor.value(v, kindOf(kind), key, start, end);
        });
    }

    private static ValueKind kindOf(byte kind) {
        return switch (kind) {
            case JsonIndex.OBJECT -> ValueKind.OBJECT;
            case JsonIndex.ARRAY -> ValueKind.ARRAY;
            case JsonIndex.STRING -> ValueKind.STRING;
            case JsonIndex.NUMBER -> ValueKind.NUMBER;
            case JsonIndex.TRUE, JsonIndex.FALSE -> ValueKind.BOOL;
            default -> ValueKind.NULL;
        };
    }
}
