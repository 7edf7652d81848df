package savelens.size;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;
import savelens.document.Document;

/**
 * The merged shortest paths printed as a tree from the root: one line per step ({@code ├─ .field → #ID Type}), a node
 * whose way on was shown already named once more and referred back to ("continued above") instead of repeated.
 */
public final class PathTree {
    /** One line of the tree: its text, and the node it names (for a window to select along the paths). */
    public record Line(String text, int node) {}

    /** How far right a line's lead goes: 24 levels. */
    static final int MAX_LEAD = 3 * 24;

    private PathTree() {}

    /** The lines below the root (the root's own line is the caller's), nodes named by {@code name}. */
    public static List<Line> lines(RootPaths paths, Document doc, IntFunction<String> name) {
        List<Line> out = new ArrayList<>();
        int root = paths.graph().root();
        if (root >= 0 && paths.reachable()) walk(paths, doc, name, root, "", new HashSet<>(), out);
        return out;
    }

    private static void walk(RootPaths paths, Document doc, IntFunction<String> name, int root, String lead, Set<Integer> shown, List<Line> out) {
        // Iterative: a path can be as long as the document is deep.
        record Frame(int node, int[] next, int at, String rest) {}
        java.util.ArrayDeque<Frame> stack = new java.util.ArrayDeque<>();
        shown.add(root);
        stack.push(new Frame(root, paths.next(root), 0, lead));
        while (!stack.isEmpty()) {
            Frame f = stack.pop();
            if (f.at >= f.next.length) continue;
            stack.push(new Frame(f.node, f.next, f.at + 1, f.rest));
            int e = f.next[f.at];
            int w = paths.graph().target(e);
            boolean last = f.at == f.next.length - 1;
            int[] further = paths.next(w);
            boolean again = shown.contains(w) && further.length > 0;
            String step = EdgeLabels.label(doc, f.node, paths.graph().value(e));
            out.add(new Line(f.rest + (last ? "└─ " : "├─ ") + step + " → " + name.apply(w) + (again ? " (continued above)" : ""), w));
            if (!again) {
                shown.add(w);
                // past MAX_LEAD the lines stop moving right: a path of a hundred thousand steps would otherwise
                // be printed in text that grows with the square of its length
                String rest = f.rest.length() >= MAX_LEAD ? f.rest : f.rest + (last ? "   " : "│  ");
                stack.push(new Frame(w, further, 0, rest));
            }
        }
    }
}
