package savelens.format.helio;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import savelens.document.DocumentBuilder;
import savelens.json.JsonIndex;
import savelens.registry.FieldDef;
import savelens.registry.TypeDef;

/**
 * The fields of one node type as they are met in the file, by position. Nodes of a type nearly always
 * write their fields in the same order, so the field at position i is checked against the name last seen
 * there, straight in the text; only a different name is decoded and looked up. That keeps
 * a million nodes' field names from each becoming a String and a registry lookup.
 */
final class FieldSlots {
    /** What a field name means for the classification. */
    static final class Slot {
        final byte[] name;
        final String decodedName;
        final FieldDef def;
        /** The registry's target type, as the builder's instance (compared by identity). */
        final String targetType;
        /** "Type\0field": the key inference keeps its evidence under. */
        final String inferenceKey;
        /** That evidence, once an unregistered field has been met (see HelioReferences). */
        HelioReferences.Candidate candidate;
        /** This slot's number among those whose references get a target check; 0 until it has one. */
        int targetCheck;
        /** The field's number among the scene shape's fields ({@link HelioSceneFields#NAMES}), or -1. */
        final int sceneField;

        Slot(byte[] name, String decodedName, FieldDef def, String targetType, String inferenceKey) {
            this.name = name;
            this.decodedName = decodedName;
            this.def = def;
            this.targetType = targetType;
            this.inferenceKey = inferenceKey;
            this.sceneField = HelioSceneFields.fieldOf(decodedName);
        }
    }

    private final String type;
    private final TypeDef def;
    private final DocumentBuilder builder;
    private Slot[] slots = new Slot[8];
    /** Every slot met, by name: a field that moves to another position (an optional one before it) is found again. */
    private final Map<String, Slot> byName = new HashMap<>();

    FieldSlots(String type, TypeDef def, DocumentBuilder builder) {
        this.type = type;
        this.def = def;
        this.builder = builder;
    }

    TypeDef def() { return def; }

    /** What the member at position i of a node body (value f) is. */
    Slot at(JsonIndex json, int i, int f) {
        Slot s = known(i);
        if (s != null && json.nameEquals(f, s.name)) return s;
        return learn(i, json.name(f));
    }

    /**
     * What the member at position i is, by its decoded name (while the text is read). The parser hands out
     * one String per distinct name, so the usual case is the same instance; any other goes by the map.
     */
    Slot named(int i, String name) {
        Slot s = known(i);
        return s != null && s.decodedName == name ? s : learn(i, name);
    }

    private Slot known(int i) {
        if (i >= slots.length) slots = Arrays.copyOf(slots, Math.max(i + 1, slots.length * 2));
        return slots[i];
    }

    private Slot learn(int i, String name) {
        Slot s = byName.get(name);
        if (s == null) {
            FieldDef field = def == null ? null : def.field(name);
            String target = field == null || field.type() == null ? null : builder.intern(field.type());
            s = new Slot(name.getBytes(StandardCharsets.UTF_8), name, field, target, type + "\0" + name);
            byName.put(name, s);
        }
        slots[i] = s;
        return s;
    }
}
