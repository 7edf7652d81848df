package savelens.scene;

import savelens.document.Document;

/**
 * How one engine's files write a scene: which nodes are objects and components, and which fields hold an
 * object's name, parent, children, active flag, tag, layer and components, a component's owner, and the
 * scene's root list. One adapter per format; everything else (the tree, active in hierarchy, find by tag,
 * the diagnostics) is {@link SceneHierarchy}'s and the same for every engine.
 */
public interface SceneShape {
    /** The shape's name as messages show it ({@code helio}, {@code unity}). */
    String name();

    /**
     * True when files of this shape are scene files of an engine (Unity, Godot), which a user opens to see the
     * hierarchy; false for a save whose graph merely has a scene's shape (helio), which opens on its tree.
     */
    default boolean isSceneFile() { return true; }

    /** True when every object is a node of a named type and its tags are groups (Godot's way), so both are shown. */
    default boolean typedNodesWithGroups() { return false; }

    /** True when objects of this shape carry components (Unity, helio); a Godot node is one typed thing and has none. */
    default boolean hasComponents() { return true; }

    /**
     * Where this shape stands when a document's shape is sought, lowest first: the first shape that
     * {@link #recognises} a document is its shape. A shape that answers at once or only for its own format's documents
     * goes early; one that must look through the whole document to say no goes late, so that a document of another
     * shape is settled before it looks. Godot's is 100, helio's 200, Unity's 300.
     */
    int recognitionOrder();

    /** True when the document has this shape (judged from its data alone). */
    boolean recognises(Document doc);

    /** Reads the document's objects, components and links. */
    SceneFacts read(Document doc);

    /**
     * Whether another text for value {@code value} of {@code doc} (a plain scalar rewritten by an edit that keeps the
     * document's structure, or a reference retargeted) could change what {@link #read} makes of the document. True unless the shape is sure it
     * never looks at that value: a scene read before such an edit then holds after it ({@link SceneHierarchy#following}).
     */
    default boolean reads(Document doc, int value) { return true; }

    /**
     * The field of the scene's own node that holds the scene's name and is read for nothing else, or null when the
     * shape has none: an edit of it renames the scene and leaves its objects as they are.
     */
    default String sceneNameField() { return null; }

    /**
     * False when the shape is sure, without reading the scene, that no object of {@code doc} has the tag: no value
     * that could be an object's tag says it. True when one may (the default: the scene is read and its objects looked
     * at). A search for a tag that no value names then reads no scene.
     */
    default boolean mayHaveTag(Document doc, String tag) { return true; }
}
