package savelens.scene;

import java.util.List;
import savelens.document.NodeId;

/**
 * One object of a scene's hierarchy as the hierarchy resolves it.
 *
 * @param node              the object's node in the document
 * @param id                its id (for Unity: the GameObject's file id, or the PrefabInstance's for an
 *                          instance whose GameObject is not in the file)
 * @param name              its name, or "" when it has none
 * @param parent            the node of the object it sits under in the hierarchy, or -1 at the top
 * @param children          the nodes of the objects under it, in order
 * @param activeSelf        its own saved active flag (true when the file writes none)
 * @param activeInHierarchy active itself and every object above it: whether it runs
 * @param tags              its tags (one for Unity and helio; Godot groups are several)
 * @param layer             its layer, or null when it has none
 * @param components        its components in the order it lists them
 * @param depth             0 for a top object, one more per level below
 * @param prefab            for an object placed by a prefab instance, where it comes from; else null
 * @param visible           its own saved visibility where the engine has one apart from being active (Godot's
 *                          {@code visible}: hiding does not stop a node), else null (Unity, helio)
 * @param type              its type as the engine names it: a Godot node's {@code type} (null for a node the file
 *                          takes from another scene), {@code GameObject} for Unity, the node's type for helio
 * @param inherited         for a row that is no node of the document (a node of an instanced or inherited scene that
 *                          the file places its nodes under), where it comes from; null for the file's own objects.
 *                          Such a row's {@code node} is numbered after the document's nodes and names none of them
 */
public record SceneObject(int node, NodeId id, String name, int parent, List<Integer> children, boolean activeSelf,
        boolean activeInHierarchy, List<String> tags, SceneLayer layer, List<SceneComponent> components, int depth,
        PrefabSource prefab, Boolean visible, String type, Inherited inherited) {
    public SceneObject {
        // A slice of a whole scene's shared lists is read-only already: a copy would be the objects the slice saves.
        if (!(children instanceof SharedLists.Slice)) children = List.copyOf(children);
        tags = List.copyOf(tags);
        if (!(components instanceof SharedLists.Slice)) components = List.copyOf(components);
    }

    public boolean hasTag(String tag) { return tags.contains(tag); }

    /** True for an object placed by a prefab instance. */
    public boolean fromPrefab() { return prefab != null; }

    /** True for a row that is no node of the document (see {@link Inherited}). */
    public boolean isInherited() { return inherited != null; }

    /** True when the engine keeps a visibility flag apart from the active one. */
    public boolean hasVisibility() { return visible != null; }
}
