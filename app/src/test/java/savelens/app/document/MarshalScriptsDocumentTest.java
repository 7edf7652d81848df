package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.inspector.FieldRow;
import savelens.app.inspector.InspectorViewModel;
import savelens.app.tree.TreeEntries;
import savelens.app.tree.TreeEntry;
import savelens.document.NewValue;
import savelens.path.DocumentPath;

/** An RPG Maker scripts file in the window: each script's name and inflated source in the tree and the inspector, every edit refused. */
class MarshalScriptsDocumentTest {
    @TempDir Path dir;

    @Test
    void theTreeAndTheInspectorShowTheSourcesAndAnEditIsRefusedWithTheReason() throws IOException {
        Path file = Fixtures.copy(dir, "rpgmaker-vxace/Data/Scripts.rvdata2");
        byte[] before = Files.readAllBytes(file);
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(file), false);

        TreeEntries tree = new TreeEntries(doc.state());
        TreeEntry stream = tree.children(tree.root()).get(0);
        TreeEntry vocab = tree.children(stream).get(0);
        List<String> rows = tree.children(vocab).stream().map(TreeEntry::text).toList();
        assertEquals(3, rows.size(), String.valueOf(rows));
        assertTrue(rows.get(1).endsWith(": \"Vocab\""), rows.get(1));
        assertTrue(rows.get(2).contains("module Vocab") && rows.get(2).contains("Gold = "), rows.get(2));

        doc.select(DocumentPath.parse("$[0][2]", doc.document()));
        InspectorViewModel inspector = new InspectorViewModel(doc);
        List<FieldRow> fields = inspector.fields();
        assertEquals(3, fields.size());
        assertEquals("▼ Zoé's tweaks", fields.get(1).text());
        assertTrue(fields.get(2).text().startsWith("# Zoé: élégant"), fields.get(2).text());

        String refused = inspector.commit(fields.get(1), NewValue.parse("\"Tweaks\""));
        assertTrue(refused != null && refused.contains("opens read-only"), refused);
        assertFalse(doc.dirtyProperty().get());
        assertArrayEquals(before, doc.document().text());
        assertArrayEquals(before, Files.readAllBytes(file));
    }
}
