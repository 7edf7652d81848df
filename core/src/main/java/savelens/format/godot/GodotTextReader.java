package savelens.format.godot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.DocumentBuilder;
import savelens.document.ExternalReference;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.index.LineTable;
import savelens.index.ValueIndex;

/**
 * Reads a Godot text scene or resource: every {@code ext_resource}, {@code sub_resource}, {@code resource} and
 * {@code node} section a node of the graph (resources by their ids as written, nodes by their path from the
 * root); references are each {@code ExtResource(…)} and {@code SubResource(…)} (a typed container's element
 * type {@code Array[ExtResource(…)]} too, hidden from its elements), each node's {@code parent},
 * each {@code NodePath} of a property its node lists in {@code node_paths}, and each connection (from its
 * {@code from} node to its {@code to} node). Paths that go through an instanced node name a node of another
 * scene and are external references, as are the {@code ext_resource} files. The synthetic root {@code $}
 * refers to the sections nothing else refers to, so that the whole file is reachable from it.
 */
final class GodotTextReader {
    static final NodeId ROOT_ID = NodeId.of("$");

    private final byte[] text;
    private final ReadContext context;
    /**
     * Each reference by the value it is written at: the section it names, or -1 - k for the k-th id in
     * {@link #danglingIds}, which names no section.
     */
    private final IntPairs references = new IntPairs();
    private final List<NodeId> danglingIds = new ArrayList<>();
    private final TreeMap<Integer, ExternalReference> externals = new TreeMap<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private ValueTable table;
    private LineTable lines;
    private GodotTextIndex index;
    private SceneLayout layout;
    private NodeId[] ids;
    /** The string ids of the sections that are no scene nodes (a node's id is its path, found in the layout). */
    private final Set<String> resourceNames = new HashSet<>();
    private InstancedScenes scenes;
    /** Each connection's element (in its sender's list or the root's) and the connection section's value. */
    private final IntPairs connectionSections = new IntPairs();

    private GodotTextReader(byte[] text, ReadContext context) {
        this.text = text;
        this.context = context;
    }

    static Document read(GodotTextFormat format, byte[] text, ReadContext context) {
        try {
            return new GodotTextReader(text, context).build(format);
        } catch (GodotSyntaxException e) {
            int[] lc = ValueIndex.lineColumn(text, e.offset());
            throw new UnreadableDocumentException("line " + lc[0] + ", column " + lc[1] + ": " + e.getMessage());
        }
    }

    private Document build(GodotTextFormat format) {
        TextScanner scanner = new TextScanner(text, s -> 0).scan();
        Sections sections = scanner.sections();
        if (sections.isEmpty() || !(sections.tag(0).equals(Section.SCENE) || sections.tag(0).equals(Section.RESOURCE_FILE))) {
            throw new GodotSyntaxException("a Godot text file starts with [gd_scene …] or [gd_resource …]",
                    sections.isEmpty() ? 0 : scanner.table().start[sections.value(0)]);
        }
        table = scanner.table();
        index = new GodotTextIndex(text, table, -1);
        layout = new SceneLayout(index, sections);
        // The senders are known once every node is: their connections lists go in after the scan, the layout kept.
        int[] outgoing = new int[sections.size()];
        boolean any = false;
        for (int c = 0; c < layout.connections.size(); c++) {
            int from = layout.sender(c);
            if (from >= 0) {
                outgoing[from]++;
                any = true;
            }
        }
        if (any) layout.shift(table.insertLists(sections, outgoing));
        scenes = new InstancedScenes(ProjectFiles.around(context.file()));
        assignIds();
        collectReferences();
        for (AnimationTrackPaths.Finding f : AnimationTrackPaths.check(layout, index, scenes)) {
            diagnostics.add(Diagnostic.error(f.message() + " (" + where(f.value()) + ")", -1, f.value()));
        }
        List<Integer> danglingSenders = connections();
        return document(format, danglingSenders);
    }

    // ---- ids

