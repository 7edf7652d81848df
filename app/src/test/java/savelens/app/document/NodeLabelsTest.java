package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import savelens.app.Fixtures;
import savelens.document.Document;
import savelens.document.NodeId;

/** How the window names a node: a Unity object by its m_Name, and after its scene path without saying the name twice. */
class NodeLabelsTest {
    final Document village = DocumentLoader.read(Fixtures.folder().resolve("unity/village.unity")).state().document();

    @Test void aUnityObjectIsNamedByItsMName() {
        assertEquals("#200 GameObject \"Door\"", NodeLabels.full(village, node("#200")));
        assertEquals("#200 Door", NodeLabels.brief(village, node("#200")));
        assertEquals("#201 Transform", NodeLabels.full(village, node("#201")), "a component without a name of its own");
    }

    @Test void aScenePathThatEndsWithTheNameLeavesItOutOfTheLabelAfterIt() {
        assertEquals("Root/Door  (#200 GameObject)", NodeLabels.withScenePath(village, node("#200"), "Root/Door"));
        assertEquals("Door  (#200 GameObject)", NodeLabels.withScenePath(village, node("#200"), "Door"));
        assertEquals("Root/Gate  (#200 GameObject \"Door\")", NodeLabels.withScenePath(village, node("#200"), "Root/Gate"),
                "a path that ends with another name keeps the node's own");
        assertEquals("Root/Door › Transform  (#201 Transform)", NodeLabels.withScenePath(village, node("#201"), "Root/Door › Transform"));
    }

    private int node(String id) {
        return village.nodeById(NodeId.parse(id));
    }
}
