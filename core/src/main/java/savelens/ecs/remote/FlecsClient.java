package savelens.ecs.remote;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.ServerKind;
import savelens.ecs.world.WorldEntity;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldRow;
import savelens.ecs.world.WorldTable;

/**
 * A Flecs world through Flecs's REST API (docs/FlecsRemoteApi.md in the Flecs repository): tables from
 * {@code GET /tables}, a table's rows from {@code GET /query} narrowed to exactly that table, entities
 * from {@code GET /entity/PATH} and edits with {@code PUT /component/PATH?component=C&value=JSON}. Unnamed
 * entities are addressed as {@code #ID}. The API has no clock to pause, no tick and no change counters:
 * every read of the tables counts as a new version, so a viewer always refetches rows.
 */
public final class FlecsClient implements AutoCloseable {
    private static final String ENTITY_OPTIONS = "?entity_id=true&values=true";

    private final RemoteHttp http;
    private final AtomicLong reads = new AtomicLong();
    /** Makes a read's URL unique: Flecs answers a GET repeated within 0.2 s from its reply cache. */
    private final AtomicLong fresh = new AtomicLong();

    public FlecsClient(RemoteHttp http) {
        this.http = http;
    }

    public FlecsClient(URI base) {
        this(new RemoteHttp(base));
    }

    public ServerKind kind() { return ServerKind.FLECS; }

    public URI base() { return http.base(); }

    /** The entity count is the sum of the tables' counts ({@code GET /world} dumps entities, it does not count them). */
    public WorldSummary summary() {
        List<WorldTable> tables = tables();
        long entities = 0;
        for (WorldTable t : tables) entities += t.entities();
        return new WorldSummary(entities, tables.size(), 0, tables.isEmpty() ? reads.get() : tables.get(0).version());
    }

    public List<WorldTable> tables() {
        JsonNode reply = http.getJson("/tables");
        if (!reply.isArray()) throw new WorldUnreachableException(base() + "/tables is not a list of tables", null);
        long version = reads.incrementAndGet();
        List<WorldTable> out = new ArrayList<>(reply.size());
        for (JsonNode t : reply) out.add(table(t, version));
        return out;
    }

    static WorldTable table(JsonNode t, long version) {
        List<String> type = new ArrayList<>();
        for (JsonNode id : t.path("type")) type.add(id.asText());
        JsonNode memory = t.get("memory");
        Long bytes = memory == null ? null : bytes(memory.path("table")) + bytes(memory.path("components"));
        return new WorldTable(t.path("id").asText(), type, t.path("count").asLong(), t.path("size").asLong(), bytes, version,
                FlecsBuiltIns.isBuiltIn(type));
    }

    /** Every {@code bytes_*} figure of a memory report (used and allocated-but-unused alike: both are held). */
    private static long bytes(JsonNode report) {
        long sum = 0;
        for (Iterator<Map.Entry<String, JsonNode>> it = report.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            if (f.getKey().startsWith("bytes_")) sum += f.getValue().asLong();
        }
        return sum;
    }

    public WorldPage rows(String tableId, int offset, int limit) {
        return rows(tableId, tables(), offset, limit);
    }

    /**
     * A page of rows given the tables as {@link #tables()} read them just now, so that a poll that has
     * read them already does not read them again (the reply is large: every table of the world).
     */
    public WorldPage rows(String tableId, List<WorldTable> tables, int offset, int limit) {
        if (offset < 0) throw InspectionException.badRequest("offset must be 0 or more, got " + offset);
        if (limit < 0 || limit > LiveWorld.MAX_PAGE) {
            throw InspectionException.badRequest("limit must be between 0 and " + LiveWorld.MAX_PAGE + ", got " + limit);
        }
        WorldTable target = null;
        for (WorldTable t : tables) if (t.id().equals(tableId)) target = t;
        if (target == null) throw InspectionException.notFound("no table " + tableId);
        String expr = FlecsTableQuery.expression(target, tables);
        if (expr == null || limit == 0 || offset >= target.entities()) {
            if (expr == null && target.entities() > 0) {
                throw InspectionException.badRequest("table " + tableId + " cannot be listed through Flecs's query API"
                        + (target.components().isEmpty() ? " (its entities have no components)" : " (too many terms)"));
            }
            return new WorldPage(target.id(), target.components(), target.entities(), offset, List.of());
        }
        JsonNode reply = http.getJson("/query?expr=" + RemoteHttp.encode(expr)
                + "&entity_ids=true&values=true&table=true&try=true&offset=" + offset + "&limit=" + limit);
        if (reply.has("error")) throw InspectionException.badRequest("Flecs refused the query for table " + tableId + ": " + reply.path("error").asText());
        Set<String> type = new HashSet<>(target.components());
        List<WorldRow> rows = new ArrayList<>();
        for (JsonNode r : reply.path("results")) {
            if (!inTable(r, type)) continue; // a larger table that gained entities since /tables was read
            rows.add(new WorldRow(r.path("id").asLong(), name(r), values(r)));
        }
        return new WorldPage(target.id(), target.components(), target.entities(), offset, rows);
    }

