package savelens.app.panels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.ChainDocuments;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentViewModel;
import savelens.edit.DeleteNode;

/**
 * A linked list 100,000 entries deep with a cycle at every entry: the Cycles panel lists each one without naming
 * every row's place up front (naming one walks its depth, so naming all was quadratic and never ended).
 */
class FindingsOfDeepChainTest {
    static final int LENGTH = 100_000;

    @TempDir Path dir;

    @Test @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a guard against the quadratic listing hanging the build, not a measure of speed
    void everyCycleIsListedAndEachLeadsToItsEntry() throws IOException {
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(ChainDocuments.write(dir, LENGTH, true)), false);
        FindingsViewModel findings = new FindingsViewModel(doc);

        List<CycleRow> rows = findings.cycles();
        assertEquals(LENGTH, rows.size());
        CycleRow deepest = rows.stream().filter(r -> r.example().contains("#" + (LENGTH - 1))).findFirst().orElseThrow();
        String path = deepest.path().toString();
        assertTrue(path.startsWith("$"), path);
        assertEquals(LENGTH - 1, path.split("\\.next", -1).length - 1, "the deepest entry is reached through every next");
        List<CycleMember> members = findings.members(deepest);
        assertEquals(1, members.size());
        assertEquals(path, members.get(0).path().toString());
    }

    /** A row still shown after an edit renumbered the nodes: unfolding it names the nodes it was listed for. */
    @Test
    void aRowListedBeforeARenumberingEditUnfoldsToItsOwnNodes() throws IOException {
        String json = "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"Root\",\"fields\":{\"a\":1,\"b\":2}},"
                + "{\"id\":1,\"type\":\"Apple\",\"fields\":{\"self\":1}},{\"id\":2,\"type\":\"Banana\",\"fields\":{\"self\":2}}]}";
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(Files.writeString(dir.resolve("loops.json"), json)), false);
        FindingsViewModel findings = new FindingsViewModel(doc);
        CycleRow banana = findings.cycles().stream().filter(r -> r.example().contains("Banana")).findFirst().orElseThrow();

        assertNull(doc.execute(new DeleteNode(1, true)));
        assertEquals(1, findings.cycles().size(), "the rows are listed again for the edited document");

        List<CycleMember> members = findings.members(banana);
        assertEquals(1, members.size());
        assertTrue(members.get(0).label().contains("Banana"), members.get(0).label());
        assertEquals("$.b", members.get(0).path().toString());
    }
}
