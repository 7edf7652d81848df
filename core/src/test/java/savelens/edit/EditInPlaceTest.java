package savelens.edit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.path.DocumentPath;

/**
 * A step done in place ({@link EditCommand#executeInPlace} and its undo and redo) is a scalar patched in place, with
 * the bytes a full step gives; anything else is left to the full step, with nothing done.
 */
class EditInPlaceTest {
    static final String JSON = "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"SceneNode\",\"fields\":{\"name\":\"island\",\"parent\":null,\"children\":[1]}},"
            + "{\"id\":1,\"type\":\"SceneNode\",\"fields\":{\"name\":\"rock\",\"parent\":0,\"children\":[]}}]}";

    static Document island() {
        return Formats.read(JSON.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("island.json")));
    }

    static SetValue set(Document doc, String path, NewValue value) {
        return new SetValue(DocumentPath.parse(path).resolve(doc).value(), value, path);
    }

    @Test void aScalarIsPatchedInPlaceWithTheBytesAFullStepGives() {
        Document doc = island();
        SetValue inPlace = set(doc, "$.children[0].name", NewValue.string("boulder"));
        Document edited = inPlace.executeInPlace(doc);
        assertNotNull(edited);
        assertTrue(edited.keepsStructureOf(doc));
        Document full = set(doc, "$.children[0].name", NewValue.string("boulder")).execute(doc);
        assertArrayEquals(full.text(), edited.text());

        Document undone = inPlace.undoInPlace(edited);
        assertNotNull(undone);
        assertArrayEquals(doc.text(), undone.text());
        Document redone = inPlace.redoInPlace(undone);
        assertNotNull(redone);
        assertArrayEquals(full.text(), redone.text());
    }

    @Test void aRetargetOrAStructuralEditIsLeftToTheFullStep() {
        Document doc = island();
        SetValue retarget = set(doc, "$.children[0].parent", NewValue.reference(NodeId.of(1)));
        assertNull(retarget.executeInPlace(doc), "a retarget changes an edge: its analysis is followed elsewhere");
        assertNull(retarget.undoInPlace(doc), "nothing was done to undo");
        Document moved = retarget.execute(doc);
        assertNull(retarget.undoInPlace(moved), "its undo is a retarget too");
        assertNull(new InsertElement(DocumentPath.parse("$.children").resolve(doc).value(), 0, NewValue.reference(NodeId.of(0)), "children")
                .executeInPlace(doc));
    }

    @Test void aScalarTheFullStepRefusesIsRefusedInPlaceToo() {
        Document doc = island();
        assertThrows(EditRefusedException.class, () -> set(doc, "$.children[0].name", NewValue.parse("42")).executeInPlace(doc));
    }
}
