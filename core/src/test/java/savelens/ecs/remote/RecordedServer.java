package savelens.ecs.remote;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Answers requests with replies recorded from a real server (resources under {@code flecs/}), keyed by
 * method and the exact raw path and query; anything else is a 404 naming the request, so a test sees
 * which request its client really sent. Every request is kept in {@link #requests}.
 */
final class RecordedServer implements AutoCloseable {
    private record Answer(int status, String contentType, byte[] body) {}

    final List<String> requests = new CopyOnWriteArrayList<>();
    private final Map<String, Answer> answers = new ConcurrentHashMap<>();
    private final HttpServer server;

    RecordedServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            String key = exchange.getRequestMethod() + " " + exchange.getRequestURI().getRawPath()
                    + (exchange.getRequestURI().getRawQuery() == null ? "" : "?" + exchange.getRequestURI().getRawQuery());
            requests.add(key);
            Answer a = answers.getOrDefault(key, new Answer(404, "application/json",
                    ("{\"error\":\"not recorded: " + key.replace("\"", "'") + "\"}").getBytes(StandardCharsets.UTF_8)));
            exchange.getResponseHeaders().add("Content-Type", a.contentType());
            exchange.sendResponseHeaders(a.status(), a.body().length == 0 ? -1 : a.body().length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(a.body());
            }
        });
        server.start();
    }

    /** Answers {@code METHOD /path?query} with a recorded resource. */
    RecordedServer answer(String request, int status, String resource) {
        String type = resource.endsWith(".txt") ? "text/plain" : "application/json";
        answers.put(request, new Answer(status, type, resource(resource)));
        return this;
    }

    /** Answers with a body given here (Flecs's {@code PUT /component} answers 200 with none). */
    RecordedServer answerText(String request, int status, String body) {
        answers.put(request, new Answer(status, "application/json", body.getBytes(StandardCharsets.UTF_8)));
        return this;
    }

    static byte[] resource(String name) {
        try (InputStream in = RecordedServer.class.getResourceAsStream("/flecs/" + name)) {
            if (in == null) throw new IllegalArgumentException("no resource flecs/" + name);
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    URI uri() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
