package savelens.format.rpgmaker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import savelens.document.UnreadableDocumentException;

class LzStringTest {

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<Character> any = Arbitraries.chars().range('\u0000', '\uffff');
        Arbitrary<Character> surrogates = Arbitraries.chars().range('\ud800', '\udfff');
        Arbitrary<Character> small = Arbitraries.chars().with('{', '}', '"', ':', ',', 'a', 'b', '@', '1');
        return Arbitraries.frequencyOf(
                        net.jqwik.api.Tuple.of(3, small), net.jqwik.api.Tuple.of(1, any), net.jqwik.api.Tuple.of(1, surrogates))
                .list().ofMaxSize(3000)
                .map(l -> {
                    StringBuilder b = new StringBuilder(l.size());
                    for (char c : l) b.append(c);
                    return b.toString();
                });
    }

    @Property(tries = 300)
    void roundTrip(@ForAll("texts") String s) {
        assertEquals(s, LzString.decompress(LzString.compress(s), Long.MAX_VALUE));
        String b64 = LzString.compressToBase64(s);
        assertEquals(s, LzString.decompressFromBase64(b64, Long.MAX_VALUE));
        if (!s.isEmpty()) assertEquals(s, IndependentLzDecoder.decodeBase64Save(b64));
    }

    @Test
    void longRepetitiveTextRoundTrips() {
        StringBuilder b = new StringBuilder();
        Random r = new Random(7);
        while (b.length() < 300_000) b.append("{\"_hp\":").append(r.nextInt(1000)).append(",\"@c\":").append(r.nextInt(50)).append('}');
        String s = b.toString();
        String b64 = LzString.compressToBase64(s);
        assertEquals(s, LzString.decompressFromBase64(b64, Long.MAX_VALUE));
        assertEquals(s, IndependentLzDecoder.decodeBase64Save(b64));
    }

    @Test
    void decompressionStopsAtTheLimit() {
        String s = "a".repeat(200_000);
        String b64 = LzString.compressToBase64(s);
        UnreadableDocumentException e = assertThrows(UnreadableDocumentException.class,
                () -> LzString.decompressFromBase64(b64, 10_000));
        assertTrue(e.getMessage().contains("compression bomb"), e.getMessage());
        assertEquals(s, LzString.decompressFromBase64(b64, 200_000));
    }

    @Test
    void truncatedAndDamagedStreamsAreRefused() {
        String b64 = LzString.compressToBase64("{\"hello\":\"world\",\"n\":[1,2,3,4,5,6,7,8,9,10]}");
        String cut = b64.substring(0, 12);
        assertThrows(UnreadableDocumentException.class, () -> LzString.decompressFromBase64(cut, 1 << 20));
        assertThrows(UnreadableDocumentException.class, () -> LzString.decompressFromBase64("%%%%", 1 << 20));
        assertThrows(UnreadableDocumentException.class, () -> LzString.decompressFromBase64("", 1 << 20));
    }
}
