package savelens.format.godot;

import java.util.Map;
import java.util.TreeMap;
import savelens.document.DerivedNames;
import savelens.document.Document;
import savelens.document.ExternalReference;
import savelens.document.ExternalReferences;

/**
 * What a Godot text document knows beyond the generic model, for readers such as the scene view: which section
 * each node is, node paths, which nodes instance another scene, and the references to other files
 * ({@code ext_resource} paths, and paths through instanced nodes into the scenes they instance).
 */
public final class GodotSceneFacts {
    private final GodotTextIndex index;
    private final SceneLayout layout;
    private final int[] nodeOfSection;
    private final int[] sectionOfNode;
    private final TreeMap<Integer, ExternalReference> externals;
    private final IntPairs connectionSections;
    private final InstancedScenes scenes;

    /**
     * Where a node path that names no node of this file leads: into the scene of the nearest instanced node on the
     * way ({@code scene}, its {@code res://} path), which was read ({@code atHand}) and holds that node ({@code holds}).
     */
    public record Elsewhere(String scene, boolean atHand, boolean holds) {}

    GodotSceneFacts(GodotTextIndex index, SceneLayout layout, int[] nodeOfSection, TreeMap<Integer, ExternalReference> externals,
                    IntPairs connectionSections, InstancedScenes scenes) {
        this.scenes = scenes;
        this.connectionSections = connectionSections;
        this.index = index;
        this.layout = layout;
        this.nodeOfSection = nodeOfSection;
        int nodes = 0;
        for (int n : nodeOfSection) nodes = Math.max(nodes, n + 1);
        this.sectionOfNode = new int[nodes];
        for (int s = 0; s < nodeOfSection.length; s++) if (nodeOfSection[s] >= 0) sectionOfNode[nodeOfSection[s]] = s;
        this.externals = externals;
    }

    /** The facts of a document read from Godot text, or null for any other document. */
    public static GodotSceneFacts of(Document doc) {
        return doc.index() instanceof GodotTextIndex g ? g.facts() : null;
    }

    /** True when the file is a scene ({@code [gd_scene]}), false for a resource ({@code [gd_resource]}). */
    public boolean isScene() { return layout.isScene(); }

    /** The format number the header gives (2, 3 or 4), or -1. */
    public int formatVersion() { return layout.format; }

    /** The section tag of a node of the document ({@code node}, {@code ext_resource}, …); null for the synthetic root. */
    public String sectionTag(int node) {
        return node < sectionOfNode.length ? layout.sections.tag(sectionOfNode[node]) : null;
    }

    /** True for a scene node ({@code [node]} section). */
    public boolean isSceneNode(int node) { return Section.NODE.equals(sectionTag(node)); }

    /** A scene node's path from the root ({@code "."}, {@code "Panel/Button"}); null for other nodes. */
    public String nodePath(int node) {
        return isSceneNode(node) ? layout.nodePath(sectionOfNode[node]) : null;
    }

    /** The scene's root node (the {@code [node]} without a parent), or -1. */
    public int rootNode() { return layout.rootSection < 0 ? -1 : nodeOfSection[layout.rootSection]; }

    /** The document node that is the scene node at this path, or -1. */
    public int nodeAt(String path) {
        int s = layout.node(path);
        return s < 0 ? -1 : nodeOfSection[s];
    }

    /**
     * For a path from the root that names no node of this file: the instanced (or inherited) scene it leads into and
     * whether that scene holds the node; null when no instanced node is on the way (the path names nothing).
     */
    public Elsewhere elsewhere(String path) {
        int inst = layout.instanceOnTheWay(path);
        if (inst < 0) return null;
        String res = SceneLayout.text(index, index.member(layout.sections.get(layout.instanceOf[inst]).value(), "path"));
        java.nio.file.Path found = scenes.find(res);
        InstancedScenes.Held held = found == null ? InstancedScenes.Held.UNKNOWN : scenes.holds(found, layout.below(inst, path));
        return new Elsewhere(res, held != InstancedScenes.Held.UNKNOWN, held == InstancedScenes.Held.YES);
    }

    /** The {@code res://} path of the scene a node instances, or null when it instances none. */
    public String instancedScene(int node) {
        if (!isSceneNode(node)) return null;
        int ext = layout.instanceOf[sectionOfNode[node]];
        return ext < 0 ? null : SceneLayout.text(index, index.member(layout.sections.get(ext).value(), "path"));
    }

    /** The {@code [connection]} section's value a connection's element stands for, or -1 when the value is none. */
    int connectionSection(int element) { return connectionSections.get(element, -1); }

    /** The sections of the file, in order. */
    java.util.List<Section> sections() { return layout.sections; }

    SceneLayout layout() { return layout; }

    /** The node of a section, or -1 when the section is none. */
    int nodeOfSection(int section) { return nodeOfSection[section]; }

    /** The scene nodes' ids, their paths, made when asked (see {@link DerivedNames}). */
    DerivedNames pathIds() {
        return new DerivedNames() {
            @Override public boolean has(int node) { return isSceneNode(node); }

            @Override public String name(int node) { return nodePath(node); }

            @Override public int node(String path) { return nodeAt(path); }

            @Override public int duplicate() {
                int s = layout.duplicatePath();
                return s < 0 ? -1 : nodeOfSection[s];
            }
        };
    }

    /** The references to other files as the document model shows them. */
    ExternalReferences externalReferences() {
        return new ExternalReferences() {
            @Override public int count() { return externals.size(); }

            @Override public ExternalReference at(int value) { return externals.get(value); }
        };
    }

    /** Every value that refers to another file, in document order, with what it names. */
    public Map<Integer, ExternalReference> externalValues() { return java.util.Collections.unmodifiableMap(externals); }
}
