package savelens.format.helio;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import savelens.document.Diagnostic;
import savelens.document.DocumentBuilder;
import savelens.json.JsonIndex;
import savelens.json.ValueList;
import savelens.progress.ReadProgress;
import savelens.registry.FieldDef;
import savelens.registry.FieldKind;
import savelens.registry.TypeRegistry;

/**
 * Tells which helio field values are references: by the registry where it knows the field, otherwise by
 * inference (every non-null value of the field, across the nodes of its type, is an integer naming an
 * existing node). Checks registered fields' kinds on the way.
 */
final class HelioReferences {
    private final DocumentBuilder builder;
    private final TypeRegistry registry;
    /** "Type\0field" → the evidence for inferring it is a reference. */
    private final Map<String, Candidate> candidates = new LinkedHashMap<>();
    private final Set<String> reported = new LinkedHashSet<>();
    private final Map<String, FieldSlots> slotsByType = new IdentityHashMap<>();
    private String lastType;
    private FieldSlots lastSlots;
    private final TargetChecks targetChecks = new TargetChecks();
    /** The index, from {@link #finish} on. */
    private JsonIndex json;
    /**
     * Diagnostics found while classifying, in order. Their messages quote values from the index, which a
     * read that classifies during indexing does not have yet; they are written out in {@link #finish}.
     */
    private final List<Supplier<Diagnostic>> found = new ArrayList<>();
    // Reused for every node: the walk allocates nothing per node.
    private final ValueList fields = new ValueList();
    private final ValueList elements = new ValueList();

    HelioReferences(DocumentBuilder builder, TypeRegistry registry) {
        this.builder = builder;
        this.registry = registry;
    }

    /**
     * Classifies one node's fields from the index, right after the node is added, while its text is at
     * hand. What needs every node (a reference's target type, whether a field's integers all name nodes)
     * waits for {@link #finish}.
     */
    void classifyNode(int node) {
        JsonIndex json = (JsonIndex) builder.index(); // a helio text is indexed as JSON
        FieldSlots slots = beginNode(node);
        json.children(builder.nodeBody(node), fields);
        for (int i = 0; i < fields.size(); i++) {
            int f = fields.get(i);
            FieldSlots.Slot slot = slots.at(json, i, f);
            byte k = json.kind(f);
            field(node, slot, f, k, k == JsonIndex.NUMBER && readsIds(slot) ? idAt(json, f) : NOT_AN_ID);
            if (k == JsonIndex.ARRAY && wantsElements(slot)) {
                json.children(f, elements);
                for (int j = 0; j < elements.size(); j++) {
                    int e = elements.get(j);
                    byte ek = json.kind(e);
                    element(node, slot, e, ek, ek == JsonIndex.NUMBER ? idAt(json, e) : NOT_AN_ID);
                }
            }
        }
    }

    /** A node is added and its fields follow: the slots of its type. */
    FieldSlots beginNode(int node) {
        String type = builder.nodeType(node);
        FieldSlots slots = slotsOf(type);
        if (slots.def() == null && !registry.isEmpty() && reported.add(type)) {
            found.add(() -> Diagnostic.warning("type " + type + " is not in the registry", node, -1));
        }
        return slots;
    }

    /**
     * The value v of a field of the node: its kind, and the integer it holds or NOT_AN_ID (read only where
     * {@link #readsIds} says it matters). An array's elements come next through {@link #element}, when
     * {@link #wantsElements} says they matter.
     */
    void field(int node, FieldSlots.Slot slot, int v, byte kind, long id) {
        FieldDef def = slot.def;
        if (def == null) {
            Candidate c = candidate(node, slot, v);
            if (kind != JsonIndex.ARRAY && kind != JsonIndex.NULL) c.note(id);
            return;
        }
        if (kind == JsonIndex.NULL || def.kind() == FieldKind.ANY) return;
        switch (def.kind()) {
            case REF -> {
                if (id != NOT_AN_ID) markReference(v, id, slot);
                else wrongKind(node, v, slot, "a reference (an integer id)");
            }
            case ARRAY -> { if (kind != JsonIndex.ARRAY) wrongKind(node, v, slot, "an array of references"); }
            case STRING -> { if (kind != JsonIndex.STRING) wrongKind(node, v, slot, "a string"); }
            case NUMBER -> { if (kind != JsonIndex.NUMBER) wrongKind(node, v, slot, "a number"); }
            case BOOL -> { if (kind != JsonIndex.TRUE && kind != JsonIndex.FALSE) wrongKind(node, v, slot, "true or false"); }
            default -> { }
        }
    }

