package savelens.ecs.live;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import savelens.ecs.inspect.VersionSnapshot;
import savelens.ecs.inspect.WorldInspection;

/**
 * {@code GET /events}: server-sent events. Polls the world's versions and sends a {@code versions}
 * event whenever they differ from the last one sent (the first right away), and a comment line now and
 * then so a vanished client is noticed. Holds one pool thread per subscriber until it disconnects.
 */
final class EventStream {
    private static final Duration KEEPALIVE = Duration.ofSeconds(10);

    private final WorldInspection world;
    private final ObjectMapper json;
    private final Duration interval;
    private final BooleanSupplier running;

    EventStream(WorldInspection world, ObjectMapper json, Duration interval, BooleanSupplier running) {
        this.world = world;
        this.json = json;
        this.interval = interval;
        this.running = running;
    }

    void serve(HttpExchange exchange) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
        exchange.getResponseHeaders().set("Cache-Control", "no-cache");
        exchange.sendResponseHeaders(200, 0);
        OutputStream out = exchange.getResponseBody();
        write(out, "retry: 1000\n\n");
        VersionSnapshot last = null;
        long quietSince = System.nanoTime();
        try {
            while (running.getAsBoolean()) {
                VersionSnapshot now = world.versions();
                if (!now.equals(last)) {
                    write(out, "event: versions\ndata: " + json.writeValueAsString(now) + "\n\n");
                    last = now;
                    quietSince = System.nanoTime();
                } else if (System.nanoTime() - quietSince > KEEPALIVE.toNanos()) {
                    write(out, ": keepalive\n\n");
                    quietSince = System.nanoTime();
                }
                Thread.sleep(interval.toMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // server stopping
        } catch (IOException e) {
            // the subscriber went away; nothing to tell anyone
        }
    }

    private static void write(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}
