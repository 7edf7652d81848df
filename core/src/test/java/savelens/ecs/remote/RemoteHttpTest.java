package savelens.ecs.remote;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A server that drops the first connection after reading its request, with no reply (as a server does
 * when it closed a kept-alive connection just as the client reused it), and answers on every later one.
 */
class RemoteHttpTest {
    ServerSocket server;
    Thread acceptor;
    final AtomicInteger connections = new AtomicInteger();

    @BeforeEach
    void start() throws IOException {
        server = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
        acceptor = new Thread(() -> {
            while (!server.isClosed()) {
                try (Socket s = server.accept()) {
                    readHead(s.getInputStream());
                    if (connections.incrementAndGet() == 1) continue; // closed without a byte of reply
                    byte[] body = "{\"ok\":true}".getBytes(StandardCharsets.UTF_8);
                    OutputStream out = s.getOutputStream();
                    out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + body.length
                            + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                    out.write(body);
                    out.flush();
                } catch (IOException closed) {
                    return;
                }
            }
        }, "dropping server");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    @AfterEach
    void stop() throws Exception {
        server.close();
        acceptor.join(2000);
    }

    private static void readHead(InputStream in) throws IOException {
        int matched = 0;
        byte[] end = {'\r', '\n', '\r', '\n'};
        for (int b; matched < 4 && (b = in.read()) >= 0; ) matched = b == end[matched] ? matched + 1 : (b == '\r' ? 1 : 0);
    }

    private RemoteHttp http() {
        return new RemoteHttp(URI.create("http://127.0.0.1:" + server.getLocalPort()));
    }

    @Test
    void aReadThatLostItsConnectionIsSentOnceMore() {
        RemoteHttp.Reply reply = http().get("/tables");
        assertEquals(200, reply.status());
        assertEquals("{\"ok\":true}", reply.text());
        assertEquals(2, connections.get(), "one dropped connection, one answered");
    }

    @Test
    void aPutIsSentOnceMoreToo() {
        assertEquals(200, http().send("PUT", "/component/Hero?component=Health", "{}".getBytes(StandardCharsets.UTF_8)).status());
        assertEquals(2, connections.get());
    }

    @Test
    void aPostIsNotRepeatedSinceItMayHaveActed() {
        WorldUnreachableException e = assertThrows(WorldUnreachableException.class, () -> http().send("POST", "/world/step", null));
        assertTrue(e.getMessage().startsWith("cannot reach http://127.0.0.1:" + server.getLocalPort()), e.getMessage());
        assertEquals(1, connections.get(), "a step the server may have taken is not taken twice");
    }
}
