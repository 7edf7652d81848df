package savelens.app.document;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import savelens.document.Document;
import savelens.graph.GraphAnalysis;
import savelens.json.JsonIndex;
import savelens.json.VisibleText;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.path.PathException;

/**
 * The canonical CLI path of a node or value: the way the tree unfolds it, from the root along each node's
 * home edge. Paths are how selections survive edits, which renumber values.
 */
public final class PathNames {
    private final Document doc;
    private final GraphAnalysis analysis;

    public PathNames(Document doc, GraphAnalysis analysis) {
        this.doc = doc;
        this.analysis = analysis;
    }

    /** {@code $} for the root, the home path for a reachable node, {@code #ID} for an unreachable one. */
    public String node(int node) {
        if (node == doc.root()) return "$";
        int edge = analysis.homeEdge(node);
        if (edge < 0) return "#" + doc.id(node);
        return value(analysis.edges().value(edge));
    }

    /** The path of a field or element, through its owner node's path. */
    public String value(int value) {
        JsonIndex json = doc.json();
        Deque<String> steps = new ArrayDeque<>();
        int v = value;
        int owner = doc.ownerNode(value);
        int body = owner >= 0 ? doc.body(owner) : -1;
        while (v >= 0 && v != body) {
            int parent = json.parent(v);
            if (parent < 0) break;
            steps.push(json.kind(parent) == JsonIndex.ARRAY ? "[" + doc.indexInParent(v) + "]" : field(doc.name(v)));
            v = parent;
        }
        StringBuilder s = new StringBuilder(owner >= 0 ? node(owner) : "$");
        for (String step : steps) s.append(step);
        return s.toString();
    }

    /** The canonical path of what a path (any path the CLI accepts) leads to; null when it leads nowhere. */
    public String canonical(String path) {
        Location at = resolve(path);
        if (at == null) return null;
        return at.isNode() ? node(at.node()) : value(at.value());
    }

    /** Where a path leads in this document, or null. */
    public Location resolve(String path) {
        try {
            return DocumentPath.parse(path).resolve(doc);
        } catch (PathException | IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * A field step: {@code .name}, or {@code ["name"]} when the name would not read back as one, with the
     * name as {@link VisibleText} shows it (a tab as {@code \t}) and quotes escaped: a path can be shown and
     * copied whatever the name holds.
     */
    public static String field(String name) {
        boolean plain = !name.isEmpty() && !VisibleText.needsEscapes(name);
        for (int i = 0; i < name.length() && plain; i++) {
            char c = name.charAt(i);
            if (c == '.' || c == '[' || c == ']' || c == '"' || Character.isWhitespace(c)) plain = false;
        }
        if (plain) return "." + name;
        return "[\"" + VisibleText.show(name).replace("\"", "\\\"") + "\"]";
    }

    /** Every prefix of a path that is itself a path: {@code $}, {@code $.a}, {@code $.a[0]}… */
    public static List<String> prefixes(String path) {
        List<String> out = new ArrayList<>();
        int i = 0;
        if (path.startsWith("$")) {
            i = 1;
        } else if (path.startsWith("#")) {
            i = 1;
            while (i < path.length() && (Character.isDigit(path.charAt(i)) || path.charAt(i) == '-')) i++;
        } else {
            return out;
        }
        out.add(path.substring(0, i));
        while (i < path.length()) {
            char c = path.charAt(i);
            int j;
            if (c == '.') {
                j = i + 1;
                while (j < path.length() && path.charAt(j) != '.' && path.charAt(j) != '[') j++;
            } else if (c == '[' && i + 1 < path.length() && path.charAt(i + 1) == '"') {
                j = i + 2;
                while (j < path.length() && path.charAt(j) != '"') j += path.charAt(j) == '\\' ? 2 : 1;
                j = Math.min(path.length(), j + 2);
            } else if (c == '[') {
                int close = path.indexOf(']', i);
                j = close < 0 ? path.length() : close + 1;
            } else {
                break;
            }
            out.add(path.substring(0, j));
            i = j;
        }
        return out;
    }

    /** True when {@code path} is {@code prefix} or lies below it. */
    public static boolean isWithin(String path, String prefix) {
        if (!path.startsWith(prefix)) return false;
        if (path.length() == prefix.length()) return true;
        char c = path.charAt(prefix.length());
        return c == '.' || c == '[';
    }
}
