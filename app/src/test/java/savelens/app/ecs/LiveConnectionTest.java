package savelens.app.ecs;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.world.InProcessWorld;
import savelens.ecs.world.LiveWorld;

/** The connection part on its own: what Connect… proposes, and the world's health as reads fail and succeed. */
class LiveConnectionTest {
    DemoWorld world;
    final List<LiveWorld> opened = new ArrayList<>();
    final List<String> said = new ArrayList<>();
    LiveConnection connection;

    @BeforeEach
    void start() {
        world = new DemoWorld(7, 50);
        connection = new LiveConnection(new CurrentThreadTaskExecutor(), address -> {
            if (address.endsWith(":1")) throw new LiveConnectionException("cannot reach " + address, null);
            return new InProcessWorld(world);
        }, opened::add, said::add);
    }

    @AfterEach
    void stop() {
        world.close();
    }

    @Test
    void proposesTheAddressThatLastAnswered() {
        assertEquals("http://127.0.0.1:27750", connection.lastAddressProperty().get(), "before any: Flecs's REST port");
        connection.open(" 127.0.0.1:27760 ");
        assertEquals(1, opened.size());
        assertEquals("127.0.0.1:27760", connection.lastAddressProperty().get());
        connection.open("127.0.0.1:1");
        assertEquals(1, opened.size(), "nothing answered");
        assertEquals("cannot reach 127.0.0.1:1", connection.connectErrorProperty().get());
        assertEquals(List.of("could not connect: cannot reach 127.0.0.1:1"), said);
        assertEquals("127.0.0.1:27760", connection.lastAddressProperty().get(), "an address that failed is not proposed");
    }

    @Test
    void theAddressThatAnsweredIsRememberedForTheNextRun() {
        String[] kept = {null};
        AddressMemory memory = new AddressMemory() {
            @Override public String remembered() { return kept[0]; }

            @Override public void remember(String address) { kept[0] = address; }
        };
        connection.useMemory(memory, () -> true);
        assertEquals(LiveConnection.DEMO_ADDRESS, connection.proposedAddress(), "nothing remembered, a demo world served");
        connection.open("http://127.0.0.1:27750");
        assertEquals("http://127.0.0.1:27750", kept[0]);
        connection.open("127.0.0.1:1");
        assertEquals("http://127.0.0.1:27750", kept[0], "an address that failed is not remembered");

        LiveConnection nextRun = new LiveConnection(new CurrentThreadTaskExecutor(), address -> new InProcessWorld(world), opened::add, said::add);
        nextRun.useMemory(memory, () -> true);
        assertEquals("http://127.0.0.1:27750", nextRun.proposedAddress(), "the port the user last used comes first");
    }

    @Test
    void beforeAnyAddressSaveLensOwnPortIsProposedWhileADemoWorldIsServed() {
        connection.useMemory(AddressMemory.NONE, () -> true);
        assertEquals("http://127.0.0.1:27760", connection.proposedAddress());
        connection.useMemory(AddressMemory.NONE, () -> false);
        assertEquals("http://127.0.0.1:27750", connection.proposedAddress(), "else a Flecs application's REST port");
        connection.open("127.0.0.1:27761");
        assertEquals("127.0.0.1:27761", connection.proposedAddress());
    }

    @Test
    void aWorldThatAnswersAfterConnectWasCancelledIsClosed() {
        RecordingWorld answered = new RecordingWorld(new InProcessWorld(world));
        LiveConnection[] cancelling = {null};
        LiveConnection given = new LiveConnection(new CurrentThreadTaskExecutor(), address -> {
            cancelling[0].cancel(); // Cancel pressed while the server was answering
            return answered;
        }, opened::add, said::add);
        cancelling[0] = given;

        given.open("http://127.0.0.1:27760");

        assertEquals(List.of(), opened, "a cancelled attempt shows nothing");
        assertEquals(List.of("close"), answered.calls(), "the world it opened is let go");
        assertFalse(given.connectingProperty().get());
    }

    @Test
    void aWorldThatWentAwayAndCameBackIsSaidInTheBanner() {
        connection.readFailed("http://w", "refused", java.time.Duration.ofMillis(250));
        connection.readFailed("http://w", "refused", java.time.Duration.ofMillis(250));
        assertTrue(connection.isLost());
        assertEquals(2, connection.failedReadsProperty().get());
        assertEquals("The world at http://w went away: refused — retrying every 250 ms (attempt 2)", connection.bannerProperty().get());
        connection.readSucceeded("http://w", true, 3, 0);
        assertFalse(connection.isLost());
        assertTrue(connection.backProperty().get());
        assertEquals("The world at http://w is back after 2 failed reads; it restarted (tick 3), so its tables were read anew",
                connection.bannerProperty().get());
        connection.readSucceeded("http://w", false, 4, LiveConnection.BACK_BANNER.toNanos());
        assertFalse(connection.backProperty().get());
        assertEquals("", connection.bannerProperty().get());
    }
}
