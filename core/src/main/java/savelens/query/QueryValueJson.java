package savelens.query;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A tree value written as one-line JSON, as queries see it (over a document: references as their id strings,
 * metadata left out). Nesting is followed with a stack of its own, never by recursion.
 */
public final class QueryValueJson {
    private QueryValueJson() {}

    public static String write(QueryTree tree, int value) {
        StringBuilder out = new StringBuilder();
        Deque<Object> work = new ArrayDeque<>(); // an int[] {value} to write, or a String to append
        work.push(new int[] {value});
        while (!work.isEmpty()) {
            Object next = work.pop();
            if (next instanceof String s) {
                out.append(s);
                continue;
            }
            int v = ((int[]) next)[0];
            switch (tree.kind(v)) {
                case QueryTree.NULL -> out.append("null");
                case QueryTree.TRUE -> out.append("true");
                case QueryTree.FALSE -> out.append("false");
                case QueryTree.NUMBER -> out.append(tree.numberText(v));
                case QueryTree.STRING -> quote(tree.string(v), out);
                default -> {
                    boolean object = tree.kind(v) == QueryTree.OBJECT;
                    Deque<Object> parts = new ArrayDeque<>();
                    parts.add(object ? "{" : "[");
                    tree.forEachChild(v, (child, name, index) -> {
                        StringBuilder key = new StringBuilder(index > 0 ? "," : "");
                        if (object) quote(name, key).append(':');
                        if (key.length() > 0) parts.add(key.toString());
                        parts.add(new int[] {child});
                    });
                    parts.add(object ? "}" : "]");
                    while (!parts.isEmpty()) work.push(parts.pollLast());
                }
            }
        }
        return out.toString();
    }

    /** A JSON string: only {@code "}, {@code \} and control characters escaped, as JSON.stringify writes them. */
    public static StringBuilder quote(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
                }
            }
        }
        return out.append('"');
    }
}
