package savelens.document;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.path.DocumentPath;

/** Which edits keep the structure a view of the document before may keep showing: patched scalar edits only. */
class KeepsStructureTest {
    private static final Document SCENE = Formats.open(Fixtures.path("helio/scene.json"), ReadContext.of(Fixtures.path("helio/scene.json")));

    private static SetValue set(Document doc, String path, String value) {
        return new SetValue(DocumentPath.parse(path).resolve(doc).value(), NewValue.parse(value), path);
    }

    @Test void aPatchedScalarEditItsUndoAndRedoKeepTheStructure() {
        SetValue edit = set(SCENE, "#1.name", "\"beacon tower\"");
        Document edited = edit.execute(SCENE);
        assertTrue(edited.keepsStructureOf(SCENE));
        Document undone = edit.undo(edited);
        assertTrue(undone.keepsStructureOf(edited));
        assertTrue(edit.redo(undone).keepsStructureOf(undone));
    }

    @Test void aRetargetAnEditReadAgainOrTheSameDocumentDoNot() {
        assertFalse(set(SCENE, "#2.target", "#5").execute(SCENE).keepsStructureOf(SCENE), "a retarget changes an edge");
        // A null that becomes a reference changes shape: the text is read again.
        assertFalse(set(SCENE, "#1.parent", "#5").execute(SCENE).keepsStructureOf(SCENE), "read again");
        assertFalse(SCENE.keepsStructureOf(SCENE));
        assertFalse(SCENE.keepsStructureOf(null));
    }
}
