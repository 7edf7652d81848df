package savelens.app.document;

import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.json.VisibleText;

/**
 * How a node is named on screen: {@code #20 Game_Actor "Harold"}, or {@code #20 Harold} where space is short;
 * types and names as {@link VisibleText} shows them ({@code "Harold\r"}).
 */
public final class NodeLabels {
    private static final String[] NAME_FIELDS = {"name", "m_Name", "_name", "title", "label"};

    private NodeLabels() {}

    public static String full(Document doc, int node) {
        String name = displayName(doc, node);
        return name == null ? idAndType(doc, node) : idAndType(doc, node) + " \"" + name + '"';
    }

    /**
     * A scene object or component named by its scene path first, its label after: {@code Root/Lamp  (#5 GameObject)}.
     * The node's own name is left out where the scene path ends with it, as the command line names nodes.
     */
    public static String withScenePath(Document doc, int node, String scenePath) {
        String name = displayName(doc, node);
        boolean said = name != null && (scenePath.equals(name) || scenePath.endsWith("/" + name));
        return scenePath + "  (" + (said ? idAndType(doc, node) : full(doc, node)) + ")";
    }

    private static String idAndType(Document doc, int node) {
        String type = doc.type(node);
        return type == null || type.isEmpty() ? idOf(doc, node) : idOf(doc, node) + " " + VisibleText.show(type);
    }

    public static String brief(Document doc, int node) {
        String name = displayName(doc, node);
        if (name == null) name = doc.type(node) == null ? null : VisibleText.show(doc.type(node));
        return idOf(doc, node) + (name == null || name.isEmpty() ? "" : " " + name);
    }

    /** The node's id; a root the reader made (a scene's, a Marshal file's) has none in the file and shows as its path. */
    private static String idOf(Document doc, int node) {
        return node == doc.root() && doc.hasSyntheticRoot() ? "$" : doc.nodeId(node).toString();
    }

    /** The node's own name as shown (cut short past 60 characters), when it has a string field that reads like one. */
    public static String displayName(Document doc, int node) {
        if (doc.bodyIsArray(node)) return null;
        int body = doc.body(node);
        for (String field : NAME_FIELDS) {
            int v = doc.childNamed(body, field);
            if (v >= 0 && doc.kind(v) == ValueKind.STRING) {
                String s = doc.index().string(v);
                if (!s.isEmpty()) return VisibleText.show(s, 60);
            }
        }
        return null;
    }
}
