package savelens.ecs.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import savelens.ecs.inspect.InspectionException;

/**
 * A server that does not play fair: an endless body, a body that trickles, escape sequences and fake lines in its
 * messages, replies of the wrong shape. Each costs the client one failed call with one printable line.
 */
class HostileServerTest {
    private ServerSocket server;
    private Thread acceptor;
    final List<String> heads = new CopyOnWriteArrayList<>();
    /** Released when a test is over, so a server that stalls on purpose lets go. */
    private final CountDownLatch finished = new CountDownLatch(1);

    /** Serves every connection with {@code answer}, given the request head and the socket's output. */
    private URI serve(BiConsumer<String, OutputStream> answer) throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        acceptor = new Thread(() -> {
            while (!server.isClosed()) {
                try {
                    Socket s = server.accept();
                    Thread t = new Thread(() -> {
                        try (s) {
                            String head = head(s.getInputStream());
                            heads.add(head);
                            answer.accept(head, s.getOutputStream());
                        } catch (IOException | RuntimeException gone) {
                            // the client hung up, as it should
                        }
                    });
                    t.setDaemon(true);
                    t.start();
                } catch (IOException closed) {
                    return;
                }
            }
        });
        acceptor.setDaemon(true);
        acceptor.start();
        return URI.create("http://127.0.0.1:" + server.getLocalPort());
    }

    @AfterEach void stop() throws Exception {
        finished.countDown();
        if (server != null) server.close();
        if (acceptor != null) acceptor.join(2000);
    }

    private static String head(InputStream in) throws IOException {
        ByteArrayOutputStream h = new ByteArrayOutputStream();
        int matched = 0;
        byte[] end = {'\r', '\n', '\r', '\n'};
        for (int b; matched < 4 && (b = in.read()) >= 0; ) {
            h.write(b);
            matched = b == end[matched] ? matched + 1 : (b == '\r' ? 1 : 0);
        }
        return h.toString(StandardCharsets.ISO_8859_1);
    }

    private static void write(OutputStream out, String s) {
        try {
            out.write(s.getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void json(OutputStream out, int status, String body) {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        write(out, "HTTP/1.1 " + status + " X\r\nContent-Type: application/json\r\nContent-Length: " + b.length + "\r\nConnection: close\r\n\r\n" + body);
    }

    private static void assertOnePrintableLine(String message) {
        assertFalse(message.chars().anyMatch(c -> Character.isISOControl(c)), "no control characters: " + message);
        assertFalse(message.contains("com.fasterxml") || message.contains("java."), "no Java names: " + message);
    }

    @Test void anEndlessBodyFailsTheCallAtTheLimit() throws Exception {
        URI at = serve((head, out) -> {
            write(out, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n[");
            byte[] chunk = "1,".repeat(4096).getBytes(StandardCharsets.US_ASCII);
            try {
                while (true) out.write(chunk); // until the client hangs up
            } catch (IOException e) {
                // it did
            }
        });
        RemoteHttp http = new RemoteHttp(at, new ReplyLimits(1 << 20, Duration.ofSeconds(60)));
        WorldUnreachableException e = assertThrows(WorldUnreachableException.class, () -> http.get("/tables"));
        assertEquals(at + "/tables: the reply is larger than 1 MiB", e.getMessage());
    }

    @Test void aTricklingBodyFailsTheCallAtItsTime() throws Exception {
        URI at = serve((head, out) -> {
            write(out, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\nConnection: close\r\n\r\n");
            try {
                for (int i = 0; i < 100_000; i++) {
                    out.write(' ');
                    out.flush();
                    if (finished.await(50, TimeUnit.MILLISECONDS)) return; // a byte every 50 ms until the test is over
                }
            } catch (IOException | InterruptedException e) {
                // the client hung up
            }
        });
        RemoteHttp http = new RemoteHttp(at, new ReplyLimits(1 << 20, Duration.ofMillis(500)));
        WorldUnreachableException e = assertThrows(WorldUnreachableException.class, () -> http.get("/world"));
        assertEquals(at + "/world: no complete answer within 0.5 s", e.getMessage());
    }

    @Test void whatTheServerSaysIsPrintedWithoutItsControlCharacters() throws Exception {
        URI at = serve((head, out) -> json(out, 400, "{\"error\":\"\\u001b[31mred\\r\\nFAKE LINE\\u0000\\u202e\"}"));
        InspectionException e = assertThrows(InspectionException.class, () -> new RemoteHttp(at).checked(new RemoteHttp(at).get("/world")));
        assertEquals("\\u001B[31mred\\u000D\\u000AFAKE LINE\\u0000\\u202E", e.getMessage());
        assertOnePrintableLine(e.getMessage());
    }

    @Test void aReplyThatIsNoJsonSaysSoInOneLine() throws Exception {
        URI at = serve((head, out) -> {
            write(out, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 6\r\nConnection: close\r\n\r\n");
            try {
                out.write(new byte[] {'{', 0, (byte) 0xFF, '\r', '\n', 0x1b});
            } catch (IOException ignored) {
                // gone
            }
        });
        WorldUnreachableException e = assertThrows(WorldUnreachableException.class, () -> new RemoteHttp(at).getJson("/world"));
        assertOnePrintableLine(e.getMessage());
        assertTrue(e.getMessage().startsWith("unreadable reply from " + at + "/world: not JSON"), e.getMessage());
    }

    @Test void aReplyOfTheWrongShapeNamesWhereInOneLine() throws Exception {
        URI at = serve((head, out) -> json(out, 200, head.startsWith("GET /tables ")
                ? "[{\"id\":\"A\",\"components\":[],\"entities\":\"many\",\"capacity\":1,\"bytes\":1,\"version\":1}]"
                : "{\"entities\":1,\"tables\":1,\"tick\":1,\"version\":1}"));
        try (SaveLensClient client = new SaveLensClient(new RemoteHttp(at))) {
            WorldUnreachableException e = assertThrows(WorldUnreachableException.class, client::tables);
            assertEquals("unexpected reply from " + at + "/tables: a value of the wrong kind at [0].entities", e.getMessage());
        }
    }

    @Test void everyRequestThatChangesTheWorldSaysItCarriesJson() throws Exception {
        URI at = serve((head, out) -> json(out, 200, "{\"paused\":true,\"tick\":3}"));
        RemoteHttp http = new RemoteHttp(at);
        http.send("POST", "/world/pause", null);
        http.send("DELETE", "/entities/1/components/Frozen", null);
        http.send("PUT", "/entities/1/components/Frozen", "{}".getBytes(StandardCharsets.UTF_8));
        assertEquals(3, heads.size());
        for (String h : heads) assertTrue(h.toLowerCase(java.util.Locale.ROOT).contains("\r\ncontent-type: application/json\r\n"), h);
    }
}
