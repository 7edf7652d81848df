package savelens.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JsNumbersTest {
    @ParameterizedTest
    @CsvSource({
            "1.0, 1", "1e2, 100", "0.1, 0.1", "100, 100", "-0, 0", "-0.0, 0", "1.50, 1.5", "-3, -3",
            "123456789012345678901, 123456789012345680000", "1e21, 1e+21", "1.5e21, 1.5e+21",
            "9007199254740993, 9007199254740992", "12345678901234567, 12345678901234568",
            "0.000001, 0.000001", "0.0000001, 1e-7", "1.5e-7, 1.5e-7", "6.1198866213158, 6.1198866213158",
            "0.30000000000000004, 0.30000000000000004", "5e-324, 5e-324", "1.7976931348623157e308, 1.7976931348623157e+308",
            "1e400, null", "2E3, 2000", "1e-2, 0.01", "123.456e1, 1234.56",
    })
    void printsAsJavaScript(String literal, String expected) {
        assertEquals(expected, JsNumbers.format(literal));
    }

    @Property(tries = 2000)
    void readsBackAsTheSameDouble(@ForAll double d) {
        String s = JsNumbers.format(d);
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            assertEquals("null", s);
        } else {
            assertEquals(d == 0 ? 0.0 : d, Double.parseDouble(s));
            // never longer than Java's own digits (which are not always shortest)
            assertEquals(s, JsNumbers.format(s));
        }
    }

    @ParameterizedTest
    @CsvSource({"abc", "01", "1.", ".5", "+1", "0x10", "NaN"})
    void refusesWhatIsNotAJsonNumber(String literal) {
        assertThrows(IllegalArgumentException.class, () -> JsNumbers.format(literal));
    }
}