    /** Every section's id but the nodes', whose ids are their paths, made when asked ({@link GodotSceneFacts#pathIds}). */
    private void assignIds() {
        List<Section> sections = layout.sections;
        ids = new NodeId[sections.size()];
        for (int s = 0; s < sections.size(); s++) {
            Section sec = sections.get(s);
            NodeId id = switch (sec.tag()) {
                case Section.EXT -> resourceId(sec, "ext:", layout.node(idText(sec)) >= 0);
                case Section.SUB -> {
                    String t = idText(sec);
                    yield resourceId(sec, "sub:", layout.extById.containsKey(t) || layout.node(t) >= 0 || "resource".equals(t));
                }
                case Section.RESOURCE -> NodeId.of("resource");
                default -> null;
            };
            ids[s] = id;
            if (id instanceof NodeId.Name n) resourceNames.add(n.value());
        }
        for (int i = 0; i < layout.problems.size(); i++) {
            diagnostics.add(Diagnostic.error(layout.problems.get(i) + " (" + where(layout.sections.get(layout.problemSections.get(i)).value()) + ")", -1,
                    layout.sections.get(layout.problemSections.get(i)).value()));
        }
    }

    private String idText(Section sec) {
        String t = SceneLayout.text(index, index.member(sec.value(), "id"));
        return t == null ? "" : t;
    }

    /** The id as written (an integer in format 2, a string after); qualified by its section where another one has it. */
    private NodeId resourceId(Section sec, String qualifier, boolean clash) {
        int id = index.member(sec.value(), "id");
        String t = idText(sec);
        if (clash) return NodeId.of(qualifier + t);
        if (id >= 0 && index.kind(id) == ValueIndex.NUMBER && index.isIntegerNumber(id)) return NodeId.of(index.longValue(id, 0));
        return NodeId.of(t);
    }

    // ---- references

    private void collectReferences() {
        int end = table.count;
        for (int v = 1; v < end; v++) {
            byte variant = table.variant[v];
            if (variant == ValueTable.EXT_RESOURCE) resource(v, layout.extById, "ext:");
            else if (variant == ValueTable.SUB_RESOURCE) resource(v, layout.subById, "sub:");
        }
        for (int s = 0; s < layout.sections.size(); s++) {
            Section sec = layout.sections.get(s);
            if (sec.tag().equals(Section.EXT)) external(s, sec);
            if (!sec.tag().equals(Section.NODE)) continue;
            int parent = index.member(sec.value(), "parent");
            if (parent >= 0 && index.kind(parent) == ValueIndex.STRING) {
                String p = index.string(parent);
                nodePath(parent, p.isEmpty() ? "." : p);
            }
            nodePaths(s, sec);
        }
    }

    private void resource(int v, java.util.Map<String, Integer> byId, String qualifier) {
        String key = ReferenceText.id(index.raw(v));
        Integer s = byId.get(key);
        if (s != null) references.put(v, s);
        else references.put(v, dangling(NodeId.of(qualifier + key)));
    }

    private void external(int s, Section sec) {
        int path = index.member(sec.value(), "path");
        String res = SceneLayout.text(index, path);
        int uid = index.member(sec.value(), "uid");
        String target = (res == null ? "(no path)" : res) + (uid >= 0 ? " " + SceneLayout.text(index, uid) : "");
        Path found = scenes.find(res);
        externals.put(path >= 0 ? path : sec.value(), new ExternalReference(target, found == null ? null : scenes.show(found)));
    }

    /** The properties a node lists in {@code node_paths}: each NodePath in them, alone or in an array. */
    private void nodePaths(int s, Section sec) {
        int listed = index.member(sec.value(), "node_paths");
        if (listed < 0) return;
        for (String property : ReferenceText.strings(index.raw(listed))) {
            int v = index.member(sec.value(), property);
            if (v < 0) continue;
            if (index.isContainer(v)) {
                for (int c = index.firstChild(v); c >= 0; c = index.nextSibling(c)) relativePath(s, c, property);
            } else {
                relativePath(s, v, property);
            }
        }
    }

    private void relativePath(int s, int v, String property) {
        if (table.variant[v] != ValueTable.NODE_PATH) return;
        String written = ReferenceText.nodePath(index.raw(v));
        if (written.isEmpty()) return; // an empty NodePath is unset, not a reference
        String from = layout.nodePath(s);
        if (written.startsWith("%")) {
            int u = uniqueNode(written.substring(1));
            if (u >= 0) {
                references.put(v, u);
                return;
            }
        }
        String path = SceneLayout.resolve(from, written);
        if (path == null) {
            externals.put(v, new ExternalReference(written + " from " + from + " (outside the scene)", null));
            return;
        }
        nodePath(v, path);
    }

