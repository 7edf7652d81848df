package savelens.ecs.remote;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.world.WorldEntity;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldRow;
import savelens.ecs.world.WorldTable;

/** The Flecs client against replies recorded from the shared Flecs demo (Flecs 4.1.6, FlecsStats imported). */
class FlecsClientTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final String ROWS = "&entity_ids=true&values=true&table=true&try=true";
    /** Position+Health, less the larger tables with entities: Sprite and Velocity ones, and the named Hero's. */
    static final String POSITION_HEALTH = "Position%2C%20Health%2C%20%21Sprite%2C%20%21%28Identifier%2CName%29%2C%20%21Velocity";

    RecordedServer server;
    FlecsClient client;

    @BeforeEach
    void serve() throws Exception {
        server = new RecordedServer()
                .answer("GET /", 200, "root.txt")
                .answer("GET /tables", 200, "tables.json");
        client = new FlecsClient(server.uri());
    }

    @AfterEach
    void stop() {
        server.close();
    }

    Map<String, WorldTable> tablesById() {
        return client.tables().stream().collect(Collectors.toMap(WorldTable::id, Function.identity()));
    }

    @Test
    void tablesKeepFlecsTypesCountsSizesAndMemory() {
        List<WorldTable> tables = client.tables();
        assertEquals(19, tables.size());
        WorldTable ph = tablesById().get("325");
        assertEquals(List.of("Position", "Health"), ph.components());
        assertEquals(66, ph.entities());
        assertEquals(128, ph.capacity());
        // every bytes_* of memory.table and memory.components: 224+144+1024+8+512 + 1056+992
        assertEquals(3960L, ph.bytes());
        WorldTable hero = tablesById().get("317");
        assertEquals(List.of("Position", "Health", "(Identifier,Name)"), hero.components(), "pairs as Flecs writes them");
        assertEquals(List.of(), tablesById().get("0").components());
    }

    @Test
    void withoutFlecsStatsTheBytesAreUnknown() {
        server.answer("GET /tables", 200, "tables-without-stats.json");
        for (WorldTable t : client.tables()) assertNull(t.bytes(), t.id());
    }

    @Test
    void flecsOwnTablesAreMarkedBuiltIn() {
        Map<String, WorldTable> t = tablesById();
        for (String id : List.of("1", "3", "6", "20", "47", "308", "322")) assertTrue(t.get(id).builtIn(), id + " " + t.get(id).components());
        for (String id : List.of("0", "4", "316", "317", "318", "325", "326")) assertFalse(t.get(id).builtIn(), id + " " + t.get(id).components());
    }

    @Test
    void theEntityCountIsTheSumOfTheTablesCounts() {
        WorldSummary s = client.summary();
        assertEquals(1044, s.entities());
        assertEquals(19, s.tables());
        assertEquals(List.of("GET /tables"), server.requests, "no GET /world: it dumps entities, it does not count them");
    }

    @Test
    void rowsComeFromAQueryOfExactlyThatTable() {
        server.answer("GET /query?expr=" + POSITION_HEALTH + ROWS + "&offset=0&limit=3", 200, "query-position-health-0-3.json");
        WorldPage page = client.rows("325", 0, 3);
        assertEquals("325", page.id());
        assertEquals(66, page.total());
        assertEquals(List.of(519L, 529L, 549L), page.rows().stream().map(WorldRow::entity).toList());
        assertEquals("#519", page.rows().get(0).name());
        assertEquals("{\"hp\":60,\"max\":100}", page.rows().get(0).values().get("Health").toString());
    }

    @Test
    void aLaterPageAsksFlecsForThatPage() {
        server.answer("GET /query?expr=" + POSITION_HEALTH + ROWS + "&offset=64&limit=5", 200, "query-position-health-64-5.json");
        WorldPage page = client.rows("325", 64, 5);
        assertEquals(64, page.offset());
        assertEquals(List.of(1479L, 1489L), page.rows().stream().map(WorldRow::entity).toList());
        assertEquals(List.of(), client.rows("325", 66, 5).rows(), "past the end: nothing to ask");
    }

    @Test
    void entitiesOfALargerTableInTheReplyAreLeftOut() {
        // hand-made: the recorded reply with one Position+Velocity+Health entity added, as when that table
        // gains its first entity between reading /tables and the query
        server.answer("GET /query?expr=" + POSITION_HEALTH + ROWS + "&offset=0&limit=3", 200, "query-position-health-race.json");
        assertEquals(List.of(519L, 529L, 549L), client.rows("325", 0, 3).rows().stream().map(WorldRow::entity).toList());
    }

    @Test
    void aSingleComponentTableExcludesEveryLargerOne() {
        server.answer("GET /query?expr=Position%2C%20%21Health%2C%20%21Sprite%2C%20%21Velocity" + ROWS + "&offset=0&limit=2", 200, "query-position-0-2.json");
        WorldPage page = client.rows("318", 0, 2);
        assertEquals(267, page.total());
        assertEquals("{\"x\":2,\"y\":2}", page.rows().get(0).values().get("Position").toString());
    }

    @Test
    void unknownTablesAndBadPagesAreRefused() {
        assertEquals(InspectionException.Kind.NOT_FOUND, assertThrows(InspectionException.class, () -> client.rows("9999", 0, 1)).kind());
        assertEquals(InspectionException.Kind.BAD_REQUEST, assertThrows(InspectionException.class, () -> client.rows("325", -1, 1)).kind());
        assertEquals(InspectionException.Kind.BAD_REQUEST, assertThrows(InspectionException.class, () -> client.rows("325", 0, 20_000)).kind());
    }

    @Test
    void entitiesAreAddressedByNameOrByHashId() {
        server.answer("GET /entity/Hero?entity_id=true&values=true", 200, "entity-hero.json")
                .answer("GET /entity/%23519?entity_id=true&values=true", 200, "entity-519.json")
                .answer("GET /entity/%2399999?entity_id=true&values=true", 404, "entity-missing.json");
        WorldEntity hero = client.entity("Hero");
        assertEquals(508, hero.entity());
        assertEquals("Hero", hero.name());
        assertNull(hero.table(), "Flecs does not say");
        assertEquals("{\"x\":10,\"y\":20}", hero.components().get("Position").toString());
        assertEquals(519, client.entity("#519").entity());
        InspectionException missing = assertThrows(InspectionException.class, () -> client.entity("#99999"));
        assertEquals(InspectionException.Kind.NOT_FOUND, missing.kind());
        assertEquals("entity '#99999' not found", missing.getMessage());
        assertThrows(InspectionException.class, () -> client.entity("#12ab"));
    }

    @Test
    void pathsBecomeUrlSegments() {
        assertEquals("Sun/Earth", FlecsClient.entityPath("Sun.Earth"));
        assertEquals("%23600", FlecsClient.entityPath("#600"));
        assertEquals("My%20Town", FlecsClient.entityPath("My Town"));
    }

    @Test
    void anEditIsAPutOfTheValueThenReadBack() throws Exception {
        server.answer("GET /entity/%23519?entity_id=true&values=true&fresh=1", 200, "entity-519.json")
                .answerText("PUT /component/%23519?component=Health&value=%7B%22hp%22%3A60%2C%22max%22%3A100%7D", 200, "");
        SetResult r = client.setComponent("#519", "Health", JSON.readTree("{\"hp\":60,\"max\":100}"));
        assertFalse(r.added(), "the entity had Health");
        assertEquals("{\"hp\":60,\"max\":100}", r.stored().toString());
        assertTrue(server.requests.contains("PUT /component/%23519?component=Health&value=%7B%22hp%22%3A60%2C%22max%22%3A100%7D"), server.requests.toString());
    }

    @Test
    void refusedEditsCarryFlecsMessage() throws Exception {
        server.answer("GET /entity/%23519?entity_id=true&values=true&fresh=1", 200, "entity-519.json")
                .answer("PUT /component/%23519?component=Nope&value=%7B%7D", 400, "put-unknown-component.json");
        InspectionException e = assertThrows(InspectionException.class, () -> client.setComponent("#519", "Nope", JSON.readTree("{}")));
        assertEquals("unresolved component 'Nope'", e.getMessage());
    }

    @Test
    void flecsHasNoClock() {
        assertFalse(client.canPause());
        assertFalse(client.isPaused());
        assertThrows(UnsupportedOperationException.class, client::step);
    }
}
