package savelens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link JsonText#integerAt} reads short integers eight bytes at a time: it must read every number as
 * {@link JsonText#integer} does over the number's whole text, whatever follows it and however near the text's end.
 */
class IntegerAtProperties {
    private static final long NONE = Long.MIN_VALUE;

    @Provide
    Arbitrary<String> numbers() {
        Arbitrary<String> digits = Arbitraries.strings().withCharRange('0', '9').ofMinLength(1).ofMaxLength(21);
        return Arbitraries.oneOf(
                digits,
                digits.map(d -> "-" + d),
                Arbitraries.longs().map(String::valueOf),
                Arbitraries.integers().between(0, 99_999_999).map(String::valueOf),
                digits.map(d -> d + ".5"),
                digits.map(d -> d + "e3"),
                digits.map(d -> "-" + d + "E-2"),
                Arbitraries.of("0", "-0", "9999999", "10000000", "12345678", "-1234567", "99999999", "100000000",
                        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "0.0", "1e0"));
    }

    @Property(tries = 3000)
    void readsAsTheWholeNumbersText(@ForAll("numbers") String number, @ForAll @IntRange(min = 0, max = 5) int after,
                                    @ForAll @IntRange(min = 0, max = 3) int prefix) {
        String[] ends = {"", ",", "]", "}", " ,1234567", "\n"};
        String text = "[".repeat(prefix) + number + ends[after] + (after == 0 ? "" : "99999999");
        assertSameAsWholeText(text.getBytes(StandardCharsets.US_ASCII), prefix);
    }

    @Example
    void numbersAtTheTextsEndAndNearIt() {
        for (String number : new String[] {"1", "1234567", "12345678", "-1234567", "7.25", "31e2"}) {
            for (int pad = 0; pad < 10; pad++) {
                assertSameAsWholeText((number + " ".repeat(pad)).getBytes(StandardCharsets.US_ASCII), 0);
                assertSameAsWholeText((number + ",".repeat(pad)).getBytes(StandardCharsets.US_ASCII), 0);
            }
        }
        assertEquals(1234567, JsonText.integerAt("1234567,\"x\"]".getBytes(StandardCharsets.US_ASCII), 0, NONE));
        assertEquals(-42, JsonText.integerAt("[-42]        ".getBytes(StandardCharsets.US_ASCII), 1, NONE));
        assertEquals(NONE, JsonText.integerAt("[4.2]        ".getBytes(StandardCharsets.US_ASCII), 1, NONE));
    }

    private static void assertSameAsWholeText(byte[] text, int start) {
        long whole = JsonText.integer(text, start, Chunk.scalarEnd(text, start), NONE);
        assertEquals(whole, JsonText.integerAt(text, start, NONE), new String(text, StandardCharsets.US_ASCII));
    }
}
