package savelens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The public JSONTestSuite: valid texts index, invalid ones fail with a syntax error (never anything else). */
class JsonTestSuiteTest {
    private static Path suite() {
        String p = System.getProperty("savelens.jsontestsuite");
        return Path.of(p != null ? p : "../../shared/third_party/JSONTestSuite").resolve("test_parsing");
    }

    @TestFactory
    Stream<DynamicTest> everyCase() throws IOException {
        try (Stream<Path> files = Files.list(suite())) {
            var list = files.sorted().toList();
            assertTrue(list.size() > 300, "the suite is there");
            return list.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> check(f)));
        }
    }

    private static void check(Path f) throws IOException {
        String name = f.getFileName().toString();
        byte[] text = Files.readAllBytes(f);
        if (name.startsWith("y_")) {
            JsonIndex index = JsonIndexer.index(text);
            assertTrue(index.count() >= 1);
            assertEquals(0, index.parent(0) + 1, "the first value is the top");
        } else if (name.startsWith("n_")) {
            JsonSyntaxException e = assertThrows(JsonSyntaxException.class, () -> JsonIndexer.index(text));
            assertTrue(e.line() >= 1 && e.column() >= 1);
        } else {
            try {
                JsonIndexer.index(text);
            } catch (JsonSyntaxException expected) {
                assertTrue(expected.getMessage().startsWith("line "));
            }
        }
    }
}
