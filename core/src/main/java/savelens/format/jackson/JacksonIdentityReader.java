package savelens.format.jackson;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import savelens.document.Diagnostic;
import savelens.document.DocumentBuilder;
import savelens.document.NodeId;
import savelens.json.JsonIndex;
import savelens.registry.FieldDef;
import savelens.registry.FieldKind;
import savelens.registry.TypeDef;
import savelens.registry.TypeRegistry;

/**
 * Reads what Jackson writes for {@code @JsonIdentityInfo}: the first occurrence of an object carries its id in
 * the identity property ({@code @id} unless named otherwise), later ones are the bare id, an integer
 * ({@code IntSequenceGenerator}) or a string ({@code UUIDGenerator}). Objects with the property are nodes
 * (the root is one whatever it carries); a type comes from Jackson's type property ({@code @class},
 * {@code @type}, {@code @c}) or from the registry's field that holds the object. A bare id cannot be told from
 * a number by its look: a field holds references where the registry says so, or, where it says nothing, when
 * every value it has across objects of one shape is an object with an id or names one (each such field a
 * warning). Ids are scoped by type in Jackson: with a registry, when two types use the same id, ids are
 * written {@code Type:id} and references resolve within the field's registered type.
 */
final class JacksonIdentityReader {
    static final String DEFAULT_ID = "@id";
    /** The property names of Jackson's {@code @JsonTypeInfo} for class, name and minimal-class type ids. */
    static final List<String> TYPE_KEYS = List.of("@class", "@type", "@c");
    private static final String ROOT_SHAPE = "the root array";

    private record Found(int value, int idMember, int typeMember, String type) {}

    /** The values one field (or its array's elements) holds across objects of one shape. */
    private static final class Slot {
        final String ownerType;
        final String field;
        final boolean element;
        final List<Integer> scalars = new ArrayList<>();
        boolean other;

        Slot(String ownerType, String field, boolean element) {
            this.ownerType = ownerType;
            this.field = field;
            this.element = element;
        }
    }

    private final JsonIndex json;
    private final DocumentBuilder builder;
    private final String idKey;
    private final TypeRegistry registry;
    private String[] typeOf;
    private int[] nodeOf;
    private int[] idMemberOf;
    private int[] typeMemberOf;
    private final Map<String, Integer> byBare = new HashMap<>();
    private final Map<String, Integer> byTyped = new HashMap<>();
    private final Map<String, Slot> slots = new LinkedHashMap<>();
    /** The ids nodes were given (a reference names a node by its id; only nodes with an id member are named). */
    private final Map<Integer, NodeId> nodeIds = new HashMap<>();

    private JacksonIdentityReader(JsonIndex json, DocumentBuilder builder, String idKey, TypeRegistry registry) {
        this.json = json;
        this.builder = builder;
        this.idKey = idKey;
        this.registry = registry;
    }

    static void read(JsonIndex json, DocumentBuilder builder, String idKey, TypeRegistry registry) {
        new JacksonIdentityReader(json, builder, idKey, registry).run();
    }

    private void run() {
        if (!json.isContainer(0)) {
            builder.root(-1);
            return;
        }
        int count = json.count();
        typeOf = new String[count];
        nodeOf = new int[count];
        idMemberOf = new int[count];
        typeMemberOf = new int[count];
        Arrays.fill(nodeOf, -1);
        Arrays.fill(idMemberOf, -1);
        Arrays.fill(typeMemberOf, -1);
        List<Found> found = findNodes(count);
        boolean keyed = typesShareIds(found);
        for (Found f : found) addNode(f, keyed);
        builder.root(0);
        collectSlots(count);
        List<int[]> refs = new ArrayList<>();
        Map<Integer, NodeId> dangling = new HashMap<>();
        for (Slot slot : slots.values()) references(slot, keyed, refs, dangling);
        refs.sort((a, b) -> Integer.compare(a[0], b[0]));
        for (int[] r : refs) {
            builder.reference(r[0], r[1] >= 0 ? nodeIds.get(r[1]) : dangling.get(r[0]));
        }
    }

    private List<Found> findNodes(int count) {
        List<Found> found = new ArrayList<>();
        for (int v = 0; v < count; v++) {
            byte k = json.kind(v);
            if (k == JsonIndex.ARRAY && v == 0) found.add(new Found(0, -1, -1, "Array"));
            if (k != JsonIndex.OBJECT) continue;
            int idM = -1, typeM = -1;
            for (int c = json.firstChild(v); c >= 0; c = json.nextSibling(c)) {
                String name = json.name(c);
                if (name.equals(idKey) && isId(c)) idM = c;
                else if (TYPE_KEYS.contains(name) && json.kind(c) == JsonIndex.STRING) typeM = c;
            }
            String type = typeM >= 0 ? json.string(typeM) : typeFromField(v);
            if (type == null && v == 0 && !registry.isEmpty()) type = registry.types().iterator().next().name();
            typeOf[v] = type;
            idMemberOf[v] = idM;
            typeMemberOf[v] = typeM;
            if (idM >= 0 || v == 0) found.add(new Found(v, idM, typeM, type == null ? "Object" : type));
        }
        return found;
    }

    /** An integer or a string: what Jackson's generators write. */
    private boolean isId(int v) {
        return json.kind(v) == JsonIndex.STRING || (json.isIntegerNumber(v) && json.longValue(v, Long.MIN_VALUE) != Long.MIN_VALUE);
    }

    /** The type the registry gives the field (or the array field) that holds this object, or null. */
    private String typeFromField(int v) {
        int p = json.parent(v);
        if (p < 0) return null;
        if (json.kind(p) == JsonIndex.OBJECT) {
            FieldDef def = fieldDef(typeOf[p], json.name(v));
            return def != null && def.kind() == FieldKind.REF ? def.type() : null;
        }
        int pp = json.parent(p);
        if (pp < 0 || json.kind(pp) != JsonIndex.OBJECT) return null;
        FieldDef def = fieldDef(typeOf[pp], json.name(p));
        return def != null && def.kind() == FieldKind.ARRAY ? def.type() : null;
    }

