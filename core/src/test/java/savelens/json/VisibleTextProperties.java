package savelens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** What is shown of a string reads back as exactly that string, and never holds a character that would not show. */
class VisibleTextProperties {
    @Property(tries = 3000)
    void whatIsShownParsesBackToTheString(@ForAll("anyText") String s) {
        assertEquals(s, VisibleText.parse(VisibleText.show(s)));
    }

    @Property(tries = 3000)
    void whatIsShownHasNothingAFieldDropsOrAReaderCannotSee(@ForAll("anyText") String s) {
        String shown = VisibleText.show(s);
        for (int i = 0; i < shown.length(); ) {
            int cp = shown.codePointAt(i);
            int type = Character.getType(cp);
            assertTrue(cp >= 0x20 && cp != 0x7F, "a text field drops U+" + Integer.toHexString(cp));
            assertFalse(type == Character.CONTROL || type == Character.FORMAT || type == Character.SURROGATE
                    || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR || type == Character.UNASSIGNED,
                    "U+" + Integer.toHexString(cp) + " shown in " + shown);
            i += Character.charCount(cp);
        }
    }

    @Property(tries = 3000)
    void aShownTextHoldsABackslashExactlyWhenItIsInEscapeForm(@ForAll("anyText") String s) {
        String shown = VisibleText.show(s);
        assertEquals(VisibleText.needsEscapes(s), shown.indexOf('\\') >= 0);
        if (!VisibleText.needsEscapes(s)) assertEquals(s, shown);
    }

    @Property(tries = 1000)
    void twoDifferentStringsNeverLookAlike(@ForAll("anyText") String a, @ForAll("anyText") String b) {
        if (!a.equals(b)) assertNotEquals(VisibleText.show(a), VisibleText.show(b));
    }

    @Property(tries = 2000)
    void aLabelCutShortReadsBackAsAPrefixThatSplitsNoCharacter(@ForAll("anyText") String s, @ForAll @IntRange(min = 1, max = 12) int max) {
        String shown = VisibleText.show(s, max);
        if (s.codePointCount(0, s.length()) <= max) {
            assertEquals(VisibleText.show(s), shown);
            return;
        }
        assertTrue(shown.endsWith("…"), shown);
        String prefix = VisibleText.parse(shown.substring(0, shown.length() - 1));
        assertTrue(s.startsWith(prefix));
        assertEquals(max - 1, prefix.codePointCount(0, prefix.length()));
        assertFalse(!prefix.isEmpty() && Character.isHighSurrogate(prefix.charAt(prefix.length() - 1))
                && Character.isLowSurrogate(s.charAt(prefix.length())),
                "a surrogate pair is split");
    }

    @Test void controlCharactersAreEscapedTheWayJsonWritesThem() {
        assertEquals("Harold\\r", VisibleText.show("Harold\r"));
        assertEquals("Player\\t", VisibleText.show("Player\t"));
        assertEquals("a\\nb\\bc\\fd", VisibleText.show("a\nb\bc\fd"));
        assertEquals("nul\\u0000 del\\u007f c1\\u0085", VisibleText.show("nul\u0000 del\u007f c1\u0085"));
        assertEquals("lone \\ud800 and \\udc00", VisibleText.show("lone \ud800 and \udc00"));
    }

    @Test void aBackslashAndATabNeverLookAlike() {
        assertEquals("C:\\\\saves\\\\tab", VisibleText.show("C:\\saves\\tab"), "a string with a backslash is in escape form");
        assertEquals("\\t", VisibleText.show("\t"));
        assertEquals("\\\\t", VisibleText.show("\\t"));
        assertEquals("\\\\t\\t", VisibleText.show("\\t\t"));
    }

    @Test void invisibleFormatAndSeparatorCharactersAreEscaped() {
        assertEquals("line\\u2028para\\u2029", VisibleText.show("line\u2028para\u2029"));
        assertEquals("\\ufeffbom", VisibleText.show("\ufeffbom"));
        assertEquals("zero\\u200bwidth\\u200djoin", VisibleText.show("zero\u200bwidth\u200djoin"));
        assertEquals("bidi \\u202eevil\\u202c", VisibleText.show("bidi \u202eevil\u202c"));
        assertEquals("tag \\udb40\\udc01", VisibleText.show("tag \udb40\udc01"), "U+E0001 LANGUAGE TAG, both halves");
        assertEquals("\\uffff", VisibleText.show("\uffff"), "a noncharacter");
    }

    @Test void everythingElseIsShownVerbatim() {
        for (String s : new String[] {"", "Harold", "say \"hi\"", "Héros 勇者", "😀 party 🎉", "nbsp\u00a0and\u3000wide",
                "é (e and combining acute: e\u0301)", "private \ue000 use"}) {
            assertEquals(s, VisibleText.show(s));
            assertEquals(s, VisibleText.parse(s));
        }
        assertEquals("Héros 勇者 \"quoted\" \\\\ tab\\t", VisibleText.show("Héros 勇者 \"quoted\" \\ tab\t"),
                "in escape form quotes stay as they are");
    }

    @Test void parseTakesEveryJsonEscape() {
        assertEquals("\"/\\\b\f\n\r\t\u00e9\u00E9", VisibleText.parse("\\\"\\/\\\\\\b\\f\\n\\r\\t\\u00e9\\u00E9"));
        assertEquals("\ud800", VisibleText.parse("\\ud800"));
        assertEquals("\ud83d\ude00", VisibleText.parse("\\ud83d\\ude00"));
        assertEquals("\t", VisibleText.parse("\\u0009"), "another spelling of the same string");
    }

    @Test void aMalformedEscapeIsRefusedWithWhereItIs() {
        MalformedEscapeException e = assertThrows(MalformedEscapeException.class, () -> VisibleText.parse("C:\\Users"));
        assertEquals(2, e.index());
        assertEquals("\\U (character 3) is not an escape; write \\\\ for a backslash, or \\t \\n \\r \\b \\f \\uXXXX", e.getMessage());
        assertEquals(3, assertThrows(MalformedEscapeException.class, () -> VisibleText.parse("abc\\")).index());
        assertTrue(assertThrows(MalformedEscapeException.class, () -> VisibleText.parse("x\\u12g4")).getMessage()
                .startsWith("\\u12g4 (character 2) is not an escape: \\u takes four hex digits"));
        assertThrows(MalformedEscapeException.class, () -> VisibleText.parse("\\u12"));
        assertThrows(MalformedEscapeException.class, () -> VisibleText.parse("\\u１２３４"), "full-width digits are not hex");
    }

    /** Any BMP char (lone surrogates included), whole supplementary code points, and the characters escapes are made of. */
    @Provide Arbitrary<String> anyText() {
        Arbitrary<String> anyChar = Arbitraries.chars().range('\u0000', '\uffff').map(String::valueOf);
        Arbitrary<String> tricky = Arbitraries.of("\\", "t", "u", "0", "d8", "\"", "/", "\t", "\r", "\n", "\u0000", "\u007f",
                "\u0085", "\u2028", "\u200d", "\u202e", "\ufeff", "\ud800", "\udc00", "\\t", "\\u0000", "é", "😀");
        Arbitrary<String> supplementary = Arbitraries.integers().between(0x10000, 0x10FFFF).map(Character::toString);
        return Arbitraries.frequencyOf(
                        net.jqwik.api.Tuple.of(4, anyChar), net.jqwik.api.Tuple.of(4, tricky), net.jqwik.api.Tuple.of(1, supplementary))
                .list().ofMaxSize(24).map(parts -> String.join("", parts));
    }
}
