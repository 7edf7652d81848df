package savelens.ecs.document;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.ValueKind;
import savelens.ecs.ArchetypeWorld;
import savelens.ecs.ComponentRegistry;
import savelens.ecs.ComponentType;
import savelens.ecs.ComponentValue;
import savelens.ecs.Handles;
import savelens.ecs.SlotState;
import savelens.file.Formats;
import savelens.format.FormatProvider;
import savelens.format.FormatProviders;

/**
 * Loads a world saved by {@link WorldDocument} back into an {@link ArchetypeWorld} of the given
 * component types: the slot state from the World node (so stale handles stay stale and allocation goes
 * on as before), and each live entity's components from its Entity node. References are read back as
 * the handles they name, dangling ones (stale handles) included.
 */
public final class WorldReader {
    private final Document doc;
    private final ComponentRegistry registry;

    private WorldReader(Document doc, ComponentRegistry registry) {
        this.doc = doc;
        this.registry = registry;
    }

    /** Reads helio document text and loads the world in it. */
    public static ArchetypeWorld read(byte[] documentText, ComponentRegistry registry) {
        return read(Formats.read(documentText, ReadContext.of(null)), registry);
    }

    public static ArchetypeWorld read(Document doc, ComponentRegistry registry) {
        return new WorldReader(doc, registry).run();
    }

    private ArchetypeWorld run() {
        if (!FormatProviders.capabilitiesOf(doc).ecsWorlds()) fail("a saved world is a " + worldFormat() + " document, not " + doc.syntax().name());
        int world = doc.root();
        if (!WorldDocument.WORLD_TYPE.equals(doc.type(world))) fail("the root node is " + doc.type(world) + ", not a World");
        int body = doc.body(world);
        checkComponentNames(required(body, "components"));
        SlotState slots = slots(required(body, "slots"));
        int entityNodes = 0;
        for (int n = 0; n < doc.nodeCount(); n++) if (WorldDocument.ENTITY_TYPE.equals(doc.type(n))) entityNodes++;
        if (entityNodes != slots.live().length) {
            fail("the slot state lists " + slots.live().length + " live entities but the document has " + entityNodes + " Entity nodes");
        }
        ArchetypeWorld w;
        try {
            w = ArchetypeWorld.restore(registry, slots, this::componentsOf);
        } catch (WorldDocumentException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new WorldDocumentException("the slot state does not fit: " + e.getMessage(), e);
        }
        int tick = doc.childNamed(body, "tick");
        long ticks = tick < 0 ? 0 : doc.index().isIntegerNumber(tick) ? doc.index().longValue(tick, -1) : -1;
        if (ticks < 0) fail("the World's tick must be a whole number from 0, not " + doc.raw(tick));
        w.advanceTicks(ticks); // at once: a loop of ticks would take forever on a tick near 2^63
        return w;
    }

    private List<ComponentValue<?>> componentsOf(long handle) {
        int node = doc.nodeById(handle);
        if (node < 0 || !WorldDocument.ENTITY_TYPE.equals(doc.type(node))) {
            fail("live entity " + Handles.describe(handle) + " has no Entity node");
        }
        List<ComponentValue<?>> out = new ArrayList<>();
        doc.forEachField(node, v -> out.add(component(handle, doc.name(v), v)));
        return out;
    }

    private ComponentValue<?> component(long entity, String name, int value) {
        ComponentType<?> type = registry.byName(name)
                .orElseThrow(() -> new WorldDocumentException("entity " + entity + ": no component type named " + name));
        JsonNode json;
        if (doc.kind(value) == ValueKind.REFERENCE) {
            int target = doc.target(value);
            if (target < 0) fail("entity " + entity + ": its " + name + " refers to a missing node " + doc.referencedNodeId(value));
            json = handleFieldsToNumbers(type, toJson(doc.body(target)));
        } else {
            json = toJson(value);
        }
        return pair(type, json, entity);
    }

    private static <T> ComponentValue<T> pair(ComponentType<T> type, JsonNode json, long entity) {
        try {
            return type.with(type.fromJson(json));
        } catch (IllegalArgumentException e) {
            throw new WorldDocumentException("entity " + entity + ": invalid " + type.name() + " value: " + e.getMessage(), e);
        }
    }

    /** "No entity" is saved as null; the component's long wants {@link Handles#NONE}. */
    private static JsonNode handleFieldsToNumbers(ComponentType<?> type, JsonNode json) {
        HandleFields h = HandleFields.of(type);
        if (!(json instanceof ObjectNode o)) return json;
        for (var it = o.fields(); it.hasNext(); ) {
            var f = it.next();
            if (!h.holdsHandle(f.getKey())) continue;
            if (f.getValue().isNull()) f.setValue(LongNode.valueOf(Handles.NONE));
            if (f.getValue() instanceof ArrayNode a) {
                for (int i = 0; i < a.size(); i++) if (a.get(i).isNull()) a.set(i, LongNode.valueOf(Handles.NONE));
            }
        }
        return json;
    }

    /** A reference's id as an entity handle: a saved world (a helio document) has integer ids only. */
    private long handle(NodeId id) {
        if (id instanceof NodeId.Number n) return n.value();
        throw new WorldDocumentException("a reference to " + id + ": entity handles are integers");
    }

    /** A document value as JSON, references as the ids (handles) they name, dangling or not. */
    private JsonNode toJson(int value) {
        ValueKind kind = doc.kind(value);
        switch (kind) {
            case REFERENCE:
                return LongNode.valueOf(handle(doc.referencedNodeId(value)));
            case OBJECT: {
                ObjectNode o = JsonNodeFactory.instance.objectNode();
                doc.forEachChild(value, c -> o.set(doc.name(c), toJson(c)));
                return o;
            }
            case ARRAY: {
                ArrayNode a = JsonNodeFactory.instance.arrayNode();
                doc.forEachChild(value, c -> a.add(toJson(c)));
                return a;
            }
            default:
                try {
                    return WorldDocument.JSON.readTree(doc.raw(value));
                } catch (JsonProcessingException e) {
                    throw new WorldDocumentException("unreadable value " + doc.raw(value), e);
                }
        }
    }

    private void checkComponentNames(int names) {
        doc.forEachChild(names, v -> {
            String name = doc.index().string(v);
            if (registry.byName(name).isEmpty()) fail("the world has a component " + name + " that is not registered here");
        });
    }

    private SlotState slots(int slots) {
        return new SlotState(ints(required(slots, "generations")), ints(required(slots, "live")), ints(required(slots, "free")));
    }

    private int[] ints(int array) {
        if (doc.kind(array) != ValueKind.ARRAY) fail("slot state: " + doc.name(array) + " must be an array");
        int[] out = new int[doc.visibleChildCount(array)];
        int[] i = {0};
        doc.forEachChild(array, v -> {
            long n = doc.index().isIntegerNumber(v) ? doc.index().longValue(v, Long.MIN_VALUE) : Long.MIN_VALUE;
            if (n < Integer.MIN_VALUE || n > Integer.MAX_VALUE) fail("slot state: " + doc.raw(v) + " is not an int");
            out[i[0]++] = (int) n;
        });
        return out;
    }

    private int required(int container, String name) {
        int v = doc.childNamed(container, name);
        if (v < 0) fail("the World node has no " + name);
        return v;
    }

    private static void fail(String message) {
        throw new WorldDocumentException(message);
    }

    /** The name of the format saved worlds are written in. */
    public static String worldFormat() {
        FormatProvider p = FormatProviders.ecsWorlds();
        return p == null ? "graph" : p.name();
    }
}