    /** The node a {@code %Name} path names: one marked {@code unique_name_in_owner}. */
    private int uniqueNode(String name) {
        int slash = name.indexOf('/');
        String first = slash < 0 ? name : name.substring(0, slash);
        Integer s = uniqueNodes().get(first);
        if (s == null) return -1;
        if (slash < 0) return s;
        String path = SceneLayout.resolve(layout.nodePath(s), name.substring(slash + 1));
        return path == null ? -1 : layout.node(path);
    }

    /**
     * The nodes marked {@code unique_name_in_owner} by name, the first in the file for a name given twice; gathered
     * once, at the first {@code %Name} path, so that each such path is one lookup rather than a walk over the sections.
     */
    private java.util.Map<String, Integer> uniqueNodes() {
        if (uniqueNodes != null) return uniqueNodes;
        uniqueNodes = new java.util.HashMap<>();
        for (int s = 0; s < layout.sections.size(); s++) {
            Section sec = layout.sections.get(s);
            if (!sec.tag().equals(Section.NODE)) continue;
            int u = index.member(sec.value(), "unique_name_in_owner");
            if (u < 0 || index.kind(u) != ValueIndex.TRUE) continue;
            String name = SceneLayout.text(index, index.member(sec.value(), "name"));
            if (name != null) uniqueNodes.putIfAbsent(name, s);
        }
        return uniqueNodes;
    }

    private java.util.Map<String, Integer> uniqueNodes;

    /** A path from the root held by value v: a reference to the node, an external reference through an instance, or dangling. */
    private void nodePath(int v, String path) {
        int s = layout.node(path);
        if (s >= 0) {
            references.put(v, s);
            return;
        }
        ExternalReference through = throughInstance(path);
        if (through != null) {
            externals.put(v, through);
            return;
        }
        references.put(v, danglingNode(path));
    }

    /** A reference to a path that names no node: its id, {@code node:}-qualified where a section has that id. */
    private int danglingNode(String path) {
        boolean taken = layout.node(path) >= 0 || resourceNames.contains(path);
        return dangling(NodeId.of(taken ? "node:" + path : path));
    }

    private int dangling(NodeId id) {
        danglingIds.add(id);
        return -danglingIds.size();
    }

    /** The node inside another scene a path names through an instanced node, or null when it goes through none. */
    private ExternalReference throughInstance(String path) {
        int inst = layout.instanceOnTheWay(path);
        if (inst < 0) return null;
        int ext = layout.instanceOf[inst];
        String res = SceneLayout.text(index, index.member(layout.sections.get(ext).value(), "path"));
        String below = layout.below(inst, path);
        Path found = scenes.find(res);
        if (found == null) return new ExternalReference(below + " in " + res, null);
        String shown = scenes.show(found);
        return new ExternalReference(below + " in " + res + (scenes.holds(found, below) == InstancedScenes.Held.NO ? " (no such node there)" : ""), shown);
    }

    // ---- connections

    /**
     * Each connection from a node of this file becomes one element of its sender's {@code connections} list.
     * One whose sender or receiver is inside another scene is an external reference at that end's path; one
     * whose sender names nothing is a dangling element of the synthetic root. Returns those (their sections).
     */
    private List<Integer> connections() {
        int[] next = new int[layout.sections.size()];
        List<Integer> atRoot = new ArrayList<>();
        Connections connections = layout.connections;
        for (int c = 0; c < connections.size(); c++) {
            int from = layout.sender(c);
            String to = connections.to(c);
            if (from >= 0) {
                int list = index.member(layout.sections.value(from), TextScanner.CONNECTIONS);
                int element = list + 1 + next[from]++;
                connectionSections.put(element, layout.sections.value(connections.section(c)));
                if (to == null) references.put(element, danglingNode(""));
                else nodePath(element, to);
                continue;
            }
            String sender = connections.from(c);
            ExternalReference fromElsewhere = sender == null || layout.node(sender) >= 0 ? null : throughInstance(sender);
            if (fromElsewhere != null) externals.put(connections.fromValue(c), fromElsewhere);
            else if (sender != null && layout.node(sender) >= 0) externals.put(connections.toValue(c), throughInstance(to));
            else atRoot.add(connections.section(c));
        }
        return atRoot;
    }

