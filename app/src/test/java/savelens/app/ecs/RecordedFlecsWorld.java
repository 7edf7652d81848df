package savelens.app.ecs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.world.WorldTable;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.remote.FlecsBuiltIns;
import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.ServerKind;
import savelens.ecs.world.WorldEntity;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldRow;
import savelens.ecs.world.WorldTable;

/**
 * A world that cannot be paused remotely, as a Flecs application is, answering with replies recorded from
 * the Flecs demo ({@code flecs-demo-recorded.json}). Tests make it go away, come back, restart, and move its
 * rows around in storage as a running world does.
 */
final class RecordedFlecsWorld implements LiveWorld {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final List<WorldTable> tables = new ArrayList<>();
    private final Map<String, List<WorldRow>> rows = new LinkedHashMap<>();
    final AtomicBoolean down = new AtomicBoolean();
    private long tick;
    /** Grows with every change to rows, given as every table's version (the view reads rows again when it grows). */
    private long storageVersion;
    private boolean paused;
    final List<String> edits = new ArrayList<>();
    private volatile Runnable changeListener;
    /** Whether it reports changes as a SaveLens server's /events does (Flecs does not). */
    boolean reportsChanges;

    RecordedFlecsWorld() {
        try (InputStream in = RecordedFlecsWorld.class.getResourceAsStream("flecs-demo-recorded.json")) {
            JsonNode root = JSON.readTree(in);
            for (JsonNode t : root.get("tables")) tables.add(JSON.treeToValue(t, WorldTable.class));
            root.get("rows").fields().forEachRemaining(e -> {
                List<WorldRow> list = new ArrayList<>();
                for (JsonNode r : e.getValue()) {
                    Map<String, JsonNode> values = new LinkedHashMap<>();
                    r.get("values").fields().forEachRemaining(v -> values.put(v.getKey(), v.getValue()));
                    long id = r.get("entity").asLong();
                    list.add(new WorldRow(id, nameOf(id), values));
                }
                rows.put(e.getKey(), list);
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Rows change places in storage, as swap-removes and moves do in a running world. */
    synchronized void shuffleStorage() {
        for (List<WorldRow> list : rows.values()) Collections.rotate(list, 5);
        storageVersion++;
    }

    /** The application starts again: the tick starts over. */
    synchronized void restart() {
        tick = 0;
    }

    private void check() {
        if (down.get()) throw new LiveConnectionException("cannot reach http://127.0.0.1:27750: Connection refused", null);
    }

    @Override public String description() { return "http://127.0.0.1:27750 (Flecs)"; }

    @Override
    public synchronized WorldSummary summary() {
        check();
        tick++;
        return new WorldSummary(tables.stream().mapToLong(WorldTable::entities).sum(), tables.size(), tick, tick);
    }

    @Override
    public synchronized List<WorldTable> tables() {
        check();
        return tables.stream().map(t -> new WorldTable(t.id(), t.components(), t.entities(), t.capacity(), t.bytes() < 0 ? null : t.bytes(),
                storageVersion, FlecsBuiltIns.isBuiltIn(t.components()))).toList();
    }

    @Override
    public synchronized WorldPage rows(String tableId, int offset, int limit) {
        check();
        WorldTable info = tables.stream().filter(t -> t.id().equals(tableId)).findFirst()
                .orElseThrow(() -> InspectionException.notFound("no table " + tableId));
        List<WorldRow> list = rows.getOrDefault(tableId, List.of());
        return new WorldPage(tableId, info.components(), list.size(), offset, list.subList(Math.min(offset, list.size()), Math.min(list.size(), offset + limit)));
    }

    @Override
    public synchronized SetResult setComponent(long entity, String component, JsonNode value) {
        check();
        for (var e : rows.entrySet()) {
            List<WorldRow> list = e.getValue();
            for (int i = 0; i < list.size(); i++) {
                WorldRow r = list.get(i);
                if (r.entity() != entity) continue;
                list.set(i, withValue(r, component, value));
                storageVersion++;
                edits.add(entity + " " + component + "=" + value);
                return new SetResult(false, value, e.getKey());
            }
        }
        throw InspectionException.notFound("no entity " + entity);
    }

    /** A running system writes the component again (as Flecs's Move system does every frame). */
    synchronized void systemWrites(long entity, String component, JsonNode value) {
        for (List<WorldRow> list : rows.values()) {
            for (int i = 0; i < list.size(); i++) {
                WorldRow r = list.get(i);
                if (r.entity() == entity) list.set(i, withValue(r, component, value));
            }
        }
        storageVersion++;
    }

    private static WorldRow withValue(WorldRow row, String component, JsonNode value) {
        Map<String, JsonNode> values = new LinkedHashMap<>(row.values());
        values.put(component, value);
        return new WorldRow(row.entity(), row.name(), values);
    }

    @Override
    public void setChangeListener(Runnable listener) {
        if (reportsChanges) changeListener = listener;
    }

    /** The world says it changed. */
    void reportChange() {
        Runnable l = changeListener;
        if (l != null) l.run();
    }

    /** Reads of the world so far (each poll reads the summary once). */
    synchronized long reads() {
        return tick;
    }

    @Override public ServerKind kind() { return ServerKind.FLECS; }

    @Override public boolean hasBuiltInTables() { return true; }

    private static String nameOf(long entity) {
        return entity == 508 ? "Hero" : "#" + entity; // as the recorded query named them
    }

    @Override
    public synchronized WorldEntity entity(long entity) {
        check();
        for (List<WorldRow> list : rows.values()) {
            for (WorldRow r : list) if (r.entity() == entity) return new WorldEntity(entity, r.name(), null, r.values());
        }
        throw InspectionException.notFound("no entity #" + entity);
    }

    @Override
    public WorldEntity entity(String name) {
        return entity(Long.parseLong(name.replace("#", "")));
    }

    @Override public boolean canPauseWorld() { return false; }

    @Override public synchronized void pause() { paused = true; }

    @Override public synchronized void resume() { paused = false; }

    @Override public synchronized boolean isPaused() { return paused; }

    @Override public void close() { }
}
