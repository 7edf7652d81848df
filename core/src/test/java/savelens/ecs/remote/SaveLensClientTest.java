package savelens.ecs.remote;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.live.LiveServer;
import savelens.ecs.world.InProcessWorld;
import savelens.ecs.world.WorldEntity;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldRow;
import savelens.ecs.world.WorldTable;

/** SaveLens's client against SaveLens's own server on a free port: reads, edits, and the world's clock. */
class SaveLensClientTest {
    DemoWorld world = new DemoWorld(7, 200);
    LiveServer server;

    @AfterEach
    void stop() {
        if (server != null) server.close();
        world.close();
    }

    SaveLensClient serve(boolean withClock) throws Exception {
        world.step(10);
        server = withClock ? LiveServer.startWithClock(new InProcessWorld(world), 0) : LiveServer.start(new InProcessWorld(world), 0);
        return new SaveLensClient(server.uri());
    }

    @Test
    void readsTheProtocolsRecordsAndNamesEntitiesByHandle() throws Exception {
        SaveLensClient client = serve(false);
        assertEquals(new InProcessWorld(world).summary(), client.summary());
        List<WorldTable> tables = new InProcessWorld(world).tables();
        assertEquals(tables.size(), client.tables().size());
        WorldTable first = client.tables().get(0);
        assertEquals(tables.get(0).bytes(), first.bytes());
        assertFalse(first.builtIn());
        WorldPage page = client.rows("Position+Velocity", 0, 3);
        WorldRow row = page.rows().get(0);
        assertEquals(Long.toString(row.entity()), row.name());
        WorldEntity e = client.entity(row.name());
        assertEquals("Position+Velocity", e.table());
        assertEquals(row.values().get("Velocity"), e.components().get("Velocity"));
        assertThrows(InspectionException.class, () -> client.entity("Hero"));
    }

    @Test
    void editsAnswerWithTheStoredValueAndTheTable() throws Exception {
        SaveLensClient client = serve(false);
        WorldRow row = client.rows("Position+Velocity", 0, 1).rows().get(0);
        var added = client.setComponent(row.name(), "Sprite", new ObjectMapper().readTree("{\"id\":3}"));
        assertTrue(added.added());
        assertEquals("Position+Velocity+Sprite", added.table());
    }

    @Test
    void pauseStepAndResumeReachTheWorldsClock() throws Exception {
        world.start();
        SaveLensClient client = serve(true);
        assertTrue(client.canPause());
        assertTrue(client.pause());
        assertTrue(client.isPaused());
        long tick = client.clock().tick();
        assertEquals(tick, client.clock().tick(), "a paused world does not tick");
        assertEquals(tick + 1, client.step());
        assertEquals(tick + 1, client.summary().tick());
        assertFalse(client.resume());
        InspectionException running = assertThrows(InspectionException.class, client::step);
        assertEquals("step needs a paused world: POST /world/pause first", running.getMessage());
    }

    @Test
    void aServerWithoutAClockIsOnlyRead() throws Exception {
        SaveLensClient client = serve(false);
        assertFalse(client.canPause());
        assertFalse(client.isPaused());
        InspectionException e = assertThrows(InspectionException.class, client::pause);
        assertEquals(InspectionException.Kind.NOT_FOUND, e.kind());
    }
}
