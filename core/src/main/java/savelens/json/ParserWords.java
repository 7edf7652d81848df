package savelens.json;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Jackson's syntax messages in a reader's words: a character as itself (or its Unicode number when it cannot be seen)
 * instead of its decimal code, "an array's elements" instead of "Array entries", "a value" instead of the parser's
 * list of token types. What the message says stays; only its wording changes.
 */
final class ParserWords {
    private ParserWords() {}

    /** ('x' (code 120)), ('\uFEFF' (code 65279 / 0xfeff)) and ((CTRL-CHAR, code 1)): the character Jackson met. */
    private static final Pattern QUOTED = Pattern.compile("\\(?'(.)' \\(code (\\d+)(?: / 0x[0-9a-fA-F]+)?\\)\\)?");
    private static final Pattern UTF8 = Pattern.compile("Invalid UTF-8 (?:start|middle) byte 0x([0-9a-fA-F]+)");
    private static final Pattern CONTROL = Pattern.compile("\\(?\\(CTRL-CHAR, code (\\d+)\\)\\)?");

    private static final String[][] PHRASES = {
            {"Unexpected close marker ']': no open Array to close", "unexpected ']': no array is open"},
            {"Unexpected close marker '}': no open Object to close", "unexpected '}': no object is open"},
            {"(for Object starting)", "to close the object"},
            {"(for Array starting)", "to close the array"},
            {"Unexpected close marker", "unexpected"},
            {": was expecting comma to separate Array entries", ": expected a comma between an array's elements"},
            {": was expecting comma to separate Object entries", ": expected a comma between an object's members"},
            {": was expecting double-quote to start field name", ": expected a member's name in double quotes"},
            {": was expecting a colon to separate field name and value", ": expected a colon between a member's name and its value"},
            {": was expecting (JSON String, Number, Array, Object or token 'null', 'true' or 'false')", ": expected a value"},
            {": expected a valid value (JSON String, Number, Array, Object or token 'null', 'true' or 'false')", ": expected a value"},
            {": expected a hex-digit for character escape sequence", ": expected a hex digit of a \\u escape"},
            {" in numeric value: Exponent indicator not followed by a digit", " in a number: its exponent has no digit"},
            {" in numeric value: Decimal point not followed by a digit", " in a number: no digit after its decimal point"},
            {" in numeric value: expected digit (0-9) to follow minus sign, for valid numeric value", " in a number: no digit after its minus sign"},
            {" in numeric value: JSON spec does not allow numbers to have plus signs", " in a number: JSON numbers have no plus sign"},
            {" in numeric value: ", " in a number: "},
            {"Invalid numeric value: Leading zeroes not allowed", "a number has a leading zero, which JSON does not allow"},
            {"Invalid numeric value: ", "a number is not valid: "},
            {") in field name", ") inside a member's name"},
            {") in character escape sequence", ") inside an escape"},
            {": Expected space separating root-level values", " after the document's value"},
            {": has to be escaped using backslash to be included in string value", " inside a string: it must be written as an escape (\\u…)"},
            {": only regular white space (\\r, \\n, \\t) is allowed between tokens", " between values: only spaces, tabs and line breaks may stand there"},
            {"Illegal unquoted character", "unescaped"},
            {"Illegal character", "unexpected"},
            {"Unrecognized character escape", "unknown escape: a backslash before"},
            {"Unexpected character", "unexpected"},
            {"Unrecognized token", "unrecognized word"},
            {"Non-standard token", "not a JSON value:"},
            {": expected close marker for Array", ": an array is not closed"},
            {": expected close marker for Object", ": an object is not closed"},
            {" within/between Array entries", " inside an array"},
            {" within/between Object entries", " inside an object"},
    };

    static String of(String message) {
        String s = message;
        for (String[] p : PHRASES) s = s.replace(p[0], p[1]);
        s = QUOTED.matcher(s).replaceAll(m -> Matcher.quoteReplacement(character(Integer.parseInt(m.group(2)))));
        s = CONTROL.matcher(s).replaceAll(m -> Matcher.quoteReplacement(character(Integer.parseInt(m.group(1)))));
        s = UTF8.matcher(s).replaceAll("not valid UTF-8 text (byte 0x$1)");
        return s.replace("before control character", "before a control character").replace("before character U+", "before the character U+");
    }

    /** A printable character in quotes; one that cannot be seen (a control, a space of another kind, a BOM) by its number. */
    private static String character(int code) {
        boolean visible = code > 0x20 && code < 0x7f || code > 0xa0 && Character.isLetterOrDigit(code);
        if (visible) return "'" + new String(Character.toChars(code)) + "'";
        String name = code < 0x20 || code == 0x7f ? "control character " : "character ";
        return name + String.format(Locale.ROOT, "U+%04X", code);
    }
}
