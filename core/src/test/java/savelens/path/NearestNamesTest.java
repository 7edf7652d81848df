package savelens.path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.format.rpgmaker.RpgMakerMvFormat;

class NearestNamesTest {
    @Test void aTypoFindsTheNameItMissed() {
        assertEquals(List.of("_gold"), NearestNames.to("_gld", List.of("_inBattle", "_gold", "_steps", "_items"), 2));
        assertEquals(List.of("live"), NearestNames.to("lvie", List.of("info", "live", "get", "set"), 2), "a swap is one edit");
        assertEquals("; did you mean \"info\"?", NearestNames.hint("inof", List.of("info", "names")));
        assertEquals("", NearestNames.hint("wholly-different", List.of("info", "names")));
    }

    @Test void aPathStepThatNamesNoFieldSuggestsTheNearest() {
        String json = "{\"party\":{\"_gold\":0,\"_steps\":3,\"@c\":2,\"@\":\"Game_Party\"},\"@c\":1}";
        Document doc = new RpgMakerMvFormat().read(json.getBytes(StandardCharsets.UTF_8), ReadContext.of(null));
        PathException e = assertThrows(PathException.class, () -> DocumentPath.parse("$.party._gld").resolve(doc));
        assertEquals("$.party has no field \"_gld\"; did you mean \"_gold\"?", e.getMessage());
        PathException far = assertThrows(PathException.class, () -> DocumentPath.parse("$.party.money").resolve(doc));
        assertEquals("$.party has no field \"money\"", far.getMessage());
    }
}
