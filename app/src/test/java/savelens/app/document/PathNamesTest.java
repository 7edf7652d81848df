package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.app.Fixtures;

class PathNamesTest {
    @Test void nodesAreNamedByTheirHomePath() {
        DocumentState state = DocumentLoader.load(Fixtures.folder().resolve("helio/scene.json"));
        PathNames paths = state.paths();
        assertEquals("$", paths.node(state.document().root()));
        int obj1 = state.document().nodeById(3);
        assertEquals("$.roots[0].children[0]", paths.node(obj1));
        assertEquals("$.roots[0].children[0]", paths.canonical("#3"));
        assertEquals("$.roots[0].children[0].name", paths.canonical("#3.name"));
    }

    @Test void oddFieldNamesAreQuoted() {
        assertEquals(".name", PathNames.field("name"));
        assertEquals("[\"a.b\"]", PathNames.field("a.b"));
        assertEquals("[\"say \\\"hi\\\"\"]", PathNames.field("say \"hi\""));
    }

    @Test void prefixesFollowTheSteps() {
        assertEquals(List.of("$", "$.a", "$.a[0]", "$.a[0][\"b.c\"]", "$.a[0][\"b.c\"].d"),
                PathNames.prefixes("$.a[0][\"b.c\"].d"));
        assertEquals(List.of("#12", "#12.x"), PathNames.prefixes("#12.x"));
    }

    @Test void withinRespectsStepBoundaries() {
        assertTrue(PathNames.isWithin("$.children[0]", "$.children"));
        assertTrue(PathNames.isWithin("$.children", "$.children"));
        assertFalse(PathNames.isWithin("$.childrenX", "$.children"));
    }
}
