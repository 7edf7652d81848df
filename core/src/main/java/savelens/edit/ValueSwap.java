package savelens.edit;

import java.util.Arrays;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.DocumentPatch;
import savelens.document.NodeId;
import savelens.document.ValueKind;
import savelens.index.ValueIndex;
import savelens.json.JsonIndex;
import savelens.registry.FieldDef;
import savelens.registry.FieldKind;
import savelens.registry.TypeDef;

/**
 * An edit that replaces one value by another of the same shape: a plain scalar by a plain scalar, or a
 * reference by a reference to another node (most edits are one of these). Where the format would read the
 * edited text just as before apart from that value, the document is patched ({@link DocumentPatch}) instead
 * of read again; {@link #apply} answers null whenever that is not certain, and the caller reads the text again.
 *
 * <p>What could read differently, and so is left to a full read: a value outside every node's body (ids,
 * types, the root, an embedded registry), format metadata or a member named like it ({@code @c}, {@code @}),
 * anything inside a reference or a nested node's own value, a value a reading finding points at or into, a
 * change of shape (null to {@code {"@r":1}}), a scalar that could become or stop being a reference (a helio
 * field the registry calls a reference, or one whose integers might be inferred to be), a target of another
 * type than the registry wants, a target that does not exist, any edit in a format whose reading judges what a
 * patch does not follow ({@link savelens.document.Syntax#editsReadAgain}), and any document with duplicate member names.
 *
 * @param value   the value replaced (its number stays the same)
 * @param newId   for a retarget, the id the new text names; null for a scalar edit
 * @param oldId   for a retarget, the id the old text names (used by the inverse); null for a scalar
 */
record ValueSwap(int value, NodeId newId, NodeId oldId) {
    static ValueSwap scalar(int value) { return new ValueSwap(value, null, null); }

    static ValueSwap retarget(int value, NodeId newId, NodeId oldId) { return new ValueSwap(value, newId, oldId); }

    boolean isRetarget() { return newId != null; }

    /** The swap that undoes this one. */
    ValueSwap inverse() { return new ValueSwap(value, oldId, newId); }

    /**
     * The document after {@code splice}, patched from {@code doc} (its text in pieces that share the text before, none
     * of it copied); null when the splice is not this swap or the format might read the result otherwise.
     */
    Document apply(Document doc, Splice splice) {
        if (!(doc.index() instanceof JsonIndex json) || doc.syntax().editsReadAgain()) return null; // patching is for JSON formats that allow it
        if (!json.duplicates().isEmpty() || value >= json.count()) return null;
        if (splice.offset() != json.start(value) || splice.offset() + splice.length() != json.end(value)) return null;
        ValueKind was = doc.kind(value);
        if (isRetarget() ? was != ValueKind.REFERENCE : !was.isScalar()) return null;
        int owner = doc.ownerNode(value);
        if (owner < 0 || !plainWayUp(doc, owner) || findingsAbove(doc)) return null;
        JsonIndex patched = json.replacedBy(value, splice.replacement());
        if (patched == null) return null;
        if (isRetarget()) {
            int target = doc.nodeById(newId);
            if (target < 0 || !targetFits(doc, owner, target)) return null;
            return DocumentPatch.retargeted(doc, patched, value, target);
        }
        if (patched.isContainer(value) || !scalarStaysPlain(doc, owner, patched)) return null;
        return DocumentPatch.scalarReplaced(doc, patched, value);
    }

    /**
     * From the value up to its node's body: no metadata, no member named as JsonEx names its metadata (a
     * non-string {@code "@"} is a field until it becomes a string), and nothing with a role of its own above
     * the value (a reference object, a nested node).
     */
    private boolean plainWayUp(Document doc, int owner) {
        ValueIndex json = doc.index();
        int body = doc.body(owner);
        for (int a = value; a != body; a = json.parent(a)) {
            if (a < 0 || doc.isHidden(a)) return false;
            if (a != value && !doc.kind(a).isScalar() && doc.kind(a) != ValueKind.ARRAY && doc.kind(a) != ValueKind.OBJECT) return false;
            String name = json.name(a);
            if (name != null && name.startsWith("@")) return false;
        }
        return true;
    }

    /** True when a reading finding is about the value or a container around it (their messages may quote the text). */
    private boolean findingsAbove(Document doc) {
        if (doc.readDiagnostics().isEmpty()) return false;
        ValueIndex json = doc.index();
        int[] way = new int[16];
        int n = 0;
        for (int a = value; a >= 0; a = json.parent(a)) {
            if (n == way.length) way = Arrays.copyOf(way, n * 2);
            way[n++] = a;
        }
        for (Diagnostic d : doc.readDiagnostics()) {
            for (int i = 0; i < n; i++) if (d.value() == way[i]) return true;
        }
        return false;
    }

    /**
     * Where references are bare integers told from numbers by the registry (helio), a field's scalars are
     * classified: the new scalar must fit the registered kind, and a field the registry does not describe must
     * hold no integer before or after (its integers might be inferred to be references).
     */
    private boolean scalarStaysPlain(Document doc, int owner, JsonIndex patched) {
        if (!doc.syntax().referencesNeedRegistry()) return true;
        FieldKind slot = registeredKind(doc, owner);
        ValueIndex json = doc.index();
        if (slot == null) return holdsNonId(json) && holdsNonId(patched);
        byte now = patched.kind(value);
        return switch (slot) {
            case ANY -> true;
            case REF, ARRAY -> false;
            case STRING -> now == JsonIndex.NULL || now == JsonIndex.STRING;
            case NUMBER -> now == JsonIndex.NULL || now == JsonIndex.NUMBER;
            case BOOL -> now == JsonIndex.NULL || now == JsonIndex.TRUE || now == JsonIndex.FALSE;
        };
    }

    /** A registered reference wants targets of its registered type; an inferred one needs only that the target exists. */
    private boolean targetFits(Document doc, int owner, int target) {
        if (!doc.syntax().referencesNeedRegistry()) return true;
        FieldDef def = fieldDef(doc, owner);
        return def == null || def.type() == null || def.type().equals(doc.type(target));
    }

    /** Non-null and no integer id: what never makes a field a candidate for inferred references. */
    private boolean holdsNonId(ValueIndex json) {
        return json.kind(value) != JsonIndex.NULL && json.longValue(value, Long.MIN_VALUE) == Long.MIN_VALUE;
    }

    /**
     * How a helio reader classifies the value: by the registered kind of its field, ARRAY for an element of a
     * registered array of references, null when the registry does not describe the field, and ANY (nothing to
     * check) for an element of any other field and for values deeper than a field's elements.
     */
    private FieldKind registeredKind(Document doc, int owner) {
        ValueIndex json = doc.index();
        int body = doc.body(owner);
        int parent = json.parent(value);
        boolean field = parent == body;
        boolean element = !field && json.kind(parent) == JsonIndex.ARRAY && json.parent(parent) == body;
        if (!field && !element) return FieldKind.ANY;
        FieldDef def = fieldDef(doc, owner);
        if (def == null) return null;
        if (element) return def.kind() == FieldKind.ARRAY ? FieldKind.ARRAY : FieldKind.ANY;
        return def.kind();
    }

    /** The registry's entry for the field holding the value (for an element, its array's field), or null. */
    private FieldDef fieldDef(Document doc, int owner) {
        ValueIndex json = doc.index();
        int body = doc.body(owner);
        int parent = json.parent(value);
        int field = parent == body ? value : parent;
        TypeDef type = doc.registry().type(doc.type(owner));
        String name = json.name(field);
        return type == null || name == null ? null : type.field(name);
    }
}
