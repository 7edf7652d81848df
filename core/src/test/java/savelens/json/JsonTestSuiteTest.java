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
import savelens.SharedCorpus;

/**
 * Valid texts index, invalid ones fail with a syntax error (never anything else): on hand-written cases,
 * and on the public JSONTestSuite where it is beside the repository.
 */
class JsonTestSuiteTest {
    @TestFactory
    Stream<DynamicTest> handWrittenCases() {
        return JsonSyntaxCases.all().entrySet().stream()
                .map(c -> DynamicTest.dynamicTest(c.getKey(), () -> check(c.getKey(), c.getValue())));
    }

    @TestFactory
    Stream<DynamicTest> everyCaseOfTheSuite() throws IOException {
        // Without the suite, one test stands for it and is skipped, so the skip shows in the counts.
        if (!SharedCorpus.JSON_TEST_SUITE.present()) {
            return Stream.of(DynamicTest.dynamicTest("JSONTestSuite", () -> SharedCorpus.JSON_TEST_SUITE.require()));
        }
        Path suite = SharedCorpus.JSON_TEST_SUITE.dir().resolve("test_parsing");
        try (Stream<Path> files = Files.list(suite)) {
            var list = files.sorted().toList();
            assertTrue(list.size() > 300, "the suite is there");
            return list.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(),
                    () -> check(f.getFileName().toString(), Files.readAllBytes(f))));
        }
    }

    /**
     * The words a user reads in the window's banner and on the command line: the parser's own (its token names,
     * character codes, markers, sources and settings) mean nothing to someone who edited a save by hand.
     */
    static void assertInPlainWords(String message) {
        for (String parsers : new String[] {"(code ", "code 0x", "CTRL-CHAR", "Object entries", "Array entries", "JSON String", "marker",
                "Source", "REDACTED", "`", "was expecting", "Unexpected character", "Unrecognized", "Illegal", "token '"}) {
            assertTrue(!message.contains(parsers), "\"" + parsers + "\" in: " + message);
        }
    }

    private static void check(String name, byte[] text) {
        if (name.startsWith("y_")) {
            JsonIndex index = JsonIndexer.index(text);
            assertTrue(index.count() >= 1);
            assertEquals(0, index.parent(0) + 1, "the first value is the top");
        } else if (name.startsWith("n_")) {
            JsonSyntaxException e = assertThrows(JsonSyntaxException.class, () -> JsonIndexer.index(text));
            assertTrue(e.line() >= 1 && e.column() >= 1);
            assertInPlainWords(e.getMessage());
        } else {
            try {
                JsonIndexer.index(text);
            } catch (JsonSyntaxException expected) {
                assertTrue(expected.getMessage().startsWith("line "));
            }
        }
    }
}
