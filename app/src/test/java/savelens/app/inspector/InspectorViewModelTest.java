package savelens.app.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.app.Fixtures;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentViewModel;
import savelens.document.ValueKind;

class InspectorViewModelTest {
    final DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(Fixtures.folder().resolve("helio/island.json")), false);
    final InspectorViewModel inspector = new InspectorViewModel(doc);

    @Test void aSelectedFieldShowsItsNodeWithRegistryKindsAndReferrers() {
        doc.select("$.children[0].name");
        assertEquals("#1 SceneNode \"rock\"", inspector.headingProperty().get());
        assertEquals("$.children[0]", inspector.nodePathProperty().get());
        assertEquals("$.children[0].name", inspector.focusedFieldProperty().get());
        List<FieldRow> rows = inspector.fields();
        assertEquals(List.of("name", "parent", "children"), rows.stream().map(FieldRow::name).toList());
        assertEquals("string", rows.get(0).registryKind());
        assertEquals("ref → SceneNode", rows.get(1).registryKind());
        assertEquals(ValueKind.REFERENCE, rows.get(1).kind());
        assertEquals("#0", rows.get(1).text());
        assertEquals(List.of("$.children[0]"), inspector.referencedBy().stream().map(ReferenceRow::path).toList());
    }

    @Test void commitsGoThroughTheDocumentAndRefusalsComeBack() {
        doc.select("$.children[0]");
        FieldRow parent = inspector.fields().get(1);
        assertNotNull(inspector.commit(parent, "#99"));
        assertNull(inspector.commit(parent, "null"));
        assertEquals("null", inspector.fields().get(1).text());
        assertEquals("$.children[0]", doc.selectedPath(), "the selection stays put after an edit");
    }

    @Test void referenceChoicesMatchNamesAndTypes() {
        assertEquals(List.of("#1 SceneNode \"rock\""), inspector.referenceChoices("rock"));
        assertEquals(2, inspector.referenceChoices("scenenode").size());
        assertEquals("#3", ReferenceValueEditor.literal("#3 GameObject \"obj1\""));
    }
}
