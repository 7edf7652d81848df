package savelens.path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;

/** A {@code ["name"]} step reads JSON's escapes, so a name holding a tab can be written (and shown) in a path. */
class QuotedFieldNamesTest {
    private static final Document DOC = Formats.read(("{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"T\",\"fields\":"
            + "{\"a\\tb\":1,\"a\\\\tb\":2,\"say \\\"hi\\\"\":3,\"été\":4,\"atb\":5}}]}").getBytes(StandardCharsets.UTF_8),
            ReadContext.of(null));

    private static String get(String path) {
        return new ValuePrinter(DOC).print(DocumentPath.parse(path).resolve(DOC));
    }

    @Test void jsonEscapesNameTheCharactersTheyStandFor() {
        assertEquals("1", get("$[\"a\\tb\"]"), "\\t is a tab");
        assertEquals("1", get("$[\"a\\u0009b\"]"));
        assertEquals("2", get("$[\"a\\\\tb\"]"), "\\\\ is a backslash");
        assertEquals("3", get("$[\"say \\\"hi\\\"\"]"));
        assertEquals("4", get("$[\"\\u00e9té\"]"));
        assertEquals("5", get("$.atb"));
    }

    @Test void aShortUnicodeEscapeIsRefused() {
        assertThrows(PathException.class, () -> DocumentPath.parse("$[\"a\\u12\"]"));
        assertThrows(PathException.class, () -> DocumentPath.parse("$[\"a\\u+123\"]"));
    }
}
