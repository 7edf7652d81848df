package savelens.ecs.live;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import savelens.ecs.ComponentSet;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.world.InProcessWorld;

/** Drives the live protocol over real HTTP against a demo world that only moves when the test steps it. */
class LiveServerTest {
    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private DemoWorld demo;
    private LiveServer server;

    @BeforeEach
    void start() throws Exception {
        demo = new DemoWorld(2024, 300);
        demo.step(5);
        server = LiveServer.start(new InProcessWorld(demo), 0, Duration.ofMillis(20));
    }

    @AfterEach
    void stop() {
        server.close();
        demo.close();
    }

    private HttpResponse<String> send(String method, String path, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(server.uri().resolve(path)).timeout(Duration.ofSeconds(30));
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (!method.equals("GET")) b.header("Content-Type", "application/json");
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private JsonNode get(String path) throws Exception {
        HttpResponse<String> r = send("GET", path, null);
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        return json.readTree(r.body());
    }

    private void assertError(int status, HttpResponse<String> r) throws Exception {
        assertEquals(status, r.statusCode(), r.body());
        JsonNode body = json.readTree(r.body());
        assertTrue(body.path("error").isTextual() && !body.path("error").asText().isEmpty(), r.body());
    }

    /** An entity with Position and without Frozen, from the first such table. */
    private long movingEntity() throws Exception {
        for (JsonNode t : get("/tables")) {
            String components = t.get("components").toString();
            if (t.get("entities").asLong() > 0 && components.contains("\"Position\"") && !components.contains("Frozen")) {
                return get("/tables/" + t.get("id").asText() + "?offset=0&limit=1").get("rows").get(0).get("entity").asLong();
            }
        }
        throw new AssertionError("no table with Position and without Frozen");
    }

    @Test
    void boundToLoopbackOnly() throws Exception {
        assertEquals("127.0.0.1", server.address().getAddress().getHostAddress());
        assertTrue(server.port() > 0);
        assertEquals("listening on http://127.0.0.1:" + server.port(), server.listeningLine());
        // where the machine has another address, nothing listens there
        for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            for (InetAddress a : Collections.list(ni.getInetAddresses())) {
                if (a.isLoopbackAddress() || a.isLinkLocalAddress()) continue;
                try (Socket s = new Socket()) {
                    assertThrows(ConnectException.class, () -> s.connect(new InetSocketAddress(a, server.port()), 2000), a.toString());
                }
            }
        }
    }

    @Test
    void worldAndTables() throws Exception {
        JsonNode world = get("/world");
        assertEquals(new InProcessWorld(demo).summary().entities(), world.get("entities").asLong());
        assertEquals(5, world.get("tick").asLong());
        assertTrue(world.get("tables").asLong() >= 2);
        assertTrue(world.has("version"));

        JsonNode tables = get("/tables");
        assertTrue(tables.isArray());
        assertEquals(world.get("tables").asLong(), tables.size());
        long sum = 0;
        for (JsonNode t : tables) {
            for (String f : new String[] {"id", "components", "entities", "capacity", "bytes", "version"}) assertTrue(t.has(f), f);
            assertTrue(t.get("capacity").asLong() >= t.get("entities").asLong());
            sum += t.get("entities").asLong();
        }
        assertEquals(world.get("entities").asLong(), sum);
    }

    @Test
    void answersHoldTheDocumentedFieldsInTheirOrderAndNothingTheWorldAddsForItsReaders() throws Exception {
        JsonNode table = get("/tables").get(0);
        assertEquals(List.of("id", "components", "entities", "capacity", "bytes", "version", "sparse"), names(table));
        JsonNode page = get("/tables/" + table.get("id").asText() + "?offset=0&limit=1");
        assertEquals(List.of("id", "components", "total", "offset", "rows", "sparse"), names(page));
        JsonNode row = page.get("rows").get(0);
        assertEquals(List.of("entity", "values"), names(row)); // no "name": the handle is the name
        JsonNode entity = get("/entities/" + row.get("entity").asLong());
        assertEquals(List.of("entity", "table", "components", "sparse"), names(entity));
    }

