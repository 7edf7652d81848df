package savelens.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** A switch typed as a player says it is refused with the literal that works, not with advice to quote it. */
class NewValueWordsTest {
    @Test
    void offAndOnAreRefusedNamingFalseAndTrue() {
        assertEquals("\"off\" is not a JSON value: off is written false", assertThrows(ValueSyntaxException.class, () -> NewValue.parse("off")).getMessage());
        assertEquals("\"On\" is not a JSON value: on is written true", assertThrows(ValueSyntaxException.class, () -> NewValue.parse("On")).getMessage());
        assertEquals(new NewValue.Literal("false", ValueKind.BOOL, null), NewValue.parse("false"), "the advice works");
        assertEquals("\"lamp\" is not a JSON value (quote strings: '\"lamp\"')", assertThrows(ValueSyntaxException.class, () -> NewValue.parse("lamp")).getMessage());
    }

    /** A string begun and not ended is told so, not advised to be quoted once more; a word's own quotes are escaped in the advice. */
    @Test
    void theAdviceIsOneThatWorks() {
        assertEquals("\"\"abc\" is not a JSON value (a string ends with a quote)", message("\"abc"));
        assertEquals("\"\"abc\\\"\" is not a JSON value (a string ends with a quote)", message("\"abc\\\""));
        assertEquals("\"\"\" is not a JSON value (a string ends with a quote)", message("\""));
        assertEquals("\"\"a\\qb\"\" is not a JSON value (a string takes JSON's escapes: \\\" \\\\ \\n \\t \\uXXXX)", message("\"a\\qb\""));
        String advice = "\"say \\\"hi\\\"\"";
        assertEquals("\"say \"hi\"\" is not a JSON value (quote strings: '" + advice + "')", message("say \"hi\""));
        assertEquals(new NewValue.Literal(advice, ValueKind.STRING, "say \"hi\""), NewValue.parse(advice), "the advice works");
        assertEquals(new NewValue.Literal("\"a\\\\\"", ValueKind.STRING, "a\\"), NewValue.parse("\"a\\\\\""), "an escaped backslash ends a string");
    }

    private static String message(String typed) {
        return assertThrows(ValueSyntaxException.class, () -> NewValue.parse(typed)).getMessage();
    }
}
