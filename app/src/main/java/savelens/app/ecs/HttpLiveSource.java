package savelens.app.ecs;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.util.List;
import savelens.ecs.inspect.EntityView;
import savelens.ecs.inspect.RowPage;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.TableInfo;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.remote.RemoteHttp;
import savelens.ecs.remote.SaveLensClient;

/**
 * A world served over SaveLens's live protocol (docs/live-protocol.md), reading the same records the
 * in-process inspection returns. Pause, resume and step reach the world's clock when the server offers
 * one (learnt on the first read); otherwise pausing only freezes the view.
 */
public final class HttpLiveSource implements LiveSource {
    private final SaveLensClient client;
    private volatile Boolean hasClock; // learnt on the first summary(), off the UI thread
    private volatile boolean paused;

    public HttpLiveSource(URI base) {
        this.client = new SaveLensClient(new RemoteHttp(base));
    }

    /** Parses what a user typed: {@code 127.0.0.1:27760} and {@code http://localhost:27760/} both work. */
    public static HttpLiveSource parse(String address) {
        return new HttpLiveSource(RemoteHttp.address(address));
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
        WorldSummary s = client.summary();
        if (hasClock == null) {
            boolean clock = client.canPause();
            if (clock) paused = client.isPaused();
            hasClock = clock;
        }
        return s;
    }

    @Override public List<TableInfo> tables() { return client.tableInfos(); }

    @Override public RowPage rows(String tableId, int offset, int limit) { return client.rowPage(tableId, offset, limit); }

    @Override
    public SetResult setComponent(long entity, String component, JsonNode value) {
        return client.setComponent(entity, component, value);
    }

    @Override public EntityView entity(long entity) { return client.entityView(entity); }

    @Override
    public JsonNode component(long entity, String component) {
        return client.entityView(entity).components().get(component);
    }

    @Override public boolean canPauseWorld() { return Boolean.TRUE.equals(hasClock); }

    @Override
    public void pause() {
        paused = canPauseWorld() ? client.pause() : true;
    }

    @Override
    public void resume() {
        paused = canPauseWorld() ? client.resume() : false;
    }

    @Override public boolean isPaused() { return paused; }

    @Override public boolean canStep() { return canPauseWorld(); }

    @Override
    public long step() {
        if (!canStep()) throw new UnsupportedOperationException(description() + " has no clock to step");
        return client.step();
    }

    @Override
    public void close() {
        client.close();
    }
}
