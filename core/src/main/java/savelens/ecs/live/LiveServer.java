package savelens.ecs.live;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.channels.SelectableChannel;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.io.ArrayByteBufferPool;
import org.eclipse.jetty.io.SelectorManager;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.ScheduledExecutorScheduler;
import savelens.ecs.world.LiveWorld;

/**
 * Serves a world over the live protocol (docs/live-protocol.md) on 127.0.0.1 only, on an embedded Jetty
 * whose spending is bounded (see {@link LiveLimits}): a fixed-size thread pool that never starts threads
 * beside it ({@link LivePool}), a cap on open
 * connections, a deadline for request heads and an idle timeout, so connections held open or fed slowly
 * cost neither a thread each nor unbounded memory. Event streams are written without holding a thread.
 * Every error, Jetty's own included, is answered {@code {"error": ...}}. It serves any {@link LiveWorld}
 * (thread-safe, as every one is): the demo in this process ({@link savelens.ecs.world.InProcessWorld}) or a
 * world read from elsewhere, in the protocol's own JSON shapes.
 */
public final class LiveServer implements AutoCloseable {
    public static final int DEFAULT_PORT = 27760;
    public static final Duration DEFAULT_EVENT_INTERVAL = Duration.ofMillis(100);
    private static final AtomicInteger SERVERS = new AtomicInteger();

    private static final int REQUEST_HEAD_BYTES = 8 * 1024;

    private final Server server;
    private final ServerConnector connector;
    private final NetworkConnectionLimit connectionLimit;
    private final EventStream events;
    private final ConnectionCount connections = new ConnectionCount();
    /** Every thread this server starts is named with this prefix ("savelens-live-1-"). */
    private final String threadPrefix = "savelens-live-" + SERVERS.incrementAndGet() + "-";
    private int port; // kept after close, as callers name the address they lost

    private LiveServer(LiveWorld world, boolean clock, int port, Duration eventInterval, LiveLimits limits) {
        LivePool pool = new LivePool(limits.maxThreads(), threadPrefix.substring(0, threadPrefix.length() - 1));
        ScheduledExecutorScheduler scheduler = new ScheduledExecutorScheduler(threadPrefix + "scheduler", true);
        this.server = new Server(pool, scheduler, new ArrayByteBufferPool());
        server.setStopTimeout(0);

        HttpConfiguration http = new HttpConfiguration();
        http.setRequestHeaderSize(REQUEST_HEAD_BYTES);
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        this.connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
        connector.setHost("127.0.0.1");
        connector.setPort(port);
        connector.setIdleTimeout(limits.idleTimeout().toMillis());
        server.addConnector(connector);
        connector.addBean(connections); // before the limit's listener, so a close is counted before the limit lets another in

        this.connectionLimit = new NetworkConnectionLimit(limits.maxConnections(), connector);
        connectionLimit.setEndPointIdleTimeout(limits.headTimeout().toMillis()); // at the cap, idle ones go first
        server.addBean(connectionLimit);
        server.addBean(new RequestHeadDeadline(connector, scheduler, limits.headTimeout()));

        this.events = new EventStream(world, JsonReply.JSON, eventInterval, limits.maxSubscribers(), threadPrefix + "events");
        BodyBudget bodies = new BodyBudget(Math.max(1, limits.maxThreads() / 4), scheduler, limits.headTimeout());
        server.setHandler(new LiveHandler(new LiveRoutes(world, clock, bodies), events));
        server.setErrorHandler(new JsonErrorHandler());
    }

    /** Starts serving a world that runs on its own; port 0 picks any free port (see {@link #port()}). */
    public static LiveServer start(LiveWorld world, int port) throws IOException {
        return start(world, port, DEFAULT_EVENT_INTERVAL);
    }

    public static LiveServer start(LiveWorld world, int port, Duration eventInterval) throws IOException {
        return start(world, false, port, eventInterval, LiveLimits.DEFAULT);
    }

    /**
     * Serves a world whose clock clients may pause, resume and step ({@code POST /world/pause} …).
     *
     * @throws IllegalArgumentException when the world cannot be stepped
     */
    public static LiveServer startWithClock(LiveWorld world, int port) throws IOException {
        return start(world, true, port, DEFAULT_EVENT_INTERVAL, LiveLimits.DEFAULT);
    }

    static LiveServer start(LiveWorld world, int port, Duration eventInterval, LiveLimits limits) throws IOException {
        return start(world, false, port, eventInterval, limits);
    }

    static LiveServer start(LiveWorld world, boolean clock, int port, Duration eventInterval, LiveLimits limits) throws IOException {
        if (clock && !world.canStep()) throw new IllegalArgumentException(world.description() + " has no clock to serve");
        if (port < 0 || port > 65535) throw new IllegalArgumentException("port out of range: " + port);
        LiveServer s = new LiveServer(world, clock, port, eventInterval, limits);
        try {
            s.server.start();
        } catch (Exception e) {
            s.close();
            // Jetty wraps the bind failure; its cause says what happened ("Address already in use")
            Throwable why = e.getCause() instanceof IOException ? e.getCause() : e;
            throw why instanceof IOException io ? io : new IOException(why.getMessage(), why);
        }
        s.port = s.connector.getLocalPort();
        return s;
    }

    public int port() {
        return port;
    }

    public InetSocketAddress address() {
        return new InetSocketAddress("127.0.0.1", port());
    }

    public URI uri() {
        return URI.create("http://127.0.0.1:" + port());
    }

    /** The line the command line prints once the server is up. */
    public String listeningLine() {
        return "listening on " + uri();
    }

    String threadPrefix() {
        return threadPrefix;
    }

    /** Open connections now, for tests of the cap. */
    int openConnections() {
        return connectionLimit.getNetworkConnectionCount();
    }

    /** The most connections open at once since the server started, for tests of the cap. */
    int peakConnections() {
        return connections.peak.get();
    }

    /** Counts accepted network connections as the connection limit does, remembering the most at once. */
    private static final class ConnectionCount implements SelectorManager.AcceptListener {
        private final AtomicInteger open = new AtomicInteger();
        private final AtomicInteger peak = new AtomicInteger();

        @Override
        public void onAccepted(SelectableChannel channel) {
            peak.accumulateAndGet(open.incrementAndGet(), Math::max);
        }

        @Override
        public void onClosed(SelectableChannel channel) {
            open.decrementAndGet();
        }
    }

    int eventSubscribers() {
        return events.subscriberCount();
    }

    @Override
    public void close() {
        events.close();
        try {
            server.stop();
        } catch (Exception e) {
            // stopping is best effort: the threads are daemons and the socket is closed either way
        }
    }
}
