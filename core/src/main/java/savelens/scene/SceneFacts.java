package savelens.scene;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.index.ArrayGrowth;
import savelens.index.ValueIndex;
import savelens.json.JsonIndex;
import savelens.json.JsonText;
import savelens.progress.ReadProgress;

/**
 * What a {@link SceneShape} reads from a document, as written and before any judgement: the objects, what each
 * says about its parent, children and components, what each component says about its owner, and the scene's
 * root list. Every link keeps the value that writes it, so that a finding can point at it. The shape fills it
 * in (objects first, then links); {@link SceneHierarchy} makes the hierarchy and its diagnostics of it.
 *
 * <p>Objects and components are numbered by slot (the order the shape gives them) and every fact is kept in a
 * primitive array by slot, the children and component lists one after another per object: the tree walk, the
 * findings and the objects built later go through a million objects without an object per fact to chase or collect.
 */
public final class SceneFacts {
    final Document doc;
    final List<Diagnostic> shapeFindings = new ArrayList<>();
    /**
     * The objects' slots by node: a bit per node, and the slots counted from the bits while the objects come in
     * document order ({@link NodeSlots}): the links a shape follows land anywhere in the document, and these stay in
     * the cache where a slot per node does not.
     */
    private final NodeSlots objectSlots;
    /** The ids of the rows that are no node of the document, numbered from the document's node count on. */
    private final List<NodeId> inheritedIds = new ArrayList<>();
    private NodeSlots componentSlots;
    int sceneNode = -1;
    String sceneName;
    Boolean savedActive;
    boolean rootListDeclared;
    final Links roots = new Links();

    // Objects, by slot.
    int objects;
    int[] objectNode = new int[16];
    /** Null where left in the text (see {@link #name}): then the string value and its span, -1 for none. */
    // Names, tags and layers given as objects, by slot; null until one is given (a helio scene leaves names and tags
    // in the text, and most objects have no layer): at a million objects each is megabytes of nulls.
    private String[] objectName;
    private int[] nameValue = new int[16];
    private int[] nameStart = new int[16];
    /** Where each name left in the text ends; null while every one is to be found from its start (-1). */
    private int[] nameEnd;
    boolean[] activeSelf = new boolean[16];
    /** Null where left in the text (see {@link #tags}): a tag string and its span, or an array of tags. */
    private Object[] objectTags;
    // The tags left in the text (value, span; the array of tags, -1 for none), by slot: null until an object has one
    // (most scenes tag few objects, a generated one none).
    private int[] tagValue;
    private int[] tagStart;
    private int[] tagEnd;
    private int[] tagList;
    private SceneLayer[] layer;
    int[] parent = new int[16];
    int[] parentValue = new int[16];
    // Rare facts: allocated when a shape gives the first one.
    private PrefabSource[] prefab;
    private boolean[] independentActive;
    private Boolean[] visible;
    private String[] type;
    private Inherited[] inherited;

    // Components, by slot.
    int components;
    int[] componentNode = new int[16];
    private String[] componentKind;
    private int[] kindValue = new int[16];
    private int[] kindStart = new int[16];
    /** Where each kind left in the text ends; null while every one is to be found from its start (-1). */
    private int[] kindEnd;
    int[] owner = new int[16];
    int[] ownerValue = new int[16];

    /** The children and components lists as the shape gives their entries: the lister's slot, the node, the value. */
    private final Entries childEntries = new Entries();
    private final Entries componentEntries = new Entries();

    public SceneFacts(Document doc) {
        this.doc = doc;
        objectSlots = new NodeSlots(doc.nodeCount());
        componentSlots = new NodeSlots(doc.nodeCount());
    }

    public Document document() { return doc; }

    /** The scene node itself (helio's {@code Scene}), with its name and its own saved active flag (null when unsaved). */
    public void scene(int node, String name, Boolean savedActive) {
        this.sceneNode = node;
        this.sceneName = name;
        this.savedActive = savedActive;
    }

    /**
     * Whether the file keeps a root list of its own (helio's {@code roots}, Unity's {@code SceneRoots}); when it
     * does not, the shape gives the roots it works out and nothing is checked against them.
     */
    public void rootListDeclared(boolean declared) { this.rootListDeclared = declared; }

    /** The next entry of the root list: an object's node, and the value that names it (-1 when none does). */
    public void root(int object, int value) {
        if (isObject(object)) roots.add(object, value);
    }

    /** An object, in document order. */
    public void object(int node, String name, boolean activeSelf, List<String> tags, SceneLayer layer) {
        if (objectSlots.contains(node)) return;
        int s = newObject(node, name == null ? "" : name, activeSelf, layer);
        objectTags()[s] = List.copyOf(tags);
    }