    private static List<String> names(JsonNode object) {
        List<String> out = new ArrayList<>();
        object.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Test
    void rowsComeInPages() throws Exception {
        JsonNode biggest = null;
        for (JsonNode t : get("/tables")) if (biggest == null || t.get("entities").asLong() > biggest.get("entities").asLong()) biggest = t;
        String id = biggest.get("id").asText();
        long total = biggest.get("entities").asLong();
        assertTrue(total > 6);

        JsonNode page = get("/tables/" + id + "?offset=3&limit=4");
        assertEquals(id, page.get("id").asText());
        assertEquals(biggest.get("components"), page.get("components"));
        assertEquals(total, page.get("total").asLong());
        assertEquals(4, page.get("rows").size());
        JsonNode row = page.get("rows").get(0);
        assertEquals(3, demo.world().rowOf(row.get("entity").asLong()));
        for (JsonNode name : page.get("components")) assertTrue(row.get("values").has(name.asText()));
        JsonNode pos = row.get("values").get("Position");
        assertTrue(pos.get("x").isDouble() && pos.get("y").isDouble());

        assertEquals(Math.min(100, total), get("/tables/" + id).get("rows").size(), "default page is 100 rows");
        assertEquals(0, get("/tables/" + id + "?offset=" + total).get("rows").size());
        assertEquals(total, get("/tables/" + id + "?limit=10000").get("rows").size());
    }

    @Test
    void putChangesAValueOrAddsAComponentAndDeleteRemovesIt() throws Exception {
        long e = movingEntity();
        String before = get("/entities/" + e).get("table").asText();

        HttpResponse<String> changed = send("PUT", "/entities/" + e + "/components/Position", "{\"x\":12.5,\"y\":-3.0}");
        assertEquals(200, changed.statusCode(), changed.body());
        assertEquals(json.readTree("{\"x\":12.5,\"y\":-3.0}"), json.readTree(changed.body()));
        JsonNode entity = get("/entities/" + e);
        assertEquals(e, entity.get("entity").asLong());
        assertEquals(before, entity.get("table").asText());
        assertEquals(12.5, entity.get("components").get("Position").get("x").asDouble());
        assertEquals(12.5, demo.world().get(e, demo.components().position()).x());

        // Frozen is sparse in the demo: added beside the table, so the entity stays in its table
        HttpResponse<String> added = send("PUT", "/entities/" + e + "/components/Frozen", "{}");
        assertEquals(201, added.statusCode(), added.body());
        assertEquals("{}", added.body());
        JsonNode frozen = get("/entities/" + e);
        assertEquals(before, frozen.get("table").asText());
        assertEquals("[\"Frozen\"]", frozen.get("sparse").toString());
        assertEquals("{}", frozen.get("components").get("Frozen").toString());
        JsonNode listed = null;
        for (JsonNode t : get("/tables")) if (t.get("id").asText().equals(before)) listed = t;
        assertNotNull(listed);
        assertTrue(listed.get("sparse").get("Frozen").asLong() >= 1, listed.toString());

        HttpResponse<String> removed = send("DELETE", "/entities/" + e + "/components/Frozen", null);
        assertEquals(204, removed.statusCode());
        assertEquals("", removed.body());
        assertEquals(before, get("/entities/" + e).get("table").asText());
        assertEquals("[]", get("/entities/" + e).get("sparse").toString());
        assertError(404, send("DELETE", "/entities/" + e + "/components/Frozen", null));

        // a table component still moves the entity to the neighbouring table
        String other = demo.world().has(e, demo.components().sprite()) ? "DELETE" : "PUT";
        assertTrue(send(other, "/entities/" + e + "/components/Sprite", other.equals("PUT") ? "{\"id\":1}" : null).statusCode() < 300);
        assertNotEquals(before, get("/entities/" + e).get("table").asText());
    }

    @Test
    void badRequestsAre400() throws Exception {
        long e = movingEntity();
        savelens.ecs.demo.Position before = demo.world().get(e, demo.components().position());
        assertError(400, send("PUT", "/entities/" + e + "/components/Position", "{\"x\":1,"));
        assertError(400, send("PUT", "/entities/" + e + "/components/Position", "{\"x\":\"1\",\"y\":2}"));
        assertError(400, send("PUT", "/entities/" + e + "/components/Position", "{\"x\":1}"));
        assertError(400, send("PUT", "/entities/" + e + "/components/Health", "{\"hp\":1.5,\"max\":3}"));
        assertError(400, send("PUT", "/entities/" + e + "/components/Position", ""));
        assertError(400, send("PUT", "/entities/" + e + "/components/Position", "{} {}"));
        assertError(400, send("GET", "/entities/abc", null));
        assertError(400, send("GET", "/entities/-5", null));
        String table = get("/tables").get(0).get("id").asText();
        assertError(400, send("GET", "/tables/" + table + "?limit=10001", null));
        assertError(400, send("GET", "/tables/" + table + "?offset=x", null));
        assertError(400, send("GET", "/tables/" + table + "?offset=-1", null));
        assertEquals(before, demo.world().get(e, demo.components().position()), "a refused value changes nothing");
        assertEquals(200, send("GET", "/world", null).statusCode());
    }

    @Test
    void unknownThingsAre404() throws Exception {
        long e = movingEntity();
        demo.world().destroy(e);
        assertError(404, send("GET", "/entities/" + e, null));
        assertError(404, send("PUT", "/entities/" + e + "/components/Position", "{\"x\":1.0,\"y\":2.0}"));
        assertError(404, send("GET", "/entities/" + (1L << 60), null));
        long live = demo.world().query(ComponentSet.EMPTY)[0];
        assertError(404, send("PUT", "/entities/" + live + "/components/Mass", "{\"kg\":1}"));
        assertError(404, send("DELETE", "/entities/" + live + "/components/Mass", null));
        assertError(404, send("GET", "/tables/NoSuchTable", null));
        assertError(404, send("GET", "/nothing/here", null));
        assertError(405, send("POST", "/world", "{}"));
    }

    @Test
    void nonFiniteNumbersAre400AndChangeNothing() throws Exception {
        long e = movingEntity();
        savelens.ecs.demo.Position before = demo.world().get(e, demo.components().position());
        String path = "/entities/" + e + "/components/Position";
        HttpResponse<String> overflow = send("PUT", path, "{\"x\":1e999,\"y\":2.0}");
        assertError(400, overflow);
        assertTrue(overflow.body().contains("1e999") && overflow.body().contains("line 1, column 6"), overflow.body());
        assertError(400, send("PUT", path, "{\"x\":0.5,\"y\":-1e400}"));
        assertError(400, send("PUT", path, "{\"x\":1" + "0".repeat(400) + ",\"y\":2.0}"));
        for (String token : new String[] {"NaN", "Infinity", "-Infinity"}) {
            HttpResponse<String> r = send("PUT", path, "{\"x\":" + token + ",\"y\":2.0}");
            assertError(400, r);
            assertFalse(r.body().contains("enable `"), "no hint about parser settings: " + r.body());
        }
        assertEquals(before, demo.world().get(e, demo.components().position()), "a refused value changes nothing");
        assertFalse(get("/entities/" + e).toString().contains("Infinity"));

        HttpResponse<String> large = send("PUT", path, "{\"x\":1e300,\"y\":-1e-300}");
        assertEquals(200, large.statusCode(), large.body());
        assertTrue(json.readTree(large.body()).get("x").isDouble(), "a large finite number stays a number: " + large.body());
    }

    @Test
    void errorsJettyRaisesItselfAreJsonToo() throws Exception {
        int port = server.port();
        assertRawError(400, RawHttp.exchange(port, "GARBAGE\r\n\r\n"));
        assertRawError(400, RawHttp.exchange(port, "GET\r\n\r\n"));
        assertRawError(400, RawHttp.exchange(port, "GET /world HTTP/1.1\r\nHost: 127.0.0.1\r\nno colon here\r\n\r\n"));
        assertRawError(505, RawHttp.exchange(port, "GET /world HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n"));
        assertRawError(431, RawHttp.exchange(port, "GET /world HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + "a".repeat(20_000) + "\r\n\r\n"));
        assertRawError(400, RawHttp.exchange(port, "GET /world HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: bogus\r\n\r\n"));
        assertRawError(400, RawHttp.exchange(port, "GET /wor%zzld HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));

        RawHttp.Answer brew = RawHttp.exchange(port, "BREW /world HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        assertRawError(405, brew);
        assertEquals("GET", brew.headers().get("allow"));
        RawHttp.Answer trace = RawHttp.exchange(port, "TRACE /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        assertRawError(405, trace);
        assertEquals("GET", trace.headers().get("allow"));
        assertRawError(404, RawHttp.exchange(port, "GET /nothing/here HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
        assertRawError(400, RawHttp.exchange(port, "GET http://attacker.example/world HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
        assertRawError(403, RawHttp.exchange(port, "GET http://attacker.example/world HTTP/1.1\r\nHost: attacker.example\r\n\r\n"));
        assertEquals(200, RawHttp.exchange(port, "GET /world HTTP/1.1\r\nHost: localhost:" + port + "\r\n\r\n").status());
        assertNull(RawHttp.exchange(port, "GET /world HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").headers().get("server"), "no server banner");
    }

    private void assertRawError(int status, RawHttp.Answer answer) throws Exception {
        assertEquals(status, answer.status(), answer.body());
        assertTrue(answer.headers().getOrDefault("content-type", "").startsWith("application/json"), answer.headers().toString());
        JsonNode body = json.readTree(answer.body());
        assertEquals(1, body.size(), answer.body());
        assertTrue(body.path("error").isTextual() && !body.path("error").asText().isBlank(), answer.body());
    }

    @Test
    void bodiesOverOneMebibyteAre413() throws Exception {
        long e = movingEntity();
        String big = "{\"x\":1.0,\"y\":2.0," + "\"pad\":\"" + "a".repeat(1 << 20) + "\"}";
        assertError(413, send("PUT", "/entities/" + e + "/components/Position", big));
        // just under the limit is read and judged on its content (400: unknown field)
        String justUnder = "{\"x\":1.0,\"y\":2.0,\"p\":\"" + "a".repeat((1 << 20) - 40) + "\"}";
        assertTrue(justUnder.length() <= 1 << 20);
        assertError(400, send("PUT", "/entities/" + e + "/components/Position", justUnder));
    }

    @Test
    void aPageOnAnotherSiteCannotChangeTheWorld() throws Exception {
        int port = server.port();
        long tick = get("/world").get("tick").asLong();
        String pause = "POST /world/pause HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Length: 0\r\nConnection: close\r\n";
        // what a browser sends without asking first: a plain-text post from another origin
        assertRawError(403, RawHttp.exchange(port, pause + "Origin: http://evil.example\r\nContent-Type: text/plain\r\n\r\n"));
        assertRawError(403, RawHttp.exchange(port, pause + "Origin: http://evil.example\r\nContent-Type: application/json\r\n\r\n"));
        assertRawError(403, RawHttp.exchange(port, pause + "Origin: null\r\nContent-Type: application/json\r\n\r\n"));
        assertRawError(403, RawHttp.exchange(port, pause + "Origin: http://127.0.0.1:" + (port + 1) + "\r\nContent-Type: application/json\r\n\r\n"));
        assertRawError(403, RawHttp.exchange(port, "GET /world HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://evil.example\r\nConnection: close\r\n\r\n"));
        // a changing request that does not say it carries JSON, with or without a body
        assertRawError(403, RawHttp.exchange(port, pause + "Content-Type: text/plain\r\n\r\n"));
        assertRawError(403, RawHttp.exchange(port, pause + "Content-Type: application/x-www-form-urlencoded\r\n\r\n"));
        assertRawError(403, RawHttp.exchange(port, pause + "\r\n"));
        assertRawError(403, RawHttp.exchange(port, "DELETE /entities/1/components/Frozen HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"));
        assertRawError(403, RawHttp.exchange(port, "PUT /entities/1/components/Frozen HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n"
                + "Content-Length: 2\r\nConnection: close\r\n\r\n{}"));
        long e = movingEntity();
        assertRawError(403, RawHttp.exchange(port, "PUT /entities/" + e + "/components/Frozen HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n"
                + "Content-Length: 2\r\nConnection: close\r\n\r\n{}"));
        assertFalse(get("/entities/" + e).get("components").has("Frozen"), "nothing was changed");
        assertEquals(tick, get("/world").get("tick").asLong());

        // its own pages and tools pass
        for (String origin : new String[] {"http://127.0.0.1:" + port, "http://localhost:" + port, "http://[::1]:" + port}) {
            assertEquals(200, RawHttp.exchange(port, "GET /world HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: " + origin + "\r\nConnection: close\r\n\r\n").status(), origin);
        }
        assertEquals(201, RawHttp.exchange(port, "PUT /entities/" + e + "/components/Frozen HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:" + port
                + "\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}").status());
    }

    @Test
    void aMalformedChunkedBodyIs400() throws Exception {
        long e = movingEntity();
        String head = "PUT /entities/" + e + "/components/Position HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n";
        assertRawError(400, RawHttp.exchange(server.port(), head + "zz\r\n{}\r\n0\r\n\r\n"));
        try (java.net.Socket s = new java.net.Socket("127.0.0.1", server.port())) { // a body that breaks off: the client stops sending
            s.setSoTimeout(30_000);
            s.getOutputStream().write((head + "40\r\n{\"x\":1.0").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
            s.shutdownOutput();
            assertRawError(400, RawHttp.read(s.getInputStream()));
        }
    }

    @Test
    void otherHostNamesAreRefused() throws Exception {
        assertRawError(403, RawHttp.exchange(server.port(), "GET /world HTTP/1.1\r\nHost: attacker.example:27760\r\nConnection: close\r\n\r\n"));
    }

    @Test
    void eventsStreamVersionsAndFollowChanges() throws Exception {
        HttpRequest req = HttpRequest.newBuilder(server.uri().resolve("/events")).build();
        HttpResponse<Stream<String>> r = http.send(req, HttpResponse.BodyHandlers.ofLines());
        assertEquals(200, r.statusCode());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream"));
        try (Stream<String> lines = r.body()) {
            Iterator<String> it = lines.iterator();
            JsonNode first = nextVersions(it);
            assertEquals(5, first.get("tick").asLong());
            assertEquals(new InProcessWorld(demo).tables().size(), first.get("tables").size());
            JsonNode t0 = first.get("tables").get(0);
            assertTrue(t0.get("id").isTextual() && t0.get("version").isIntegralNumber());

            demo.step();
            JsonNode second = nextVersions(it);
            assertEquals(6, second.get("tick").asLong());
        }
        assertEquals(200, send("GET", "/world", null).statusCode(), "an open stream blocks nothing");
    }

    private JsonNode nextVersions(Iterator<String> it) throws Exception {
        while (it.hasNext()) {
            if (!it.next().equals("event: versions")) continue;
            String data = it.next();
            assertTrue(data.startsWith("data: "), data);
            assertEquals("", it.next(), "an event ends with a blank line");
            return json.readTree(data.substring("data: ".length()));
        }
        throw new AssertionError("event stream ended");
    }
}
