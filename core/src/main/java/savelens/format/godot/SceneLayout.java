package savelens.format.godot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import savelens.index.ValueIndex;

/**
 * What the sections of a Godot text file say about each other: each node's path from the root ({@code "."},
 * {@code "Panel/Button"}) built from its {@code name} and {@code parent}, which nodes instance another scene,
 * the resource ids, and the connections. Read from the values alone, so that it can be worked out before and
 * after the synthetic values are placed, and for another scene an instance points into.
 */
final class SceneLayout {
    final Sections sections;
    /** Each node's path, made when asked, and the nodes by path. */
    private final NodePaths nodePaths;
    final Map<String, Integer> extById = new HashMap<>();
    final Map<String, Integer> subById = new HashMap<>();
    /** Per section: the ext_resource section a node instances, or -1. */
    final int[] instanceOf;
    final Connections connections;
    final List<String> problems = new ArrayList<>();
    final List<Integer> problemSections = new ArrayList<>();
    int rootSection = -1;
    int resourceSection = -1;
    int format = -1;

    SceneLayout(GodotTextIndex index, Sections sections) {
        this.sections = sections;
        this.nodePaths = new NodePaths(index, sections.size());
        this.connections = new Connections(index);
        this.instanceOf = new int[sections.size()];
        java.util.Arrays.fill(instanceOf, -1);
        for (int s = 0; s < sections.size(); s++) {
            int v = sections.value(s);
            String tag = sections.tag(s);
            switch (tag) {
                case Section.SCENE, Section.RESOURCE_FILE -> {
                    if (s != 0) problem(s, "a second file header [" + tag + "]");
                    int f = index.member(v, "format");
                    if (f >= 0) format = (int) index.longValue(f, -1);
                }
                case Section.EXT -> id(index, s, v, extById);
                case Section.SUB -> id(index, s, v, subById);
                case Section.RESOURCE -> {
                    if (resourceSection >= 0) problem(s, "a second [resource] section");
                    else resourceSection = s;
                }
                case Section.NODE -> node(index, s, v);
                case Section.CONNECTION -> connections.add(s, index.member(v, "from"), index.member(v, "to"));
                default -> { }
            }
        }
        for (int s = 0; s < sections.size(); s++) {
            if (!nodePaths.isNode(s) || !sections.isNode(s)) continue;
            int inst = index.member(sections.value(s), "instance");
            if (inst >= 0) instanceOf[s] = extById.getOrDefault(ReferenceText.id(index.raw(inst)), -1);
        }
    }

    boolean isScene() { return !sections.isEmpty() && sections.tag(0).equals(Section.SCENE); }

    /**
     * The values moved on by the synthetic {@code connections} lists placed after this layout was read
     * ({@link ValueTable#insertLists}): each section's and each connection's by the values now before its section.
     */
    void shift(int[] before) {
        sections.shift(before);
        nodePaths.shift(before);
        connections.shift(before);
    }

    /** Section s's path from the root ({@code "."}, {@code "Panel/Button"}), made anew; null when it is no node. */
    String nodePath(int s) { return nodePaths.path(s); }

    /** The first node section whose path an earlier one has, or -1. */
    int duplicatePath() { return nodePaths.duplicate(); }

    /** Whether section s is a node with a path. */
    boolean hasPath(int s) { return nodePaths.isNode(s); }

    private void id(GodotTextIndex index, int s, int v, Map<String, Integer> ids) {
        int id = index.member(v, "id");
        if (id < 0) {
            problem(s, "[" + sections.tag(s) + "] without an id");
            return;
        }
        String key = text(index, id);
        Integer was = ids.putIfAbsent(key, s);
        if (was != null) problem(s, "[" + sections.tag(s) + "] id " + key + " is used twice");
    }

    private void node(GodotTextIndex index, int s, int v) {
        int name = index.member(v, "name");
        int parent = index.member(v, "parent");
        if (parent < 0) {
            if (rootSection >= 0) problem(s, "a second node without a parent: " + text(index, name));
            else rootSection = s;
        }
        if (nodePaths.add(s, name, parent) >= 0) problem(s, "two nodes have the path " + nodePaths.path(s));
    }

    private void problem(int section, String message) {
        problems.add(message);
        problemSections.add(section);
    }

    /** A string value decoded, or a number as written, or null. */
    static String text(ValueIndex index, int v) {
        if (v < 0) return null;
        return index.kind(v) == ValueIndex.STRING ? index.string(v) : index.raw(v);
    }

    /**
     * The node section that sends a connection, when the connection is a reference from it: its sender is a node
     * of this file and its receiver is not inside another scene. Else -1.
     */
    int sender(int connection) {
        String fromPath = connections.from(connection);
        int from = fromPath == null ? -1 : node(fromPath);
        if (from < 0) return -1;
        String to = connections.to(connection);
        boolean receiverElsewhere = to != null && node(to) < 0 && instanceOnTheWay(to) >= 0;
        return receiverElsewhere ? -1 : from;
    }

    /** The node section a path from the root names, or -1. */
    int node(String path) { return nodePaths.node(path); }

    /**
     * The instanced node a path that names no node here goes through ({@code Player/Sprite} through an
     * instanced {@code Player}), or -1: the path then names a node inside that other scene.
     */
    int instanceOnTheWay(String path) {
        int cut = path.lastIndexOf('/');
        while (cut > 0) { // the nearest instanced node above wins, even in an inherited scene
            int s = node(path.substring(0, cut));
            if (s >= 0 && instanceOf[s] >= 0) return s;
            cut = path.lastIndexOf('/', cut - 1);
        }
        return rootSection >= 0 && instanceOf[rootSection] >= 0 ? rootSection : -1;
    }

    /** The part of a path below an instanced node's path. */
    String below(int instanced, String path) {
        String base = nodePath(instanced);
        if (base.equals(".")) return path;
        return path.length() > base.length() ? path.substring(base.length() + 1) : ".";
    }

    /**
     * A {@code NodePath} of the node at {@code from} made a path from the root; null when it leaves the scene
     * ({@code ..} past the root, or an absolute {@code /root/…}).
     */
    static String resolve(String from, String relative) {
        int colon = relative.indexOf(':');
        String p = colon >= 0 ? relative.substring(0, colon) : relative;
        if (p.startsWith("/")) return null;
        List<String> at = new ArrayList<>();
        if (!from.equals(".")) for (String part : from.split("/")) at.add(part);
        for (String part : p.split("/")) {
            if (part.isEmpty() || part.equals(".")) continue;
            if (part.equals("..")) {
                if (at.isEmpty()) return null;
                at.remove(at.size() - 1);
            } else {
                at.add(part);
            }
        }
        return at.isEmpty() ? "." : String.join("/", at);
    }
}
