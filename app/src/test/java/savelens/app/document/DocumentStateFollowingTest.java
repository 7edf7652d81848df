package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.NewValue;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.path.DocumentPath;

/** The state after an edit carries the analysis and findings over when no edge changed, and equals a fresh state either way. */
class DocumentStateFollowingTest {
    // #3 is unreachable and #2 refers to a missing #9: findings of both kinds to carry over.
    private static final String TEXT = "{\"types\":[{\"name\":\"T\",\"fields\":[{\"name\":\"name\",\"kind\":\"string\"},"
            + "{\"name\":\"next\",\"kind\":\"ref\"}]}],\"root\":1,\"nodes\":["
            + "{\"id\":1,\"type\":\"T\",\"fields\":{\"name\":\"a\",\"next\":2}},"
            + "{\"id\":2,\"type\":\"T\",\"fields\":{\"name\":\"b\",\"next\":9}},"
            + "{\"id\":3,\"type\":\"T\",\"fields\":{\"name\":\"c\",\"next\":1}}]}";

    private static Document read() {
        return Formats.read(TEXT.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("chain.json")));
    }

    private static Document set(Document doc, String path, String value) {
        int v = DocumentPath.parse(path).resolve(doc).value();
        return new SetValue(v, NewValue.parse(value), path).execute(doc);
    }

    @Test
    void aScalarEditCarriesTheAnalysisAndFindingsOver() {
        DocumentState before = DocumentState.of(read());
        DocumentState after = before.following(set(before.document(), "#2.name", "\"renamed\""), null);
        assertSame(before.analysis().edges(), after.analysis().edges());
        assertSame(before.diagnostics(), after.diagnostics());
        assertEquals(DocumentState.of(after.document()).diagnostics(), after.diagnostics());
        assertEquals(2, after.diagnostics().size(), after.diagnostics().toString());
    }

    @Test
    void aRetargetAnalysesAnew() {
        DocumentState before = DocumentState.of(read());
        DocumentState after = before.following(set(before.document(), "#2.next", "#3"), null);
        assertNotSame(before.analysis().edges(), after.analysis().edges());
        assertEquals(DocumentState.of(after.document()).diagnostics(), after.diagnostics());
        assertEquals(0, after.diagnostics().size(), "#3 is reached now, and nothing dangles: " + after.diagnostics());
        assertEquals(0, after.analysis().unreachable());
    }
}
