package savelens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JsonIndexTest {
    @ParameterizedTest
    @CsvSource({
            "0, 0", "-0, 0", "42, 42", "-17, -17",
            "123456789012345678, 123456789012345678",
            "9223372036854775807, 9223372036854775807",
            "-999999999999999999, -999999999999999999",
            "-1000000000000000000, -1000000000000000000", "-9223372036854775807, -9223372036854775807",
            "9223372036854775808, -1", "-9223372036854775808, -1", "12345678901234567890, -1",
            "1.5, -1", "1e3, -1",
    })
    void integersAreReadExactlyAndOthersFallBack(String literal, long expected) {
        JsonIndex index = JsonIndexer.index(("[" + literal + "]").getBytes(StandardCharsets.UTF_8));
        assertEquals(expected, index.longValue(1, -1));
    }
}