    /** Whether {@link #field} needs the integer the field holds: registered numbers, strings and the like do not. */
    static boolean readsIds(FieldSlots.Slot slot) {
        return slot.def == null || slot.def.kind() == FieldKind.REF || slot.def.kind() == FieldKind.ARRAY;
    }

    /** Whether an array in this field has elements to classify: registered arrays and unregistered fields. */
    static boolean wantsElements(FieldSlots.Slot slot) {
        return slot.def == null || slot.def.kind() == FieldKind.ARRAY;
    }

    /** An element e of an array field (one that {@link #wantsElements}). */
    void element(int node, FieldSlots.Slot slot, int e, byte kind, long id) {
        if (slot.def == null) {
            if (kind != JsonIndex.NULL) slot.candidate.note(id);
        } else if (id != NOT_AN_ID) {
            markReference(e, id, slot);
        } else if (kind != JsonIndex.NULL) {
            wrongKind(node, e, slot, "an integer id in the array");
        }
    }

    /** Once every node is added and the text indexed: target types of registered references, then inferred references. */
    void finish() {
        json = (JsonIndex) builder.index();
        for (Supplier<Diagnostic> d : found) builder.diagnostic(d.get());
        found.clear();
        targetChecks.run();
        inferReferences();
    }

    /** Node types are the builder's interned names, so an identity map finds each type's slots. */
    private FieldSlots slotsOf(String type) {
        if (type == lastType && lastSlots != null) return lastSlots;
        FieldSlots s = slotsByType.get(type);
        if (s == null) slotsByType.put(type, s = new FieldSlots(type, registry.type(type), builder));
        lastType = type;
        lastSlots = s;
        return s;
    }

    /** The evidence kept for an unregistered field; the first time the field is met in a registered type, a warning. */
    private Candidate candidate(int node, FieldSlots.Slot slot, int v) {
        Candidate c = slot.candidate;
        if (c != null) return c; // this slot was met before, and so was its key
        slot.candidate = c = candidates.computeIfAbsent(slot.inferenceKey, k -> new Candidate());
        String type = builder.nodeType(node);
        if (slotsOf(type).def() != null && reported.add(slot.inferenceKey)) {
            found.add(() -> Diagnostic.warning("field " + type + "." + slot.decodedName + " is not in the registry", node, v));
        }
        return c;
    }

    private void markReference(int v, long id, FieldSlots.Slot slot) {
        if (slot.targetType != null) targetChecks.add(builder.referenceCount(), slot);
        builder.reference(v, id);
    }

    /**
     * Registered references whose target type is checked once every node is known: for each reference the
     * builder holds, the number of its field's slot (0 for none, slots counted from 1), so a million
     * references cost an int each.
     */
    private final class TargetChecks {
        private final List<FieldSlots.Slot> slots = new ArrayList<>();
        private int[] slotOfReference = new int[64];
        private int count;

        void add(int reference, FieldSlots.Slot slot) {
            if (slot.targetCheck == 0) {
                slots.add(slot);
                slot.targetCheck = slots.size();
            }
            if (reference >= slotOfReference.length) {
                // As many as the builder has room for at once (it expects them from the text's length): doubled from 64,
                // a million-node scene's checks made five copies of 1 MB or more, 32 MB for 10 MB kept.
                int room = Math.max(slotOfReference.length * 2, builder.referenceRoom());
                slotOfReference = Arrays.copyOf(slotOfReference, Math.max(reference + 1, room));
            }
            slotOfReference[reference] = slot.targetCheck;
            count = reference + 1;
        }

        void run() {
            for (int i = 0; i < count; i++) {
                ReadProgress.checkCancelled(i);
                if (slotOfReference[i] == 0) continue;
                FieldSlots.Slot slot = slots.get(slotOfReference[i] - 1);
                long id = builder.referenceId(i);
                int target = builder.nodeById(id);
                if (target >= 0 && slot.targetType != builder.nodeType(target)) {
                    int v = builder.referenceValue(i);
                    int node = builder.ownerNode(v);
                    builder.diagnostic(Diagnostic.error(where(node, builder.nodeType(node), slot.def) + " refers to #" + id
                            + " of type " + builder.nodeType(target) + ", expected " + slot.def.type(), node, v));
                }
            }
        }
    }

