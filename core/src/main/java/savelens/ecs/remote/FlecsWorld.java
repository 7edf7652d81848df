package savelens.ecs.remote;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.util.List;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.world.EntityText;
import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.ServerKind;
import savelens.ecs.world.WorldEntity;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldTable;

/**
 * A Flecs application's world through its REST API. Flecs cannot be paused remotely, so pausing only
 * freezes the reader's view; edits are written with {@code PUT /component} and may be overwritten by the
 * next frame of a system that writes the same component ({@link #wasOverwritten}). One read of
 * {@code /tables} (large: every table of the world) serves the summary, the list and the row queries of one
 * poll: {@link #summary()} reads the tables, the {@link #tables()} after it hands out that read, and
 * {@link #rows} uses the latest read (reading the tables only when none was made yet). Names and built-in
 * flags come on the rows and tables themselves.
 */
public final class FlecsWorld implements LiveWorld {
    /** One read of {@code /tables}; {@code handedOut} once {@link #tables()} has given it. */
    private record Read(List<WorldTable> tables, boolean handedOut) {}

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
        List<WorldTable> tables = read(false);
        long entities = 0;
        for (WorldTable t : tables) entities += t.entities();
        return new WorldSummary(entities, tables.size(), 0, tables.isEmpty() ? 0 : tables.get(0).version());
    }

    /** The tables {@link #summary()} read just before, or a new read. */
    @Override
    public synchronized List<WorldTable> tables() {
        Read r = last;
        if (r != null && !r.handedOut()) {
            last = new Read(r.tables(), true);
            return r.tables();
        }
        return read(true);
    }

    private synchronized List<WorldTable> read(boolean handedOut) {
        List<WorldTable> tables = List.copyOf(client.tables());
        last = new Read(tables, handedOut);
        return tables;
    }

    @Override
    public WorldPage rows(String tableId, int offset, int limit) {
        Read r = last;
        return client.rows(tableId, r == null ? read(true) : r.tables(), offset, limit);
    }

    @Override
    public WorldEntity entity(String name) {
        Long written = EntityText.parse(name);
        return client.entity(written == null ? name : "#" + written);
    }

    @Override
    public WorldEntity entity(long entity) {
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
