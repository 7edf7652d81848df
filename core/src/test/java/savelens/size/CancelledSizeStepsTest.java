package savelens.size;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;

/**
 * Every step of a size analysis and of the lists made from it stops at its next check once its thread is interrupted
 * (how the window's Cancel reaches it), not only the first steps: a step that runs over every node without a check
 * holds a cancelled worker for as long as it takes. Each step is asked here with its thread already interrupted.
 */
class CancelledSizeStepsTest {
    private static Document doc;

    @BeforeAll static void read() {
        doc = Formats.read(SceneGenerator.generate(20_000, SceneGenerator.DEFAULT_SEED), ReadContext.of(Path.of("scene.json")));
    }

    @AfterEach void clearInterrupt() {
        Thread.interrupted();
    }

    private static void interrupted(Runnable step) {
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, step::run);
        Thread.interrupted(); // a cancelled step leaves the flag for whoever checks next
    }

    @Test void theDominatorsStepsAfterTheDepthFirstSearchStop() {
        // One node: each step's first check comes at its first node.
        interrupted(() -> Dominators.predecessors(1, new int[] {-1}, new int[] {0, 0}, new int[] {Dominators.UP}, new int[1]));
        interrupted(() -> Dominators.sizes(1, 1, new int[] {0}, new int[] {5}, new int[] {0}, new int[1], new int[1], new int[1], new int[1]));
        // The immediate dominators count from 1: their first check is at the 4,096th number.
        int count = 5_000;
        interrupted(() -> Dominators.immediate(count, new int[count], new int[count], new int[count]));
    }

    @Test void theSemiDominatorsStopInsideANodeManyOthersReferTo() {
        // Two nodes, the second referred to from 5,000 places: no node-numbered check comes, the list's own does.
        int refs = 5_000;
        interrupted(() -> Dominators.semiDominators(2, new int[] {0, 0}, new int[2], new int[2], new int[2],
                new int[] {0, 0, refs}, new int[refs]));
    }

    @Test void theDominatorTreeStops() {
        SizeAnalysis a = SizeAnalysis.of(doc);
        interrupted(a::tree);
    }

    @Test void theHistogramAndTheBiggestNodesStop() {
        SizeAnalysis a = SizeAnalysis.of(doc);
        a.tree(); // made before: the histogram's own walk is what is cancelled
        interrupted(a::histogram);
        interrupted(() -> a.biggest(20));
        BigNode.Types types = BigNode.Types.of(doc);
        interrupted(() -> BigNode.of(a, new int[] {doc.root()}, types));
        interrupted(() -> BigNode.Types.of(doc));
    }
}
