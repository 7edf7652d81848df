package savelens.app.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentState;
import savelens.json.JsonIndexer;

/** Search goes into inline values nested as deep as a document may be, on a thread with a small stack. */
class DeepValuesSearchTest {
    private static final int DEPTH = JsonIndexer.MAX_DEPTH - 4; // the helio wrapper takes four levels

    @TempDir Path dir;

    @Test
    void findsValuesAtTheBottomOfTheDeepestDocument() throws Exception {
        String deep = "{\"a\":".repeat(DEPTH - 1) + "{\"a\":\"needle\"}" + "}".repeat(DEPTH - 1);
        Path file = Files.writeString(dir.resolve("deep.json"),
                "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"T\",\"fields\":{\"deep\":" + deep + "}}]}");
        DocumentState state = DocumentLoader.load(file);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicReference<List<SearchHit>> needles = new AtomicReference<>(), fields = new AtomicReference<>();
        // A quarter of the usual thread stack: depth must cost heap, not stack.
        Thread search = new Thread(null, () -> {
            try {
                needles.set(DocumentSearch.find(state, "needle"));
                fields.set(DocumentSearch.find(state, "a"));
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "search", 256 << 10);
        search.start();
        search.join();
        if (failure.get() != null) throw new AssertionError("the search failed", failure.get());
        assertEquals(1, needles.get().size());
        assertTrue(needles.get().get(0).path().toString().endsWith(".a.a.a"), needles.get().get(0).path().toString());
        assertEquals(DEPTH, fields.get().size(), "every field named a, in document order");
        assertEquals("$.deep.a", fields.get().get(0).path().toString());
        assertTrue(fields.get().get(1).path().toString().equals("$.deep.a.a"));
    }
}