    private void wrongKind(int node, int v, FieldSlots.Slot slot, String expected) {
        found.add(() -> Diagnostic.error(where(node, builder.nodeType(node), slot.def) + " is " + json.raw(v)
                + ", expected " + expected, node, v));
    }

    /** Built only when there is something to report: this runs for every field of every node. */
    private String where(int node, String type, FieldDef field) {
        return type + "." + field.name() + " of #" + idOf(node);
    }

    /**
     * Evidence for inferring that an unregistered field holds references, while nodes are still being read:
     * whether it held an integer, and whether it held anything else. Whether its integers all name nodes is
     * checked once every node is known, in a walk over the nodes of its type.
     */
    static final class Candidate {
        boolean sawInteger;
        boolean fails;

        /** A non-null value of the field, or of an array in it: the integer it holds, or NOT_AN_ID. */
        void note(long id) {
            if (id == NOT_AN_ID) fails = true;
            else sawInteger = true;
        }
    }

    private boolean namesNode(int v) {
        long id = idAt(json, v);
        return id != NOT_AN_ID && builder.nodeById(id) >= 0;
    }

    static final long NOT_AN_ID = Long.MIN_VALUE;

    /** The integer a value holds, or NOT_AN_ID when it holds none (or one too large for a long). */
    private static long idAt(JsonIndex json, int v) {
        return json.longValue(v, NOT_AN_ID);
    }

    private void inferReferences() {
        Set<String> inferred = new LinkedHashSet<>();
        for (Map.Entry<String, Candidate> c : candidates.entrySet()) {
            if (c.getValue().sawInteger && !c.getValue().fails) inferred.add(c.getKey());
        }
        if (inferred.isEmpty()) return;
        Set<String> inferredTypes = new HashSet<>();
        for (String key : inferred) inferredTypes.add(key.substring(0, key.indexOf('\0')));
        // First every integer of a candidate must name a node; then the survivors become references.
        forEachCandidateField(inferred, inferredTypes, (node, key, f) -> {
            if (!allNameNodes(f)) inferred.remove(key);
        });
        Set<String> warned = new LinkedHashSet<>();
        forEachCandidateField(inferred, inferredTypes, (node, key, f) -> {
            if (warned.add(key)) {
                builder.diagnostic(Diagnostic.warning("field " + key.replace('\0', '.')
                        + " is taken for a reference (inferred: no registry says so)", node, f));
            }
            if (json.kind(f) == JsonIndex.ARRAY) {
                for (int e = json.firstChild(f); e >= 0; e = json.nextSibling(e)) {
                    if (json.kind(e) != JsonIndex.NULL) builder.reference(e, json.longValue(e, 0));
                }
            } else if (json.kind(f) != JsonIndex.NULL) {
                builder.reference(f, json.longValue(f, 0));
            }
        });
    }

    private interface CandidateField {
        void accept(int node, String key, int field);
    }

    /** Calls back for each field, in the nodes of the given types, whose key is (still) in {@code keys}. */
    private void forEachCandidateField(Set<String> keys, Set<String> types, CandidateField action) {
        for (int node = 0; node < builder.nodeCount() && !keys.isEmpty(); node++) {
            ReadProgress.checkCancelled(node);
            String type = builder.nodeType(node);
            if (!types.contains(type)) continue; // no need to read the fields of other types again
            FieldSlots slots = slotsOf(type);
            int body = builder.nodeBody(node);
            int i = 0;
            for (int f = json.firstChild(body); f >= 0; f = json.nextSibling(f), i++) {
                String key = slots.at(json, i, f).inferenceKey;
                if (keys.contains(key)) action.accept(node, key, f);
            }
        }
    }

    private boolean allNameNodes(int f) {
        if (json.kind(f) != JsonIndex.ARRAY) return json.kind(f) == JsonIndex.NULL || namesNode(f);
        for (int e = json.firstChild(f); e >= 0; e = json.nextSibling(e)) {
            if (json.kind(e) != JsonIndex.NULL && !namesNode(e)) return false;
        }
        return true;
    }

    private String idOf(int node) {
        return json.raw(json.member(builder.nodeValue(node), "id"));
    }
}
