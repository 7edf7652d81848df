package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import savelens.document.NodeId;
import savelens.path.DocumentPath;

/** Back and Forward over path values, as a browser goes over pages. */
class NavigationHistoryTest {
    private static final DocumentPath ROOT = DocumentPath.root();
    private static final DocumentPath ROCK = DocumentPath.parse("$.children[0]");
    private static final DocumentPath NAMED = DocumentPath.node(NodeId.of("a b")).member("name");

    @Test void backAndForwardRetraceTheJumps() {
        NavigationHistory h = new NavigationHistory();
        assertNull(h.back(ROOT));
        h.jumped(ROOT);
        h.jumped(ROCK);
        assertTrue(h.canGoBackProperty().get());
        assertEquals(ROCK, h.back(NAMED));
        assertEquals(ROOT, h.back(ROCK));
        assertFalse(h.canGoBackProperty().get());
        assertTrue(h.canGoForwardProperty().get());
        assertEquals(ROCK, h.forward(ROOT));
        assertEquals(NAMED, h.forward(ROCK));
        assertFalse(h.canGoForwardProperty().get());
    }

    @Test void aJumpClearsWhatLayAheadAndEqualPathsAreOneStep() {
        NavigationHistory h = new NavigationHistory();
        h.jumped(ROOT);
        h.jumped(DocumentPath.parse("$"));
        assertEquals(ROOT, h.back(ROCK));
        assertFalse(h.canGoBackProperty().get(), "$ parsed again is the same place, recorded once");
        h.jumped(ROOT);
        assertFalse(h.canGoForwardProperty().get());
    }
}