    /**
     * An object, in document order, whose name and tag are left where they are written (a string value and its span,
     * value -1 for none; an end of -1 is found in a JSON text when needed) and decoded only when shown: a check of a big scene decodes none of them. {@code tagList} is
     * an array of tags, read when there is no tag string (-1 for none).
     */
    public void object(int node, int name, long nameStart, long nameEnd, boolean activeSelf, int tag, long tagStart, long tagEnd,
            int tagList, SceneLayer layer) {
        if (objectSlots.contains(node)) return;
        int s = newObject(node, null, activeSelf, layer);
        nameValue[s] = name;
        this.nameStart[s] = (int) nameStart; // offsets kept as unsigned ints, -1 for none (see offset)
        if (nameEnd >= 0 || this.nameEnd != null) nameEnds()[s] = (int) nameEnd;
        if (tag >= 0 || tagList >= 0) {
            tagsInText();
            tagValue[s] = tag;
            this.tagStart[s] = (int) tagStart;
            this.tagEnd[s] = (int) tagEnd;
            this.tagList[s] = tagList;
        }
    }

    /**
     * Room for this many objects and components, as a shape that counted them first gives (more may still come): the
     * arrays are made that long at once, not grown as the objects come (each copy of a big array is one more for the
     * collector, and the copies together were as big as the arrays).
     */
    public void expect(int objects, int components) {
        if (objects > objectNode.length) growObjects(objects);
        if (components > componentNode.length) growComponents(components);
    }

    private int[] nameEnds() {
        if (nameEnd == null) nameEnd = filled(objectNode.length);
        return nameEnd;
    }

    private void tagsInText() {
        if (tagValue != null) return;
        int n = objectNode.length;
        tagValue = filled(n);
        tagStart = new int[n];
        tagEnd = new int[n];
        tagList = filled(n);
    }

    private static int[] filled(int n) {
        int[] a = new int[n];
        Arrays.fill(a, -1);
        return a;
    }

    /** The array grown to {@code n}, the new entries -1; null stays null. */
    private static int[] grownFilled(int[] a, int n) {
        if (a == null) return null;
        int old = a.length;
        int[] out = Arrays.copyOf(a, n);
        if (n > old) Arrays.fill(out, old, n, -1);
        return out;
    }

    private int newObject(int node, String name, boolean active, SceneLayer layer) {
        int s = objects++;
        if (s == objectNode.length) growObjects(grown(s, node));
        objectSlots.add(node);
        objectNode[s] = node;
        if (name != null) objectName()[s] = name;
        nameValue[s] = -1;
        activeSelf[s] = active;
        if (layer != null) layers()[s] = layer;
        parent[s] = -1;
        parentValue[s] = -1;
        return s;
    }

    /**
     * The next length of the per-object or per-component arrays, full at {@code size} as node {@code node} joins (the
     * shapes add them in document order): never more than one a node left.
     */
    private int grown(int size, int node) {
        long nodes = doc.nodeCount();
        return ArrayGrowth.next(size, node + 1L, nodes, size + nodes - node);
    }

    private void growObjects(int n) {
        objectNode = Arrays.copyOf(objectNode, n);
        if (objectName != null) objectName = Arrays.copyOf(objectName, n);
        nameValue = Arrays.copyOf(nameValue, n);
        nameStart = Arrays.copyOf(nameStart, n);
        nameEnd = grownFilled(nameEnd, n);
        activeSelf = Arrays.copyOf(activeSelf, n);
        if (objectTags != null) objectTags = Arrays.copyOf(objectTags, n);
        tagValue = grownFilled(tagValue, n);
        if (tagStart != null) tagStart = Arrays.copyOf(tagStart, n);
        if (tagEnd != null) tagEnd = Arrays.copyOf(tagEnd, n);
        tagList = grownFilled(tagList, n);
        if (layer != null) layer = Arrays.copyOf(layer, n);
        parent = Arrays.copyOf(parent, n);
        parentValue = Arrays.copyOf(parentValue, n);
        if (prefab != null) prefab = Arrays.copyOf(prefab, n);
        if (independentActive != null) independentActive = Arrays.copyOf(independentActive, n);
        if (visible != null) visible = Arrays.copyOf(visible, n);
        if (type != null) type = Arrays.copyOf(type, n);
        if (inherited != null) inherited = Arrays.copyOf(inherited, n);
    }

    private String[] objectName() {
        if (objectName == null) objectName = new String[objectNode.length];
        return objectName;
    }

    private Object[] objectTags() {
        if (objectTags == null) objectTags = new Object[objectNode.length];
        return objectTags;
    }

    private SceneLayer[] layers() {
        if (layer == null) layer = new SceneLayer[objectNode.length];
        return layer;
    }

    private String givenName(int s) { return objectName == null ? null : objectName[s]; }

    private Object givenTags(int s) { return objectTags == null ? null : objectTags[s]; }

    /** The name of the object in slot s ("" when it has none), decoded now when the shape left it in the text. */
    String name(int s) {
        if (givenName(s) == null && nameValue[s] >= 0) DECODED.increment();
        return nameUncounted(s);
    }

    /** True when the name of the object in slot s is left in the text ({@link #name} decodes it). */
    boolean nameInText(int s) { return givenName(s) == null && nameValue[s] >= 0; }

