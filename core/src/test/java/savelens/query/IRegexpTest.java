package savelens.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** I-Regexp (RFC 9485) as match() and search() read it, where java.util.regex alone would read it otherwise. */
class IRegexpTest {
    private static boolean matches(String regex, String s) { return IRegexp.compile(regex).matcher(s).matches(); }

    @Test
    void dotIsAnythingButLineFeedAndCarriageReturn() {
        assertFalse(matches(".", "\n"));
        assertFalse(matches(".", "\r"));
        // Java's dot refuses these too; I-Regexp's does not.
        assertTrue(matches(".", "\u0085"));
        assertTrue(matches(".", "\u2028"));
        assertTrue(matches(".", "\u2029"));
        assertTrue(matches(".", "🐉"), "one code point, two chars");
    }

    @Test
    void categoriesAreGeneralCategories() {
        assertTrue(matches("\\p{Lu}\\p{Ll}+", "Harold"));
        assertTrue(matches("\\p{L}+", "Καλημέρα"));
        assertTrue(matches("\\P{N}", "x"));
        assertFalse(matches("\\P{N}", "7"));
        assertTrue(matches("[\\p{Nd}a]+", "a12"));
        assertThrows(IllegalArgumentException.class, () -> IRegexp.compile("\\p{IsGreek}"), "blocks are no I-Regexp");
        assertThrows(IllegalArgumentException.class, () -> IRegexp.compile("\\p{Lx}"));
    }

    @Test
    void classesKeepJavasOperatorsLiteral() {
        assertTrue(matches("[a&&b]", "&"), "&& is no intersection in I-Regexp");
        assertTrue(matches("[-a]", "-"));
        assertTrue(matches("[a-]", "-"));
        assertTrue(matches("[^a-c]", "d"));
        assertFalse(matches("[^a-c]", "b"));
        assertTrue(matches("[\\]]", "]"));
    }

    @Test
    void literalsStayLiteral() {
        assertTrue(matches("a&b#c", "a&b#c"));
        assertTrue(matches("\\.\\*", ".*"));
        assertTrue(matches("x{2,3}", "xxx"));
        assertFalse(matches("x{2,3}", "xxxx"));
    }

    @Test
    void caretAndDollarAnchorTheWholeText() {
        assertTrue(IRegexp.compile("^ab").matcher("abc").find());
        assertFalse(IRegexp.compile("^ab").matcher("cab").find());
        assertFalse(IRegexp.compile("bc$").matcher("abc\n").find(), "Java's $ would match before a final newline");
    }

    @Test
    void whatIsNotIRegexpIsRefused() {
        for (String bad : new String[] {"\\d", "\\w", "a*?", "a++", "(?:a)", "(a)\\1", "[]", "[a-b-c]", "a{,2}", "(", "a)", "\\uD800"}) {
            assertThrows(IllegalArgumentException.class, () -> IRegexp.compile(bad), bad);
        }
        assertEquals("\\x{61}", "\\x{" + Integer.toHexString('a') + "}");
    }
}
