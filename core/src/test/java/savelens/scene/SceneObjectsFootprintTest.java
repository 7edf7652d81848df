package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;

/**
 * Every object of a big scene is built at once and kept for as long as its Hierarchy shows, and all of it is made
 * between two young collections, which copy whatever of it is small objects: the building's bytes per object are
 * counted (never timed) so that the objects' lists stay slices of arrays shared by the whole scene, not a list, boxed
 * numbers and id objects of their own per object.
 */
class SceneObjectsFootprintTest {
    private static final int NODES = 60_000;
    /**
     * Bytes allocated per object to build them all: about 300 with the lists as slices (the object, its id and its
     * name take 150 of them), 420 with a list, boxed children and an id object per component of each object's own.
     */
    private static final long BYTES_PER_OBJECT = 350;

    @Test
    void buildingEveryObjectAllocatesLittleBeyondTheObjectsAndTheirNames() {
        Document doc = Formats.read(SceneGenerator.generate(NODES, SceneGenerator.DEFAULT_SEED), ReadContext.of(Path.of("scene.json")));
        SceneHierarchy scene = SceneHierarchy.of(doc).orElseThrow();
        scene.diagnostics(); // made of the walk, before the objects; not counted
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        List<SceneObject> objects = scene.objects();
        long perObject = (threads.getCurrentThreadAllocatedBytes() - before) / objects.size();
        assertTrue(objects.size() > NODES / 4, objects.size() + " objects");
        assertTrue(perObject <= BYTES_PER_OBJECT, perObject + " bytes allocated per object built");
    }
}
