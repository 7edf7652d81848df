package savelens.query;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Where a query's hit is, step by step from {@code $}: member names and array indexes. */
public final class QueryPath {
    private static final QueryPath ROOT = new QueryPath(null, null, -1);
    private final QueryPath parent;
    private final String name;
    private final int index;

    private QueryPath(QueryPath parent, String name, int index) {
        this.parent = parent;
        this.name = name;
        this.index = index;
    }

    public static QueryPath root() { return ROOT; }

    QueryPath member(String member) { return new QueryPath(this, member, -1); }

    QueryPath element(int element) { return new QueryPath(this, null, element); }

    /** The steps from the root, first first: a String (member name) or an Integer (array index). */
    public List<Object> steps() {
        List<Object> steps = new ArrayList<>();
        for (QueryPath p = this; p.parent != null; p = p.parent) steps.add(p.name != null ? p.name : (Object) p.index);
        Collections.reverse(steps);
        return steps;
    }

    /** RFC 9535's normalized path: {@code $['a'][0]}, names single-quoted with the RFC's escapes. */
    public String normalized() {
        StringBuilder out = new StringBuilder("$");
        for (Object step : steps()) {
            if (step instanceof Integer i) {
                out.append('[').append(i).append(']');
                continue;
            }
            out.append("['");
            String s = (String) step;
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                switch (c) {
                    case '\b' -> out.append("\\b");
                    case '\f' -> out.append("\\f");
                    case '\n' -> out.append("\\n");
                    case '\r' -> out.append("\\r");
                    case '\t' -> out.append("\\t");
                    case '\'' -> out.append("\\'");
                    case '\\' -> out.append("\\\\");
                    default -> {
                        if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
                        else out.append(c);
                    }
                }
            }
            out.append("']");
        }
        return out.toString();
    }

    @Override public String toString() { return normalized(); }
}
