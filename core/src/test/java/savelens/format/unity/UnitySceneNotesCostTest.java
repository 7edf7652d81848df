package savelens.format.unity;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;

/**
 * What the scene notes taken during a Unity load ({@link UnitySceneFields}) cost it beyond what they keep, on a
 * generated scene of 100,000 nodes: the bytes the load allocates with the notes less those it allocates without them,
 * against the bytes the notes keep. Kept in one array grown as the text was read and copied once more to be trimmed,
 * the notes allocated 2.5 times what they keep (the copies were most of what noting added to a bare open); in pages,
 * filled once, little more than they keep.
 */
class UnitySceneNotesCostTest {
    private static final ReadContext CONTEXT = ReadContext.of(Path.of("scene.unity"));

    @Test
    void theNotesAllocateLittleMoreThanTheyKeep() {
        byte[] text = UnitySceneGenerator.generate(33_334, UnitySceneGenerator.DEFAULT_SEED);
        UnityYamlFormat format = new UnityYamlFormat();
        byte[] small = UnitySceneGenerator.generate(2_000, 7);
        UnityYamlReader.read(format, small, CONTEXT, true); // the code's first runs
        UnityYamlReader.read(format, small, CONTEXT, false);
        long without = allocated(() -> UnityYamlReader.read(format, text, CONTEXT, false));
        Document[] read = new Document[1];
        long with = allocated(() -> read[0] = UnityYamlReader.read(format, text, CONTEXT, true));
        UnitySceneFields notes = ((UnityYamlIndex) read[0].index()).sceneFields();
        assertNotNull(notes, "the notes are kept");
        long added = with - without;
        System.out.printf("unity 100k: notes keep %d bytes, the load allocated %d more with them (%.2fx)%n", notes.bytes(), added,
                added / (double) notes.bytes());
        assertTrue(added < 1.5 * notes.bytes(), "noting allocated " + added + " bytes for notes of " + notes.bytes());
    }

    private static long allocated(Runnable r) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        r.run();
        return threads.getThreadAllocatedBytes(thread) - before;
    }
}