    private FieldDef fieldDef(String type, String field) {
        if (type == null) return null;
        TypeDef def = registry.type(type);
        return def == null ? null : def.field(field);
    }

    /** True when, by the registry's types, two types use the same id (as Jackson's per-type scopes allow). */
    private boolean typesShareIds(List<Found> found) {
        if (registry.isEmpty()) return false;
        Map<String, String> typeOfId = new HashMap<>();
        for (Found f : found) {
            if (f.idMember() < 0) continue;
            String was = typeOfId.putIfAbsent(bare(f.idMember()), f.type());
            if (was != null && !was.equals(f.type())) return true;
        }
        return false;
    }

    private void addNode(Found f, boolean keyed) {
        NodeId id = null;
        if (f.idMember() >= 0) {
            NodeId written = written(f.idMember());
            id = keyed ? NodeId.of(f.type() + ":" + (written instanceof NodeId.Name n ? n.value() : json.raw(f.idMember()))) : written;
        }
        int node = builder.addNode(id, f.type(), f.value(), f.value());
        nodeOf[f.value()] = node;
        if (id != null) nodeIds.put(node, id);
        if (f.idMember() >= 0) {
            builder.hide(f.idMember());
            String key = bare(f.idMember());
            byBare.merge(key, node, (a, b) -> -2); // -2: several types use this id
            byTyped.put(f.type() + "\0" + key, node);
        }
        if (f.typeMember() >= 0) builder.hide(f.typeMember());
        if (f.value() != 0) builder.nest(f.value(), node);
    }

    private NodeId written(int v) {
        return json.kind(v) == JsonIndex.STRING ? NodeId.of(json.string(v)) : NodeId.of(json.longValue(v, 0));
    }

    /** An id's key, integers and strings apart. */
    private String bare(int v) {
        return json.kind(v) == JsonIndex.STRING ? "s" + json.string(v) : "n" + json.longValue(v, 0);
    }


    private void collectSlots(int count) {
        for (int v = 0; v < count; v++) {
            if (json.kind(v) != JsonIndex.OBJECT) continue;
            String shape = shape(v);
            for (int m = json.firstChild(v); m >= 0; m = json.nextSibling(m)) {
                if (m == idMemberOf[v] || m == typeMemberOf[v]) continue;
                classify(slot(shape, typeOf[v], json.name(m), false), m);
                if (json.kind(m) == JsonIndex.ARRAY) {
                    Slot elements = slot(shape, typeOf[v], json.name(m), true);
                    for (int e = json.firstChild(m); e >= 0; e = json.nextSibling(e)) classify(elements, e);
                }
            }
        }
        if (json.kind(0) == JsonIndex.ARRAY) {
            Slot elements = slot(ROOT_SHAPE, null, "", true);
            for (int e = json.firstChild(0); e >= 0; e = json.nextSibling(e)) classify(elements, e);
        }
    }

    /** Objects of one type, or (untyped) with the same member names, share their fields' evidence. */
    private String shape(int object) {
        if (typeOf[object] != null) return typeOf[object];
        TreeSet<String> names = new TreeSet<>();
        for (int m = json.firstChild(object); m >= 0; m = json.nextSibling(m)) {
            if (m != idMemberOf[object] && m != typeMemberOf[object]) names.add(json.name(m));
        }
        return "{" + String.join(",", names) + "}";
    }

    private Slot slot(String shape, String ownerType, String field, boolean element) {
        return slots.computeIfAbsent(shape + "\0" + field + (element ? "\0[]" : ""), k -> new Slot(ownerType == null ? shape : ownerType, field, element));
    }

    private void classify(Slot slot, int v) {
        byte k = json.kind(v);
        if (k == JsonIndex.NULL) return;
        if (k == JsonIndex.OBJECT && nodeOf[v] >= 0) return; // a first occurrence: evidence for, not against
        if (isId(v)) slot.scalars.add(v);
        else slot.other = true;
    }

    private void references(Slot slot, boolean keyed, List<int[]> refs, Map<Integer, NodeId> dangling) {
        if (slot.scalars.isEmpty()) return;
        FieldDef def = ROOT_SHAPE.equals(slot.ownerType) ? null : fieldDef(slot.ownerType, slot.field);
        String target = null;
        if (def != null) {
            if (def.kind() != (slot.element ? FieldKind.ARRAY : FieldKind.REF)) return;
            target = def.type();
        } else {
            if (slot.other) return;
            for (int v : slot.scalars) if (resolve(v, null, keyed) < 0) return;
            String where = ROOT_SHAPE.equals(slot.ownerType) ? "elements of the root array" : slot.ownerType + "." + slot.field + (slot.element ? "[]" : "");
            builder.diagnostic(Diagnostic.warning("inferred reference field: " + where + " (every value is an object's id or names one;"
                    + " no registry describes it)", -1, slot.scalars.get(0)));
        }
        for (int v : slot.scalars) {
            int node = resolve(v, target, keyed);
            refs.add(new int[] {v, node});
            if (node < 0) dangling.put(v, written(v));
        }
    }

    /** The node an id value names (within {@code type} when ids are scoped by type), or -1. */
    private int resolve(int v, String type, boolean keyed) {
        String key = bare(v);
        if (keyed && type != null) {
            Integer n = byTyped.get(type + "\0" + key);
            return n == null ? -1 : n;
        }
        Integer n = byBare.get(key);
        return n == null || n < 0 ? -1 : n;
    }
}
