package savelens.ecs.remote;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import savelens.Await;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.inspect.VersionSnapshot;
import savelens.ecs.live.LiveServer;
import savelens.ecs.world.InProcessWorld;
import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.WorldRow;
import savelens.ecs.world.WorldTable;

/** What a server needs of a live world, asked of the world in this process and of the same world over the protocol. */
class LiveWorldContractTest {
    DemoWorld demo = new DemoWorld(7, 200);
    LiveServer server;
    LiveWorld remote;

    @AfterEach
    void stop() {
        if (remote != null) remote.close();
        if (server != null) server.close();
        demo.close();
    }

    LiveWorld overProtocol() throws Exception {
        server = LiveServer.start(new InProcessWorld(demo), 0);
        // The answer's time is not what is asked here: a loaded machine may take longer than a user would wait.
        remote = new SaveLensWorld(new RemoteHttp(server.uri(), ReplyLimits.defaults(), Await.GUARD));
        return remote;
    }

    @Test
    void versionsNameEveryTableWithItsVersionAndTheTick() throws Exception {
        demo.step(5);
        for (LiveWorld world : List.of(new InProcessWorld(demo), overProtocol())) {
            VersionSnapshot v = world.versions();
            assertEquals(demo.tick(), v.tick(), world.description());
            List<WorldTable> tables = world.tables();
            assertEquals(tables.size(), v.tables().size(), world.description());
            for (int i = 0; i < tables.size(); i++) {
                assertEquals(tables.get(i).id(), v.tables().get(i).id());
                assertEquals(tables.get(i).version(), v.tables().get(i).version());
            }
        }
    }

    @Test
    void removingAComponentMovesTheEntityAndAMissingOneIsRefused() throws Exception {
        for (LiveWorld world : List.of(new InProcessWorld(demo), overProtocol())) {
            WorldRow row = world.rows("Position+Velocity", 0, 1).rows().get(0);
            world.removeComponent(row.entity(), "Velocity");
            assertEquals("Position", world.entity(row.entity()).table(), world.description());
            assertThrows(InspectionException.class, () -> world.removeComponent(row.entity(), "Velocity"));
        }
    }

    @Test
    void theWorldInThisProcessNamesEveryRegisteredComponentAndOneOverTheProtocolThoseItsTablesHold() throws Exception {
        List<String> registered = new InProcessWorld(demo).componentNames();
        assertEquals(List.of("Position", "Velocity", "Sprite", "Health"), registered.subList(0, 4));
        assertTrue(registered.contains("Frozen"));
        List<String> held = overProtocol().componentNames();
        assertTrue(registered.containsAll(held), held.toString());
        assertTrue(held.containsAll(List.of("Position", "Velocity")), held.toString());
    }
}
