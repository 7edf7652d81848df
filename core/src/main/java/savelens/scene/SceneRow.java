package savelens.scene;

import java.util.List;
import java.util.function.Consumer;
import savelens.document.DocumentBuilder;
import savelens.document.NodeId;

/**
 * One object of a scene as a row to print, read from the scene's arrays where its objects are not built: what a
 * {@link SceneObject} says, with no lists or component objects made for it. One row is moved from object to object
 * ({@link SceneHierarchy#forEachRow}): it is valid only inside the call that hands it over.
 */
public final class SceneRow {
    private final SceneTree tree;
    private final SceneFacts facts;
    private final String[] kinds;
    /** Where {@link #kinds} is null: each kind read when asked. */
    private final SceneFacts.Kinds kindsRead;
    /** The document's text where names written as plain ASCII are read as bytes, or null ({@link SceneFacts#flatJsonText}). */
    private final byte[] text;
    private int slot;
    private int number;
    private String name;
    private boolean named; // name is this row's object's (else it is decoded when asked)
    private int plainName = -2; // the name's plain length once asked (-1: none), -2 before
    /** Names decoded since the row was made (counted by the caller, once). */
    int decoded;
    private SceneObject object; // when the objects are built: the row is this one

    SceneRow(SceneTree tree, SceneFacts facts, String[] kinds, byte[] text) {
        this(tree, facts, kinds, null, text);
    }

    /** A row whose components' kinds are {@code kinds} by component slot, or else read when asked through {@code kindsRead}. */
    SceneRow(SceneTree tree, SceneFacts facts, String[] kinds, SceneFacts.Kinds kindsRead, byte[] text) {
        this.tree = tree;
        this.facts = facts;
        this.kinds = kinds;
        this.kindsRead = kindsRead;
        this.text = text;
    }

    SceneRow() { this(null, null, null, null, null); }

    SceneRow at(int slot, String name) {
        at(slot);
        this.name = name;
        this.named = true;
        return this;
    }

    /** The object in slot {@code slot}, its name decoded only when {@link #name} is asked. */
    SceneRow at(int slot) {
        this.slot = slot;
        this.number = slot;
        this.name = null;
        this.named = false;
        this.plainName = -2;
        return this;
    }

    /** This row numbered {@code number} (its place in the walk's order, where rows are handed over in that order). */
    SceneRow numbered(int number) {
        this.number = number;
        return this;
    }

    /** The object at {@code place} in the scene's objects. */
    SceneRow at(SceneObject o, int place) {
        this.object = o;
        this.number = place;
        return this;
    }

    /** Each of {@code built} as a row, numbered by its place: how every walk of rows goes once the objects are built. */
    static void eachBuilt(List<SceneObject> built, Consumer<SceneRow> action) { eachBuilt(built, 0, built.size(), action); }

    /** As {@link #eachBuilt(List, Consumer)}, the objects at places {@code from} to before {@code to}. */
    static void eachBuilt(List<SceneObject> built, int from, int to, Consumer<SceneRow> action) {
        SceneRow row = new SceneRow();
        for (int i = from; i < to; i++) action.accept(row.at(built.get(i), i));
    }

    /**
     * Its number among the rows, from 0: the same in both passes of {@link SceneHierarchy#forEachRowPrepared}; its
     * place in {@link SceneHierarchy#objects()} where rows come in that order.
     */
    public int number() { return number; }

    public int node() { return object != null ? object.node() : facts.objectNode[slot]; }

    public NodeId id() { return object != null ? object.id() : facts.id(facts.objectNode[slot]); }

    /**
     * The number of its id, with no id made for it; {@link DocumentBuilder#NO_ID} when that id is no number (or is that
     * very number): then {@link #id} says it.
     */
    public long idNumber() {
        if (object != null) return object.id() instanceof NodeId.Number n ? n.value() : DocumentBuilder.NO_ID;
        int node = facts.objectNode[slot];
        return node < facts.doc.nodeCount() ? facts.doc.integerId(node) : DocumentBuilder.NO_ID;
    }

    /** Its type as {@link SceneObject#type} says it, or null. */
    public String type() { return object != null ? object.type() : facts.type(slot); }

    /** Its name, or "" when it has none. */
    public String name() {
        if (object != null) return object.name();
        if (!named) {
            if (facts.nameInText(slot)) decoded++;
            name = facts.nameUncounted(slot);
            named = true;
        }
        return name;
    }

    /**
     * How many bytes its name has when they can be copied as they are written ({@link #copyPlainName}): printable ASCII
     * that {@code VisibleText.show} shows unchanged, read where the document's text holds it. -1 when only
     * {@link #name} says it. A printer of a big scene then makes no string of a name, nor decodes or encodes it.
     */
    public int plainNameLength() {
        if (object != null || text == null) return -1;
        if (plainName == -2) plainName = facts.plainNameLength(slot, text);
        return plainName;
    }

    /** Copies its name's bytes into {@code out} at {@code at}, when {@link #plainNameLength} gave their length. */
    public void copyPlainName(byte[] out, int at) {
        int n = plainNameLength();
        if (n < 0) throw new IllegalStateException("the name is not plain ASCII in the text");
        facts.copyPlainName(slot, text, n, out, at);
    }

    /** 0 for a top object, one more per level below. */
    public int depth() { return object != null ? object.depth() : tree.depth(slot); }

    public boolean activeSelf() { return object != null ? object.activeSelf() : facts.activeSelf[slot]; }

    public boolean activeInHierarchy() { return object != null ? object.activeInHierarchy() : tree.active(slot); }

    public List<String> tags() { return object != null ? object.tags() : facts.tags(slot); }

    public SceneLayer layer() { return object != null ? object.layer() : facts.layerOf(slot); }

    public Inherited inherited() { return object != null ? object.inherited() : facts.inherited(slot); }

    public boolean isInherited() { return inherited() != null; }

    public Boolean visible() { return object != null ? object.visible() : facts.visible(slot); }

    public PrefabSource prefab() { return object != null ? object.prefab() : facts.prefab(slot); }

    public boolean fromPrefab() { return prefab() != null; }

    /** How many components it has, in {@link SceneObject#components()}'s order. */
    public int componentCount() { return object != null ? object.components().size() : tree.componentCount(slot); }

    /** The kind of its component {@code i}. */
    public String componentKind(int i) {
        if (object != null) return object.components().get(i).kind();
        int k = tree.component(slot, i);
        return kinds != null ? kinds[k] : kindsRead.kind(k);
    }

    /**
     * The number of its component {@code i}'s id, with no id made for it; {@link DocumentBuilder#NO_ID} when that id is
     * no number (or is that very number): then {@link #componentId} says it.
     */
    public long componentNumber(int i) {
        if (object != null) return object.components().get(i).id() instanceof NodeId.Number n ? n.value() : DocumentBuilder.NO_ID;
        return facts.doc.integerId(facts.componentNode[tree.component(slot, i)]);
    }

    /** The id of its component {@code i}. */
    public NodeId componentId(int i) {
        return object != null ? object.components().get(i).id() : facts.doc.nodeId(facts.componentNode[tree.component(slot, i)]);
    }
}
