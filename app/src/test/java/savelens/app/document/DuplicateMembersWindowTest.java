package savelens.app.document;

import savelens.index.DuplicateMembers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.inspector.InspectorViewModel;
import savelens.app.panels.DiagnosticRow;
import savelens.app.panels.FindingsViewModel;
import savelens.app.tree.TreeEntries;
import savelens.app.tree.TreeEntry;
import savelens.document.NewValue;
import savelens.document.Severity;
import savelens.format.rpgmaker.RpgMakerMvFormat;
import savelens.path.DocumentPath;

/** A member name given twice: the Diagnostics panel names both places, and the window will not edit it. */
class DuplicateMembersWindowTest {
    @TempDir Path dir;

    @Test
    void theDiagnosticsPanelShowsItAndAnEditIsRefused() throws IOException {
        String json = "{\"party\":{\"_gold\":1,\"_steps\":5,\"_gold\":0,\"@c\":2},\"@c\":1}";
        Path file = Files.write(dir.resolve("file1.rpgsave"), new RpgMakerMvFormat().encode(json.getBytes(StandardCharsets.UTF_8)));
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(file), false);

        List<DiagnosticRow> rows = new FindingsViewModel(doc).diagnostics();
        assertEquals(1, rows.size());
        assertEquals(Severity.ERROR, rows.get(0).severity());
        assertEquals("duplicate member \"_gold\" at line 1, column 11 and line 1, column 32: the game reads only the last one",
                rows.get(0).message());
        assertEquals("$.party._gold", rows.get(0).path().toString());

        // The tree and the inspector show the last one only, where it is written.
        TreeEntries tree = new TreeEntries(doc.state());
        TreeEntry party = tree.children(tree.root()).get(0);
        assertEquals(List.of("_steps: 5", "_gold: 0"), tree.children(party).stream().map(TreeEntry::text).toList());
        doc.select(DocumentPath.parse("$.party._gold"));
        InspectorViewModel inspector = new InspectorViewModel(doc);
        assertEquals(List.of("_steps=5", "_gold=0"), inspector.fields().stream().map(f -> f.name() + "=" + f.text()).toList());

        String refused = doc.setValue(DocumentPath.parse("$.party._gold"), NewValue.parse("99"));
        assertTrue(refused.startsWith("cannot edit \"_gold\": its object has that name twice"), refused);
        assertEquals(refused, doc.messageProperty().get());
        assertEquals(null, doc.setValue(DocumentPath.parse("$.party._steps"), NewValue.parse("6")), "the object's other members are edited as usual");
    }
}