    /** As {@link #name}, not counted: the caller counts many at once ({@link #DECODED}). */
    String nameUncounted(int s) {
        if (givenName(s) != null) return objectName[s];
        if (nameValue[s] < 0) return "";
        return doc.index().string(nameValue[s], ValueIndex.STRING, offset(nameStart[s]), end(offset(nameStart[s]), nameEnd == null ? -1 : offset(nameEnd[s])));
    }

    /**
     * The document's text when it is JSON held as one array on the heap, else null: a name written there as plain
     * ASCII is then read as its bytes ({@link #plainNameLength}).
     */
    byte[] flatJsonText() {
        return doc.index() instanceof JsonIndex json && !json.textInPieces() ? json.text() : null;
    }

    /**
     * How many bytes the name of the object in slot s has when it is left in {@code text} (the document's, see
     * {@link #flatJsonText}) as a JSON string of printable ASCII with no backslash: then the name is those bytes, shown
     * as they are ({@code VisibleText.show} changes none of them), and nothing need be decoded. -1 else: a name given as
     * a string, none, or one to decode.
     */
    int plainNameLength(int s, byte[] text) {
        if (text == null || givenName(s) != null || nameValue[s] < 0) return -1;
        int from = nameStart[s];
        if (from < 0 || from >= text.length || text[from] != '"') return -1;
        for (int i = from + 1; i < text.length; i++) {
            byte b = text[i];
            if (b == '"') return i - from - 1;
            if (b < ' ' || b > '~' || b == '\\') return -1;
        }
        return -1;
    }

    /**
     * Reads the first byte of each name slots {@code from} to {@code to} leave in {@code text}, all at once: a big
     * text's names lie apart in memory the processor does not hold, and one read after another waits for each, where
     * reads with nothing between them wait for all together. Returns what it read, for the caller to keep.
     */
    int touchNames(int from, int to, byte[] text) {
        int sum = 0;
        for (int s = from; s < to; s++) {
            int at = nameStart[s];
            if (at >= 0 && at < text.length) sum += text[at];
        }
        return sum;
    }

    /** Copies the name of slot s, {@code length} bytes as {@link #plainNameLength} gave them, into {@code out} at {@code at}. */
    void copyPlainName(int s, byte[] text, int length, byte[] out, int at) {
        System.arraycopy(text, nameStart[s] + 1, out, at, length);
    }

    /** The tags of the object in slot s, decoded now when the shape left them in the text. */
    @SuppressWarnings("unchecked")
    List<String> tags(int s) {
        if (givenTags(s) != null) return (List<String>) objectTags[s];
        if (tagValue == null) return List.of();
        if (tagValue[s] >= 0) {
            DECODED.increment();
            return List.of(doc.index().string(tagValue[s], ValueIndex.STRING, offset(tagStart[s]), end(offset(tagStart[s]), offset(tagEnd[s]))));
        }
        if (tagList[s] < 0) return List.of();
        List<String> out = new ArrayList<>();
        doc.forEachChild(tagList[s], t -> {
            String tag = SceneValues.string(doc, t);
            if (tag != null) out.add(tag);
        });
        DECODED.add(out.size());
        return List.copyOf(out);
    }

    /** True when the object in slot s may have a tag (one given, or written in the text). */
    boolean mayHaveTags(int s) {
        return givenTags(s) != null ? !((List<?>) objectTags[s]).isEmpty() : tagValue != null && (tagValue[s] >= 0 || tagList[s] >= 0);
    }

    /** The kind of the component in slot k, decoded now when the shape left it in the text; its node's type when it writes none. */
    String kind(int k) {
        if (componentKind != null && componentKind[k] != null) return componentKind[k];
        if (kindValue[k] < 0) return doc.type(componentNode[k]);
        DECODED.increment();
        return doc.index().string(kindValue[k], ValueIndex.STRING, offset(kindStart[k]), end(offset(kindStart[k]), kindEnd == null ? -1 : offset(kindEnd[k])));
    }

    /**
     * Every object's name by slot, decoded in slot order: the shape gives objects in document order, so the names are
     * read going forward through the text rather than in the hierarchy's order, which jumps about it.
     */
    String[] names() {
        String[] out = new String[objects];
        int decoded = 0; // counted once for all: a counter's update per name costs more than the name before the code is compiled
        try {
            for (int s = 0; s < objects; s++) {
                ReadProgress.checkCancelled(s);
                if (givenName(s) == null && nameValue[s] >= 0) decoded++;
                out[s] = nameUncounted(s);
            }
        } finally {
            DECODED.add(decoded);
        }
        return out;
    }

