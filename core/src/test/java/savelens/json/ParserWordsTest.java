package savelens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A syntax error says where and what in a reader's words: the character met as itself, or its Unicode number when
 * it cannot be seen, and what JSON wanted there, not the parser's codes and token types.
 */
class ParserWordsTest {
    private static String error(String text) {
        return assertThrows(JsonSyntaxException.class, () -> JsonIndexer.index(text.getBytes(StandardCharsets.UTF_8))).getMessage();
    }

    @Test
    void aMissingCommaNamesTheCharacterAndWhatWasWanted() {
        assertEquals("line 3, column 30: unexpected '\"': expected a comma between an object's members",
                error("{\"types\":[],\n \"root\":0,\n \"nodes\":[{\"id\":0,\"type\":\"X\" \"fields\":{}}]}"));
        assertEquals("line 1, column 4: unexpected '2': expected a comma between an array's elements", error("[1 2]"));
    }

    @Test
    void aTruncatedDocumentSaysWhatWasLeftOpen() {
        assertEquals("line 3, column 19: unexpected end of the file (the document is truncated) inside an object",
                error("{\"types\":[],\n \"root\":0,\n \"nodes\":[{\"id\":0,"));
        assertEquals("line 1, column 5: unexpected end of the file (the document is truncated): an array is not closed", error("[1,2"));
    }

    @Test
    void aWordThatIsNoValueAndAnInvisibleCharacter() {
        assertEquals("line 1, column 6: unrecognized word 'tru': expected a value", error("{\"a\":tru}"));
        assertEquals("line 1, column 8: unescaped control character U+0001 inside a string: it must be written as an escape (\\u…)",
                error("{\"a\":\"x\u0001y\"}"));
        assertEquals("line 1, column 8: unknown escape: a backslash before 'q'", error("{\"a\":\"\\q\"}"));
    }
}
