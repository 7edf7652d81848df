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
}