    /**
     * Every component's kind by slot, each kind one string: a kind written as the same bytes as one met before is
     * that one, not decoded again (a big scene has a few kinds among many components).
     */
    String[] kinds() {
        String[] out = new String[components];
        Kinds kinds = new Kinds();
        byte[] flat = kinds.flat;
        int touched = 0;
        for (int k = 0; k < components; k++) {
            ReadProgress.checkCancelled(k);
            if (flat != null && (k & (KINDS_TOUCHED - 1)) == 0) touched += touchKinds(k, Math.min(components, k + KINDS_TOUCHED), flat);
            out[k] = kinds.kind(k);
        }
        kindsTouched = touched;
        return out;
    }

    /**
     * The components' kinds read one at a time, in any order, each kind one string as {@link #kinds} gives them: for a
     * pass that reads each component's kind once where it reads the rest of its object (a printer of the scene's
     * lines reads a component's kind in the text beside its object's name, where a pass of its own over every
     * component read the text a second time).
     */
    final class Kinds {
        // Spans are the text's own in a JSON text: compared where they lie when it is flat, copied a kind at a time
        // when an edit left it in pieces (writing 100 MB flat to compare a few bytes a component would undo the pieces).
        private final JsonIndex json = doc.index() instanceof JsonIndex j ? j : null;
        private final byte[] flat = json != null && !json.textInPieces() ? json.text() : null;
        private byte[] scratch = new byte[64];
        private final Map<String, String> kept = new HashMap<>();
        private final byte[][] seenBytes = new byte[16][];
        private final String[] seen = new String[16];
        private int seenCount;

        /** The kind of the component in slot k. */
        String kind(int k) {
            String kind = null;
            if (json != null && (componentKind == null || componentKind[k] == null) && kindValue[k] >= 0) {
                long start = offset(kindStart[k]);
                if (flat != null) {
                    // A kind met before is known by its bytes, its end not looked for: the same bytes from the opening
                    // quote to a closing one are the same string, to the same end.
                    for (int j = 0; j < seenCount; j++) if (writtenAt(flat, (int) start, seenBytes[j])) return seen[j];
                }
                int length = (int) (end(start, kindEnd == null ? -1 : offset(kindEnd[k])) - start);
                byte[] bytes = flat;
                int from = (int) start; // a flat text is under 2 GiB
                if (bytes == null) {
                    if (scratch.length < length) scratch = new byte[length];
                    json.copyText(start, scratch, 0, length);
                    bytes = scratch;
                    from = 0;
                }
                for (int j = 0; j < seenCount && kind == null; j++) {
                    if (Arrays.equals(bytes, from, from + length, seenBytes[j], 0, seenBytes[j].length)) kind = seen[j];
                }
                if (kind == null) {
                    kind = kept(SceneFacts.this.kind(k));
                    if (seenCount < seen.length) {
                        seenBytes[seenCount] = Arrays.copyOfRange(bytes, from, from + length);
                        seen[seenCount++] = kind;
                    }
                }
                return kind;
            }
            return kept(SceneFacts.this.kind(k));
        }

        private String kept(String kind) {
            String before = kept.putIfAbsent(kind, kind);
            return before != null ? before : kind;
        }
    }

    /** Kinds whose text is read ahead at once, as {@link #touchNames} reads names; a power of two. */
    private static final int KINDS_TOUCHED = 32;
    /** What the reads ahead read: kept, so that they are made. */
    private int kindsTouched;

    /** As {@link #touchNames}, for the kinds of component slots {@code from} to {@code to} left in {@code text}. */
    private int touchKinds(int from, int to, byte[] text) {
        int sum = 0;
        for (int k = from; k < to; k++) {
            int at = kindStart[k];
            if (kindValue[k] >= 0 && at >= 0 && at < text.length) sum += text[at];
        }
        return sum;
    }

    /** True when {@code text} holds {@code bytes} (a whole JSON string, quotes included) from {@code at} on. */
    private static boolean writtenAt(byte[] text, int at, byte[] bytes) {
        int n = bytes.length;
        if (at < 0 || at + n > text.length) return false;
        for (int i = 0; i < n; i++) if (text[at + i] != bytes[i]) return false;
        return true;
    }

    /** Where a string left in the text ends: as given, or found from its opening quote when given as -1 (a JSON text's). */
    private long end(long start, long end) {
        if (end >= 0) return end;
        return doc.index() instanceof JsonIndex json ? json.scalarEnd(start) : JsonText.stringEnd(doc.text(), (int) start);
    }

    /** A kept offset as the offset it is: kept as an unsigned int (a JSON text holds up to 4 GiB), -1 for none. */
    private static long offset(int stored) { return stored == -1 ? -1 : stored & 0xFFFF_FFFFL; }

    /**
     * Names, tags and kinds decoded from the text so far, in every scene (tests count them: a check decodes only the
     * names its findings quote).
     */
    static final LongAdder DECODED = new LongAdder();

    /** How many objects were given so far. */
    public int objectCount() { return objects; }

    /** The node of the object in slot s (objects are numbered in the order they are given). */
    public int objectNode(int s) { return objectNode[s]; }

    public boolean isObject(int node) { return objectSlots.contains(node); }

