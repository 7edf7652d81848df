package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.ecs.ArchetypeWorld;
import savelens.ecs.ComponentRegistry;
import savelens.ecs.demo.DemoComponents;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.document.WorldDocument;
import savelens.ecs.document.WorldReader;

/** {@code demo-world --snapshot OUT}: the demo world as a document that SaveLens opens and checks clean. */
class DemoWorldSnapshotTest {
    @TempDir Path dir;

    @Test void theSnapshotIsTheWorldAfterTheTicksAndPassesCheck() throws IOException {
        Path out = dir.resolve("world.json");
        CliTest.Result r = CliTest.run("demo-world", "--snapshot", out.toString(), "--ticks", "300", "--entities", "60", "--seed", "4");
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());

        DemoWorld same = new DemoWorld(4, 60);
        same.step(300);
        assertArrayEquals(WorldDocument.write(same.world()), Files.readAllBytes(out), "the same seed and ticks give the same world");
        ArchetypeWorld loaded = WorldReader.read(Files.readAllBytes(out), DemoComponents.register(new ComponentRegistry()).registry());
        assertEquals(same.world().entityCount(), loaded.entityCount());

        CliTest.Result check = CliTest.run("check", out.toString());
        assertEquals(0, check.code(), check.out() + check.err());
        assertEquals("0 errors, 0 warnings\n", check.out());
        CliTest.Result info = CliTest.run("get", out.toString(), "$.tick");
        assertEquals("300\n", info.out());
    }

    @Test void anExistingFileIsReplacedAtomicallyWithABackup() throws IOException {
        Path out = Files.writeString(dir.resolve("world.json"), "older");
        assertEquals(0, CliTest.run("demo-world", "--snapshot", out.toString(), "--entities", "5").code());
        assertEquals("older", Files.readString(dir.resolve("world.json.bak")));
        assertTrue(Files.readString(out).startsWith("{\"root\":0,"));
    }

    @Test void optionsThatDoNotFitAreUsageErrors() {
        Path out = dir.resolve("world.json");
        CliTest.Result port = CliTest.run("demo-world", "--snapshot", out.toString(), "--port", "0");
        assertEquals(64, port.code());
        assertTrue(port.err().startsWith("savelens demo-world: --port does not apply with --snapshot;"), port.err());
        CliTest.Result ticks = CliTest.run("demo-world", "--ticks", "5");
        assertEquals(64, ticks.code());
        assertTrue(ticks.err().startsWith("savelens demo-world: --ticks applies only with --snapshot;"), ticks.err());
        assertEquals(64, CliTest.run("demo-world", "--snapshot").code());
        assertFalse(Files.exists(out));
    }

    @Test void aFolderThatIsNotThereIsARefusedRequest() {
        Path out = dir.resolve("missing").resolve("world.json");
        CliTest.Result r = CliTest.run("demo-world", "--snapshot", out.toString(), "--entities", "5");
        assertEquals(1, r.code());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("savelens: "), r.err());
    }
}
