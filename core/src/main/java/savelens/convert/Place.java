package savelens.convert;

import savelens.document.NodeId;
import savelens.json.JsonText;

/**
 * Where a value is written in the converted document: the steps from the root, each a member name or an element
 * index, and the node each step is inside of. Printed as SaveLens paths for messages and as {@code JSON.decycle}
 * paths for cycle.js.
 */
public record Place(Place parent, String member, int index, NodeId node) {
    /** The root: the node itself, no step. */
    public static Place root(NodeId root) { return new Place(null, null, -1, root); }

    public Place member(String name, NodeId inside) { return new Place(this, name, -1, inside); }

    public Place element(int i, NodeId inside) { return new Place(this, null, i, inside); }

    /** As SaveLens prints a place: the node it is in ({@code #3}), then the steps inside it ({@code .pos[1]}). */
    public String path() {
        StringBuilder steps = new StringBuilder();
        for (Place p = this; p.parent != null && p.parent.node.equals(node); p = p.parent) steps.insert(0, p.step());
        return node + steps.toString();
    }

    private String step() {
        if (member == null) return "[" + index + "]";
        return isPlainName(member) ? "." + member : "[" + JsonText.quote(member) + "]";
    }

    private static boolean isPlainName(String s) {
        if (s.isEmpty() || !Character.isJavaIdentifierStart(s.charAt(0))) return false;
        for (int i = 1; i < s.length(); i++) if (!Character.isJavaIdentifierPart(s.charAt(i))) return false;
        return true;
    }

    /** The path {@code JSON.decycle} writes for this place: {@code $["ship"]["crew"][1]}. */
    public String decyclePath() {
        if (parent == null) return "$";
        return parent.decyclePath() + (member == null ? "[" + index + "]" : "[" + JsonText.quote(member) + "]");
    }
}
