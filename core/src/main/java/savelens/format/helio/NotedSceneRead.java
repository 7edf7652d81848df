package savelens.format.helio;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.index.ValueIndex;
import savelens.json.JsonIndex;
import savelens.progress.ReadProgress;
import savelens.scene.SceneFacts;
import savelens.scene.SceneLayer;
import savelens.scene.SceneValues;

/**
 * A helio scene read straight from the fields noted while its document was read ({@link HelioSceneFields}). One
 * pass over the nodes' noted fields finds the objects, with the parent each names and the links its children and
 * components lists name, and the nodes naming an owner, each a component with its kind and owner as it comes; the
 * links are then checked against the objects and components known. Nothing is kept per node of the document (at
 * millions of nodes, arrays per node for what only objects and components have were as big as the facts), and every
 * array is made once, as long as the counts noted with the fields say it can need.
 *
 * <p>Reads what {@link HelioSceneShape#read} reads node by node, into the same facts in the same order.
 */
final class NotedSceneRead {
    private final HelioSceneShape shape;
    private final Document doc;
    private final ValueIndex index;
    private final HelioSceneFields noted;
    private final SceneFacts facts;
    /** The node being read: per field number, its noted entry (-1 for none or a hidden value), and its kind once asked. */
    private final int[] at = new int[HelioSceneFields.NAMES.length];
    private final ValueKind[] kinds = new ValueKind[HelioSceneFields.NAMES.length];

    /** The fields {@link #at} holds for the node being read: {@link #fieldsOf} clears only these. */
    private final int[] set = new int[HelioSceneFields.NAMES.length];
    private int setCount;

    // Per object slot: the ends of its runs in `children` and `components`.
    private int[] childrenTo;
    private int[] componentsTo;
    /** The children and the components every object lists, one object's after another's, as the objects come. */
    private final SceneFacts.Links children = new SceneFacts.Links();
    private final SceneFacts.Links components = new SceneFacts.Links();

    private NotedSceneRead(HelioSceneShape shape, Document doc, HelioSceneFields noted) {
        this.shape = shape;
        this.doc = doc;
        this.index = doc.index();
        this.noted = noted;
        this.facts = new SceneFacts(doc);
        facts.typesOfNodes(); // each object's type is its node's
        Arrays.fill(at, -1);
    }

    /** The scene of a document whose standard fields were noted as it was read. */
    static SceneFacts read(HelioSceneShape shape, Document doc, HelioSceneFields noted) {
        return new NotedSceneRead(shape, doc, noted).read();
    }

    /**
     * Whether some node's noted {@code tag} is a string that says {@code tag}, or some node has a noted {@code tags}
     * list (its strings are not noted): else no object of the scene {@link #read} makes has the tag. Hidden values
     * count too, which only makes the answer yes more often.
     */
    static boolean mayHaveTag(Document doc, HelioSceneFields noted, String tag) {
        ValueIndex index = doc.index();
        for (int i = 0, n = noted.fieldCount(); i < n; i++) {
            int f = noted.name(i);
            if (f == TAGS && noted.kind(i) == ValueIndex.ARRAY) return true;
            if (f != TAG || noted.kind(i) != ValueIndex.STRING) continue;
            long start = noted.start(i);
            long end = index instanceof JsonIndex json ? json.scalarEnd(start) : HelioSceneFields.valueEnd(doc.text(), (int) start, ValueIndex.STRING);
            if (tag.equals(index.string(noted.value(i), ValueIndex.STRING, start, end))) return true;
        }
        return false;
    }

    private static final int NAME = 0, ACTIVE = 1, TAG = 2, TAGS = 3, LAYER = 4, PARENT = 5, CHILDREN = 6, COMPONENTS = 7,
            ROOTS = 8, OWNER = 9, KIND = 10;

