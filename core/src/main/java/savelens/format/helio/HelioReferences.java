package savelens.format.helio;

import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import savelens.document.Diagnostic;
import savelens.document.DocumentBuilder;
import savelens.json.JsonIndex;
import savelens.registry.FieldDef;
import savelens.registry.FieldKind;
import savelens.registry.TypeDef;
import savelens.registry.TypeRegistry;

/**
 * Tells which helio field values are references: by the registry where it knows the field, otherwise by
 * inference (every non-null value of the field, across the nodes of its type, is an integer naming an
 * existing node). Checks registered fields' kinds on the way.
 */
final class HelioReferences {
    private final DocumentBuilder builder;
    private final JsonIndex json;
    private final TypeRegistry registry;
    private static final byte NO_EVIDENCE = 0, FITS = 1, FAILS = 2;
    /** "Type\0field" → whether its values so far all name nodes (and at least one did). */
    private final Map<String, Byte> candidates = new LinkedHashMap<>();
    private final Set<String> reported = new LinkedHashSet<>();
    private final Map<String, FieldSlots> slotsByType = new IdentityHashMap<>();
    private String lastType;
    private FieldSlots lastSlots;

    HelioReferences(DocumentBuilder builder, TypeRegistry registry) {
        this.builder = builder;
        this.json = builder.json();
        this.registry = registry;
    }

    void classify() {
        for (int node = 0; node < builder.nodeCount(); node++) {
            String type = builder.nodeType(node);
            FieldSlots slots = slotsOf(type);
            TypeDef def = slots.def();
            if (def == null && !registry.isEmpty() && reported.add(type)) {
                builder.diagnostic(Diagnostic.warning("type " + type + " is not in the registry", node, -1));
            }
            int body = builder.nodeBody(node);
            int i = 0;
            for (int f = json.firstChild(body); f >= 0; f = json.nextSibling(f), i++) {
                FieldSlots.Slot slot = slots.at(json, i, f);
                if (slot.def != null) {
                    checkRegistered(node, f, type, slot);
                } else {
                    if (def != null && reported.add(slot.inferenceKey)) {
                        builder.diagnostic(Diagnostic.warning("field " + type + "." + slot.decodedName + " is not in the registry", node, f));
                    }
                    consider(slot.inferenceKey, f);
                }
            }
        }
        inferReferences();
    }

    /** Node types are the builder's interned names, so an identity map finds each type's slots. */
    private FieldSlots slotsOf(String type) {
        if (type == lastType && lastSlots != null) return lastSlots;
        FieldSlots s = slotsByType.computeIfAbsent(type, t -> new FieldSlots(t, registry.type(t), builder));
        lastType = type;
        lastSlots = s;
        return s;
    }

    private void checkRegistered(int node, int v, String type, FieldSlots.Slot slot) {
        FieldDef field = slot.def;
        byte k = json.kind(v);
        if (k == JsonIndex.NULL || field.kind() == FieldKind.ANY) return;
        switch (field.kind()) {
            case REF -> {
                long id = idAt(v);
                if (id != NOT_AN_ID) markReference(node, v, id, type, slot);
                else wrongKind(node, v, type, field, "a reference (an integer id)");
            }
            case ARRAY -> {
                if (k != JsonIndex.ARRAY) {
                    wrongKind(node, v, type, field, "an array of references");
                    return;
                }
                for (int e = json.firstChild(v); e >= 0; e = json.nextSibling(e)) {
                    long id = idAt(e);
                    if (id != NOT_AN_ID) markReference(node, e, id, type, slot);
                    else if (json.kind(e) != JsonIndex.NULL) wrongKind(node, e, type, field, "an integer id in the array");
                }
            }
            case STRING -> { if (k != JsonIndex.STRING) wrongKind(node, v, type, field, "a string"); }
            case NUMBER -> { if (k != JsonIndex.NUMBER) wrongKind(node, v, type, field, "a number"); }
            case BOOL -> { if (k != JsonIndex.TRUE && k != JsonIndex.FALSE) wrongKind(node, v, type, field, "true or false"); }
            default -> { }
        }
    }

