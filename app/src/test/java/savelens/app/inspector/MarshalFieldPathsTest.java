package savelens.app.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentViewModel;
import savelens.document.NewValue;
import savelens.path.DocumentPath;

/** The inspector's rows of a Ruby hash carry the typed paths the hash's keys stand for, and edits through them land. */
class MarshalFieldPathsTest {
    /** Ruby's {@code Marshal.dump([{"k" => 7, 5 => 2, :s => 3}])}. */
    private static final byte[] HASH = {4, 8, 91, 6, 123, 8, 73, 34, 6, 107, 6, 58, 6, 69, 84, 105, 12, 105, 10, 105, 7, 58, 6,
            115, 105, 8};

    @Test
    void aStringKeyAnIntegerKeyAndASymbolKeyEachGetTheirOwnStep(@TempDir Path dir) throws Exception {
        Path file = Files.write(dir.resolve("keys.rvdata2"), HASH);
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(file), false);
        InspectorViewModel inspector = new InspectorViewModel(doc);
        doc.select(DocumentPath.parse("$[0][0]", doc.document()));
        List<FieldRow> rows = inspector.fields();
        assertEquals(List.of("$[0][0][\"k\"]", "$[0][0][5]", "$[0][0].s"), rows.stream().map(r -> r.path().toString()).toList());
        assertNull(inspector.commit(rows.get(0), NewValue.parse("70")));
        assertNull(inspector.commit(rows.get(1), NewValue.parse("20")));
        List<String> texts = inspector.fields().stream().map(FieldRow::text).toList();
        assertEquals(List.of("70", "20", "3"), texts);
    }
}
