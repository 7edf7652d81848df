package savelens.app.cli;

import savelens.ecs.remote.FlecsWorld;
import savelens.ecs.remote.LiveWorlds;
import savelens.ecs.world.LiveWorld;
import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.ecs.remote.FlecsWorld;
import savelens.ecs.remote.LiveWorlds;
import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldRow;
import savelens.ecs.world.WorldTable;

/**
 * The Flecs source and {@code savelens live} against a real Flecs application: the shared Flecs demo,
 * built with gcc once for this class and run on a free port. Skipped (with the reason on stderr) where
 * gcc or ../shared/third_party/flecs is missing.
 */
class FlecsDemoTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @TempDir static Path build;
    static Process demo;
    static String url;

    @BeforeAll
    static void buildAndStart() throws Exception {
        Path flecs = Path.of(System.getProperty("savelens.samples", "../shared/samples")).toAbsolutePath().getParent().resolve("third_party/flecs");
        skipUnless(Files.isRegularFile(flecs.resolve("build.sh")), "no Flecs sources at " + flecs);
        skipUnless(onPath("gcc"), "gcc is not on the PATH");
        Process gcc = new ProcessBuilder("bash", flecs.resolve("build.sh").toString(), build.toString())
                .redirectErrorStream(true).redirectOutput(build.resolve("build.log").toFile()).start();
        if (!gcc.waitFor(5, TimeUnit.MINUTES)) {
            gcc.destroyForcibly();
            fail("building the Flecs demo took over 5 minutes");
        }
        assertEquals(0, gcc.exitValue(), () -> "build.sh failed: " + read(build.resolve("build.log")));
        skipUnless(ListeningPorts.readable(), "no /proc to learn the port the Flecs demo listens on");
        int hint;
        try (ServerSocket s = new ServerSocket(0)) {
            hint = s.getLocalPort(); // Flecs cannot bind port 0; when this one is taken meanwhile it moves to the next
        }
        demo = new ProcessBuilder(build.resolve("flecs-demo").toString(), "--port", Integer.toString(hint))
                .redirectErrorStream(true).redirectOutput(build.resolve("demo.log").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        Set<Integer> ports = ListeningPorts.of(demo.pid());
        while (ports.isEmpty()) { // until the demo's REST server has bound its port
            if (demo.waitFor(20, TimeUnit.MILLISECONDS)) fail("the Flecs demo ended: " + read(build.resolve("demo.log")));
            if (System.nanoTime() > deadline) fail("the Flecs demo did not listen on a port within 60 s");
            ports = ListeningPorts.of(demo.pid());
        }
        Set<Integer> bound = ports;
        assertEquals(1, bound.size(), () -> "the Flecs demo listens on one port, not " + bound);
        url = "http://127.0.0.1:" + bound.iterator().next();
        assertTrue(get("/").contains("Flecs"), "a listening Flecs server answers GET /");
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (demo == null) return;
        demo.destroy();
        if (!demo.waitFor(5, TimeUnit.SECONDS)) demo.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
    }

    static void skipUnless(boolean condition, String reason) {
        if (!condition) System.err.println("FlecsDemoTest skipped: " + reason);
        Assumptions.assumeTrue(condition, reason);
    }

    static boolean onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) return true;
        }
        return false;
    }

    static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            return "(no log)";
        }
    }

    static String get(String path) throws IOException, InterruptedException {
        HttpRequest r = HttpRequest.newBuilder(URI.create(url + path)).timeout(Duration.ofSeconds(5)).build();
        return HTTP.send(r, HttpResponse.BodyHandlers.ofString()).body();
    }

    static JsonNode getJson(String path) throws Exception {
        return JSON.readTree(get(path));
    }

    static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        for (JsonNode n : array) out.add(n.asText());
        return out;
    }

    static Set<String> names(Iterator<String> it) {
        Set<String> out = new HashSet<>();
        it.forEachRemaining(out::add);
        return out;
    }

    /** The server's own table of exactly these components. */
    static JsonNode serverTable(String... type) throws Exception {
        for (JsonNode t : getJson("/tables")) if (texts(t.get("type")).equals(List.of(type))) return t;
        throw new AssertionError("no table " + List.of(type));
    }

    @Test
    void theKindIsToldFromTheReplies() {
        try (LiveWorld s = LiveWorlds.open(url)) {
            assertInstanceOf(FlecsWorld.class, s);
            assertTrue(s.hasBuiltInTables());
            assertFalse(s.canPauseWorld());
        }
    }

    @Test
    void tablesAreTheServersWithBuiltInOnesMarked() throws Exception {
        try (LiveWorld s = LiveWorlds.open(url)) {
            List<WorldTable> tables = s.tables();
            JsonNode server = getJson("/tables");
            assertEquals(server.size(), tables.size());
            long sum = 0;
            for (JsonNode t : server) sum += t.get("count").asLong();
            assertEquals(sum, s.summary().entities(), "the entity count is the sum of the tables' counts");
            JsonNode hero = serverTable("Position", "Health", "(Identifier,Name)");
            WorldTable mine = tables.stream().filter(t -> t.id().equals(hero.get("id").asText())).findFirst().orElseThrow();
            assertEquals(1, mine.entities());
            assertTrue(mine.bytes() > 0, "the demo imports FlecsStats");
            assertFalse(mine.builtIn());
            WorldTable components = tables.stream().filter(t -> t.components().contains("Component") && t.entities() > 0).findFirst().orElseThrow();
            assertTrue(components.builtIn(), components.toString());
        }
    }

    @Test
    void rowsAreExactlyTheEntitiesOfTheTablePagedAsAsked() throws Exception {
        JsonNode table = serverTable("Position", "Health");
        String id = table.get("id").asText();
        try (LiveWorld s = LiveWorlds.open(url)) {
            WorldPage all = s.rows(id, 0, 1000);
            assertEquals(table.get("count").asLong(), all.total());
            assertEquals(all.total(), all.rows().size());
            for (WorldRow r : all.rows().subList(0, 5)) {
                JsonNode e = getJson("/entity/%23" + r.entity() + "?values=true");
                assertEquals(Set.of("Position", "Health"), names(e.get("components").fieldNames()), "entity " + r.entity());
                assertEquals(e.get("components").get("Health"), r.values().get("Health"));
            }
            WorldPage page = s.rows(id, 10, 5);
            assertEquals(all.rows().subList(10, 15).stream().map(WorldRow::entity).toList(), page.rows().stream().map(WorldRow::entity).toList());
            assertEquals("Hero", s.rows(serverTable("Position", "Health", "(Identifier,Name)").get("id").asText(), 0, 1).rows().get(0).name());
        }
    }

    @Test
    void anEditIsReadBackThroughGetEntity() throws Exception {
        String id = serverTable("Position", "Health").get("id").asText();
        try (LiveWorld s = LiveWorlds.open(url)) {
            long entity = s.rows(id, 3, 1).rows().get(0).entity();
            JsonNode health = JSON.readTree("{\"hp\":42,\"max\":100}");
            s.setComponent(entity, "Health", health);
            JsonNode read = null;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (!health.equals(read) && System.nanoTime() < deadline) { // Flecs applies a PUT with its next frame
                read = getJson("/entity/%23" + entity + "?values=true").get("components").get("Health");
            }
            assertEquals(health, read);
            assertFalse(s.wasOverwritten(entity, "Health", health), "no system writes Health");

            // Move writes Position every frame: an edit of a moving entity is written over at once
            String moving = serverTable("Position", "Velocity").get("id").asText();
            WorldRow row = s.rows(moving, 0, 50).rows().stream()
                    .filter(r -> r.values().get("Velocity").get("x").asDouble() != 0).findFirst().orElseThrow();
            JsonNode position = JSON.readTree("{\"x\":1.5,\"y\":2.5}");
            s.setComponent(row.entity(), "Position", position);
            deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            boolean overwritten = false;
            while (!overwritten && System.nanoTime() < deadline) overwritten = s.wasOverwritten(row.entity(), "Position", position);
            assertTrue(overwritten, "Move wrote over the edit within 5 s");
        }
    }

    @Test
    void theCommandLinePrintsWhatTheServerAnswers() throws Exception {
        CliTest.Result r = CliTest.run("live", url, "tables", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode printed = JSON.readTree(r.out());
        JsonNode server = getJson("/tables");
        assertEquals(server.size(), printed.size());
        for (int i = 0; i < server.size(); i++) {
            JsonNode p = printed.get(i), t = server.get(i);
            assertEquals(t.get("id").asText(), p.get("id").asText());
            assertEquals(t.get("type"), p.get("components"));
            assertEquals(t.get("count").asLong(), p.get("entities").asLong());
            assertEquals(t.get("size").asLong(), p.get("capacity").asLong());
            long bytes = 0;
            for (String part : List.of("table", "components")) {
                for (Iterator<java.util.Map.Entry<String, JsonNode>> f = t.get("memory").get(part).fields(); f.hasNext(); ) {
                    var e = f.next();
                    if (e.getKey().startsWith("bytes_")) bytes += e.getValue().asLong();
                }
            }
            assertEquals(bytes, p.get("bytes").asLong(), "table " + t.get("id"));
        }

        CliTest.Result hero = CliTest.run("live", url, "entity", "Hero", "--json");
        assertEquals(0, hero.code(), hero.err());
        JsonNode shown = JSON.readTree(hero.out());
        JsonNode own = getJson("/entity/Hero?values=true&entity_id=true");
        assertEquals(own.get("id"), shown.get("entity"));
        assertEquals(own.get("components"), shown.get("components"));

        String id = serverTable("Position", "Health").get("id").asText();
        CliTest.Result rows = CliTest.run("live", url, "rows", id, "--limit", "3", "--json");
        assertEquals(0, rows.code(), rows.err());
        JsonNode page = JSON.readTree(rows.out());
        assertEquals(3, page.get("rows").size());
        for (JsonNode row : page.get("rows")) {
            JsonNode e = getJson("/entity/" + row.get("name").asText().replace("#", "%23") + "?values=true");
            assertEquals(e.get("components"), row.get("values"));
        }

        CliTest.Result missing = CliTest.run("live", url, "entity", "Nobody");
        assertEquals(1, missing.code());
        assertEquals("savelens live: " + url + ": entity 'Nobody' not found\n", missing.err());
    }
}