    private SceneFacts read() {
        int nodes = doc.nodeCount();
        made(); // every array made once, as long as the noted fields say it need be
        int scene = -1;
        String sceneName = null;
        Boolean sceneActive = null;
        SceneFacts.Links roots = null;
        for (int node = 0; node < nodes; node++) {
            ReadProgress.checkCancelled(node);
            fieldsOf(node);
            String type = doc.type(node);
            boolean isScene = shape.sceneType().equals(type) || isArray(ROOTS);
            if (isScene && (scene < 0 || node == doc.root())) {
                scene = node;
                sceneName = string(NAME);
                sceneActive = at[ACTIVE] < 0 ? null : flag(ACTIVE);
                roots = null;
                if (isArray(ROOTS)) {
                    roots = new SceneFacts.Links();
                    links(at[ROOTS], roots);
                }
            }
            // An object of the object type is known before its components are: its parent, children and components are
            // then followed in the order a file writes them, each link found a few after the one before.
            boolean typed = !isScene && shape.objectType().equals(type) && (at[PARENT] >= 0 || at[CHILDREN] >= 0 || at[NAME] >= 0);
            int parentLink = typed ? parentLinks() : -1;
            int from = components.size();
            int listed = isArray(COMPONENTS) ? links(at[COMPONENTS], components) : -1;
            boolean listsComponents = listed > 0 && listed == visibleLinked; // every visible element a link
            boolean object = typed || !isScene && (listsComponents || at[PARENT] >= 0 && isArray(CHILDREN));
            if (object) {
                object(node, typed ? parentLink : parentLinks());
            } else {
                components.truncate(from); // only an object's list is kept
                if (at[OWNER] >= 0) ownerNamer(node);
            }
        }
        int objects = facts.objectCount();
        numberComponents();
        facts.ownersNamed();
        // The parents, then the lists, each given whole: the facts keep these arrays and work out the slots they name
        // and which lists agree with the parents and owners in the same pass.
        facts.parentsNamed();
        // The objects with no parent are the roots only when the scene lists none (finished): a million objects' parents
        // are not looked up for a list left unread.
        SceneFacts.Links parentless = new SceneFacts.Links();
        for (int s = 0; roots == null && s < objects; s++) {
            ReadProgress.checkCancelled(s);
            if (facts.parentOf(facts.objectNode(s)) < 0) parentless.add(facts.objectNode(s), -1);
        }
        facts.childLists(childrenTo, children);
        facts.componentLists(componentsTo, components);
        return HelioSceneShape.finished(facts, scene, sceneName, sceneActive, roots, parentless);
    }

    /**
     * Makes the arrays the read fills as long as the noted fields say they can need (counted as they were noted): an
     * object has one of the fields {@code name}, {@code parent}, {@code children} and {@code components}, a node naming
     * an owner has the field {@code owner}, and the lists hold as many links as they have elements at most. Grown as
     * the nodes came, the arrays and their copies were as big again as the arrays.
     */
    private void made() {
        int objects = noted.objectFieldNodes();
        facts.expect(objects, noted.ownerFieldNodes());
        childrenTo = new int[objects];
        componentsTo = new int[objects];
        children.reserve(noted.listElements(CHILDREN));
        components.reserve(noted.listElements(COMPONENTS));
    }

    /**
     * The components numbered as the facts number them, once every object is known: first those the objects' lists
     * name, each where first named, then the other nodes naming an owner in document order; each with its kind (or its
     * type). The nodes naming an owner are components as they come ({@link #ownerNamer}), in document order, which is
     * that order when the lists name components after their objects and in document order, as files write them: then
     * nothing is done here. Else the components only a list names are added, and all are numbered anew.
     */
    private void numberComponents() {
        long[] named = new long[(doc.nodeCount() + 63) >>> 6];
        int given = facts.componentCount(), next = 0;
        int[] order = null; // the listed in the order named, once they are not those given first
        int n = 0;
        for (int i = 0, size = components.size(); i < size; i++) {
            ReadProgress.checkCancelled(i);
            int c = components.node(i);
            if (facts.isObject(c) || (named[c >>> 6] & 1L << c) != 0) continue;
            named[c >>> 6] |= 1L << c;
            if (order == null && next < given && facts.componentNode(next) == c) {
                next++;
                continue;
            }
            if (order == null) {
                order = new int[Math.max(16, size)];
                for (int k = 0; k < next; k++) order[k] = facts.componentNode(k);
                n = next;
            }
            if (!facts.isComponent(c)) component(c, kindEntry(c));
            order[n++] = c;
        }
        if (order != null) facts.componentsFirst(order, n);
    }

