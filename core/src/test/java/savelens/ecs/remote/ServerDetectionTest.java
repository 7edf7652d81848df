package savelens.ecs.remote;

import static org.junit.jupiter.api.Assertions.*;

import java.net.ServerSocket;
import java.net.URI;
import org.junit.jupiter.api.Test;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.live.LiveServer;
import savelens.ecs.world.InProcessWorld;
import savelens.ecs.world.ServerKind;

class ServerDetectionTest {
    @Test
    void flecsIsKnownByItsGreeting() throws Exception {
        try (RecordedServer flecs = new RecordedServer().answer("GET /", 200, "root.txt")) {
            assertEquals(ServerKind.FLECS, ServerDetection.detect(new RemoteHttp(flecs.uri())));
            assertInstanceOf(savelens.ecs.remote.FlecsWorld.class, savelens.ecs.remote.LiveWorlds.open(flecs.uri(), ReplyLimits.defaults()));
        }
    }

    @Test
    void saveLensIsKnownByItsWorldSummary() throws Exception {
        try (DemoWorld world = new DemoWorld(1, 50); LiveServer server = LiveServer.start(new InProcessWorld(world), 0)) {
            assertEquals(ServerKind.SAVELENS, ServerDetection.detect(new RemoteHttp(server.uri())));
        }
    }

    @Test
    void anythingElseIsNotAWorld() throws Exception {
        try (RecordedServer other = new RecordedServer().answerText("GET /", 200, "<html>hello</html>")) {
            WorldUnreachableException e = assertThrows(WorldUnreachableException.class, () -> savelens.ecs.remote.LiveWorlds.open(other.uri(), ReplyLimits.defaults()));
            assertTrue(e.getMessage().contains("neither a SaveLens live server nor a Flecs REST API"), e.getMessage());
        }
    }

    @Test
    void aClosedPortIsUnreachable() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        WorldUnreachableException e = assertThrows(WorldUnreachableException.class,
                () -> savelens.ecs.remote.LiveWorlds.open(URI.create("http://127.0.0.1:" + port), ReplyLimits.defaults()));
        assertEquals("cannot reach http://127.0.0.1:" + port + ": connection refused (is the world running?)", e.getMessage());
    }

    @Test
    void typedAddressesGetASchemeAndBadOnesAreRefused() {
        assertEquals(URI.create("http://127.0.0.1:27750"), RemoteHttp.address(" 127.0.0.1:27750 "));
        assertThrows(IllegalArgumentException.class, () -> RemoteHttp.address("ftp://somewhere"));
        assertThrows(IllegalArgumentException.class, () -> RemoteHttp.address(""));
    }
}
