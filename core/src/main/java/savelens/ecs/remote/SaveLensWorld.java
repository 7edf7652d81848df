package savelens.ecs.remote;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.util.List;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.VersionSnapshot;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.world.EntityText;
import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.WorldEntity;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldTable;

/**
 * A world served over SaveLens's live protocol (docs/live-protocol.md). Pause, resume and step reach the
 * world's clock when the server offers one (learnt on the first summary); otherwise pausing only freezes the
 * reader's view. Every request goes through one {@link RemoteHttp}, which bounds each reply (size and time)
 * and keeps the server's words printable.
 *
 * <p>Once {@link #summary()} has been asked, the source follows the server's {@code /events} stream instead of
 * polling the large answers: {@link #tables()} and {@link #rows} whose versions have not moved since they were
 * last asked are answered from that last answer, and a change listener is told of every event. The small
 * {@code /world} summary is always asked, so a server that went away is noticed on the next read.
 */
public final class SaveLensWorld implements LiveWorld {
    /** An answer and the versions that were current when it was asked for. */
    private record Cached<T>(VersionSnapshot versions, T value) {}

    private record RowsKey(String table, int offset, int limit) {}

    private record CachedRows(RowsKey key, VersionSnapshot versions, WorldPage page) {}

    private final SaveLensClient client;
    private final EventFollower events;
    private volatile Boolean hasClock; // learnt on the first summary(), off the UI thread
    private volatile boolean paused;
    private volatile Runnable changeListener;
    private volatile Cached<List<WorldTable>> tables;
    private volatile CachedRows rows;

    public SaveLensWorld(URI base) {
        this(new RemoteHttp(base));
    }

    public SaveLensWorld(RemoteHttp http) {
        this.client = new SaveLensClient(http);
        this.events = new EventFollower(http, v -> {
            Runnable l = changeListener;
            if (l != null) l.run();
        });
    }

    /** Parses what a user typed: {@code 127.0.0.1:27760} and {@code http://localhost:27760/} both work. */
    public static SaveLensWorld parse(String address) {
        return new SaveLensWorld(RemoteHttp.address(address));
    }

    public URI base() {
        return client.base();
    }

    public SaveLensClient client() {
        return client;
    }

    @Override public String description() { return client.base().toString(); }

    @Override
    public WorldSummary summary() {
        if (hasClock == null) {
            boolean clock = client.canPause();
            if (clock) paused = client.isPaused();
            hasClock = clock;
            events.start(); // first read: from now on follow /events where the server offers it
        }
        return client.summary(); // small, and always asked: a server that went away is noticed at once
    }

    @Override
    public List<WorldTable> tables() {
        VersionSnapshot now = events.latest();
        Cached<List<WorldTable>> c = tables;
        if (now != null && c != null && c.versions() != null && now.tables().equals(c.versions().tables())) return c.value();
        List<WorldTable> t = List.copyOf(client.tables());
        tables = new Cached<>(now, t);
        return t;
    }

    @Override
    public WorldPage rows(String tableId, int offset, int limit) {
        VersionSnapshot now = events.latest();
        RowsKey key = new RowsKey(tableId, offset, limit);
        CachedRows c = rows;
        if (now != null && c != null && c.versions() != null && key.equals(c.key())
                && versionOf(now, tableId) == versionOf(c.versions(), tableId)) return c.page();
        WorldPage page = client.rows(tableId, offset, limit);
        rows = new CachedRows(key, now, page);
        return page;
    }

    private static long versionOf(VersionSnapshot v, String table) {
        if (v == null) return -1;
        for (VersionSnapshot.TableVersion t : v.tables()) if (t.id().equals(table)) return t.version();
        return -1;
    }

    /** Whether reads follow the server's {@code /events} now (the stream is open). */
    public boolean followsEvents() {
        return events.isOpen();
    }

    @Override
    public void setChangeListener(Runnable listener) {
        changeListener = listener;
    }

    @Override
    public WorldEntity entity(String name) {
        return entity(EntityText.handle(name));
    }

    @Override
    public WorldEntity entity(long entity) {
        return client.entity(entity);
    }

    @Override
    public SetResult setComponent(long entity, String component, JsonNode value) {
        SetResult r = client.setComponent(entity, component, value);
        forget();
        return r;
    }

    @Override
    public void removeComponent(long entity, String component) {
        client.removeComponent(entity, component);
        forget();
    }

    /** The latest {@code /events} when the stream is open, else read now. */
    @Override
    public VersionSnapshot versions() {
        VersionSnapshot now = events.latest();
        return now != null ? now : LiveWorld.super.versions();
    }

    /** After a change of our own the next reads ask the server, not waiting for the event that reports it. */
    private void forget() {
        tables = null;
        rows = null;
    }

    @Override public boolean canPauseWorld() { return Boolean.TRUE.equals(hasClock); }

    @Override
    public void pause() {
        paused = canPauseWorld() ? client.pause() : true;
        forget();
    }

    @Override
    public void resume() {
        paused = canPauseWorld() ? client.resume() : false;
        forget();
    }

    @Override public boolean isPaused() { return paused; }

    @Override public boolean canStep() { return canPauseWorld(); }

    @Override
    public long step() {
        if (!canStep()) throw new UnsupportedOperationException(description() + " has no clock to step");
        long tick = client.step();
        forget();
        return tick;
    }

    @Override
    public void close() {
        events.close();
        client.close();
    }
}
