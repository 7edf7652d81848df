package savelens.ecs.inspect;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Set;
import savelens.ecs.SparseStore;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import savelens.ecs.ArchetypeWorld;
import savelens.ecs.ComponentType;
import savelens.ecs.Handles;
import savelens.ecs.Table;

/** {@link WorldInspection} of an {@link ArchetypeWorld}: its tables are the archetype tables. Not thread-safe. */
public final class ArchetypeInspection implements WorldInspection {
    private final ArchetypeWorld world;

    public ArchetypeInspection(ArchetypeWorld world) {
        this.world = world;
    }

    @Override
    public WorldSummary summary() {
        return new WorldSummary(world.entityCount(), world.tables().size(), world.tick(), world.version());
    }

    @Override
    public List<TableInfo> tables() {
        List<TableInfo> out = new ArrayList<>();
        Map<Table, Map<String, Long>> sparse = sparseCounts();
        for (Table t : world.tables()) {
            out.add(new TableInfo(t.id(), names(t), t.size(), t.capacity(), t.estimatedBytes(), t.version(),
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

    @Override
    public VersionSnapshot versions() {
        List<VersionSnapshot.TableVersion> vs = new ArrayList<>();
        for (Table t : world.tables()) vs.add(new VersionSnapshot.TableVersion(t.id(), t.version()));
        return new VersionSnapshot(world.tick(), vs);
    }

    @Override
    public RowPage rows(String tableId, int offset, int limit) {
        if (offset < 0) throw InspectionException.badRequest("offset must be 0 or more, got " + offset);
        if (limit < 0 || limit > MAX_PAGE) {
            throw InspectionException.badRequest("limit must be between 0 and " + MAX_PAGE + ", got " + limit);
        }
        Table t = world.table(tableId);
        if (t == null) throw InspectionException.notFound("no table " + tableId);
        List<EntityRow> rows = new ArrayList<>();
        int end = (int) Math.min((long) offset + limit, t.size());
        Set<ComponentType<?>> sparse = new LinkedHashSet<>();
        for (int r = offset; r < end; r++) {
            long e = t.entityAt(r);
            Map<String, JsonNode> values = values(t, r);
            for (ComponentType<?> s : world.sparseComponentsOf(e)) {
                values.put(s.name(), s.toJson(world.get(e, s)));
                sparse.add(s);
            }
            rows.add(new EntityRow(e, values));
        }
        return new RowPage(t.id(), names(t), t.size(), offset, rows, sparse.stream().map(ComponentType::name).toList());
    }

    @Override
    public EntityView entity(long entity) {
        Table t = liveTable(entity);
        Map<String, JsonNode> values = values(t, world.rowOf(entity));
        List<String> sparse = new ArrayList<>();
        for (ComponentType<?> s : world.sparseComponentsOf(entity)) {
            values.put(s.name(), s.toJson(world.get(entity, s)));
            sparse.add(s.name());
        }
        return new EntityView(entity, t.id(), values, sparse);
    }

    @Override
    public SetResult setComponent(long entity, String component, JsonNode json) {
        liveTable(entity);
        ComponentType<?> type = type(component);
        return set(entity, type, json);
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

    @Override
    public void removeComponent(long entity, String component) {
        Table t = liveTable(entity);
        ComponentType<?> type = type(component);
        if (!world.remove(entity, type)) {
            throw InspectionException.notFound("entity " + entity + " has no " + component + " (table " + t.id() + ")");
        }
    }

    @Override
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

    private static Map<String, JsonNode> values(Table t, int row) {
        Map<String, JsonNode> out = new LinkedHashMap<>();
        List<ComponentType<?>> types = t.componentTypes();
        for (int c = 0; c < types.size(); c++) out.put(types.get(c).name(), types.get(c).toJson(t.valueAt(row, c)));
        return out;
    }
}
