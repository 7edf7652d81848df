package savelens.ecs.remote;

import savelens.ecs.world.InProcessWorld;
import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.world.WorldRow;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.live.LiveServer;
import savelens.ecs.world.WorldPage;

/** {@link SaveLensWorld} against a real live server on a free port: the same values as in process, events, the clock, edits and refusals. */
class SaveLensWorldTest {
    static final ObjectMapper JSON = new ObjectMapper();

    DemoWorld world;
    LiveServer server;
    SaveLensWorld source;

    @BeforeEach
    void serve() throws Exception {
        world = new DemoWorld(7, 200);
        world.step(30);
        server = LiveServer.start(new InProcessWorld(world), 0);
        source = new SaveLensWorld(server.uri());
    }

    @AfterEach
    void stop() {
        source.close();
        server.close();
        world.close();
    }

    @Test
    void followsEventsSoUnchangedReadsCostNoRequestAndChangesAreAnnounced() throws Exception {
        CountDownLatch opened = new CountDownLatch(1);
        source.setChangeListener(opened::countDown); // the server sends the versions as soon as the stream opens
        source.summary(); // the first read opens /events
        assertTrue(opened.await(5, TimeUnit.SECONDS), "the server offers /events");
        assertTrue(source.followsEvents());
        WorldSummary first = source.summary();
        var tables = source.tables();
        assertSame(tables, source.tables(), "nothing moved: the last answer stands");
        assertSame(source.rows("Position+Velocity", 0, 5), source.rows("Position+Velocity", 0, 5));
        CountDownLatch changed = new CountDownLatch(1);
        source.setChangeListener(changed::countDown);
        world.step();
        assertTrue(changed.await(5, TimeUnit.SECONDS), "a versions event arrived");
        assertEquals(first.tick() + 1, source.summary().tick(), "the summary is always asked, so it is current at once");
        assertNotSame(tables, source.tables(), "the tables moved: they are asked again");
    }

    @Test
    void pausesStepsAndResumesAWorldWhoseServerHasAClock() throws Exception {
        try (LiveServer clocked = LiveServer.startWithClock(new InProcessWorld(world), 0)) {
            SaveLensWorld s = new SaveLensWorld(clocked.uri());
            try {
                assertFalse(s.canPauseWorld(), "not known before the first read");
                long tick = s.summary().tick();
                assertTrue(s.canPauseWorld());
                assertTrue(s.canStep());
                s.pause();
                assertTrue(s.isPaused());
                assertTrue(world.isPaused());
                assertEquals(tick + 1, s.step());
                assertEquals(tick + 1, s.summary().tick());
                s.resume();
                assertFalse(world.isPaused());
            } finally {
                s.close();
            }
        }
        assertFalse(source.canStep(), "this server has no clock");
        source.summary();
        assertFalse(source.canPauseWorld());
    }

    @Test
    void readsWhatTheInspectionReads() {
        assertEquals(new InProcessWorld(world).summary(), source.summary());
        InProcessWorld inProcess = new InProcessWorld(world);
        assertEquals(inProcess.tables(), source.tables());
        WorldPage page = source.rows("Position+Velocity", 0, 5);
        assertEquals(inProcess.rows("Position+Velocity", 0, 5), page);
        assertEquals(Long.toString(page.rows().get(0).entity()), page.rows().get(0).name(), "SaveLens names an entity by its handle");
        assertEquals(5, page.rows().size());
    }

    @Test
    void setsAComponentAndReportsWhetherItWasAdded() throws Exception {
        WorldRow row = new InProcessWorld(world).rows("Position+Velocity", 0, 1).rows().get(0);
        SetResult replaced = source.setComponent(row.entity(), "Position", JSON.readTree("{\"x\":10.0,\"y\":20.0}"));
        assertFalse(replaced.added());
        assertEquals(JSON.readTree("{\"x\":10.0,\"y\":20.0}"), replaced.stored());
        assertEquals("Position+Velocity", replaced.table());
        assertEquals(10.0, new InProcessWorld(world).entity(row.entity()).components().get("Position").get("x").doubleValue());

        SetResult added = source.setComponent(row.entity(), "Sprite", JSON.readTree("{\"id\":3}"));
        assertTrue(added.added());
        assertEquals("Position+Velocity+Sprite", added.table());
    }

    @Test
    void refusalsAreInspectionErrorsAndAGoneServerIsAConnectionError() throws Exception {
        long entity = new InProcessWorld(world).rows("Position+Velocity", 0, 1).rows().get(0).entity();
        JsonNode bad = JSON.readTree("{\"x\":\"ten\",\"y\":1.0}");
        InspectionException e = assertThrows(InspectionException.class, () -> source.setComponent(entity, "Position", bad));
        assertEquals(InspectionException.Kind.BAD_REQUEST, e.kind());
        assertTrue(e.getMessage().contains("invalid Position value"), e.getMessage());
        e = assertThrows(InspectionException.class, () -> source.rows("Nope", 0, 1));
        assertEquals(InspectionException.Kind.NOT_FOUND, e.kind());

        server.close();
        assertThrows(WorldUnreachableException.class, source::summary);
    }
}