    /** Whether the application's own components and tags of a result all belong to the table (Flecs's own are written with paths). */
    private static boolean inTable(JsonNode result, Set<String> type) {
        for (Iterator<String> names = result.path("components").fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (isPlainName(name) && !type.contains(name)) return false;
        }
        for (JsonNode tag : result.path("tags")) if (isPlainName(tag.asText()) && !type.contains(tag.asText())) return false;
        return true;
    }

    private static boolean isPlainName(String name) {
        return !name.contains(".") && !name.startsWith("(") && !name.startsWith("#");
    }

    /** Component values, tags as empty objects (as in SaveLens's protocol). */
    private static Map<String, JsonNode> values(JsonNode result) {
        Map<String, JsonNode> values = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = result.path("components").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            values.put(f.getKey(), f.getValue());
        }
        for (JsonNode tag : result.path("tags")) values.put(tag.asText(), JsonNodeFactory.instance.objectNode());
        return values;
    }

    /** How Flecs names an entity: {@code #510} when unnamed, else its path ({@code Hero}, {@code Sun.Earth}). */
    static String name(JsonNode reply) {
        String name = reply.path("name").asText("");
        if (name.isEmpty()) return "#" + reply.path("id").asLong();
        String parent = reply.path("parent").asText("");
        return name.startsWith("#") || parent.isEmpty() ? name : parent + "." + name;
    }

    /** The URL path of an entity: {@code #510} as {@code %23510}, {@code Sun.Earth} as {@code Sun/Earth}. */
    static String entityPath(String name) {
        String n = name.trim();
        if (n.isEmpty()) throw InspectionException.badRequest("empty entity name");
        if (n.startsWith("#")) {
            if (!n.substring(1).matches("[0-9]{1,20}")) throw InspectionException.badRequest("entity id must be #NUMBER, got '" + n + "'");
            return "%23" + n.substring(1);
        }
        StringBuilder path = new StringBuilder();
        for (String part : n.split("[./]")) {
            if (part.isEmpty()) continue;
            if (path.length() > 0) path.append('/');
            path.append(RemoteHttp.encode(part));
        }
        return path.toString();
    }

    public WorldEntity entity(String name) {
        return entity(name, false);
    }

    /**
     * One entity; {@code fresh} reads past Flecs's reply cache, for a read that must see an edit made
     * a moment ago (an identical GET within 0.2 s is answered with the earlier reply).
     */
    public WorldEntity entity(String name, boolean fresh) {
        JsonNode reply = http.getJson("/entity/" + entityPath(name) + ENTITY_OPTIONS + (fresh ? freshness() : ""));
        return new WorldEntity(reply.path("id").asLong(), name(reply), null, values(reply));
    }

    /** A query parameter Flecs ignores, new on every call. */
    private String freshness() {
        return "&fresh=" + fresh.incrementAndGet();
    }

    /**
     * Writes the value with {@code PUT /component}, which answers with an empty body. Flecs applies it
     * with its next frame, so a read right after may still show the old value; the stored value given
     * back is the one sent (Flecs may store it as a float: {@code 1.1} reads back as {@code 1.1000000238}).
     */
    public SetResult setComponent(String entity, String component, JsonNode value) {
        String path = entityPath(entity);
        boolean had = http.getJson("/entity/" + path + ENTITY_OPTIONS + freshness()).path("components").has(component);
        String json;
        try {
            json = RemoteHttp.JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw InspectionException.badRequest("value is not JSON: " + e.getOriginalMessage());
        }
        http.checked(http.send("PUT", "/component/" + path + "?component=" + RemoteHttp.encode(component) + "&value=" + RemoteHttp.encode(json), null));
        return new SetResult(!had, value, null);
    }

    public boolean canPause() { return false; }

    public boolean pause() { return false; }

    public boolean resume() { return false; }

    public long step() {
        throw new UnsupportedOperationException("Flecs's REST API cannot pause or step the world");
    }

    public boolean isPaused() { return false; }

    @Override
    public void close() {
        // HttpClient (Java 17) has no close; idle connections time out on their own
    }
}
