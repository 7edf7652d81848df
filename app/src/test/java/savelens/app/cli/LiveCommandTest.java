package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.live.LiveServer;
import savelens.ecs.world.InProcessWorld;

/** {@code savelens live URL …} against SaveLens's own server: what it prints is what the server answers. */
class LiveCommandTest {
    static final ObjectMapper JSON = new ObjectMapper();

    DemoWorld world;
    LiveServer server;
    String url;

    @BeforeEach
    void serve() throws Exception {
        world = new DemoWorld(7, 120); // not started: the world stands still between the CLI and the check
        world.step(20);
        server = LiveServer.start(new InProcessWorld(world), 0);
        url = server.uri().toString();
    }

    @AfterEach
    void stop() {
        server.close();
        world.close();
    }

    JsonNode serverSays(String path) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url + path)).build(), HttpResponse.BodyHandlers.ofString());
        return JSON.readTree(r.body());
    }

    @Test
    void tablesJsonIsTheServersTablesInTheSharedShape() throws Exception {
        CliTest.Result r = CliTest.run("live", url, "tables", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode printed = JSON.readTree(r.out());
        JsonNode tables = serverSays("/tables");
        assertEquals(tables.size(), printed.size());
        for (int i = 0; i < tables.size(); i++) {
            JsonNode p = printed.get(i), t = tables.get(i);
            java.util.List<String> keys = iterable(p.fieldNames());
            assertEquals(java.util.List.of("id", "components", "entities", "capacity", "bytes"), keys.subList(0, 5));
            for (String f : new String[] {"id", "components", "entities", "capacity", "bytes"}) assertEquals(t.get(f), p.get(f), f);
            // the sparse components the table's entities hold, with counts, only when there are some
            if (t.get("sparse").isEmpty()) assertEquals(5, keys.size());
            else assertEquals(t.get("sparse"), p.get("sparse"));
        }
    }

    static java.util.List<String> iterable(java.util.Iterator<String> it) {
        java.util.List<String> out = new java.util.ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }

    @Test
    void tablesAsTextListOneLinePerTable() {
        CliTest.Result r = CliTest.run("live", url, "tables");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        assertTrue(lines[0].startsWith("TABLE"), lines[0]);
        assertEquals(new InProcessWorld(world).tables().size() + 1, lines.length);
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("Position+Velocity ") && l.matches(".*  Position, Velocity(; sparse Frozen \\d+)?")), r.out());
    }

    @Test
    void rowsAndEntitiesAreTheServersOwn() throws Exception {
        CliTest.Result r = CliTest.run("live", url, "rows", "Position+Velocity", "--offset", "1", "--limit", "2", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode printed = JSON.readTree(r.out());
        JsonNode page = serverSays("/tables/Position+Velocity?offset=1&limit=2");
        assertEquals(page.get("total"), printed.get("total"));
        assertEquals(1, printed.get("offset").asInt());
        assertEquals(2, printed.get("rows").size());
        for (int i = 0; i < 2; i++) {
            assertEquals(page.get("rows").get(i).get("entity"), printed.get("rows").get(i).get("entity"));
            assertEquals(page.get("rows").get(i).get("values"), printed.get("rows").get(i).get("values"));
            assertEquals(printed.get("rows").get(i).get("entity").asText(), printed.get("rows").get(i).get("name").asText());
        }
        String entity = printed.get("rows").get(0).get("name").asText();
        CliTest.Result e = CliTest.run("live", url, "entity", entity, "--json");
        assertEquals(0, e.code(), e.err());
        JsonNode view = serverSays("/entities/" + entity);
        JsonNode shown = JSON.readTree(e.out());
        assertEquals(view.get("table"), shown.get("table"));
        assertEquals(view.get("components"), shown.get("components"));
        CliTest.Result text = CliTest.run("live", url, "entity", entity);
        assertTrue(text.out().startsWith(entity + " in table Position+Velocity\n  Position: {"), text.out());
    }

    @Test
    void anEntityIsAcceptedAsTheWindowWritesIt() throws Exception {
        long entity = new InProcessWorld(world).rows("Position+Velocity", 0, 1).rows().get(0).entity();
        String written = savelens.app.ecs.LiveRow.handleText(entity); // the Live ECS window's entity column
        assertTrue(written.matches("[0-9]+:[0-9]+"), written);
        CliTest.Result byText = CliTest.run("live", url, "entity", written, "--json");
        assertEquals(0, byText.code(), byText.err());
        CliTest.Result byNumber = CliTest.run("live", url, "entity", Long.toString(entity), "--json");
        assertEquals(byNumber.out(), byText.out());
        assertEquals(entity, JSON.readTree(byText.out()).get("entity").asLong());
    }

    @Test
    void anUnknownTableIsARefusedRequest() {
        CliTest.Result r = CliTest.run("live", url, "rows", "Nope");
        assertEquals(1, r.code());
        assertEquals("savelens live: " + url + ": no table Nope\n", r.err().replace("\r", ""));
    }

    @Test
    void aServerThatCannotBeReachedIsExitTwoWithOneLine() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        CliTest.Result r = CliTest.run("live", "127.0.0.1:" + port, "tables");
        assertEquals(2, r.code());
        assertEquals("savelens live: cannot reach http://127.0.0.1:" + port + ": connection refused (is the world running?)\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    void misuseIsAUsageError() {
        assertEquals(64, CliTest.run("live", url).code());
        assertEquals(64, CliTest.run("live", url, "frob").code());
        assertEquals(64, CliTest.run("live", url, "rows").code());
        assertEquals(64, CliTest.run("live", url, "tables", "--limit", "3").code());
        assertEquals(64, CliTest.run("live", url, "rows", "T", "--limit", "-1").code());
        assertEquals(64, CliTest.run("live", "ftp://x", "tables").code());
    }

    /** A server answering /world as SaveLens's does, and /tables with what {@code tables} gives. */
    private static com.sun.net.httpserver.HttpServer hostile(String tables, boolean endless) throws Exception {
        com.sun.net.httpserver.HttpServer h = com.sun.net.httpserver.HttpServer.create(new java.net.InetSocketAddress("127.0.0.1", 0), 0);
        h.createContext("/", ex -> {
            String path = ex.getRequestURI().getPath();
            byte[] body = (path.equals("/world") ? "{\"entities\":1,\"tables\":1,\"tick\":1,\"version\":1}" : tables)
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8);
            ex.getResponseHeaders().add("Content-Type", "application/json");
            if (path.equals("/tables") && endless) {
                ex.sendResponseHeaders(200, 0);
                try (java.io.OutputStream out = ex.getResponseBody()) {
                    out.write('[');
                    byte[] chunk = "1,".repeat(8192).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
                    while (true) out.write(chunk);
                } catch (java.io.IOException gone) {
                    return;
                }
            }
            ex.sendResponseHeaders(path.equals("/world") || !tables.contains("error") ? 200 : 400, body.length);
            try (java.io.OutputStream out = ex.getResponseBody()) {
                out.write(body);
            }
        });
        h.start();
        return h;
    }

    @Test
    void whatAServerSaysIsPrintedWithoutControlCharactersAndEachFailureIsOneLine() throws Exception {
        String fake = "[{\"id\":\"\\u001b[31mRED\\r\\nFAKE LINE\",\"components\":[\"A\\u0000B\"],\"entities\":1,\"capacity\":1,\"bytes\":1,\"version\":1}]";
        com.sun.net.httpserver.HttpServer h = hostile(fake, false);
        try {
            String at = "http://127.0.0.1:" + h.getAddress().getPort();
            CliTest.Result r = CliTest.run("live", at, "tables");
            assertEquals(0, r.code(), r.err());
            assertFalse(r.out().contains("\u001b") || r.out().contains("\r") || r.out().contains("\0"), r.out());
            assertTrue(r.out().contains("\\u001B[31mRED\\u000D\\u000AFAKE LINE"), r.out());
            assertEquals(2, r.out().split("\n").length, "a header and one table: " + r.out());
        } finally {
            h.stop(0);
        }
        com.sun.net.httpserver.HttpServer wrong = hostile("[{\"id\":\"T\",\"components\":[],\"entities\":\"many\"}]", false);
        try {
            String at = "http://127.0.0.1:" + wrong.getAddress().getPort();
            CliTest.Result r = CliTest.run("live", at, "tables");
            assertEquals(2, r.code());
            assertEquals("savelens live: unexpected reply from " + at + "/tables: a value of the wrong kind at [0].entities\n", r.err());
        } finally {
            wrong.stop(0);
        }
    }

    @Test
    void anEndlessReplyStopsAtTheLimitSetOnTheCommandLine() throws Exception {
        com.sun.net.httpserver.HttpServer h = hostile("", true);
        try {
            String at = "http://127.0.0.1:" + h.getAddress().getPort();
            CliTest.Result r = CliTest.run("live", at, "tables", "--max-reply", "1048576", "--reply-timeout", "60");
            assertEquals(2, r.code());
            assertEquals("savelens live: " + at + "/tables: the reply is larger than 1 MiB\n", r.err());
            assertEquals(64, CliTest.run("live", at, "tables", "--max-reply", "0").code());
            assertEquals(64, CliTest.run("live", at, "tables", "--reply-timeout", "soon").code());
        } finally {
            h.stop(0);
        }
    }
}
