package savelens.size;

import savelens.document.Document;
import savelens.path.DocumentPath;

/** How an edge is written, as a path step from its source node: {@code .field}, {@code [3]}, {@code .list[2].item}. */
public final class EdgeLabels {
    private EdgeLabels() {}

    /** The steps from the source node's body to the value that writes the edge; "(child)" for an edge written only upwards. */
    public static String label(Document doc, int source, int value) {
        if (value == SizeGraph.NOT_WRITTEN || value < 0) return "(child)";
        int body = doc.body(source);
        StringBuilder steps = new StringBuilder();
        java.util.ArrayDeque<String> parts = new java.util.ArrayDeque<>();
        int v = value;
        int guard = 0;
        while (v >= 0 && v != body && v != doc.nodeValue(source) && guard++ < 10_000) {
            int p = doc.index().parent(v);
            if (p < 0) break;
            if (!doc.isHidden(v)) {
                String name = doc.name(v);
                if (name != null && doc.syntax().typedPathKeys()) parts.push(typedStep(doc, name));
                else if (name != null) parts.push(simpleName(name) ? "." + name : "[" + savelens.json.JsonText.quote(name) + "]");
                else parts.push("[" + doc.indexInParent(v) + "]");
            }
            v = p;
        }
        for (String s : parts) steps.append(s);
        return steps.length() == 0 ? "(self)" : steps.toString();
    }

    /** A Marshal member as its paths write it: {@code .@gold} (an instance variable), {@code .party} (a symbol), {@code ["a"]}. */
    private static String typedStep(Document doc, String name) {
        java.util.List<DocumentPath.Step> steps = DocumentPath.root().member(doc, name).steps();
        return DocumentPath.print(steps.get(steps.size() - 1));
    }

    private static boolean simpleName(String name) {
        if (name.isEmpty() || !(Character.isLetter(name.charAt(0)) || name.charAt(0) == '_' || name.charAt(0) == '$')) return false;
        for (int i = 1; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!(Character.isLetterOrDigit(c) || c == '_' || c == '$')) return false;
        }
        return true;
    }
}
