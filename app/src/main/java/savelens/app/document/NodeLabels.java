package savelens.app.document;

import savelens.document.Document;
import savelens.document.OwnNames;
import savelens.document.ShownIds;
import savelens.document.ShownTypes;
import savelens.json.VisibleText;

/**
 * How a node is named on screen: {@code #20 Game_Actor "Harold"}, or {@code #20 Harold} where space is short;
 * types and names as {@link VisibleText} shows them ({@code "Harold\r"}).
 */
public final class NodeLabels {
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
        return scenePath + "  (" + besideScenePath(doc, node, scenePath) + ")";
    }

    /** What follows a node's scene path: its id and type, and its own name where the path does not end with it. */
    public static String besideScenePath(Document doc, int node, String scenePath) { return beside(doc, node, scenePath, "/"); }

    /** What follows a name a node is known by: its id and type, and its own name where that name does not end with it. */
    private static String beside(Document doc, int node, String knownAs, String separator) {
        String name = displayName(doc, node);
        boolean said = name != null && (knownAs.equals(name) || knownAs.endsWith(separator + name));
        return said ? idAndType(doc, node) : full(doc, node);
    }

    /**
     * A node the game's data names (an RPG Maker actor): the game's name leads, the node's id and type follow, and its
     * own name too where the game's name does not end with it ({@code actor 1 Harold  (#13 Game_Actor)}).
     */
    public static String withGameName(Document doc, int node, String gameName) {
        String shown = VisibleText.show(gameName);
        return shown + "  (" + beside(doc, node, shown, " ") + ")";
    }

    /** An id longer than this (a Unity file id has up to 19 digits) is a detail beside a node's label, not its start. */
    static final int LONG_ID = 12;

    /**
     * A node whose id is long, by its type and name alone ({@code SceneRoots}), the id to be shown beside it as a
     * detail; null when its id is short or there is nothing else to name it by.
     */
    public static String withoutLongId(Document doc, int node) {
        if (ShownIds.of(doc, node).length() <= LONG_ID) return null;
        String type = shownType(doc, node);
        String name = displayName(doc, node);
        if (type == null) return name == null ? null : '"' + name + '"';
        return name == null ? type : type + " \"" + name + '"';
    }

    private static String idAndType(Document doc, int node) {
        String type = shownType(doc, node);
        return type == null ? ShownIds.of(doc, node) : ShownIds.of(doc, node) + " " + type;
    }

    public static String brief(Document doc, int node) {
        String name = displayName(doc, node);
        if (name == null) name = shownType(doc, node);
        return ShownIds.of(doc, node) + (name == null || name.isEmpty() ? "" : " " + name);
    }

    /** The node's type as shown ({@link ShownTypes}, then {@link VisibleText}); null when it has none. */
    private static String shownType(Document doc, int node) {
        String type = ShownTypes.of(doc, node);
        return type == null || type.isEmpty() ? null : VisibleText.show(type);
    }

    /** The node's own name as shown (cut short past 60 characters), by the one rule of {@link OwnNames}. */
    public static String displayName(Document doc, int node) {
        String own = OwnNames.of(doc, node);
        return own == null ? null : VisibleText.show(own, 60);
    }
}
