package savelens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A broken file is described in a user's words: where, and what is wrong, without the parser's own terms. */
class SyntaxMessageWordsTest {
    /** The parser's vocabulary: its token names, markers, character codes and its way of saying "expected". */
    private static final Pattern PARSER_WORDS = Pattern.compile(
            "marker|within/between|\\(code \\d+\\)|was expecting|[A-Z]+_[A-Z]+|Array entries|Object entries|Unexpected");

    @Test
    void eachTruncationAndSlipIsSaidPlainly() {
        assertEquals("line 1, column 9: unexpected end of the file (the document is truncated) inside an array",
                messageOf("{\"a\":[1,"));
        assertEquals("line 1, column 8: unexpected end of the file (the document is truncated) inside an object",
                messageOf("{\"a\":1,"));
        assertEquals("line 1, column 10: unexpected end of the file (the document is truncated): an array is not closed",
                messageOf("{\"a\":[1,2"));
        assertEquals("line 1, column 12: unexpected end of the file (the document is truncated): an object is not closed",
                messageOf("{\"a\":{\"b\":1"));
        assertEquals("line 1, column 4: unexpected '2': expected a comma between an array's elements",
                messageOf("[1 2]"));
        assertEquals("line 1, column 6: unexpected '1': expected a colon between a member's name and its value",
                messageOf("{\"a\" 1}"));
        assertEquals("line 1, column 4: unexpected ']': expected a value", messageOf("[1,]"));
        assertEquals("line 1, column 4: unescaped control character U+000A inside a string: it must be written as an escape (\\u…)",
                messageOf("[\"a\nb\"]"));
        assertEquals("line 1, column 7: unexpected '\"': expected a hex digit of a \\u escape",
                messageOf("[\"\\u12\"]"));
        assertEquals("line 1, column 2: unexpected '}': expected ']' to close the array", messageOf("[}"));
    }

    @Test
    void noRefusedCaseSpeaksTheParsersWords() {
        List<String> jargon = new ArrayList<>();
        for (Map.Entry<String, byte[]> c : JsonSyntaxCases.all().entrySet()) {
            if (c.getKey().startsWith("y_")) continue;
            String message;
            try {
                JsonIndexer.index(c.getValue());
                continue;
            } catch (JsonSyntaxException e) {
                message = e.getMessage();
            }
            if (PARSER_WORDS.matcher(message).find()) jargon.add(c.getKey() + ": " + message);
        }
        if (!jargon.isEmpty()) fail("messages in the parser's words:\n" + String.join("\n", jargon));
    }

    private static String messageOf(String text) {
        return assertThrows(JsonSyntaxException.class,
                () -> JsonIndexer.index(text.getBytes(StandardCharsets.UTF_8))).getMessage();
    }
}
