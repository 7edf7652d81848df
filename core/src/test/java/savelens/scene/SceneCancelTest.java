package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;

/**
 * Cancel reaches the steps after the shape's read (the tree walk and the findings) as it reaches the read itself:
 * an interrupted thread stops at the step's next check, within a few thousand objects. Counted, not timed.
 */
class SceneCancelTest {
    private SceneFacts facts;

    @BeforeEach void read() {
        Document doc = Formats.read(SceneGenerator.generate(60_000, SceneGenerator.DEFAULT_SEED), ReadContext.of(Path.of("scene.json")));
        facts = SceneShapes.of(doc).orElseThrow().read(doc);
        assertTrue(facts.objects > 3 * 4096, "enough objects to tell a stop from a whole walk: " + facts.objects);
    }

    @AfterEach void clearInterrupt() {
        Thread.interrupted();
    }

    @Test void theTreeWalkStopsWithinAFewThousandObjects() {
        long before = SceneTree.PLACED.sum();
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, () -> new SceneTree(facts));
        assertTrue(SceneTree.PLACED.sum() - before <= 4096, (SceneTree.PLACED.sum() - before) + " of " + facts.objects + " placed");
    }

    @Test void theSameWalkNotCancelledPlacesEveryObject() {
        long before = SceneTree.PLACED.sum();
        new SceneTree(facts);
        assertEquals(facts.objects, SceneTree.PLACED.sum() - before, "the count above measures the walk");
    }

    @Test void theParentAndChildrenCheckStops() {
        SceneDiagnostics diagnostics = new SceneDiagnostics(facts, new SceneTree(facts));
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, diagnostics::parentsAndChildren);
    }
}
