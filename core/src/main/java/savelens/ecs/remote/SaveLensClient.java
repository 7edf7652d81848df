package savelens.ecs.remote;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.world.ServerKind;
import savelens.ecs.world.WorldEntity;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldRow;
import savelens.ecs.world.WorldTable;

/**
 * A client of SaveLens's live protocol (docs/live-protocol.md), reading its answers as the world contract's
 * values, as a world in this process gives them: no table built in, each entity named by its handle in decimal. Pause, resume and step go to {@code POST /world/pause|resume|step} when the server
 * has a clock to offer ({@code GET /world/clock} answers); a server without one is only read.
 */
public final class SaveLensClient implements AutoCloseable {
    private final RemoteHttp http;
    private volatile Boolean hasClock; // asked once, on first need

    public SaveLensClient(RemoteHttp http) {
        this.http = http;
    }

    public SaveLensClient(URI base) {
        this(new RemoteHttp(base));
    }

    public RemoteHttp http() {
        return http;
    }

    public ServerKind kind() { return ServerKind.SAVELENS; }

    public URI base() { return http.base(); }

    public WorldSummary summary() {
        return read("/world", new TypeReference<>() {});
    }

    /** {@code GET /tables}; the protocol sends no built-in flag, and a SaveLens world has no built-in table. */
    public List<WorldTable> tables() {
        List<WorldTable> sent = read("/tables", new TypeReference<>() {});
        List<WorldTable> out = new ArrayList<>(sent.size());
        for (WorldTable t : sent) {
            out.add(new WorldTable(t.id(), t.components(), t.entities(), t.capacity(), t.bytes(), t.version(), false, t.sparse()));
        }
        return out;
    }

    /** {@code GET /tables/{id}}, each row named by its handle in decimal (the protocol sends the handle alone). */
    public WorldPage rows(String tableId, int offset, int limit) {
        WorldPage sent = read("/tables/" + RemoteHttp.encode(tableId) + "?offset=" + offset + "&limit=" + limit, new TypeReference<>() {});
        List<WorldRow> rows = new ArrayList<>(sent.rows().size());
        for (WorldRow r : sent.rows()) rows.add(new WorldRow(r.entity(), Long.toString(r.entity()), r.values()));
        return new WorldPage(sent.id(), sent.components(), sent.total(), sent.offset(), rows, sent.sparse());
    }

    /** {@code GET /entities/{E}}, named by its handle in decimal. */
    public WorldEntity entity(long entity) {
        WorldEntity sent = read("/entities/" + entity, new TypeReference<>() {});
        return new WorldEntity(sent.entity(), Long.toString(sent.entity()), sent.table(), sent.components(), sent.sparse());
    }

    public WorldEntity entity(String name) {
        return entity(handle(name));
    }

    /** SaveLens names an entity by its handle in decimal. */
    static long handle(String name) {
        String n = name.trim();
        if (!n.matches("[0-9]{1,19}")) throw InspectionException.badRequest("entity id must be a non-negative integer, got '" + name + "'");
        try {
            return Long.parseLong(n);
        } catch (NumberFormatException e) {
            throw InspectionException.badRequest("entity id out of range: " + name);
        }
    }

    public SetResult setComponent(String entity, String component, JsonNode value) {
        return setComponent(handle(entity), component, value);
    }

    public SetResult setComponent(long entity, String component, JsonNode value) {
        byte[] body;
        try {
            body = RemoteHttp.JSON.writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw InspectionException.badRequest("value is not JSON: " + e.getOriginalMessage());
        }
        RemoteHttp.Reply reply = http.checked(http.send("PUT", "/entities/" + entity + "/components/" + RemoteHttp.encode(component), body));
        JsonNode stored = http.json(reply, "/entities/" + entity);
        // the reply is the stored value; the entity's table is one more request away
        String table = null;
        try {
            table = entity(entity).table();
        } catch (InspectionException ignored) {
            // the entity may be gone already in a running world
        }
        return new SetResult(reply.status() == 201, stored, table);
    }

    /** {@code DELETE /entities/{E}/components/{name}}. */
    public void removeComponent(long entity, String component) {
        http.checked(http.send("DELETE", "/entities/" + entity + "/components/" + RemoteHttp.encode(component), null));
    }

    public boolean canPause() {
        Boolean known = hasClock;
        if (known == null) {
            RemoteHttp.Reply reply = http.get("/world/clock");
            known = reply.status() == 200;
            if (reply.status() >= 500) http.checked(reply);
            hasClock = known;
        }
        return known;
    }

    /** {@code GET /world/clock}. */
    public ClockState clock() {
        return read("/world/clock", new TypeReference<>() {});
    }

    public boolean pause() { return post("/world/pause").paused(); }

    public boolean resume() { return post("/world/resume").paused(); }

    public long step() { return post("/world/step").tick(); }

    public boolean isPaused() {
        return canPause() && clock().paused();
    }

    private ClockState post(String path) {
        RemoteHttp.Reply reply = http.checked(http.send("POST", path, null));
        return convert(http.json(reply, path), new TypeReference<>() {}, path);
    }

    private <T> T read(String path, TypeReference<T> type) {
        return convert(http.getJson(path), type, path);
    }

    private <T> T convert(JsonNode node, TypeReference<T> type, String path) {
        try {
            return RemoteHttp.JSON.readValue(RemoteHttp.JSON.treeAsTokens(node), type);
        } catch (IOException e) {
            throw new WorldUnreachableException("unexpected reply from " + base() + path + ": " + RemoteHttp.wrongShape(e), e);
        }
    }

    @Override
    public void close() {
        // HttpClient (Java 17) has no close; idle connections time out on their own
    }
}
