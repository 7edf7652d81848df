package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import savelens.app.Fixtures;
import savelens.app.hierarchy.HierarchyViewModel;
import savelens.app.structure.StructureViewModel;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.document.NewValue;
import savelens.path.DocumentPath;

/** An edit's undo text and a refusal name the places of a scene as the user knows them, not by path or id. */
class UserWordedEditsTest {
    private static DocumentViewModel scene(String fixture) {
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(Fixtures.folder().resolve(fixture)), false);
        new HierarchyViewModel(doc, new CurrentThreadTaskExecutor()); // reads the scene, and with it its names
        return doc;
    }

    @Test void theUndoTextOfAFieldEditNamesTheObjectAndComponent() {
        DocumentViewModel doc = scene("helio/scene.json");
        assertNull(doc.setValue(DocumentPath.parse("$.roots[1].components[0].rate"), NewValue.parse("0.9")));
        assertEquals("Set boat › Floater.rate", doc.undoModel().undoDescriptionProperty().get());
    }

    @Test void aDocumentThatIsNoSceneKeepsThePathInItsUndoText() {
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(Fixtures.folder().resolve("jackson-identity/zoo.json")), false);
        DocumentPath first = DocumentPath.parse("$.keepers[0].name");
        assertNull(doc.setValue(first, NewValue.string("Ida")));
        assertEquals("Set " + first, doc.undoModel().undoDescriptionProperty().get());
    }

    @Test void deleteNodesRefusalNamesTheReferrersByTheirScenePaths() {
        DocumentViewModel doc = scene("helio/village.json");
        doc.select(DocumentPath.parse("#4"));
        String refusal = new StructureViewModel(doc).deleteNode();
        assertNotNull(refusal);
        assertEquals("world/gate is still referenced by world.children, world/gate/guard.parent; change those references first", refusal);
        assertFalse(refusal.contains("#"), refusal);
    }
}
