package savelens.ecs.live;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import savelens.Await;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.world.InProcessWorld;

/**
 * What held-open, slow and numerous connections cost the live server: bounded threads, connections and
 * event streams, and ordinary requests still answered. Timeouts here only guard against hanging.
 */
class LiveServerLimitsTest {
    private static final Duration GUARD = Await.GUARD;
    private final ObjectMapper json = new ObjectMapper();
    private final List<Socket> sockets = new ArrayList<>();
    private DemoWorld demo;
    private LiveServer server;

    @BeforeEach
    void world() {
        demo = new DemoWorld(11, 100);
        demo.step(3);
    }

    @AfterEach
    void stop() throws IOException {
        for (Socket s : sockets) s.close();
        if (server != null) server.close();
        demo.close();
    }

    private void start(LiveLimits limits) throws IOException {
        server = LiveServer.start(new InProcessWorld(demo), 0, Duration.ofMillis(20), limits);
    }

    private long serverThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith(server.threadPrefix())).count();
    }

    private Socket open() throws IOException {
        Socket s = new Socket("127.0.0.1", server.port());
        sockets.add(s);
        s.setSoTimeout((int) GUARD.toMillis());
        return s;
    }

    private static void send(Socket s, String text) throws IOException {
        OutputStream out = s.getOutputStream();
        out.write(text.getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
    }

    /** True once the server has closed the connection (end of stream or reset). */
    private static boolean closedByServer(Socket s) {
        try {
            return s.getInputStream().read() < 0;
        } catch (SocketTimeoutException e) {
            return false;
        } catch (IOException e) {
            return true;
        }
    }

    private int getWorld() throws IOException {
        return RawHttp.exchange(server.port(), "GET /world HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").status();
    }

    @Test
    void halfOpenRequestsCostNoThreadAndAreClosedAtTheHeadDeadline() throws Exception {
        LiveLimits limits = new LiveLimits(Duration.ofSeconds(2), Duration.ofSeconds(30), 4_096, 8, 4);
        start(limits);
        int held = 1_100;
        for (int i = 0; i < held; i++) {
            Socket s = open();
            try {
                send(s, "GET /wor"); // a request line cut short, then nothing more
            } catch (IOException e) {
                // already closed by the deadline: on a slow machine opening them all can take that long
            }
        }
        assertEquals(200, getWorld(), "an ordinary request is answered while the others hold");
        assertTrue(serverThreads() <= limits.maxThreads() + 2, // the pool, its scheduler and the event ticker
                serverThreads() + " threads for " + held + " held connections");

        for (Socket s : sockets) assertTrue(closedByServer(s), "a half-open request is closed at the head deadline");
        assertEquals(200, getWorld());
        assertTrue(serverThreads() <= limits.maxThreads() + 2, serverThreads() + " threads");
    }

    @Test
    void closingThousandsOfHeldConnectionsAtOnceStaysWithinThePool() throws Exception {
        LiveLimits limits = new LiveLimits(Duration.ofSeconds(60), Duration.ofSeconds(60), 4_096, 8, 4);
        start(limits);
        int held = 2_000;
        for (int i = 0; i < held; i++) send(open(), "GET /wor"); // each one a request head begun and held
        Await.until("the server holds every connection", () -> server.openConnections() == held);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        // the JVM counts its peak exactly: every thread started while they close is seen, however briefly it lives
        long others = threads.getThreadCount() - serverThreads();
        threads.resetPeakThreadCount();

        for (Socket s : sockets) s.close(); // the server's parser meets the end of every half-read head at once
        assertEquals(200, getWorld(), "an ordinary request is answered while they close");
        Await.until("the server lets go of every closed connection", () -> server.openConnections() == 0);
        assertEquals(200, getWorld());

        long peak = threads.getPeakThreadCount() - others;
        assertTrue(peak <= limits.maxThreads() + 2 + 1, // the pool, its scheduler, the event ticker, and one request of ours
                peak + " threads at most while " + held + " held connections closed (pool " + limits.maxThreads() + ")");
    }

    @Test
    void aHeadSentOneLineAtATimeIsClosedAtTheDeadline() throws Exception {
        start(new LiveLimits(Duration.ofMillis(500), Duration.ofSeconds(30), 64, 8, 4));
        Socket slow = open();
        slow.setSoTimeout(50);
        send(slow, "GET /world HTTP/1.1\r\nHost: 127.0.0.1\r\n");
        // each header line arrives well within the idle timeout, so only the head deadline can end this
        boolean closed = false;
        for (int i = 0; i < 1_000 && !closed; i++) {
            try {
                send(slow, "X-Slow-" + i + ": 1\r\n");
                closed = closedByServer(slow);
            } catch (IOException e) {
                closed = true;
            }
        }
        assertTrue(closed, "a head that never ends is cut off");
        assertEquals(200, getWorld());
    }

    @Test
    void aConnectionThatSendsNothingIsClosedAtTheDeadline() throws Exception {
        start(new LiveLimits(Duration.ofMillis(500), Duration.ofSeconds(30), 64, 8, 4));
        Socket silent = open();
        assertTrue(closedByServer(silent));
        assertEquals(200, getWorld());
    }

    @Test
    void aKeptAliveConnectionWaitsForItsNextRequestUntilTheIdleTimeout() throws Exception {
        // Idle long enough that a loaded machine sends the next request in time: the timeout's length is not asked.
        start(new LiveLimits(Duration.ofSeconds(5), Duration.ofSeconds(3), 64, 8, 4));
        Socket client = open();
        send(client, "GET /world HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        assertEquals(200, RawHttp.read(client.getInputStream()).status());
        send(client, "GET /tables HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        assertEquals(200, RawHttp.read(client.getInputStream()).status(), "the same connection serves the next request");
        assertTrue(closedByServer(client), "and is closed once idle");
    }

    @Test
    void bodiesThatNeverArriveTakeFewThreadsAndAreCutOffAtTheDeadline() throws Exception {
        LiveLimits limits = new LiveLimits(Duration.ofSeconds(1), Duration.ofSeconds(30), 256, 8, 4);
        start(limits);
        for (int i = 0; i < 40; i++) {
            // a complete head announcing 20 bytes of body, then one byte and nothing more
            send(open(), "PUT /entities/1/components/Position HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n{");
        }
        assertEquals(200, getWorld(), "an ordinary request is answered while the bodies hold");
        int refused = 0;
        for (Socket s : sockets) {
            RawHttp.Answer answer;
            try {
                answer = RawHttp.read(s.getInputStream());
            } catch (IOException closed) {
                continue; // one being read: closed at the body deadline
            }
            assertEquals(503, answer.status(), answer.body());
            assertTrue(json.readTree(answer.body()).path("error").asText().contains("request bodies"), answer.body());
            refused++;
        }
        assertTrue(refused > 0, "beyond the few bodies read at once, the rest are refused at once");
        assertTrue(serverThreads() <= limits.maxThreads() + 2, serverThreads() + " threads");
        Socket prompt = open();
        String body = "{\"x\":1.0,\"y\":2.0}";
        send(prompt, "PUT /entities/999/components/Position HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: " + body.length() + "\r\n\r\n" + body);
        assertEquals(404, RawHttp.read(prompt.getInputStream()).status(), "a body sent in time is read and judged");
    }

    @Test
    void openConnectionsStayUnderTheCapAndTheRestAreServedInTurn() throws Exception {
        LiveLimits limits = new LiveLimits(Duration.ofSeconds(1), Duration.ofSeconds(30), 8, 8, 4);
        start(limits);
        for (int i = 0; i < 24; i++) open(); // connected by the kernel, accepted by the server in turn
        Await.until("the server fills its connection slots", () -> server.openConnections() == limits.maxConnections());
        assertEquals(200, getWorld(), "served once the silent ones ahead of it are closed");
        // every connection ahead of ours was accepted, held and closed at the head deadline in turn
        assertEquals(limits.maxConnections(), server.peakConnections(), "never more open than the cap");
        assertTrue(server.openConnections() <= limits.maxConnections());
    }

    @Test
    void eventStreamsHoldNoThread() throws Exception {
        LiveLimits limits = new LiveLimits(Duration.ofSeconds(5), Duration.ofSeconds(30), 256, 6, 24);
        start(limits);
        List<InputStream> streams = new ArrayList<>();
        for (int i = 0; i < 24; i++) streams.add(subscribe());
        assertEquals(24, server.eventSubscribers());
        assertEquals(200, getWorld(), "24 open streams on a 6-thread pool block nothing");
        assertTrue(serverThreads() <= limits.maxThreads() + 2, serverThreads() + " threads");
        for (InputStream in : streams) assertEquals(3, nextVersions(in).get("tick").asLong(), "the first event comes at once");
        demo.step();
        for (InputStream in : streams) assertEquals(4, nextVersions(in).get("tick").asLong(), "every stream follows the world");
    }

    @Test
    void streamsBeyondTheirBudgetAre503AndAClosedOneFreesItsPlace() throws Exception {
        start(new LiveLimits(Duration.ofSeconds(5), Duration.ofSeconds(30), 64, 8, 2));
        Socket first = open();
        InputStream in1 = subscribe(first);
        InputStream in2 = subscribe();
        RawHttp.Answer third = RawHttp.exchange(server.port(), "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        assertEquals(503, third.status(), third.body());
        assertTrue(json.readTree(third.body()).path("error").asText().contains("at most 2"), third.body());

        first.close();
        // the server learns of it when a write fails: keep the world moving until it lets go
        Await.until("the closed stream is let go", () -> {
            demo.step();
            return server.eventSubscribers() < 2;
        });
        assertNotNull(nextVersions(subscribe()));
        assertNotNull(nextVersions(in2));
        assertNotNull(in1);
    }

    @Test
    void aQuietStreamOutlivesTheIdleTimeout() throws Exception {
        // Jetty's idle timeout runs from a connection's start too: long enough that a loaded machine sends its requests
        // in time (the timeout's length is not asked, only that the stream outlives it).
        start(new LiveLimits(Duration.ofSeconds(5), Duration.ofSeconds(2), 64, 8, 4));
        InputStream in = subscribe();
        assertEquals(3, nextVersions(in).get("tick").asLong());
        // a plain connection opened after the stream's event and closed by the idle timeout: the stream has been quiet longer
        Socket plain = open();
        send(plain, "GET /world HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        assertEquals(200, RawHttp.read(plain.getInputStream()).status());
        assertTrue(closedByServer(plain), "a kept-alive connection is closed once idle");
        assertEquals(1, server.eventSubscribers(), "the quiet stream is still open");
        demo.step();
        assertEquals(4, nextVersions(in).get("tick").asLong());
    }

    private InputStream subscribe() throws IOException {
        return subscribe(open());
    }

    private InputStream subscribe(Socket s) throws IOException {
        send(s, "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        InputStream in = s.getInputStream();
        RawHttp.Answer head = RawHttp.read(in);
        assertEquals(200, head.status());
        assertTrue(head.headers().get("content-type").startsWith("text/event-stream"));
        return in;
    }

    /** The data of the next versions event, skipping chunk sizes, comments and the retry line. */
    private JsonNode nextVersions(InputStream in) throws IOException {
        boolean versions = false;
        for (String line = RawHttp.line(in); line != null; line = RawHttp.line(in)) {
            if (line.equals("event: versions")) versions = true;
            else if (versions && line.startsWith("data: ")) return json.readTree(line.substring("data: ".length()));
        }
        throw new AssertionError("event stream ended");
    }
}