    /** The parent an object names, once {@link #parent} was given (-1 for none). */
    public int parentOf(int object) { return parent[objectSlots.slot(object)]; }

    /**
     * A row that is no node of the document (see {@link Inherited}), with its id: numbered after the document's
     * nodes, so that it never stands for one. Returns its number, which the links take as they take an object's node.
     */
    public int inheritedObject(NodeId id, String name, Inherited from) {
        int node = doc.nodeCount() + inheritedIds.size();
        inheritedIds.add(id);
        int s = newObject(node, name == null ? "" : name, true, null);
        objectTags()[s] = List.of();
        if (inherited == null) inherited = new Inherited[objectNode.length];
        inherited[s] = from;
        return node;
    }

    /** The id of an object's node, or of a row that is no node of the document. */
    public NodeId id(int node) {
        return node < doc.nodeCount() ? doc.nodeId(node) : inheritedIds.get(node - doc.nodeCount());
    }

    /** One more than the largest number an object has. */
    int objectNumbers() { return doc.nodeCount() + inheritedIds.size(); }

    /** An object's type as its engine names it (a Godot node's {@code type}; {@code GameObject} for Unity), or null. */
    public void type(int object, String type) {
        if (this.type == null) {
            if (type == null) return;
            this.type = new String[objectNode.length];
        }
        this.type[objectSlots.slot(object)] = type;
    }

    /**
     * Whether an object's active in hierarchy follows its parent's (true unless the shape says otherwise): Unity's
     * and helio's always do; a Godot node does only with {@code process_mode} 0 (inherit), while 1 to 3 run
     * whatever the parent does.
     */
    public void inheritsActive(int object, boolean inherits) {
        if (independentActive == null) {
            if (inherits) return;
            independentActive = new boolean[objectNode.length];
        }
        independentActive[objectSlots.slot(object)] = !inherits;
    }

    /** An object's own saved visibility, for engines that keep one apart from being active (Godot's {@code visible}). */
    public void visible(int object, boolean visible) {
        if (this.visible == null) this.visible = new Boolean[objectNode.length];
        this.visible[objectSlots.slot(object)] = visible;
    }

    /** The parent an object names ({@code parent} -1 for none), and the value that names it. */
    public void parent(int object, int parent, int value) {
        int s = objectSlots.slot(object);
        this.parent[s] = isObject(parent) ? parent : -1;
        parentValue[s] = value;
    }

    /** The next child an object lists, and the value that lists it. */
    public void child(int object, int child, int value) {
        if (isObject(child)) childEntries.add(objectSlots.slot(object), child, value);
    }

    /** A component node, and what kind of component it is. */
    public void component(int node, String kind) {
        if (componentSlots.contains(node)) return;
        int k = newComponent(node);
        if (componentKind == null) componentKind = new String[componentNode.length];
        componentKind[k] = kind;
    }

    /**
     * A component node whose kind is left where it is written (a string value and its span, an end of -1 found in a
     * JSON text when needed; value -1 when it writes none, and its node's type is its kind), decoded only when shown.
     * Returns its slot.
     */
    public int component(int node, int kind, long kindStart, long kindEnd) {
        if (componentSlots.contains(node)) return componentSlots.slot(node);
        int k = newComponent(node);
        kindValue[k] = kind;
        this.kindStart[k] = (int) kindStart;
        if (kindEnd >= 0 || this.kindEnd != null) {
            if (this.kindEnd == null) this.kindEnd = filled(componentNode.length);
            this.kindEnd[k] = (int) kindEnd;
        }
        return k;
    }

    private int newComponent(int node) {
        int k = components++;
        if (k == componentNode.length) growComponents(grown(k, node));
        componentSlots.add(node);
        componentNode[k] = node;
        kindValue[k] = -1;
        owner[k] = -1;
        ownerValue[k] = -1;
        return k;
    }

    private void growComponents(int n) {
        componentNode = Arrays.copyOf(componentNode, n);
        if (componentKind != null) componentKind = Arrays.copyOf(componentKind, n);
        kindValue = Arrays.copyOf(kindValue, n);
        kindStart = Arrays.copyOf(kindStart, n);
        kindEnd = grownFilled(kindEnd, n);
        owner = Arrays.copyOf(owner, n);
        ownerValue = Arrays.copyOf(ownerValue, n);
    }

    public boolean isComponent(int node) { return componentSlots.contains(node); }

    /** How many components were given so far. */
    public int componentCount() { return components; }

    /** The node of the component in slot k (components are numbered in the order they are given). */
    public int componentNode(int k) { return componentNode[k]; }

    /**
     * The owner the component in slot k names (as {@link #component(int, int, long, long)} returned the slot; node
     * {@code object}, -1 for none) and the value that names it, given before the objects it may name are all known:
     * kept as written until {@link #ownersNamed}, as {@link #parentNamedAt}.
     */
    public void ownerNamedAt(int k, int object, int value) {
        owner[k] = object;
        ownerValue[k] = value;
    }

