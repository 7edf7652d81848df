package savelens.json;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;

/**
 * Jackson's syntax messages said in a user's words: its token names ({@code Array entries}, close markers),
 * character codes and "was expecting" give way to what is wrong in the file. Applied after
 * {@link JsonIndexer#cleanMessage} has cut the parser's sources and settings out.
 */
final class ParserWords {
    private ParserWords() {}

    private record Rewrite(Pattern pattern, Function<MatchResult, String> words) {
        static Rewrite of(String regex, Function<MatchResult, String> words) {
            return new Rewrite(Pattern.compile(regex), words);
        }

        static Rewrite of(String regex, String literal) {
            return of(regex, m -> literal);
        }
    }

    private static final String ANY_VALUE = "\\(JSON String, Number, Array, Object or token 'null', 'true' or 'false'\\)";
    private static final String VALUE_WORDS = "a value (a string, number, array, object, true, false or null)";

    private static final List<Rewrite> REWRITES = List.of(
            Rewrite.of("Unexpected character \\('(.*?)' \\(code (\\d+)[^)]*\\)\\)", m -> "unexpected character " + shown(m.group(2))),
            Rewrite.of("Illegal unquoted character \\(\\(CTRL-CHAR, code (\\d+)\\)\\): has to be escaped using backslash to be included in (string value|name)",
                    m -> "control character " + shown(m.group(1)) + " inside a string: it must be written as an escape"),
            Rewrite.of("Unexpected close marker '(.)': no open (Array|Object) to close",
                    m -> "unexpected '" + m.group(1) + "': no " + noun(m.group(2)) + " is open to close"),
            Rewrite.of("Unexpected close marker '(.)': expected '(.)'\\s*\\(for (Array|Object) starting\\)",
                    m -> "unexpected '" + m.group(1) + "': expected '" + m.group(2) + "' to close the " + noun(m.group(3))),
            Rewrite.of(": expected close marker for (Array|Object)", m -> ": " + article(m.group(1)) + " is not closed"),
            Rewrite.of(" within/between (Array|Object) entries", m -> " inside " + article(m.group(1))),
            Rewrite.of("was expecting comma to separate Array entries", "expected a comma between array entries"),
            Rewrite.of("was expecting comma to separate Object entries", "expected a comma between an object's fields"),
            Rewrite.of("was expecting a colon to separate field name and value", "expected a colon after the field name"),
            Rewrite.of("was expecting double-quote to start field name", "expected a field name in double quotes"),
            Rewrite.of("Unrecognized token '(.*?)': was expecting " + ANY_VALUE,
                    m -> "unrecognized word '" + m.group(1) + "': expected " + VALUE_WORDS),
            Rewrite.of("expected a valid value " + ANY_VALUE, "expected " + VALUE_WORDS),
            Rewrite.of(" in numeric value: JSON spec does not allow numbers to have plus signs", " in a number: JSON numbers have no plus sign"),
            Rewrite.of(" in numeric value: Decimal point not followed by a digit", " in a number: a decimal point needs a digit after it"),
            Rewrite.of(" in numeric value: Exponent indicator not followed by a digit", " in a number: an exponent needs a digit after it"),
            Rewrite.of(" in numeric value: expected digit \\(0-9\\) to follow minus sign, for valid numeric value",
                    " in a number: a minus sign needs a digit after it"),
            Rewrite.of("Unrecognized character escape '(.)' \\(code \\d+\\)", m -> "unknown escape '\\" + m.group(1) + "' in a string"),
            Rewrite.of("expected a hex-digit for character escape sequence", "expected a hex digit in a \\u escape"),
            Rewrite.of("Invalid numeric value: Leading zeroes not allowed", "invalid number: a number cannot start with a zero"),
            Rewrite.of(" in field name", " inside a field name"),
            Rewrite.of("\\s*\\(code \\d+[^)]*\\)", ""));

    /** The message with the parser's terms replaced; an unknown message keeps its words, lower-cased at the start. */
    static String plain(String message) {
        String s = message;
        for (Rewrite r : REWRITES) s = r.pattern.matcher(s).replaceAll(m -> java.util.regex.Matcher.quoteReplacement(r.words.apply(m)));
        return s.isEmpty() ? s : s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1);
    }

    /** A character as a user can see it: quoted when printable, else its code point (a byte-order mark, a tab). */
    private static String shown(String code) {
        int c = Integer.parseInt(code);
        boolean visible = c > 0x20 && c != 0x7F && Character.isDefined(c) && !Character.isISOControl(c)
                && Character.getType(c) != Character.FORMAT && !Character.isWhitespace(c);
        return visible ? "'" + new String(Character.toChars(c)) + "'" : String.format(Locale.ROOT, "U+%04X", c);
    }

    private static String noun(String jacksonName) { return jacksonName.equals("Array") ? "array" : "object"; }

    private static String article(String jacksonName) { return jacksonName.equals("Array") ? "an array" : "an object"; }
}