    // ---- the document

    private Document document(GodotTextFormat format, List<Integer> danglingSenders) {
        List<Integer> sources = new EntryPoints(layout.sections, s -> ids[s] != null || layout.hasPath(s), references, layout.rootSection).find();
        int root = table.add(ValueIndex.ARRAY, ValueTable.SYNTHETIC, text.length, text.length, -1, -1, 0);
        for (int s : sources) references.put(table.add(ValueIndex.STRING, ValueTable.SYNTHETIC, text.length, text.length, -1, -1, root), s);
        for (int section : danglingSenders) {
            int element = table.add(ValueIndex.STRING, ValueTable.SYNTHETIC, text.length, text.length, -1, -1, root);
            String sender = layout.connections.from(connectionOf(section));
            references.put(element, danglingNode(sender == null ? "" : sender));
            connectionSections.put(element, layout.sections.get(section).value());
        }
        table.close(root, text.length);
        table.close(0, text.length);
        table.trim();
        layout.sections.trim();
        GodotTextIndex done = new GodotTextIndex(text, table, root);
        DocumentBuilder b = new DocumentBuilder(done);
        b.allowDuplicateIds();
        b.expect(layout.sections.size() + 1, references.size());
        List<Section> sections = layout.sections;
        int[] nodeOfSection = new int[sections.size()];
        java.util.Arrays.fill(nodeOfSection, -1);
        for (int s = 0; s < sections.size(); s++) {
            if (ids[s] == null && !layout.hasPath(s)) continue;
            int value = layout.sections.value(s);
            nodeOfSection[s] = b.addNode(ids[s], type(s), value, value); // a node's id (null here) is its path
        }
        int rootNode = b.addNode(ROOT_ID, layout.isScene() ? "Scene" : "Resource", root, root);
        GodotSceneFacts facts = new GodotSceneFacts(done, layout, nodeOfSection, externals, connectionSections, scenes);
        b.derivedNames(facts.pathIds());
        for (int i = 0; i < references.size(); i++) {
            int target = references.value(i);
            if (target >= 0 && ids[target] == null) b.referenceToNode(references.key(i), nodeOfSection[target]);
            else b.reference(references.key(i), target >= 0 ? ids[target] : danglingIds.get(-1 - target));
        }
        for (int v = table.typeParameters.nextSetBit(0); v >= 0; v = table.typeParameters.nextSetBit(v + 1)) b.hide(v);
        b.syntheticRoot(rootNode);
        done.facts(facts);
        b.externalReferences(facts.externalReferences());
        for (Diagnostic d : diagnostics) {
            int owner = d.value() < 0 ? -1 : b.ownerNode(d.value());
            b.diagnostic(new Diagnostic(d.severity(), d.message(), owner, d.value()));
        }
        for (String w : savelens.index.InvalidUtf8.warnings(text, lines, 20)) b.diagnostic(Diagnostic.warning(w, -1, -1));
        return b.build(new GodotSyntax(format, context), context.registry(), context.registrySource());
    }

    /** The connection of a {@code [connection]} section. */
    private int connectionOf(int section) {
        for (int c = 0; ; c++) if (layout.connections.section(c) == section) return c;
    }

    /** A section's type: its {@code type=}; an instanced node's is the scene file it instances. */
    private String type(int s) {
        Section sec = layout.sections.get(s);
        if (sec.tag().equals(Section.RESOURCE)) {
            String t = SceneLayout.text(index, index.member(layout.sections.get(0).value(), "type"));
            return t == null ? "Resource" : t;
        }
        String t = SceneLayout.text(index, index.member(sec.value(), "type"));
        if (t != null) return t;
        if (sec.tag().equals(Section.NODE) && layout.instanceOf[s] >= 0) {
            String res = SceneLayout.text(index, index.member(layout.sections.get(layout.instanceOf[s]).value(), "path"));
            return res == null ? "instance" : res.substring(res.lastIndexOf('/') + 1);
        }
        return sec.tag().equals(Section.NODE) ? "(inherited)" : sec.tag();
    }

    private String where(int value) {
        if (lines == null) lines = LineTable.of(text); // one table for all the findings: a file may hold many
        return "line " + lines.line(table.start[value]);
    }
}
