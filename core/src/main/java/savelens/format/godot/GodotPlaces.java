package savelens.format.godot;

import java.util.ArrayList;
import java.util.List;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.SyntaxRefusedException;

/**
 * What a place of a Godot document may take and how a reference is written there: {@code ExtResource(…)} and
 * {@code SubResource(…)} in the file's style, a {@code NodePath} relative to its node in a property the node
 * lists in {@code node_paths}. Places whose change would move or break other things are refused with the reason.
 */
final class GodotPlaces {
    private GodotPlaces() {}

    /**
     * Refuses setting {@code current} where a change cannot stand ({@code reference}: to a reference, else to a plain
     * value; {@code clearing}: to null).
     */
    static void refuseFixed(Document doc, int current, boolean reference, boolean clearing) {
        GodotTextIndex index = (GodotTextIndex) doc.index();
        if (index.isSynthetic(current)) {
            throw new SyntaxRefusedException("a connection is changed in its [connection] section (its from, to and method)");
        }
        int owner = doc.ownerNode(current);
        if (owner < 0 || index.parent(current) != doc.nodeValue(owner)) return;
        String name = index.name(current);
        GodotSceneFacts facts = GodotSceneFacts.of(doc);
        boolean sceneNode = facts.isSceneNode(owner);
        if (sceneNode && "parent".equals(name) && clearing) {
            throw new SyntaxRefusedException(doc.nodeId(owner) + " is a child of it, and a node cannot lose its parent: delete its children first");
        }
        if (sceneNode && "parent".equals(name)) {
            throw new SyntaxRefusedException("moving a node under another parent is not supported: its path, and every path through it, would change");
        }
        if (sceneNode && "instance".equals(name) && !reference) {
            throw new SyntaxRefusedException("an instanced node keeps an instance; give #ID of another PackedScene ext_resource");
        }
        if (!sceneNode && "id".equals(name) && facts.sectionTag(owner) != null) {
            throw new SyntaxRefusedException("a resource's id is what ExtResource and SubResource name: changing it would leave them naming nothing");
        }
    }

    static String referenceText(Document doc, int container, int current, NodeId id) {
        GodotTextIndex index = (GodotTextIndex) doc.index();
        GodotSceneFacts facts = GodotSceneFacts.of(doc);
        if (current >= 0) refuseFixed(doc, current, true, false);
        int target = doc.nodeById(id);
        if (target < 0) throw new SyntaxRefusedException("no node " + id + " to refer to");
        String tag = facts.sectionTag(target);
        int owner = doc.ownerNode(current >= 0 ? current : container);
        boolean pathPlace = current >= 0 ? index.variant(current) == ValueTable.NODE_PATH || listed(doc, owner, current) : listed(doc, owner, container);
        if (Section.NODE.equals(tag)) {
            if (!pathPlace || owner < 0 || !facts.isSceneNode(owner)) {
                throw new SyntaxRefusedException("a scene node is referred to by a NodePath in a property its node lists in node_paths");
            }
            String relative = relative(facts.nodePath(owner), facts.nodePath(target));
            String subnames = "";
            if (current >= 0 && index.variant(current) == ValueTable.NODE_PATH) {
                String was = ReferenceText.nodePath(index.raw(current));
                int colon = was.indexOf(':');
                if (colon >= 0) subnames = was.substring(colon);
            }
            return "NodePath(" + GodotStrings.quote(relative + subnames) + ")";
        }
        if (pathPlace) throw new SyntaxRefusedException("a NodePath property refers to a scene node, not to " + id);
        if (Section.EXT.equals(tag) || Section.SUB.equals(tag)) {
            String word = Section.EXT.equals(tag) ? "ExtResource" : "SubResource";
            String idText = index.raw(index.member(doc.nodeValue(target), "id"));
            boolean spaced = current >= 0 ? index.raw(current).contains("( ") : facts.formatVersion() <= 2;
            return spaced ? word + "( " + idText + " )" : word + "(" + idText + ")";
        }
        throw new SyntaxRefusedException(id + " is the file's own resource, which no value refers to");
    }

    /** True when the value (or the array holding it) is a property its node lists in {@code node_paths}. */
    private static boolean listed(Document doc, int owner, int value) {
        if (owner < 0 || value < 0) return false;
        GodotTextIndex index = (GodotTextIndex) doc.index();
        int section = doc.nodeValue(owner);
        int property = value;
        while (property >= 0 && index.parent(property) != section) property = index.parent(property);
        if (property < 0) return false;
        int list = index.member(section, "node_paths");
        return list >= 0 && ReferenceText.strings(index.raw(list)).contains(index.name(property));
    }

    /** The NodePath from the node at {@code from} to the node at {@code to}, both paths from the root. */
    static String relative(String from, String to) {
        List<String> a = segments(from), b = segments(to);
        int common = 0;
        while (common < a.size() && common < b.size() && a.get(common).equals(b.get(common))) common++;
        List<String> out = new ArrayList<>();
        for (int i = common; i < a.size(); i++) out.add("..");
        out.addAll(b.subList(common, b.size()));
        return out.isEmpty() ? "." : String.join("/", out);
    }

    private static List<String> segments(String path) {
        return path.equals(".") ? List.of() : List.of(path.split("/"));
    }
}