    /** Every object is given, and every owner named ({@link #ownerNamedAt}): an owner that is no object is none. */
    public void ownersNamed() {
        for (int k = 0; k < components; k++) {
            ReadProgress.checkCancelled(k);
            if (!isObject(owner[k])) owner[k] = -1;
        }
    }

    /**
     * Numbers the components anew: those of {@code nodes[0..n)} (each a component, each once) first in that order,
     * every other after them in the order it had.
     */
    public void componentsFirst(int[] nodes, int n) {
        int[] order = new int[components]; // the slots as they were, in their new order
        boolean[] placed = new boolean[components];
        int m = 0;
        for (int i = 0; i < n; i++) {
            int k = componentSlots.slot(nodes[i]);
            if (k < 0 || placed[k]) throw new IllegalArgumentException("node " + nodes[i] + " is no component, or named twice");
            placed[k] = true;
            order[m++] = k;
        }
        for (int k = 0; k < components; k++) if (!placed[k]) order[m++] = k;
        componentNode = permuted(componentNode, order);
        if (componentKind != null) {
            String[] kinds = new String[componentKind.length];
            for (int k = 0; k < components; k++) kinds[k] = componentKind[order[k]];
            componentKind = kinds;
        }
        kindValue = permuted(kindValue, order);
        kindStart = permuted(kindStart, order);
        if (kindEnd != null) kindEnd = permuted(kindEnd, order);
        owner = permuted(owner, order);
        ownerValue = permuted(ownerValue, order);
        componentSlots = new NodeSlots(doc.nodeCount());
        for (int k = 0; k < components; k++) componentSlots.add(componentNode[k]);
        listedComponentSlot = null; // slots of the numbering before
    }

    private int[] permuted(int[] a, int[] order) {
        int[] out = new int[a.length];
        for (int k = 0; k < components; k++) out[k] = a[order[k]];
        return out;
    }

    /** The owner a component names, and the value that names it. */
    public void owner(int component, int object, int value) {
        int k = componentSlots.slot(component);
        owner[k] = isObject(object) ? object : -1;
        ownerValue[k] = value;
    }

    /** The next component an object lists, and the value that lists it. */
    public void listsComponent(int object, int component, int value) {
        if (isComponent(component)) componentEntries.add(objectSlots.slot(object), component, value);
    }

    /** The object comes from a prefab instance: the checks its source prefab decides are not made on it. */
    public void prefab(int object, PrefabSource source) {
        if (prefab == null) {
            if (source == null) return;
            prefab = new PrefabSource[objectNode.length];
        }
        prefab[objectSlots.slot(object)] = source;
    }

    /** A finding only the shape can make (a Unity {@code SceneRoots} entry that is no root). */
    public void diagnostic(Diagnostic d) { shapeFindings.add(d); }

    int slot(int object) { return objectSlots.slot(object); }

    int componentSlot(int component) { return componentSlots.slot(component); }

    PrefabSource prefab(int s) { return prefab == null ? null : prefab[s]; }

    boolean hasPrefabs() { return prefab != null; }

    boolean inheritsActive(int s) { return independentActive == null || !independentActive[s]; }

    Boolean visible(int s) { return visible == null ? null : visible[s]; }

    String type(int s) {
        if (type != null && type[s] != null) return type[s];
        int node = objectNode[s];
        return typesOfNodes && node < doc.nodeCount() ? doc.type(node) : null;
    }

    /** True when an object given no type has its node's type in the document ({@link #typesOfNodes}). */
    private boolean typesOfNodes;

    /**
     * Every object's type is its node's type in the document ({@link Document#type}) unless {@link #type} gives one: a
     * shape whose objects are typed nodes keeps no type per object.
     */
    public void typesOfNodes() { typesOfNodes = true; }

    SceneLayer layerOf(int s) { return layer == null ? null : layer[s]; }

    Inherited inherited(int s) { return inherited == null ? null : inherited[s]; }

    /** Each object's children entries, from {@code childFrom[s]} to {@code childFrom[s + 1]}: nodes and values. */
    Lists children() { return childLists != null ? childLists : childEntries.lists(objects); }

    /** Each object's component entries, as {@link #children}. */
    Lists componentLists() { return componentLists != null ? componentLists : componentEntries.lists(objects); }

    /** The lists as given whole ({@link #childLists(int[], Links)}, {@link #componentLists(int[], Links)}), or null. */
    private Lists childLists;
    private Lists componentLists;

    /**
     * The parent the object in slot s names (objects numbered in the order given: {@link #objectCount} - 1 for the
     * last; node {@code parent}, -1 for none) and the value that names it, given before the objects it may name are
     * all known (a read in document order meets links ahead of it): kept as written until {@link #parentsNamed},
     * which, once every object is given, keeps those that are objects, in place of {@link #parent} for each.
     */
    public void parentNamedAt(int s, int parent, int value) {
        this.parent[s] = parent;
        parentValue[s] = value;
    }

