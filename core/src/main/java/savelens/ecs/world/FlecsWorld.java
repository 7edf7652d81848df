package savelens.ecs.world;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.util.List;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.remote.FlecsClient;
import savelens.ecs.remote.RemoteEntity;
import savelens.ecs.remote.RemoteHttp;
import savelens.ecs.remote.RemotePage;
import savelens.ecs.remote.RemoteTable;
import savelens.ecs.remote.ServerKind;

/**
 * A Flecs application's world through its REST API. Flecs cannot be paused remotely, so pausing only
 * freezes the reader's view; edits are written with {@code PUT /component} and may be overwritten by the
 * next frame of a system that writes the same component ({@link #wasOverwritten}). One read of
 * {@code /tables} (large: every table of the world) serves the summary, the list and the row query of one
 * poll; names and built-in flags come on the rows and tables themselves.
 */
public final class FlecsWorld implements LiveWorld {
    /** How long one read of the tables stands for the world, so that one poll's calls share it. */
    private static final long TABLES_FRESH_NANOS = 250_000_000L;

    private record Read(List<RemoteTable> tables, long at) {}

    private final FlecsClient client;
    private volatile Read last;
    private volatile boolean paused;

    public FlecsWorld(URI base) {
        this(new FlecsClient(new RemoteHttp(base)));
    }

    public FlecsWorld(FlecsClient client) {
        this.client = client;
    }

    public FlecsClient client() {
        return client;
    }

    @Override public String description() { return "Flecs at " + client.base(); }

    @Override public ServerKind kind() { return ServerKind.FLECS; }

    /** Reads the tables (a poll starts here), counting the entities in them: Flecs's {@code /world} does not count. */
    @Override
    public WorldSummary summary() {
        List<RemoteTable> tables = freshTables(true);
        long entities = 0;
        for (RemoteTable t : tables) entities += t.entities();
        return new WorldSummary(entities, tables.size(), 0, tables.isEmpty() ? 0 : tables.get(0).version());
    }

    @Override
    public List<RemoteTable> tables() {
        return freshTables(false);
    }

    /** The tables read just now by another call of the same poll, or a new read. */
    private List<RemoteTable> freshTables(boolean forceRead) {
        Read r = last;
        long now = System.nanoTime();
        if (forceRead || r == null || now - r.at() > TABLES_FRESH_NANOS) {
            r = new Read(List.copyOf(client.tables()), now);
            last = r;
        }
        return r.tables();
    }

    @Override
    public RemotePage rows(String tableId, int offset, int limit) {
        return client.rows(tableId, freshTables(false), offset, limit);
    }

    @Override
    public RemoteEntity entity(String name) {
        Long written = EntityText.parse(name);
        return client.entity(written == null ? name : "#" + written);
    }

    @Override
    public RemoteEntity entity(long entity) {
        return client.entity("#" + entity);
    }

    @Override
    public SetResult setComponent(long entity, String component, JsonNode value) {
        return client.setComponent("#" + entity, component, value);
    }

    @Override
    public JsonNode component(long entity, String component) {
        return client.entity("#" + entity, true).components().get(component); // must see an edit made just now
    }

    @Override public boolean hasBuiltInTables() { return true; }

    @Override public boolean canPauseWorld() { return false; }

    @Override public void pause() { paused = true; }

    @Override public void resume() { paused = false; }

    @Override public boolean isPaused() { return paused; }

    @Override
    public void close() {
        client.close();
    }
}
