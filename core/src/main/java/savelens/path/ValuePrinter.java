package savelens.path;

import java.util.ArrayDeque;
import java.util.Deque;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.index.ValueIndex;
import savelens.json.JsonIndex;
import savelens.json.JsonText;

/**
 * Prints what a path leads to as {@code get} shows it: scalars as JSON literals (a JSON scalar with its exact
 * source text, another syntax's string decoded and quoted), a reference
 * written as an id as {@code #ID}, containers and nested nodes as one-line JSON in which id references
 * appear as {@code {"$ref":"#ID"}} and format metadata is left out. Nesting is followed with a stack of its
 * own, not by recursion: a document nested as deep as the reader allows must not overflow the thread's.
 */
public final class ValuePrinter {
    private final Document doc;

    public ValuePrinter(Document doc) { this.doc = doc; }

    public String print(Location at) {
        StringBuilder out = new StringBuilder();
        print(at, out);
        return out.toString();
    }

    /** As {@link #print(Location)}, appended to {@code out}: a caller printing many lines builds each in one builder. */
    public void print(Location at, StringBuilder out) {
        if (at.isNode()) {
            int body = doc.body(at.node());
            if (doc.index().isContainer(body)) write(body, out);
            else out.append(literal(body)); // a node that is a scalar (a Marshal string an object link names)
        } else if (doc.kind(at.value()) == ValueKind.REFERENCE) {
            out.append(doc.referencedNodeId(at.value()));
        } else {
            value(at.value(), out);
        }
    }

    /** One value, nested form. */
    public void value(int v, StringBuilder out) {
        int c = containerOf(v);
        if (c < 0) leaf(v, out);
        else write(c, out);
    }

    /** A container being written: whether it is an object, and its next visible child (-1 when none is left). */
    private static final class Open {
        final boolean object;
        int next;
        boolean first = true;

        Open(boolean object, int next) {
            this.object = object;
            this.next = next;
        }
    }

    private void write(int container, StringBuilder out) {
        Deque<Open> open = new ArrayDeque<>();
        open.push(opened(container, out));
        while (!open.isEmpty()) {
            Open top = open.peek();
            int child = top.next;
            if (child < 0) {
                out.append(top.object ? '}' : ']');
                open.pop();
                continue;
            }
            top.next = visible(doc.index().nextSibling(child));
            if (!top.first) out.append(',');
            top.first = false;
            if (top.object) out.append(JsonText.quote(doc.name(child))).append(':');
            int c = containerOf(child);
            if (c < 0) leaf(child, out);
            else open.push(opened(c, out));
        }
    }

    private Open opened(int container, StringBuilder out) {
        boolean object = doc.index().kind(container) == ValueIndex.OBJECT;
        out.append(object ? '{' : '[');
        return new Open(object, visible(doc.index().firstChild(container)));
    }

    /** This value or the first visible sibling after it (format metadata is hidden); -1 when there is none. */
    private int visible(int v) {
        while (v >= 0 && doc.isHidden(v)) v = doc.index().nextSibling(v);
        return v;
    }

    /** The container a value is written as (an inline node's body), or -1 for a scalar or a reference. */
    private int containerOf(int v) {
        return switch (doc.kind(v)) {
            case NODE -> {
                int body = doc.body(doc.target(v));
                yield doc.index().isContainer(body) ? body : -1; // a string an object link names is a node and a scalar
            }
            case OBJECT, ARRAY -> v;
            default -> -1;
        };
    }

    private void leaf(int v, StringBuilder out) {
        switch (doc.kind(v)) {
            case REFERENCE -> out.append("{\"$ref\":").append(JsonText.quote(doc.referencedNodeId(v).toString())).append('}');
            default -> out.append(literal(v));
        }
    }

    /**
     * A scalar as a JSON literal: JSON text exactly as written; a scalar of another syntax (YAML's plain and
     * quoted strings) decoded and quoted, a number as written, and null and bools by their kind (Unity's
     * {@code {fileID: 0}} is null).
     */
    private String literal(int v) {
        ValueIndex index = doc.index();
        if (index instanceof JsonIndex) return doc.raw(v);
        return switch (index.kind(v)) {
            case ValueIndex.STRING -> {
                String own = index.quotedString(v);
                yield own != null ? own : JsonText.quote(index.string(v));
            }
            case ValueIndex.NUMBER -> doc.raw(v).strip();
            case ValueIndex.TRUE -> "true";
            case ValueIndex.FALSE -> "false";
            default -> "null";
        };
    }
}
