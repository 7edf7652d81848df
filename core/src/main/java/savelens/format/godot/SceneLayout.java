package savelens.format.godot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import savelens.index.ValueIndex;
import savelens.primitive.StringArrayIndex;

/**
 * What the sections of a Godot text file say about each other: each node's path from the root ({@code "."},
 * {@code "Panel/Button"}) built from its {@code name} and {@code parent}, which nodes instance another scene,
 * the resource ids, and the connections. Read from the values alone, so that it can be worked out before and
 * after the synthetic values are placed, and for another scene an instance points into.
 */
final class SceneLayout {
    /** One {@code [connection]}: its section, the paths of its two ends as written and the values holding them. */
    record Connection(int section, String from, String to, int fromValue, int toValue) {}

    final Sections sections;
    final String[] nodePath;
    private final StringArrayIndex nodeByPath;
    final Map<String, Integer> extById = new HashMap<>();
    final Map<String, Integer> subById = new HashMap<>();
    /** Per section: the ext_resource section a node instances, or -1. */
    final int[] instanceOf;
    final List<Connection> connections = new ArrayList<>();
    final List<String> problems = new ArrayList<>();
    final List<Integer> problemSections = new ArrayList<>();
    int rootSection = -1;
    int resourceSection = -1;
    int format = -1;

    SceneLayout(GodotTextIndex index, Sections sections) {
        this.sections = sections;
        this.nodePath = new String[sections.size()];
        this.nodeByPath = new StringArrayIndex(nodePath);
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
                case Section.CONNECTION -> {
                    int from = index.member(v, "from"), to = index.member(v, "to");
                    connections.add(new Connection(s, text(index, from), text(index, to), from, to));
                }
                default -> { }
            }
        }
        for (int s = 0; s < sections.size(); s++) {
            if (nodePath[s] == null || !sections.isNode(s)) continue;
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
        for (int i = 0; i < connections.size(); i++) {
            Connection c = connections.get(i);
            int d = before[c.section()];
            connections.set(i, new Connection(c.section(), c.from(), c.to(), c.fromValue() < 0 ? -1 : c.fromValue() + d, c.toValue() < 0 ? -1 : c.toValue() + d));
        }
    }

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
        String name = text(index, index.member(v, "name"));
        int parent = index.member(v, "parent");
        String path;
        if (parent < 0) {
            if (rootSection >= 0) {
                problem(s, "a second node without a parent: " + name);
                path = name == null ? "?" : name;
            } else {
                rootSection = s;
                path = ".";
            }
        } else {
            String p = text(index, parent);
            if (name == null) name = "";
            path = p == null || p.equals(".") || p.isEmpty() ? name : p + "/" + name;
        }
        nodePath[s] = path;
        if (nodeByPath.putIfAbsent(s) >= 0) problem(s, "two nodes have the path " + path);
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
    int sender(Connection c) {
        int from = c.from() == null ? -1 : node(c.from());
        if (from < 0) return -1;
        boolean receiverElsewhere = c.to() != null && node(c.to()) < 0 && instanceOnTheWay(c.to()) >= 0;
        return receiverElsewhere ? -1 : from;
    }

    /** The node section a path from the root names, or -1. */
    int node(String path) { return nodeByPath.get(path); }

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
        String base = nodePath[instanced];
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
