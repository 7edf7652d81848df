package savelens.path;

import java.util.ArrayList;
import java.util.List;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.json.MalformedEscapeException;
import savelens.json.VisibleText;

/**
 * The CLI's path syntax: {@code $} (the root) or {@code #ID}, then {@code .name}, {@code ["name"]} and
 * {@code [N]} steps; a step through a reference follows it. Format wrappers (MV {@code @a}) are invisible
 * because nodes expose their body directly.
 */
public final class DocumentPath {
    private sealed interface Step permits Field, Index {}

    private record Field(String name) implements Step {}

    private record Index(int index) implements Step {}

    private final String text;
    private final Long startId;
    private final List<Step> steps;

    private DocumentPath(String text, Long startId, List<Step> steps) {
        this.text = text;
        this.startId = startId;
        this.steps = steps;
    }

    public static DocumentPath parse(String text) {
        int i;
        Long start = null;
        if (text.startsWith("$")) {
            i = 1;
        } else if (text.startsWith("#")) {
            i = 1;
            while (i < text.length() && (Character.isDigit(text.charAt(i)) || (i == 1 && text.charAt(i) == '-'))) i++;
            try {
                start = Long.parseLong(text.substring(1, i));
            } catch (NumberFormatException e) {
                throw new PathException("a path starts with $ or #ID: " + text);
            }
        } else {
            throw new PathException("a path starts with $ (the root) or #ID (a node), not \"" + text + "\"");
        }
        List<Step> steps = new ArrayList<>();
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '.') {
                int j = i + 1;
                while (j < text.length() && text.charAt(j) != '.' && text.charAt(j) != '[') j++;
                if (j == i + 1) throw new PathException("empty field name at position " + (i + 1) + " of " + text);
                steps.add(new Field(text.substring(i + 1, j)));
                i = j;
            } else if (c == '[') {
                int close;
                if (i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    int j = i + 2;
                    StringBuilder name = new StringBuilder();
                    while (j < text.length() && text.charAt(j) != '"') {
                        if (text.charAt(j) == '\\' && j + 1 < text.length()) j = escape(text, j, name);
                        else name.append(text.charAt(j++));
                    }
                    close = j + 1;
                    if (close >= text.length() || text.charAt(close) != ']') throw new PathException("unclosed [\"name\"] in " + text);
                    steps.add(new Field(name.toString()));
                } else {
                    close = text.indexOf(']', i);
                    if (close < 0) throw new PathException("unclosed [ in " + text);
                    try {
                        steps.add(new Index(Integer.parseInt(text.substring(i + 1, close).trim())));
                    } catch (NumberFormatException e) {
                        throw new PathException("[" + text.substring(i + 1, close) + "] is not an index in " + text);
                    }
                }
                i = close + 1;
            } else {
                throw new PathException("unexpected '" + c + "' at position " + (i + 1) + " of " + text);
            }
        }
        return new DocumentPath(text, start, List.copyOf(steps));
    }

    /**
     * Reads the escape at {@code at} inside a quoted name into {@code name}; returns where the name goes on.
     * JSON's escapes as the window shows them ({@link VisibleText}), so that a name shown escaped can be
     * pasted; any other {@code \x} is {@code x}, as paths have always read it.
     */
    private static int escape(String text, int at, StringBuilder name) {
        try {
            int next = VisibleText.readEscape(text, at, name);
            if (next != VisibleText.UNKNOWN_ESCAPE) return next;
        } catch (MalformedEscapeException e) {
            throw new PathException("\\u takes four hex digits in " + text);
        }
        name.append(text.charAt(at + 1));
        return at + 2;
    }

    public Location resolve(Document doc) {
        int node;
        if (startId == null) {
            if (doc.isSingleValue()) return singleValue(doc);
            node = doc.root();
        } else {
            node = doc.nodeById(startId);
            if (node < 0) throw new PathException("no node #" + startId);
        }
        Location at = new Location(node, -1);
        StringBuilder walked = new StringBuilder(startId == null ? "$" : "#" + startId);
        for (Step step : steps) {
            at = step(doc, at, step, walked.toString());
            walked.append(step instanceof Field f ? "." + f.name() : "[" + ((Index) step).index() + "]");
        }
        return at;
    }

    /** A document that is one value: {@code $} is that value, and no step leads anywhere. */
    private Location singleValue(Document doc) {
        if (!steps.isEmpty()) {
            throw new PathException("$ is " + doc.kind(0).describe() + ", the whole document; it has no " + describe(steps.get(0)));
        }
        return new Location(-1, 0);
    }

    private static Location step(Document doc, Location at, Step step, String walked) {
        int container;
        int node = at.node();
        if (at.isNode()) {
            container = doc.body(node);
        } else {
            int v = at.value();
            ValueKind kind = doc.kind(v);
            if (kind == ValueKind.REFERENCE || kind == ValueKind.NODE) {
                int t = doc.target(v);
                if (t < 0) throw new PathException(walked + " is a dangling reference to #" + doc.referencedId(v));
                node = t;
                container = doc.body(t);
            } else if (kind == ValueKind.OBJECT || kind == ValueKind.ARRAY) {
                container = v;
            } else {
                throw new PathException(walked + " is " + kind.describe() + ", it has no " + describe(step));
            }
        }
        boolean isArray = doc.json().kind(container) == savelens.json.JsonIndex.ARRAY;
        int child;
        if (step instanceof Field f) {
            if (isArray) throw new PathException(walked + " is an array; use [N], not ." + f.name());
            child = doc.childNamed(container, f.name());
            if (child < 0) throw new PathException(walked + " has no field \"" + f.name() + "\"");
        } else {
            int index = ((Index) step).index();
            if (!isArray) throw new PathException(walked + " is not an array; it has no [" + index + "]");
            child = index < 0 ? -1 : doc.childAt(container, index);
            if (child < 0) throw new PathException(walked + " has no element [" + index + "] (it has "
                    + doc.visibleChildCount(container) + ")");
        }
        return new Location(node, child);
    }

    private static String describe(Step step) {
        return step instanceof Field f ? "field \"" + f.name() + "\"" : "element [" + ((Index) step).index() + "]";
    }

    @Override public String toString() { return text; }
}
