package savelens.document;

import savelens.index.ValueIndex;
import savelens.index.IndexScanner;

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
        boolean value(int value, ValueKind kind, long keyStart, long start, long end);
    }

    private final ValueIndex json;
    private final ValueRoles roles;
    private final IndexScanner scanner;
    private Visitor visitor;
    private int link;
    private int hidden;
    private int container;
    private int end;
    private int skipUntil;
    /** Whether the walk ended because the visitor said stop (not because the container ended). */
    private boolean stopped;

    public VisibleValues(Document doc) {
        this.json = doc.index();
        this.roles = doc.roles();
        this.scanner = json.scanner();
    }

    /** Walks the values below {@code container}; returns false when the visitor stopped it. */
    public boolean inside(int container, Visitor visitor) {
        this.visitor = visitor;
        link = linkCursor(container);
        hidden = hiddenCursor(container);
        this.container = container;
        end = Integer.MAX_VALUE; // known once the container itself is scanned: its subtree's end comes with it
        skipUntil = container + 1;
        stopped = false;
        scanner.scan(container, json.count(), this::value);
        return !stopped;
    }

    private boolean value(int v, byte kind, long start, long end, long key, int after) {
        if (v == container) {
            this.end = after;
            return true;
        }
        if (v >= this.end) return false;
        if (v < skipUntil) return true;
        while (hidden < roles.hiddenCount() && roles.hiddenValue(hidden) < v) hidden++;
        if (hidden < roles.hiddenCount() && roles.hiddenValue(hidden) == v) {
            skipUntil = after;
            return true;
        }
        while (link < roles.linkCount() && roles.linkValue(link) < v) link++;
        if (link < roles.linkCount() && roles.linkValue(link) == v) {
            skipUntil = after;
            return go(visitor.value(v, roles.linkRole(link) == Document.NESTED ? ValueKind.NODE : ValueKind.REFERENCE, key, start, end));
        }
        return go(visitor.value(v, kindOf(kind), key, start, end));
    }

    /**
     * The first link at or after a value. The cursor goes on from the last walk when containers come in document
     * order, as a search's nodes do, a few steps at most; otherwise, and from afar, a binary search.
     */
    private int linkCursor(int value) {
        int l = link;
        if (l > 0 && roles.linkValue(l - 1) >= value) return roles.firstLinkFrom(value);
        for (int steps = 0; l < roles.linkCount() && roles.linkValue(l) < value; l++) {
            if (++steps == NEAR) return roles.firstLinkFrom(value);
        }
        return l;
    }

    private int hiddenCursor(int value) {
        int h = hidden;
        if (h > 0 && roles.hiddenValue(h - 1) >= value) return roles.firstHiddenFrom(value);
        for (int steps = 0; h < roles.hiddenCount() && roles.hiddenValue(h) < value; h++) {
            if (++steps == NEAR) return roles.firstHiddenFrom(value);
        }
        return h;
    }

    /** Steps a cursor takes before a binary search is cheaper. */
    private static final int NEAR = 32;

    private boolean go(boolean goOn) {
        if (!goOn) stopped = true;
        return goOn;
    }

    private static ValueKind kindOf(byte kind) {
        return switch (kind) {
            case ValueIndex.OBJECT -> ValueKind.OBJECT;
            case ValueIndex.ARRAY -> ValueKind.ARRAY;
            case ValueIndex.STRING -> ValueKind.STRING;
            case ValueIndex.NUMBER -> ValueKind.NUMBER;
            case ValueIndex.TRUE, ValueIndex.FALSE -> ValueKind.BOOL;
            default -> ValueKind.NULL;
        };
    }
}
