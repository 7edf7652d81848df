package savelens.ecs.live;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.inspect.WorldInspection;

/**
 * Serves a world over the live protocol (docs/live-protocol.md) on 127.0.0.1 only. Requests run on a
 * pool of daemon threads, so an open {@code /events} stream holds its own thread and blocks nothing.
 * The inspection must be safe to call from those threads (e.g. a {@link savelens.ecs.inspect.LockedInspection}).
 */
public final class LiveServer implements AutoCloseable {
    public static final int DEFAULT_PORT = 27760;
    public static final Duration DEFAULT_EVENT_INTERVAL = Duration.ofMillis(100);

    private static final ObjectMapper JSON = JsonMapper.builder().build();

    private final HttpServer server;
    private final ExecutorService pool;
    private final LiveRoutes routes;
    private final EventStream events;
    private volatile boolean running = true;

    private LiveServer(WorldInspection world, int port, Duration eventInterval) throws IOException {
        InetAddress loopback = InetAddress.getByAddress("localhost", new byte[] {127, 0, 0, 1});
        this.server = HttpServer.create(new InetSocketAddress(loopback, port), 0);
        AtomicInteger threads = new AtomicInteger();
        this.pool = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "savelens-live-" + threads.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.routes = new LiveRoutes(world);
        this.events = new EventStream(world, JSON, eventInterval, () -> running);
        server.setExecutor(pool);
        server.createContext("/", this::handle);
    }

    /** Starts serving; port 0 picks any free port (see {@link #port()}). */
    public static LiveServer start(WorldInspection world, int port) throws IOException {
        return start(world, port, DEFAULT_EVENT_INTERVAL);
    }

    public static LiveServer start(WorldInspection world, int port, Duration eventInterval) throws IOException {
        if (port < 0 || port > 65535) throw new IllegalArgumentException("port out of range: " + port);
        LiveServer s = new LiveServer(world, port, eventInterval);
        s.server.start();
        return s;
    }

    public int port() {
        return server.getAddress().getPort();
    }

    public InetSocketAddress address() {
        return server.getAddress();
    }

    public URI uri() {
        return URI.create("http://127.0.0.1:" + port());
    }

    /** The line the command line prints once the server is up. */
    public String listeningLine() {
        return "listening on " + uri();
    }

    @Override
    public void close() {
        running = false;
        server.stop(0);
        pool.shutdownNow(); // wakes event streams sleeping between polls
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            try {
                checkHost(exchange);
                List<String> path = LiveRoutes.segments(exchange.getRequestURI().getRawPath());
                if (path.equals(List.of("events"))) {
                    if (!exchange.getRequestMethod().equals("GET")) {
                        throw new HttpError(405, "method " + exchange.getRequestMethod() + " not allowed here; allowed: GET");
                    }
                    events.serve(exchange);
                    return;
                }
                LiveRoutes.Reply reply = routes.handle(exchange, path);
                send(exchange, reply.status(), reply.body());
            } catch (HttpError e) {
                sendError(exchange, e.status, e.getMessage());
            } catch (InspectionException e) {
                sendError(exchange, e.kind() == InspectionException.Kind.NOT_FOUND ? 404 : 400, e.getMessage());
            } catch (RuntimeException e) {
                sendError(exchange, 500, "internal error: " + e);
            }
        }
    }

    /**
     * Refuses requests naming another host: a web page whose domain is made to resolve to 127.0.0.1
     * (DNS rebinding) would otherwise count as same-origin and could read and edit the world.
     */
    private static void checkHost(HttpExchange exchange) {
        String host = exchange.getRequestHeaders().getFirst("Host");
        if (host == null) return;
        String name = host.startsWith("[") ? host.substring(0, host.indexOf(']') + 1) : host.replaceFirst(":\\d*$", "");
        if (!(name.equals("127.0.0.1") || name.equalsIgnoreCase("localhost") || name.equals("[::1]"))) {
            throw new HttpError(403, "host " + host + " refused: use 127.0.0.1");
        }
    }

    private static void send(HttpExchange exchange, int status, Object body) throws IOException {
        if (body == null) {
            exchange.sendResponseHeaders(status, -1);
            return;
        }
        byte[] bytes = JSON.writeValueAsBytes(body);
        exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static void sendError(HttpExchange exchange, int status, String message) throws IOException {
        if (status == 405) {
            String m = message == null ? "" : message;
            exchange.getResponseHeaders().set("Allow", m.substring(m.lastIndexOf(": ") + 2));
        }
        send(exchange, status, Map.of("error", message == null ? "error" : message));
    }
}
