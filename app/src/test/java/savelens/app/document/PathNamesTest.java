package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import savelens.app.Fixtures;
import savelens.path.DocumentPath;

class PathNamesTest {
    @Test void nodesAreNamedByTheirHomePath() {
        DocumentState state = DocumentLoader.load(Fixtures.folder().resolve("helio/scene.json"));
        PathNames paths = state.paths();
        assertEquals(DocumentPath.root(), paths.node(state.document().root()));
        int obj1 = state.document().nodeById(3);
        assertEquals("$.roots[0].children[0]", paths.node(obj1).toString());
        assertEquals("$.roots[0].children[0]", paths.canonical(DocumentPath.parse("#3")).toString());
        assertEquals("$.roots[0].children[0].name", paths.canonical(DocumentPath.parse("#3.name")).toString());
        assertEquals(DocumentPath.root().member("roots").index(0).member("children").index(0).member("name"),
                paths.canonical(DocumentPath.parse("#3[\"name\"]")), "a path and its canonical form are equal values");
    }

    @Test void aPathThatLeadsNowhereHasNoCanonicalForm() {
        DocumentState state = DocumentLoader.load(Fixtures.folder().resolve("helio/scene.json"));
        assertNull(state.paths().canonical(DocumentPath.parse("#3.nothing")));
        assertNull(state.paths().resolve(DocumentPath.parse("#999")));
    }
}
