package savelens.app.ecs;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import savelens.ecs.inspect.EntityRow;
import savelens.ecs.inspect.RowPage;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.TableInfo;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.remote.FlecsClient;
import savelens.ecs.remote.RemoteHttp;
import savelens.ecs.remote.RemotePage;
import savelens.ecs.remote.RemoteRow;
import savelens.ecs.remote.RemoteTable;
import savelens.ecs.remote.ServerKind;

/**
 * A Flecs application's world through its REST API. Flecs cannot be paused remotely, so pausing only
 * freezes the view; edits are written with {@code PUT /component} and may be overwritten by the next
 * frame of a system that writes the same component ({@link #wasOverwritten}). One read of
 * {@code /tables} (large: every table of the world) serves the summary, the list and the row query of
 * one poll.
 */
public final class FlecsLiveSource implements LiveSource {
    /** How long one read of the tables stands for the world, so a poll's three calls share it. */
    private static final long TABLES_FRESH_NANOS = 250_000_000L;
    /** Names remembered from rows read; past this many the map starts over. */
    private static final int MAX_NAMES = 100_000;

    private record Read(List<RemoteTable> tables, long at) {}

    private final FlecsClient client;
    private final Map<Long, String> names = new ConcurrentHashMap<>();
    private final Set<String> builtIn = ConcurrentHashMap.newKeySet();
    private volatile Read last;
    private volatile boolean paused;

    public FlecsLiveSource(URI base) {
        this(new FlecsClient(new RemoteHttp(base)));
    }

    public FlecsLiveSource(FlecsClient client) {
        this.client = client;
    }

    public FlecsClient client() {
        return client;
    }

    @Override public String description() { return "Flecs at " + client.base(); }

    @Override public ServerKind kind() { return ServerKind.FLECS; }

    @Override
    public WorldSummary summary() {
        List<RemoteTable> tables = freshTables(true);
        long entities = 0;
        for (RemoteTable t : tables) entities += t.entities();
        return new WorldSummary(entities, tables.size(), 0, tables.isEmpty() ? 0 : tables.get(0).version());
    }

    @Override
    public List<TableInfo> tables() {
        List<TableInfo> out = new ArrayList<>();
        for (RemoteTable t : freshTables(false)) {
            out.add(new TableInfo(t.id(), t.components(), t.entities(), t.capacity(), t.bytes() == null ? UNKNOWN_BYTES : t.bytes(), t.version()));
        }
        return out;
    }

    /** The tables read just now by another call of the same poll, or a new read. */
    private List<RemoteTable> freshTables(boolean forceRead) {
        Read r = last;
        long now = System.nanoTime();
        if (forceRead || r == null || now - r.at() > TABLES_FRESH_NANOS) {
            r = new Read(client.tables(), now);
            last = r;
            builtIn.clear();
            for (RemoteTable t : r.tables()) if (t.builtIn()) builtIn.add(t.id());
        }
        return r.tables();
    }

    @Override
    public RowPage rows(String tableId, int offset, int limit) {
        RemotePage page = client.rows(tableId, offset, limit);
        if (names.size() > MAX_NAMES) names.clear();
        List<EntityRow> rows = new ArrayList<>(page.rows().size());
        for (RemoteRow r : page.rows()) {
            names.put(r.entity(), r.name());
            rows.add(new EntityRow(r.entity(), r.values()));
        }
        return new RowPage(page.id(), page.components(), page.total(), page.offset(), rows, page.sparse());
    }

    @Override
    public SetResult setComponent(long entity, String component, JsonNode value) {
        return client.setComponent("#" + entity, component, value);
    }

    @Override
    public JsonNode component(long entity, String component) {
        return client.entity("#" + entity, true).components().get(component); // must see an edit made just now
    }

    @Override
    public String entityName(long entity) {
        String name = names.get(entity);
        return name == null ? "#" + entity : name;
    }

    @Override public boolean hasBuiltInTables() { return true; }

    @Override public boolean isBuiltIn(String tableId) { return builtIn.contains(tableId); }

    @Override public boolean canPauseWorld() { return false; }

    @Override public void pause() { paused = true; }

    @Override public void resume() { paused = false; }

    @Override public boolean isPaused() { return paused; }

    @Override
    public void close() {
        client.close();
    }
}
