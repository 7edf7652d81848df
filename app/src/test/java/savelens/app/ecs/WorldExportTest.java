package savelens.app.ecs;

import savelens.ecs.remote.SaveLensWorld;
import savelens.ecs.world.InProcessWorld;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.ecs.ArchetypeWorld;
import savelens.ecs.ComponentRegistry;
import savelens.ecs.demo.DemoComponents;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.document.WorldDocument;
import savelens.ecs.document.WorldReader;

/** Export World as Document from the Live ECS view model: the world as it is, through the one save path. */
class WorldExportTest {
    @TempDir Path dir;
    DemoWorld world;
    LiveEcsViewModel vm;

    @BeforeEach void connect() {
        world = new DemoWorld(7, 120);
        world.step(200);
        vm = new LiveEcsViewModel(new CurrentThreadTaskExecutor(), new FakeClock(), () -> new InProcessWorld(world));
        vm.connectDemo();
    }

    @AfterEach void close() {
        vm.close();
        world.close();
    }

    @Test void theExportedDocumentIsTheWorldAndLoadsBack() throws Exception {
        assertTrue(vm.export().canExportProperty().get());
        Path out = dir.resolve("world.json");
        vm.export().exportWorld(out);
        assertEquals("exported the world to " + out, vm.message().textProperty().get());
        assertArrayEquals(WorldDocument.write(world.world()), Files.readAllBytes(out));
        ArchetypeWorld loaded = WorldReader.read(Files.readAllBytes(out), DemoComponents.register(new ComponentRegistry()).registry());
        assertEquals(world.world().entityCount(), loaded.entityCount());
        assertEquals(world.tick(), loaded.tick());

        world.step(5);
        vm.export().exportWorld(out);
        assertTrue(Files.exists(dir.resolve("world.json.bak")), "the earlier export is kept as the backup");
    }

    @Test void aFailedExportSaysWhyAndWritesNothing() {
        Path out = dir.resolve("missing").resolve("world.json");
        vm.export().exportWorld(out);
        assertTrue(vm.message().textProperty().get().startsWith("could not export the world: "), vm.message().textProperty().get());
        assertFalse(Files.exists(out));
    }

    @Test void aWorldOverHttpCannotBeExported() {
        vm.connect(SaveLensWorld.parse("http://127.0.0.1:9"));
        assertFalse(vm.export().canExportProperty().get());
        vm.export().exportWorld(dir.resolve("world.json"));
        assertEquals("this world cannot be saved as a document; only the built-in demo world can", vm.message().textProperty().get());
        assertFalse(Files.exists(dir.resolve("world.json")));
    }
}
