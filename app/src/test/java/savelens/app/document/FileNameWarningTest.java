package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.panels.FindingsViewModel;
import savelens.document.NewValue;
import savelens.path.DocumentPath;

/** The Diagnostics panel says when a file's name does not match what it holds, before and after an edit. */
class FileNameWarningTest {
    private static final String WARNING = "warning: the file name does not end as a helio file does (.helio.json, .json); read by its content";

    @TempDir Path dir;

    @Test
    void aMisnamedFileKeepsItsWarningThroughEdits() throws IOException {
        Path island = Fixtures.copy(dir, "helio/island.json");
        Path txt = Files.move(island, dir.resolve("island.txt"));
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(txt), false);
        assertEquals(List.of(WARNING), findings(doc));

        assertNull(doc.setValue(DocumentPath.parse("$.name"), NewValue.parse("\"isle\"")));
        assertEquals("\"isle\"", doc.document().raw(doc.paths().resolve(DocumentPath.parse("$.name")).value()));
        assertEquals(List.of(WARNING), findings(doc));
    }

    @Test
    void aFileNamedAsItsFormatHasNoSuchWarning() throws IOException {
        Path island = Fixtures.copy(dir, "helio/island.json");
        assertEquals(List.of(), findings(new DocumentViewModel(DocumentLoader.read(island), false)));
    }

    private static List<String> findings(DocumentViewModel doc) {
        return new FindingsViewModel(doc).diagnostics().stream().map(Object::toString).toList();
    }
}
