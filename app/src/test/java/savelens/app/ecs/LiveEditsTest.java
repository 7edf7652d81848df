package savelens.app.ecs;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The edits part's reading of typed text: the same kind of value the field holds, by the rule the cells show text by. */
class LiveEditsTest {
    @Test
    void textIsShownAndReadBackByTheOneRule() {
        var mapper = new ObjectMapper();
        FieldColumn label = new FieldColumn("Label", "text");
        LiveRow row = new LiveRow(1, Map.of("Label", mapper.createObjectNode().put("text", "tab\there\\")), Set.of());
        assertEquals("tab\\there\\\\", row.text(label));
        assertEquals(mapper.valueToTree("tab\there\\"), LiveEdits.parseLike(mapper.valueToTree("x"), row.text(label)));
        assertThrows(IllegalArgumentException.class, () -> LiveEdits.parseLike(mapper.valueToTree("x"), "C:\\Users"));
    }

    @Test
    void typedTextIsReadAsTheKindOfValueTheFieldHolds() {
        var mapper = new ObjectMapper();
        assertEquals(mapper.valueToTree(3), LiveEdits.parseLike(mapper.valueToTree(1), " 3 "));
        assertEquals(mapper.valueToTree(2.5), LiveEdits.parseLike(mapper.valueToTree(1.0), "2.5"));
        assertEquals(mapper.valueToTree("hello world"), LiveEdits.parseLike(mapper.valueToTree("x"), "hello world"));
        assertEquals(mapper.valueToTree(true), LiveEdits.parseLike(mapper.valueToTree(false), "TRUE"));
        assertThrows(IllegalArgumentException.class, () -> LiveEdits.parseLike(mapper.valueToTree(1), "x"));
        // JSON cannot carry infinity back: a number beyond a double's range is refused, not stored as one
        assertThrows(IllegalArgumentException.class, () -> LiveEdits.parseLike(mapper.valueToTree(1.0), "1e999"));
        assertThrows(IllegalArgumentException.class, () -> LiveEdits.parseLike(mapper.valueToTree(1), "-1" + "0".repeat(400)));
    }
}
