package savelens.format.godot;

import java.util.ArrayList;
import java.util.List;
import savelens.document.Document;
import savelens.document.StructureSyntax.Change;
import savelens.document.SyntaxRefusedException;
import savelens.index.ValueIndex;

/**
 * A scene node renamed by its {@code name}: its path, and every path through it, change. In the same edit every
 * {@code parent}, listed {@code NodePath}, connection end and {@code [editable path]} that leads to it or below it
 * is written anew, so that each still leads where it did; a name Godot would not take, or one a sibling has, is
 * refused. NodePaths of properties no {@code node_paths} lists (animation tracks) are values, and stay as written.
 * A node whose section has no {@code type} (nor {@code instance}) overrides a node of the scene this one inherits or
 * instances, which Godot finds by its name: renaming it here would leave the override matching nothing, so it is refused.
 */
final class NodeRename {
    private static final String FORBIDDEN = ".:@/\"%";

    private NodeRename() {}

    static List<Change> followUps(Document doc, int value, String newText) {
        GodotTextIndex x = (GodotTextIndex) doc.index();
        GodotSceneFacts facts = x.facts();
        int node = doc.ownerNode(value);
        if (node < 0 || !facts.isSceneNode(node) || x.parent(value) != doc.nodeValue(node) || !"name".equals(x.name(value))) return List.of();
        String oldPath = facts.nodePath(node);
        if (oldPath.equals(".")) return List.of(); // the root is "." in every path
        int section = doc.nodeValue(node);
        if (x.member(section, "type") < 0 && x.member(section, "instance") < 0) {
            GodotSceneFacts.Elsewhere from = facts.elsewhere(oldPath);
            String scene = from == null || from.scene() == null ? "the scene it comes from" : from.scene();
            throw new SyntaxRefusedException(oldPath + " is a node of " + scene + " (its [node] here has no type: it only changes that node),"
                    + " which Godot finds by its name; rename it in " + scene);
        }
        byte[] b = newText.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        if (b.length < 2 || b[0] != '"') return List.of();
        String name = GodotStrings.decode(b, 0, b.length);
        if (name.isEmpty()) throw new SyntaxRefusedException("a node needs a name");
        for (char c : name.toCharArray()) {
            if (FORBIDDEN.indexOf(c) >= 0) throw new SyntaxRefusedException("a node's name cannot hold any of . : @ / \" %");
        }
        int cut = oldPath.lastIndexOf('/');
        String newPath = cut < 0 ? name : oldPath.substring(0, cut + 1) + name;
        if (newPath.equals(oldPath)) return List.of();
        if (facts.nodeAt(newPath) >= 0) throw new SyntaxRefusedException("a sibling is named " + name + " already");
        List<Change> out = new ArrayList<>();
        for (Section sec : facts.sections()) {
            String attribute = switch (sec.tag()) {
                case Section.NODE -> "parent";
                case Section.CONNECTION -> null;
                case "editable" -> "path";
                default -> "";
            };
            if (attribute == null) {
                path(x, x.member(sec.value(), "from"), oldPath, newPath, out);
                path(x, x.member(sec.value(), "to"), oldPath, newPath, out);
            } else if (!attribute.isEmpty()) {
                path(x, x.member(sec.value(), attribute), oldPath, newPath, out);
            }
        }
        for (int v = 0; v < x.count(); v++) {
            if (x.variant(v) != ValueTable.NODE_PATH || doc.kind(v) != savelens.document.ValueKind.REFERENCE || doc.isDangling(v)) continue;
            int owner = doc.ownerNode(v);
            String from = facts.nodePath(owner), to = facts.nodePath(doc.nodeById(doc.referencedNodeId(v)));
            String written = ReferenceText.nodePath(x.raw(v));
            int colon = written.indexOf(':');
            String subnames = colon >= 0 ? written.substring(colon) : "";
            String movedFrom = moved(from, oldPath, newPath), movedTo = moved(to, oldPath, newPath);
            String text;
            if (written.startsWith("%")) {
                if (!to.equals(oldPath)) continue;
                text = "%" + name + written.substring(written.indexOf('/') < 0 ? written.length() - subnames.length() : written.indexOf('/'));
            } else {
                String now = GodotPlaces.relative(movedFrom, movedTo);
                if (now.equals(GodotPlaces.relative(from, to)) && movedTo.equals(to) && movedFrom.equals(from)) continue;
                if (now.equals(written.substring(0, written.length() - subnames.length()))) continue;
                text = now + subnames;
            }
            String replaced = x.raw(v).startsWith("^") ? "^" + GodotStrings.quote(text) : "NodePath(" + GodotStrings.quote(text) + ")";
            out.add(new Change(x.startInt(v), x.endInt(v) - x.startInt(v), replaced));
        }
        return out;
    }

    private static void path(GodotTextIndex x, int v, String oldPath, String newPath, List<Change> out) {
        if (v < 0 || x.kind(v) != ValueIndex.STRING) return;
        String p = x.string(v);
        String moved = moved(p, oldPath, newPath);
        if (!moved.equals(p)) out.add(new Change(x.startInt(v), x.endInt(v) - x.startInt(v), GodotStrings.quote(moved)));
    }

    /** A path from the root after the node at {@code oldPath} is named anew. */
    private static String moved(String path, String oldPath, String newPath) {
        if (path == null) return null;
        if (path.equals(oldPath)) return newPath;
        return path.startsWith(oldPath + "/") ? newPath + path.substring(oldPath.length()) : path;
    }
}
