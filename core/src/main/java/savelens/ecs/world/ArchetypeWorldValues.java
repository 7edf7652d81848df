package savelens.ecs.world;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import savelens.ecs.ArchetypeWorld;
import savelens.ecs.ComponentType;
import savelens.ecs.Handles;
import savelens.ecs.RecordView;
import savelens.ecs.SparseStore;
import savelens.ecs.Table;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.VersionSnapshot;
import savelens.ecs.inspect.WorldSummary;

/**
 * An {@link ArchetypeWorld} read and edited in the values of the one world contract ({@link LiveWorld}): its
 * tables are the archetype tables, an entity's name is its handle in decimal, and no table is built in. Not
 * thread-safe: {@link InProcessWorld} calls it under the lock its world ticks under.
 */
public final class ArchetypeWorldValues {
    private final ArchetypeWorld world;

    public ArchetypeWorldValues(ArchetypeWorld world) {
        this.world = world;
    }

    public WorldSummary summary() {
        return new WorldSummary(world.entityCount(), world.tables().size(), world.tick(), world.version());
    }

    public List<WorldTable> tables() {
        List<WorldTable> out = new ArrayList<>();
        Map<Table, Map<String, Long>> sparse = sparseCounts();
        for (Table t : world.tables()) {
            out.add(new WorldTable(t.id(), names(t), t.size(), t.capacity(), t.estimatedBytes(), t.version(), false,
                    sparse.getOrDefault(t, Map.of())));
        }
        return out;
    }

    /** For each table, how many of its entities hold each sparse component (one pass over every store). */
    private Map<Table, Map<String, Long>> sparseCounts() {
        Map<Table, Map<String, Long>> out = new HashMap<>();
        for (SparseStore s : world.sparseStores()) {
            for (int row = 0; row < s.size(); row++) {
                Table t = world.tableOf(world.entityAtSlot(s.indexAt(row)));
                out.computeIfAbsent(t, k -> new LinkedHashMap<>()).merge(s.componentType().name(), 1L, Long::sum);
            }
        }
        return out;
    }

    /** The tick and each table's version, read together. */
    public VersionSnapshot versions() {
        List<VersionSnapshot.TableVersion> vs = new ArrayList<>();
        for (Table t : world.tables()) vs.add(new VersionSnapshot.TableVersion(t.id(), t.version()));
        return new VersionSnapshot(world.tick(), vs);
    }

    /**
     * Rows {@code offset .. offset+limit-1} of a table (fewer at the end).
     *
     * @throws InspectionException NOT_FOUND for an unknown table, BAD_REQUEST for a negative offset or a
     *     limit outside 0..{@link LiveWorld#MAX_PAGE}
     */
    public WorldPage rows(String tableId, int offset, int limit) {
        if (offset < 0) throw InspectionException.badRequest("offset must be 0 or more, got " + offset);
        if (limit < 0 || limit > LiveWorld.MAX_PAGE) {
            throw InspectionException.badRequest("limit must be between 0 and " + LiveWorld.MAX_PAGE + ", got " + limit);
        }
        Table t = world.table(tableId);
        if (t == null) throw InspectionException.notFound("no table " + tableId);
        List<WorldRow> rows = new ArrayList<>();
        int end = (int) Math.min((long) offset + limit, t.size());
        Set<ComponentType<?>> sparse = new LinkedHashSet<>();
        RecordView<?>[] views = views(t);
        for (int r = offset; r < end; r++) {
            long e = t.entityAt(r);
            Map<String, JsonNode> values = values(views, r);
            for (ComponentType<?> s : world.sparseComponentsOf(e)) {
                values.put(s.name(), s.toJson(world.get(e, s)));
                sparse.add(s);
            }
            rows.add(new WorldRow(e, Long.toString(e), values));
        }
        return new WorldPage(t.id(), names(t), t.size(), offset, rows, sparse.stream().map(ComponentType::name).toList());
    }

    /** @throws InspectionException NOT_FOUND when the handle is stale or malformed */
    public WorldEntity entity(long entity) {
        Table t = liveTable(entity);
        Map<String, JsonNode> values = values(views(t), world.rowOf(entity));
        List<String> sparse = new ArrayList<>();
        for (ComponentType<?> s : world.sparseComponentsOf(entity)) {
            values.put(s.name(), s.toJson(world.get(entity, s)));
            sparse.add(s.name());
        }
        return new WorldEntity(entity, Long.toString(entity), t.id(), values, sparse);
    }

    /**
     * Sets one component from JSON, adding it (and moving the entity to another table) when missing.
     *
     * @throws InspectionException NOT_FOUND for a stale entity or unknown component name, BAD_REQUEST
     *     when the JSON is not a valid value of the component
     */
    public SetResult setComponent(long entity, String component, JsonNode json) {
        liveTable(entity);
        return set(entity, type(component), json);
    }

    private <T> SetResult set(long entity, ComponentType<T> type, JsonNode json) {
        T value;
        try {
            value = type.fromJson(json);
        } catch (IllegalArgumentException e) {
            throw InspectionException.badRequest("invalid " + type.name() + " value: " + e.getMessage());
        }
        boolean added = world.put(entity, type, value);
        return new SetResult(added, type.toJson(world.get(entity, type)), world.tableOf(entity).id());
    }

    /**
     * Removes one component (the entity moves table).
     *
     * @throws InspectionException NOT_FOUND for a stale entity, an unknown component name, or a component
     *     the entity does not have
     */
    public void removeComponent(long entity, String component) {
        Table t = liveTable(entity);
        ComponentType<?> type = type(component);
        if (!world.remove(entity, type)) {
            throw InspectionException.notFound("entity " + entity + " has no " + component + " (table " + t.id() + ")");
        }
    }

    /** Names of all registered component types, in registration order. */
    public List<String> componentNames() {
        List<String> out = new ArrayList<>();
        for (ComponentType<?> t : world.components().all()) out.add(t.name());
        return out;
    }

    private Table liveTable(long entity) {
        Table t = world.tableOf(entity);
        if (t == null) {
            throw InspectionException.notFound(Handles.isWellFormed(entity)
                    ? "no entity " + Handles.describe(entity) + " (destroyed or never created)"
                    : "no entity " + entity);
        }
        return t;
    }

    private ComponentType<?> type(String name) {
        return world.components().byName(name)
                .orElseThrow(() -> InspectionException.notFound("no component named " + name));
    }

    private static List<String> names(Table t) {
        List<String> names = new ArrayList<>();
        for (ComponentType<?> c : t.componentTypes()) names.add(c.name());
        return names;
    }

    /** Each column's records, taken once for the rows read from the table. */
    private static RecordView<?>[] views(Table t) {
        RecordView<?>[] views = new RecordView<?>[t.componentTypes().size()];
        for (int c = 0; c < views.length; c++) views[c] = t.recordsAt(c);
        return views;
    }

    private static Map<String, JsonNode> values(RecordView<?>[] views, int row) {
        Map<String, JsonNode> out = new LinkedHashMap<>();
        for (RecordView<?> v : views) out.put(v.type().name(), v.type().toJson(v.get(row)));
        return out;
    }
}