    /**
     * Every object is given, with the parent it names ({@link #parentNamedAt}): a parent that is no object is none. The
     * parents' slots are worked out on the way ({@link #parentSlots}).
     */
    public void parentsNamed() {
        int[] slots = new int[objects];
        for (int s = 0; s < objects; s++) {
            ReadProgress.checkCancelled(s);
            int p = parent[s];
            if (isObject(p)) slots[s] = objectSlots.slot(p);
            else {
                parent[s] = -1;
                slots[s] = -1;
            }
        }
        parentSlot = slots;
    }

    /**
     * Every object's children list at once, once every object and its parent is given ({@link #parentsNamed}), in place of
     * {@link #child} for each entry in order: object slot s lists the entries of {@code links} before {@code to[s]} from
     * the one object s - 1's end at (0 for slot 0). Entries that are no object are left out, as {@link #child} leaves
     * them; the slots they list and whether each object's parent lists it are worked out in the same pass, and the
     * links' arrays are kept as the lists (entries moved down over those left out), not copied.
     */
    public void childLists(int[] to, Links links) {
        if (childLists != null || childEntries.size > 0) throw new IllegalStateException("children given already");
        int[] from = new int[objects + 1];
        int[] nodes = links.nodes;
        int[] values = links.values;
        int[] slots = new int[links.size];
        boolean[] listed = new boolean[objects];
        int n = 0;
        for (int s = 0, i = 0; s < objects; s++) {
            ReadProgress.checkCancelled(s);
            from[s] = n;
            int node = objectNode[s];
            for (int end = to[s]; i < end; i++) {
                int c = nodes[i];
                if (!isObject(c)) continue;
                int cs = objectSlots.slot(c);
                nodes[n] = c;
                values[n] = values[i];
                slots[n++] = cs;
                if (parent[cs] == node) listed[cs] = true;
            }
        }
        from[objects] = n;
        childLists = new Lists(from, nodes, values);
        childSlot = slots;
        listedByParent = listed;
    }

    /**
     * Every object's components list at once, once every component and its owner is given, in place of
     * {@link #listsComponent} for each entry in order: object slot s lists the entries of {@code links} before
     * {@code to[s]}, as {@link #childLists}. Entries that are no component are left out; whether each component's owner
     * lists it is worked out in the same pass ({@link #listedByOwner}); the links' arrays are kept, not copied.
     */
    public void componentLists(int[] to, Links links) {
        if (componentLists != null || componentEntries.size > 0) throw new IllegalStateException("components given already");
        int[] from = new int[objects + 1];
        int[] nodes = links.nodes;
        int[] values = links.values;
        boolean[] listed = new boolean[components];
        int[] slots = new int[links.size];
        int n = 0;
        for (int s = 0, i = 0; s < objects; s++) {
            ReadProgress.checkCancelled(s);
            from[s] = n;
            int node = objectNode[s];
            for (int end = to[s]; i < end; i++) {
                int c = nodes[i];
                if (!isComponent(c)) continue;
                int k = componentSlots.slot(c);
                nodes[n] = c;
                values[n] = values[i];
                slots[n++] = k;
                if (owner[k] == node) listed[k] = true;
            }
        }
        from[objects] = n;
        componentLists = new Lists(from, nodes, values);
        listedComponentSlot = slots;
        listedByOwner = listed;
    }

    /**
     * Per entry of {@link #componentLists}: the slot of the component it lists, when {@link #componentLists(int[], Links)}
     * worked them out on its way (else null): the tree's index of each object's components need not look them up again.
     */
    int[] listedComponentSlots() { return listedComponentSlot; }

    private int[] listedComponentSlot;

    private boolean[] listedByParent;
    private int[] childSlot;
    private int[] parentSlot;
    private boolean[] listedByOwner;

    /** Per object slot: whether the parent it names lists it among its children. */
    boolean[] listedByParent() {
        // Asked by the tree and the findings alike, once the shape has read everything: worked out once.
        if (listedByParent != null) return listedByParent;
        boolean[] listed = new boolean[objects];
        Lists children = children();
        int[] slots = new int[children.node.length];
        for (int p = 0; p < objects; p++) {
            ReadProgress.checkCancelled(p);
            int node = objectNode[p];
            for (int i = children.from[p]; i < children.from[p + 1]; i++) {
                int c = objectSlots.slot(children.node[i]);
                slots[i] = c;
                if (parent[c] == node) listed[c] = true;
            }
        }
        childSlot = slots;
        return listedByParent = listed;
    }

    /**
     * Per entry of {@link #children}: the slot of the object it lists. Looked up once, in the lists' order: the tree's
     * walk and the findings then go from object to object by slot, with no lookup by node in a document-long array.
     */
    int[] childSlots() {
        listedByParent();
        return childSlot;
    }

    /** Per object slot: the slot of the parent it names, -1 for none. */
    int[] parentSlots() {
        if (parentSlot != null) return parentSlot;
        int[] out = new int[objects];
        for (int s = 0; s < objects; s++) out[s] = parent[s] < 0 ? -1 : objectSlots.slot(parent[s]);
        return parentSlot = out;
    }

