package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.inspector.FieldRow;
import savelens.app.inspector.InspectorViewModel;
import savelens.app.tree.TreeEntries;
import savelens.app.tree.TreeEntry;
import savelens.document.NewValue;
import savelens.format.rpgmaker.RpgMakerMzFormat;

/** A save that is one value opens in the window as one row, edited at {@code $}. */
class SingleValueDocumentTest {
    @TempDir Path dir;

    @Test
    void theTreeAndTheInspectorShowTheOneValue() throws IOException {
        Path file = Files.write(dir.resolve("plugin.rmmzsave"),
                new RpgMakerMzFormat().encode("\"{\\\"quest\\\":3}\"".getBytes(StandardCharsets.UTF_8)));
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(file), false);

        TreeEntry root = new TreeEntries(doc.state()).root();
        assertEquals("$", root.path().toString());
        assertEquals("$: \"{\"quest\":3}\"", root.text(), "a tree row shows a string decoded");
        assertTrue(root.isLeaf());

        InspectorViewModel inspector = new InspectorViewModel(doc);
        List<FieldRow> rows = inspector.fields();
        assertEquals(1, rows.size());
        assertEquals("$", rows.get(0).path().toString());
        assertEquals("{\"quest\":3}", rows.get(0).text());
        assertEquals("$", inspector.focusedFieldProperty().get().toString());

        assertNull(inspector.commit(rows.get(0), NewValue.parse("\"{\\\"quest\\\":4}\"")));
        assertEquals("{\"quest\":4}", doc.document().index().string(0));
        assertEquals("{\"quest\":4}", inspector.fields().get(0).text());
    }
}
