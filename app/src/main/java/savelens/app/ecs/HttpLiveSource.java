package savelens.app.ecs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import savelens.ecs.inspect.EntityView;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.inspect.RowPage;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.TableInfo;
import savelens.ecs.inspect.WorldSummary;

/**
 * A client of the live protocol (docs/live-protocol.md) over {@link HttpClient}, reading the same
 * records the in-process inspection returns. The protocol has no pause, so pausing only freezes the view.
 */
public final class HttpLiveSource implements LiveSource {
    private static final Duration TIMEOUT = Duration.ofSeconds(3);
    private static final ObjectMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES) // clients must ignore fields they do not know
            .build();

    private final URI base;
    private final HttpClient client;
    private volatile boolean paused;

    public HttpLiveSource(URI base) {
        String s = base.toString();
        this.base = URI.create(s.endsWith("/") ? s.substring(0, s.length() - 1) : s);
        if (!"http".equals(this.base.getScheme()) || this.base.getHost() == null) {
            throw new IllegalArgumentException("expected an address like http://127.0.0.1:27760, got " + base);
        }
        this.client = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    }

    /** Parses what a user typed: {@code 127.0.0.1:27760} and {@code http://localhost:27760/} both work. */
    public static HttpLiveSource parse(String address) {
        String a = address.trim();
        if (a.isEmpty()) throw new IllegalArgumentException("enter an address like http://127.0.0.1:27760");
        if (!a.contains("://")) a = "http://" + a;
        URI uri;
        try {
            uri = URI.create(a);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("not an address: " + address.trim() + " (expected one like http://127.0.0.1:27760)", e);
        }
        return new HttpLiveSource(uri);
    }

    public URI base() {
        return base;
    }

    @Override public String description() { return base.toString(); }

    @Override
    public WorldSummary summary() {
        return get("/world", JSON.constructType(WorldSummary.class));
    }

    @Override
    public List<TableInfo> tables() {
        return get("/tables", JSON.getTypeFactory().constructType(new TypeReference<List<TableInfo>>() {}));
    }

    @Override
    public RowPage rows(String tableId, int offset, int limit) {
        String path = "/tables/" + URLEncoder.encode(tableId, StandardCharsets.UTF_8).replace("+", "%20")
                + "?offset=" + offset + "&limit=" + limit;
        return get(path, JSON.constructType(RowPage.class));
    }

    @Override
    public SetResult setComponent(long entity, String component, JsonNode value) {
        HttpRequest request;
        try {
            request = request("/entities/" + entity + "/components/" + component)
                    .header("Content-Type", "application/json")
                    .PUT(HttpRequest.BodyPublishers.ofByteArray(JSON.writeValueAsBytes(value)))
                    .build();
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
        HttpResponse<byte[]> response = send(request);
        JsonNode stored = read(response, JSON.constructType(JsonNode.class));
        // the reply is the stored value; the entity's table is one more request away
        String table = null;
        try {
            JsonNode e = get("/entities/" + entity, JSON.constructType(JsonNode.class));
            table = e.path("table").asText(null);
        } catch (InspectionException ignored) {
            // the entity may be gone already in a running world
        }
        return new SetResult(response.statusCode() == 201, stored, table);
    }

    @Override
    public EntityView entity(long entity) {
        return get("/entities/" + entity, JSON.constructType(EntityView.class));
    }

    @Override public boolean canPauseWorld() { return false; }

    @Override public void pause() { paused = true; }

    @Override public void resume() { paused = false; }

    @Override public boolean isPaused() { return paused; }

    @Override
    public void close() {
        // HttpClient (Java 17) has no close; its idle connections time out on their own
    }

    private <T> T get(String path, JavaType type) {
        return read(send(request(path).GET().build()), type);
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create(base + path)).timeout(TIMEOUT).header("Accept", "application/json");
    }

    private HttpResponse<byte[]> send(HttpRequest request) {
        try {
            return client.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (IOException e) {
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            throw new LiveConnectionException("cannot reach " + base + ": " + why, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LiveConnectionException("interrupted while talking to " + base, e);
        }
    }

    private static <T> T read(HttpResponse<byte[]> response, JavaType type) {
        int status = response.statusCode();
        if (status >= 400) {
            String message = "HTTP " + status;
            try {
                message = JSON.readTree(response.body()).path("error").asText(message);
            } catch (IOException ignored) {
                // keep the status line
            }
            if (status == 404) throw InspectionException.notFound(message);
            if (status < 500) throw InspectionException.badRequest(message);
            throw new LiveConnectionException("the world answered " + status + ": " + message, null);
        }
        try {
            return JSON.readValue(response.body(), type);
        } catch (IOException e) {
            throw new LiveConnectionException("unreadable reply from " + response.uri() + ": " + e.getMessage(), e);
        }
    }
}