    /** The node's noted fields into {@link #at}, leaving out hidden values. */
    private void fieldsOf(int node) {
        for (int k = 0; k < setCount; k++) {
            at[set[k]] = -1;
            kinds[set[k]] = null;
        }
        setCount = 0;
        for (int i = noted.fieldsFrom(node), end = noted.fieldsEnd(node); i < end; i++) {
            if (doc.isHidden(noted.value(i))) continue;
            int f = noted.name(i);
            at[f] = i;
            set[setCount++] = f; // each name once: only a node's first field of a name is noted
        }
    }

    /** An object's parent link (-1 for none); the links its children list names go into {@link #children}. */
    private int parentLinks() {
        int p = link(PARENT);
        if (isArray(CHILDREN)) {
            for (int e = noted.firstElement(at[CHILDREN]), v; (v = noted.element(e)) != -1; e++) {
                if (doc.isHidden(v)) continue;
                int child = link(v, noted.elementKind(e));
                if (child >= 0) children.add(child, v);
            }
        }
        return p;
    }


    /** An object, in document order, with what it says kept by its slot. */
    private void object(int node, int parentLink) {
        facts.object(node, isString(NAME) ? noted.value(at[NAME]) : -1, isString(NAME) ? noted.start(at[NAME]) : -1, -1, flag(ACTIVE),
                isString(TAG) ? noted.value(at[TAG]) : -1, isString(TAG) ? noted.start(at[TAG]) : -1, -1,
                isArray(TAGS) ? noted.value(at[TAGS]) : -1, layer(LAYER));
        int s = facts.objectCount() - 1; // the nodes come once each, in order: this one is new
        facts.parentNamedAt(s, parentLink, at[PARENT] < 0 ? -1 : noted.value(at[PARENT]));
        childrenTo[s] = children.size();
        componentsTo[s] = components.size();
    }

    /**
     * The node read into {@link #at}, no object, names an owner: a component, with its kind and the owner it names
     * (the owner's link found among the links the objects around it name, in the order the file writes them).
     */
    private void ownerNamer(int node) {
        int k = component(node, isString(KIND) ? at[KIND] : -1);
        facts.ownerNamedAt(k, link(OWNER), noted.value(at[OWNER])); // by its slot: no lookup of the node just given
    }

    /**
     * The node's noted {@code kind} entry when it is a string (visible), else -1: what {@link #fieldsOf} and
     * {@link #isString} would say of it, from the node's own entries alone.
     */
    private int kindEntry(int node) {
        for (int i = noted.fieldsFrom(node), end = noted.fieldsEnd(node); i < end; i++) {
            if (noted.name(i) != KIND) continue;
            int v = noted.value(i);
            // Only a node's first field of a name is noted: a hidden one leaves the node with none.
            return !doc.isHidden(v) && kind(v, noted.kind(i)) == ValueKind.STRING ? i : -1;
        }
        return -1;
    }

    /** A component node: its kind as written when it writes one as a string (noted entry {@code kind}, else -1), else its type; its slot. */
    private int component(int node, int kind) {
        return kind >= 0 ? facts.component(node, noted.value(kind), noted.start(kind), -1) : facts.component(node, -1, -1, -1);
    }

    /** The field's kind as the document sees it, or null when the node has none. */
    private ValueKind kindOf(int f) {
        int i = at[f];
        if (i < 0) return null;
        ValueKind k = kinds[f];
        return k != null ? k : (kinds[f] = kind(noted.value(i), noted.kind(i)));
    }

