package savelens.ecs.remote;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldRow;
import savelens.ecs.world.WorldTable;

/** The Flecs world of the one world contract, against replies recorded from the shared Flecs demo. */
class FlecsWorldTest {
    RecordedServer server;
    FlecsWorld world;

    @BeforeEach
    void serve() throws Exception {
        server = new RecordedServer()
                .answer("GET /", 200, "root.txt")
                .answer("GET /tables", 200, "tables.json")
                .answer("GET /query?expr=" + FlecsClientTest.POSITION_HEALTH + FlecsClientTest.ROWS + "&offset=0&limit=3", 200, "query-position-health-0-3.json")
                .answer("GET /entity/%23519?entity_id=true&values=true", 200, "entity-519.json");
        world = new FlecsWorld(server.uri());
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void onePollReadsTheTablesOnce() {
        world.summary();
        List<WorldTable> tables = world.tables();
        WorldPage page = world.rows("325", 0, 3);
        assertEquals(3, page.rows().size());
        assertEquals(List.of("GET /tables", "GET /query?expr=" + FlecsClientTest.POSITION_HEALTH + FlecsClientTest.ROWS + "&offset=0&limit=3"),
                server.requests, "the summary, the list and the rows share one read of /tables");
        assertTrue(tables.stream().anyMatch(WorldTable::builtIn), "the engine's own tables come marked");
        assertFalse(tables.stream().filter(t -> t.id().equals("325")).findFirst().orElseThrow().builtIn());
        for (WorldRow r : page.rows()) assertEquals("#" + r.entity(), r.name(), "an unnamed Flecs entity is named #id on its row");

        world.summary(); // the next poll
        world.tables();
        assertEquals(2, server.requests.stream().filter("GET /tables"::equals).count(), "one read per poll");
        world.tables(); // asked again outside a poll: read anew
        assertEquals(3, server.requests.stream().filter("GET /tables"::equals).count());
    }

    @Test
    void rowsAskedFirstReadTheTablesOnce() {
        world.rows("325", 0, 3);
        assertEquals(1, server.requests.stream().filter("GET /tables"::equals).count(), "as savelens live URL rows asks");
    }

    @Test
    void anEntityWrittenAsTheWindowWritesItIsTheFlecsId() {
        assertEquals(519, world.entity("519:0").entity());
        assertEquals(List.of("GET /entity/%23519?entity_id=true&values=true"), server.requests);
    }
}