    /**
     * Works out now what the tree's walk and the findings both ask for ({@link #children}, {@link #childSlots},
     * {@link #parentSlots}, {@link #componentLists}, {@link #listedByOwner}), so that the two may then run on two
     * threads started after this, each only reading it.
     */
    void prepareShared() {
        childSlots();
        parentSlots();
        listedByOwner();
    }

    /** Per component slot: whether the owner it names lists it among its components. */
    boolean[] listedByOwner() {
        if (listedByOwner != null) return listedByOwner;
        boolean[] listed = new boolean[components];
        Lists lists = componentLists();
        for (int o = 0; o < objects; o++) {
            int node = objectNode[o];
            for (int i = lists.from[o]; i < lists.from[o + 1]; i++) {
                int k = componentSlots.slot(lists.node[i]);
                if (owner[k] == node) listed[k] = true;
            }
        }
        return listedByOwner = listed;
    }

    /** Per object slot: whether the root list names it. */
    boolean[] inRootList() {
        boolean[] listed = new boolean[objects];
        for (int i = 0; i < roots.size; i++) listed[slot(roots.nodes[i])] = true;
        return listed;
    }

    /** Object or component nodes in the order a list writes them, with the values that write them. */
    public static final class Links {
        private static final int[] NONE = {};
        // Empty until the first add: most objects of a big scene list no children.
        int[] nodes = NONE;
        int[] values = NONE;
        int size;

        public int size() { return size; }

        /** The node of entry {@code i}. */
        public int node(int i) { return nodes[i]; }

        /** The value that writes entry {@code i}. */
        public int value(int i) { return values[i]; }

        /** Keeps only the first {@code size} entries (a shape that reads a list before it knows it keeps it). */
        public void truncate(int size) { this.size = Math.min(size, this.size); }

        public void add(int node, int value) {
            if (size == nodes.length) {
                int n = Math.max(4, total > 0 ? ArrayGrowth.next(size, done, total, Integer.MAX_VALUE - 8) : size * 2);
                nodes = Arrays.copyOf(nodes, n);
                values = Arrays.copyOf(values, n);
            }
            nodes[size] = node;
            values[size++] = value;
        }

        // How far the reader that fills these links is through the document, when it says (0 of 0 when not).
        private long done;
        private long total;

        /** Room for {@code size} entries in all, made now (a reader that counted them first): not grown up to there. */
        public void reserve(int size) {
            if (size <= nodes.length) return;
            nodes = Arrays.copyOf(nodes, size);
            values = Arrays.copyOf(values, size);
        }

        /**
         * The reader filling these links has read {@code done} of the document's {@code total} nodes: the arrays then
         * grow to what the whole document needs at the rate met so far ({@link ArrayGrowth}), a few big copies where
         * doubling from four made a score, each a big array for the collector.
         */
        public void progress(long done, long total) {
            this.done = done;
            this.total = total;
        }
    }

    /** Every object's list, one after another: object slot s's entries are {@code from[s]} to {@code from[s + 1]}. */
    static final class Lists {
        final int[] from;
        final int[] node;
        final int[] value;

        Lists(int[] from, int[] node, int[] value) {
            this.from = from;
            this.node = node;
            this.value = value;
        }

        int size(int s) { return from[s + 1] - from[s]; }
    }

    /** List entries in the order a shape gives them, grouped by their lister (in that order within each) when asked. */
    private static final class Entries {
        private int[] lister = new int[16];
        private int[] node = new int[16];
        private int[] value = new int[16];
        private int size;
        private Lists grouped;

        void add(int listerSlot, int n, int v) {
            if (size == lister.length) {
                lister = Arrays.copyOf(lister, size * 2);
                node = Arrays.copyOf(node, size * 2);
                value = Arrays.copyOf(value, size * 2);
            }
            lister[size] = listerSlot;
            node[size] = n;
            value[size++] = v;
            grouped = null;
        }

        Lists lists(int objects) {
            if (grouped != null && grouped.from.length == objects + 1) return grouped;
            int[] from = new int[objects + 1];
            boolean inOrder = true; // a shape that reads in document order gives them grouped already
            for (int i = 0; i < size; i++) {
                from[lister[i] + 1]++;
                if (i > 0 && lister[i] < lister[i - 1]) inOrder = false;
            }
            for (int s = 0; s < objects; s++) from[s + 1] += from[s];
            if (inOrder) return grouped = new Lists(from, Arrays.copyOf(node, size), Arrays.copyOf(value, size));
            int[] fill = Arrays.copyOf(from, objects);
            int[] n = new int[size];
            int[] v = new int[size];
            for (int i = 0; i < size; i++) {
                int at = fill[lister[i]]++;
                n[at] = node[i];
                v[at] = value[i];
            }
            return grouped = new Lists(from, n, v);
        }
    }
}
