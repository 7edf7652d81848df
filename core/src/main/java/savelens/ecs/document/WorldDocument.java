package savelens.ecs.document;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import savelens.ecs.ArchetypeWorld;
import savelens.ecs.ComponentSet;
import savelens.ecs.ComponentType;
import savelens.ecs.Handles;
import savelens.ecs.SlotState;
import savelens.ecs.World;

/**
 * Saves a world as a helio document that opens like any other: one {@code Entity} node per live entity
 * (its id is the entity's handle, so references are handles), one field per component holding the value
 * inline, and a root {@code World} node whose {@code entities} array references every entity and whose
 * {@code slots} keep the slot state, so handles that were stale stay stale after {@link WorldReader}
 * loads it back. A component with {@link EntityHandle} fields is written as a node of its own type, so
 * its handles can be references (helio marks references per top-level field in its registry). The
 * document embeds that registry as {@code "types"}.
 */
public final class WorldDocument {
    public static final String WORLD_TYPE = "World";
    public static final String ENTITY_TYPE = "Entity";
    /** The World node's id: 0 is never an entity handle (generations start at 1). */
    public static final long WORLD_ID = 0;

    static final ObjectMapper JSON = JsonMapper.builder().build();

    private final World world;
    private final List<ComponentType<?>> types;
    private final Map<ComponentType<?>, HandleFields> handleFields = new LinkedHashMap<>();

    private WorldDocument(World world) {
        this.world = world;
        this.types = world.components().all();
        for (ComponentType<?> t : types) {
            HandleFields h = HandleFields.of(t);
            if (!h.isEmpty() && (t.name().equals(WORLD_TYPE) || t.name().equals(ENTITY_TYPE))) {
                throw new WorldDocumentException("component " + t.name() + " holds handles, so it becomes a node type, "
                        + "and that name is taken by the document's own " + t.name() + " nodes");
            }
            handleFields.put(t, h);
        }
    }

    /** The world as helio document text (UTF-8 JSON). */
    public static byte[] write(World world) {
        return new WorldDocument(world).run();
    }

    private byte[] run() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JsonGenerator g = new JsonFactory().createGenerator(bytes)) {
            g.setCodec(JSON);
            SlotState slots = world.exportSlots();
            long[] live = new long[slots.live().length];
            for (int i = 0; i < live.length; i++) live[i] = Handles.of(slots.live()[i], slots.generations()[slots.live()[i]]);

            g.writeStartObject();
            g.writeNumberField("root", WORLD_ID);
            writeTypes(g);
            g.writeArrayFieldStart("nodes");
            writeWorldNode(g, slots, live);
            List<Pending> componentNodes = new ArrayList<>();
            long nextId = WORLD_ID + 1;
            for (long e : live) {
                g.writeStartObject();
                g.writeNumberField("id", e);
                g.writeStringField("type", ENTITY_TYPE);
                g.writeObjectFieldStart("fields");
                ComponentSet set = world.componentsOf(e);
                for (int i = 0; i < set.size(); i++) {
                    ComponentType<?> t = world.components().byId(set.idAt(i));
                    JsonNode value = t.toJson(world.get(e, t));
                    g.writeFieldName(t.name());
                    if (handleFields.get(t).isEmpty()) {
                        g.writeTree(value);
                    } else {
                        if (nextId >= 1L << 32) throw new WorldDocumentException("too many components holding handles");
                        componentNodes.add(new Pending(nextId, t, value));
                        g.writeNumber(nextId++);
                    }
                }
                g.writeEndObject();
                g.writeEndObject();
            }
            for (Pending p : componentNodes) writeComponentNode(g, p);
            g.writeEndArray();
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    private record Pending(long id, ComponentType<?> type, JsonNode value) {}

    private void writeTypes(JsonGenerator g) throws IOException {
        g.writeArrayFieldStart("types");
        typeStart(g, WORLD_TYPE);
        field(g, "tick", "number", null);
        field(g, "components", "any", null);
        field(g, "slots", "any", null);
        field(g, "entities", "array", ENTITY_TYPE);
        typeEnd(g);
        typeStart(g, ENTITY_TYPE);
        for (ComponentType<?> t : types) {
            if (handleFields.get(t).isEmpty()) field(g, t.name(), "any", null);
            else field(g, t.name(), "ref", t.name());
        }
        typeEnd(g);
        for (ComponentType<?> t : types) {
            HandleFields h = handleFields.get(t);
            if (h.isEmpty()) continue;
            typeStart(g, t.name());
            for (var rc : t.type().getRecordComponents()) {
                String name = rc.getName();
                if (h.holdsHandle(name)) field(g, name, h.isArray(name) ? "array" : "ref", ENTITY_TYPE);
                else field(g, name, "any", null);
            }
            typeEnd(g);
        }
        g.writeEndArray();
    }

    private static void typeStart(JsonGenerator g, String name) throws IOException {
        g.writeStartObject();
        g.writeStringField("name", name);
        g.writeNumberField("version", 1);
        g.writeArrayFieldStart("fields");
    }

    private static void typeEnd(JsonGenerator g) throws IOException {
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void field(JsonGenerator g, String name, String kind, String type) throws IOException {
        g.writeStartObject();
        g.writeStringField("name", name);
        g.writeStringField("kind", kind);
        if (type != null) g.writeStringField("type", type);
        g.writeEndObject();
    }

    private void writeWorldNode(JsonGenerator g, SlotState slots, long[] live) throws IOException {
        g.writeStartObject();
        g.writeNumberField("id", WORLD_ID);
        g.writeStringField("type", WORLD_TYPE);
        g.writeObjectFieldStart("fields");
        g.writeNumberField("tick", world instanceof ArchetypeWorld a ? a.tick() : 0);
        g.writeArrayFieldStart("components");
        for (ComponentType<?> t : types) g.writeString(t.name());
        g.writeEndArray();
        g.writeObjectFieldStart("slots");
        g.writeFieldName("generations");
        g.writeArray(slots.generations(), 0, slots.generations().length);
        g.writeFieldName("live");
        g.writeArray(slots.live(), 0, slots.live().length);
        g.writeFieldName("free");
        g.writeArray(slots.free(), 0, slots.free().length);
        g.writeEndObject();
        g.writeFieldName("entities");
        g.writeArray(live, 0, live.length);
        g.writeEndObject();
        g.writeEndObject();
    }

    private void writeComponentNode(JsonGenerator g, Pending p) throws IOException {
        HandleFields h = handleFields.get(p.type());
        g.writeStartObject();
        g.writeNumberField("id", p.id());
        g.writeStringField("type", p.type().name());
        g.writeObjectFieldStart("fields");
        for (Iterator<Map.Entry<String, JsonNode>> it = p.value().fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            g.writeFieldName(f.getKey());
            if (!h.holdsHandle(f.getKey())) {
                g.writeTree(f.getValue());
            } else if (f.getValue().isArray()) {
                g.writeStartArray();
                for (JsonNode e : f.getValue()) writeHandle(g, e.asLong());
                g.writeEndArray();
            } else {
                writeHandle(g, f.getValue().asLong());
            }
        }
        g.writeEndObject();
        g.writeEndObject();
    }

    /** NONE would name the World node (id 0), so "no entity" is written as null. */
    private static void writeHandle(JsonGenerator g, long handle) throws IOException {
        if (handle == Handles.NONE) g.writeNull();
        else g.writeNumber(handle);
    }
}