    /**
     * {@link Document#kind(int, byte)} without a look at the document's links where none can be: in a helio document
     * only a number (an id) is a reference and only an object a node, so a string, list, flag or null is what the index
     * says. The look is a search among a million links for a value met out of their order (a component's kind).
     */
    private ValueKind kind(int v, byte k) {
        return switch (k) {
            case ValueIndex.STRING -> ValueKind.STRING;
            case ValueIndex.ARRAY -> ValueKind.ARRAY;
            case ValueIndex.TRUE, ValueIndex.FALSE -> ValueKind.BOOL;
            case ValueIndex.NULL -> ValueKind.NULL;
            default -> doc.kind(v, k);
        };
    }

    private boolean isArray(int f) { return kindOf(f) == ValueKind.ARRAY; }

    private boolean isString(int f) { return kindOf(f) == ValueKind.STRING; }

    /** The field read as a flag, true when it is none ({@link SceneValues#flag}). */
    private boolean flag(int f) {
        ValueKind k = kindOf(f);
        if (k == ValueKind.BOOL) return noted.kind(at[f]) == ValueIndex.TRUE;
        return k == ValueKind.NUMBER ? SceneValues.flag(doc, noted.value(at[f]), true) : true;
    }

    /** The field's string decoded, or null. */
    private String string(int f) {
        if (!isString(f)) return null;
        int i = at[f];
        return index.string(noted.value(i), noted.kind(i), noted.start(i), end(i));
    }

    /** The field as a layer ({@link SceneValues#layer}) from its kind and span. */
    private SceneLayer layer(int f) {
        ValueKind k = kindOf(f);
        if (k == ValueKind.NUMBER) {
            long start = noted.start(at[f]);
            long end = end(at[f]);
            byte[] text = index instanceof JsonIndex json ? json.textBytes(start, end) : Arrays.copyOfRange(doc.text(), (int) start, (int) end);
            return new SceneLayer(new String(text, StandardCharsets.UTF_8), true);
        }
        return k == ValueKind.STRING ? new SceneLayer(string(f), false) : null;
    }

    /** Where noted field {@code i}'s string or number ends. */
    private long end(int i) {
        long start = noted.start(i);
        return index instanceof JsonIndex json ? json.scalarEnd(start) : HelioSceneFields.valueEnd(doc.text(), (int) start, noted.kind(i));
    }

    /** The node the field links to ({@link SceneValues#link}), -1 for none. */
    private int link(int f) { return at[f] < 0 ? -1 : link(noted.value(at[f]), noted.kind(at[f])); }

    private int link(int v, byte k) {
        // Nearly every value read as a link is one, and found so in one look (the kind's look and the target's were
        // two): a link's role is a reference's or a nested node's, whose target this is.
        int target = doc.target(v);
        if (target >= 0) return target;
        return switch (kind(v, k)) {
            case REFERENCE, NODE -> doc.target(v);
            case NUMBER, OBJECT -> SceneValues.link(doc, v); // a bare id or a {fileID: N}: rare where a registry speaks
            default -> -1;
        };
    }

    /**
     * The links of a kept list (noted field {@code i}) into {@code out}, with the values that write them; how many. How
     * many visible elements the list has is left in {@link #visibleLinked}, counted on the way (a second loop over an
     * object's components list counted them apart).
     */
    private int links(int i, SceneFacts.Links out) {
        int n = 0, visible = 0;
        for (int e = noted.firstElement(i), v; (v = noted.element(e)) != -1; e++) {
            if (doc.isHidden(v)) continue;
            visible++;
            int target = link(v, noted.elementKind(e));
            if (target < 0) continue;
            out.add(target, v);
            n++;
        }
        visibleLinked = visible;
        return n;
    }

    /** How many visible elements the list {@link #links} read last has. */
    private int visibleLinked;
}
