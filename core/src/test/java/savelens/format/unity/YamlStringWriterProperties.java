package savelens.format.unity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.schema.CoreSchema;

/**
 * Every string the writer writes, in every style asked for and in block or flow position, reads back with a
 * YAML library as exactly that string (never a number, bool or null), on one line.
 */
class YamlStringWriterProperties {
    private static final Load YAML = new Load(LoadSettings.builder().setSchema(new CoreSchema()).build());

    @Provide
    static Arbitrary<String> awkwardStrings() {
        Arbitrary<String> pieces = Arbitraries.of("a", "Z", " ", "  ", ":", ": ", " #", "#", "'", "\"", "-", "- ", "?", ",", "[", "]",
                "{", "}", "&", "*", "!", "|", ">", "%", "@", "`", "\\", "\t", "\n", "\r", "\u0000", "\u0007", "\u007f", "\u0085",
                "\u00a0", "é", "Привет", "\u2028", "\ufeff", "😀", "0", "1", "12", ".5", "-3", "1e3", "0x1F", "true", "null", "~",
                "yes", "Off", ".inf", "NaN", "Infinity", "---", "...", "<<", "=");
        return pieces.list().ofMaxSize(6).map(l -> String.join("", l));
    }

    @Property(tries = 1500)
    void everyStyleReadsBackAsTheString(@ForAll("awkwardStrings") String value, @ForAll YamlScalarStyle preferred,
                                        @ForAll boolean escapeNonAscii) {
        String block = YamlStringWriter.write(value, preferred, false, escapeNonAscii);
        String flow = YamlStringWriter.write(value, preferred, true, escapeNonAscii);
        assertTrue(block.indexOf('\n') < 0 && flow.indexOf('\n') < 0, "one line: " + block);
        Map<?, ?> map = (Map<?, ?>) YAML.loadFromString("k: " + block + "\nflow: {a: " + flow + ", b: 1}\nlist:\n- " + block + "\n");
        assertEquals(value, map.get("k"), block);
        assertEquals(value, ((Map<?, ?>) map.get("flow")).get("a"), flow);
        assertEquals(1, ((Map<?, ?>) map.get("flow")).get("b"), flow);
        assertEquals(List.of(value), map.get("list"), block);
    }

    @Test
    void plainWhereSafeAndTheOriginalStyleKeptWhereItHolds() {
        assertEquals("Main Camera", YamlStringWriter.write("Main Camera", YamlScalarStyle.PLAIN, false, false));
        assertEquals("Привет мир", YamlStringWriter.write("Привет мир", YamlScalarStyle.PLAIN, false, false));
        assertEquals("'Main Camera'", YamlStringWriter.write("Main Camera", YamlScalarStyle.SINGLE_QUOTED, false, false));
        assertEquals("\"Main Camera\"", YamlStringWriter.write("Main Camera", YamlScalarStyle.DOUBLE_QUOTED, false, false));
        assertEquals("'a: b'", YamlStringWriter.write("a: b", YamlScalarStyle.PLAIN, false, false));
        assertEquals("'it''s'", YamlStringWriter.write("it's", YamlScalarStyle.SINGLE_QUOTED, false, false));
        assertEquals("'12'", YamlStringWriter.write("12", YamlScalarStyle.PLAIN, false, false));
        assertEquals("''", YamlStringWriter.write("", YamlScalarStyle.PLAIN, false, false));
        assertEquals("'a,b'", YamlStringWriter.write("a,b", YamlScalarStyle.PLAIN, true, false));
        assertEquals("a,b", YamlStringWriter.write("a,b", YamlScalarStyle.PLAIN, false, false));
        assertEquals("\"two\\nlines\"", YamlStringWriter.write("two\nlines", YamlScalarStyle.SINGLE_QUOTED, false, false));
        assertEquals("\"\\u041F\\u0440\"", YamlStringWriter.write("Пр", YamlScalarStyle.DOUBLE_QUOTED, false, true));
        assertEquals("\"\\U0001F600\"", YamlStringWriter.write("😀", YamlScalarStyle.DOUBLE_QUOTED, false, true));
    }

    @Test
    void aLoneSurrogateIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> YamlStringWriter.write("a\ud800b", YamlScalarStyle.PLAIN, false, false));
        assertTrue(e.getMessage().contains("lone surrogate"), e.getMessage());
    }
}
