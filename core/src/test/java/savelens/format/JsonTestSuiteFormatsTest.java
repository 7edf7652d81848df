package savelens.format;

import savelens.file.Formats;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;

/**
 * The valid texts of the public JSONTestSuite are JSON but no document format: opened as files (by their
 * {@code .json} name), each is refused as not a document, not with one format's complaint.
 */
class JsonTestSuiteFormatsTest {
    private static Path suite() {
        String p = System.getProperty("savelens.jsontestsuite");
        return Path.of(p != null ? p : "../../shared/third_party/JSONTestSuite").resolve("test_parsing");
    }

    @TestFactory
    Stream<DynamicTest> validJsonIsNotADocument() throws IOException {
        Path dir = suite();
        if (!Files.isDirectory(dir)) {
            System.err.println("JsonTestSuiteFormatsTest skipped: no JSONTestSuite at " + dir.toAbsolutePath());
            Assumptions.abort("no JSONTestSuite at " + dir.toAbsolutePath());
        }
        try (Stream<Path> files = Files.list(dir)) {
            var valid = files.filter(f -> f.getFileName().toString().startsWith("y_")).sorted().toList();
            assertTrue(valid.size() > 90, "the suite's valid cases are there");
            return valid.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
                byte[] text = Files.readAllBytes(f);
                UnreadableDocumentException e = assertThrows(UnreadableDocumentException.class,
                        () -> Formats.read(text, ReadContext.of(Path.of(f.getFileName().toString()))));
                assertTrue(e.getMessage().startsWith("not a document SaveLens can read"), e.getMessage());
            }));
        }
    }
}
