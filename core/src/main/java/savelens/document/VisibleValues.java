package savelens.document;

import savelens.json.JsonIndex;
import savelens.json.ValueScanner;

/**
 * The visible values inside containers of one document, in document order, as one pass over the text:
 * hidden metadata and what lies inside it are left out, and references and nested nodes are given but not
 * entered (a nested node is a node of its own). The roles are followed with cursors instead of a lookup per
 * value, and the text is scanned once however many containers are walked in order, so walking every value of
 * a million-node document costs about what scanning its text does. Belongs to one thread.
 */
public final class VisibleValues {
    /** Sees one visible value; returns false to stop. {@code keyStart} is its member name's opening quote, or -1. */
    @FunctionalInterface
    public interface Visitor {
        boolean value(int value, ValueKind kind, int keyStart, int start, int end);
    }

    private final JsonIndex json;
    private final ValueRoles roles;
    private final ValueScanner scanner;
    private Visitor visitor;
    private int link;
    private int hidden;
    private int skipUntil;

    public VisibleValues(Document doc) {
        this.json = doc.json();
        this.roles = doc.roles();
        this.scanner = json.scanner();
    }

    /** Walks the values below {@code container}; returns false when the visitor stopped it. */
    public boolean inside(int container, Visitor visitor) {
        int from = container + 1;
        this.visitor = visitor;
        link = roles.firstLinkFrom(from);
        hidden = roles.firstHiddenFrom(from);
        skipUntil = from;
        return scanner.scan(from, json.after(container), this::value);
    }

    private boolean value(int v, byte kind, int start, int end, int key, int after) {
        if (v < skipUntil) return true;
        while (hidden < roles.hiddenCount() && roles.hiddenValue(hidden) < v) hidden++;
        if (hidden < roles.hiddenCount() && roles.hiddenValue(hidden) == v) {
            skipUntil = after;
            return true;
        }
        while (link < roles.linkCount() && roles.linkValue(link) < v) link++;
        if (link < roles.linkCount() && roles.linkValue(link) == v) {
            skipUntil = after;
            return visitor.value(v, roles.linkRole(link) == Document.NESTED ? ValueKind.NODE : ValueKind.REFERENCE, key, start, end);
        }
        return visitor.value(v, kindOf(kind), key, start, end);
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