    private void markReference(int node, int v, long id, String type, FieldSlots.Slot slot) {
        builder.reference(v, id);
        if (slot.targetType == null) return;
        int target = builder.nodeById(id);
        if (target >= 0 && slot.targetType != builder.nodeType(target)) {
            FieldDef field = slot.def;
            builder.diagnostic(Diagnostic.error(where(node, type, field) + " refers to #" + id + " of type " + builder.nodeType(target)
                    + ", expected " + field.type(), node, v));
        }
    }

    private void wrongKind(int node, int v, String type, FieldDef field, String expected) {
        builder.diagnostic(Diagnostic.error(where(node, type, field) + " is " + json.raw(v) + ", expected " + expected, node, v));
    }

    /** Built only when there is something to report: this runs for every field of every node. */
    private String where(int node, String type, FieldDef field) {
        return type + "." + field.name() + " of #" + idOf(node);
    }

    private void consider(String key, int v) {
        byte state = candidates.getOrDefault(key, NO_EVIDENCE);
        if (state == FAILS) return;
        boolean fits = true;
        boolean evidence = false;
        byte k = json.kind(v);
        if (k == JsonIndex.ARRAY) {
            for (int e = json.firstChild(v); e >= 0 && fits; e = json.nextSibling(e)) {
                if (json.kind(e) == JsonIndex.NULL) continue;
                fits = namesNode(e);
                evidence = true;
            }
        } else if (k != JsonIndex.NULL) {
            fits = namesNode(v);
            evidence = true;
        }
        candidates.put(key, !fits ? FAILS : (evidence || state == FITS) ? FITS : NO_EVIDENCE);
    }

    private boolean namesNode(int v) {
        long id = idAt(v);
        return id != NOT_AN_ID && builder.nodeById(id) >= 0;
    }

    private static final long NOT_AN_ID = Long.MIN_VALUE;

    /** The integer a value holds, or NOT_AN_ID when it holds none (or one too large for a long). */
    private long idAt(int v) {
        return json.longValue(v, NOT_AN_ID);
    }

    private void inferReferences() {
        Set<String> inferred = new LinkedHashSet<>();
        for (Map.Entry<String, Byte> c : candidates.entrySet()) if (c.getValue() == FITS) inferred.add(c.getKey());
        if (inferred.isEmpty()) return;
        Set<String> warned = new LinkedHashSet<>();
        Set<String> inferredTypes = new HashSet<>();
        for (String key : inferred) inferredTypes.add(key.substring(0, key.indexOf('\0')));
        for (int node = 0; node < builder.nodeCount(); node++) {
            String type = builder.nodeType(node);
            if (!inferredTypes.contains(type)) continue; // no need to read the fields of other types again
            FieldSlots slots = slotsOf(type);
            int body = builder.nodeBody(node);
            int i = 0;
            for (int f = json.firstChild(body); f >= 0; f = json.nextSibling(f), i++) {
                String key = slots.at(json, i, f).inferenceKey;
                if (!inferred.contains(key)) continue;
                if (warned.add(key)) {
                    builder.diagnostic(Diagnostic.warning("field " + type + "." + json.name(f)
                            + " is taken for a reference (inferred: no registry says so)", node, f));
                }
                if (json.kind(f) == JsonIndex.ARRAY) {
                    for (int e = json.firstChild(f); e >= 0; e = json.nextSibling(e)) {
                        if (json.kind(e) != JsonIndex.NULL) builder.reference(e, json.longValue(e, 0));
                    }
                } else if (json.kind(f) != JsonIndex.NULL) {
                    builder.reference(f, json.longValue(f, 0));
                }
            }
        }
    }

    private String idOf(int node) {
        return json.raw(json.member(builder.nodeValue(node), "id"));
    }
}
