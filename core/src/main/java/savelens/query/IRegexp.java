package savelens.query;

import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Translates an I-Regexp (RFC 9485, the regular expressions of match() and search()) into a java.util.regex
 * pattern that means the same: every literal written as a code point escape (so {@code &} and the like stay literal),
 * {@code ^} and {@code $} outside a class as the start and end of the whole text ({@code \A}, {@code \z}: the
 * compliance suite reads them as RFC 9485's mapping to ECMAScript leaves them, as anchors without multiline;
 * Java's own {@code $} would also match before a final newline), {@code .} as {@code [^\n\r]} (I-Regexp's dot; Java's would also refuse U+0085,
 * U+2028 and U+2029), groups as non-capturing groups, {@code \p{…}} only for the general categories I-Regexp
 * names. Anything outside the grammar (back-references, lazy quantifiers, {@code \d}, {@code \w}) is refused.
 */
final class IRegexp {
    private final String source;
    private final StringBuilder out = new StringBuilder();
    private int pos;

    private IRegexp(String source) { this.source = source; }

    /** The pattern, or an IllegalArgumentException when the text is no I-Regexp. */
    static Pattern compile(String iregexp) {
        IRegexp r = new IRegexp(iregexp);
        r.alternatives();
        if (r.pos != iregexp.length()) throw new IllegalArgumentException("unexpected " + iregexp.charAt(r.pos) + " at " + r.pos);
        try {
            return Pattern.compile(r.out.toString());
        } catch (PatternSyntaxException e) { // a range out of order, a repetition {2,1}
            throw new IllegalArgumentException(e.getDescription());
        }
    }

    private void alternatives() {
        branch();
        while (peek() == '|') {
            pos++;
            out.append('|');
            branch();
        }
    }

    private void branch() {
        while (pos < source.length() && peek() != '|' && peek() != ')') {
            atom();
            quantifier();
        }
    }

    private void atom() {
        int c = codePoint();
        switch (c) {
            case '(' -> {
                pos++;
                out.append("(?:");
                alternatives();
                if (peek() != ')') throw invalid("missing )");
                pos++;
                out.append(')');
            }
            case '.' -> {
                pos++;
                out.append("[^\\n\\r]");
            }
            case '[' -> charClass();
            case '\\' -> escape(false);
            case '^' -> {
                pos++;
                out.append("\\A");
            }
            case '$' -> {
                pos++;
                out.append("\\z");
            }
            default -> {
                if (!isNormalChar(c)) throw invalid("unexpected character");
                pos += Character.charCount(c);
                literal(c);
            }
        }
    }

    private void quantifier() {
        char c = peek();
        if (c == '*' || c == '+' || c == '?') {
            pos++;
            out.append(c);
            return;
        }
        if (c != '{') return;
        int start = pos++;
        digits();
        if (peek() == ',') {
            pos++;
            if (peek() != '}') digits();
        }
        if (peek() != '}') throw invalid("bad {n,m}");
        pos++;
        out.append(source, start, pos);
    }

    private void digits() {
        if (!Character.isDigit(peek()) || peek() > '9') throw invalid("expected a digit");
        while (peek() >= '0' && peek() <= '9') pos++;
    }

    /** {@code [^…]}: a leading or trailing {@code -} is literal, ranges of single characters, category escapes. */
    private void charClass() {
        pos++;
        out.append('[');
        if (peek() == '^') {
            pos++;
            out.append('^');
        }
        boolean first = true;
        while (true) {
            if (pos >= source.length()) throw invalid("missing ]");
            char c = peek();
            if (c == ']' && !first) {
                pos++;
                out.append(']');
                return;
            }
            if (c == '-') {
                boolean last = pos + 1 < source.length() && source.charAt(pos + 1) == ']';
                if (!first && !last) throw invalid("- inside a class");
                pos++;
                literal('-');
            } else if (c == '\\' && (peekAt(1) == 'p' || peekAt(1) == 'P')) {
                escape(true);
            } else {
                int from = classChar();
                if (peek() == '-' && peekAt(1) != ']' && pos + 1 < source.length()) {
                    pos++;
                    out.append('-');
                    int to = classChar();
                    if (to < from) throw invalid("range out of order");
                }
            }
            first = false;
        }
    }

    /** One character of a class (written out), returned as a code point. */
    private int classChar() {
        int c = codePoint();
        if (c == '\\') return singleCharEscape();
        if (c == '[' || c == ']' || c == '-' || c < 0) throw invalid("unexpected character in a class");
        pos += Character.charCount(c);
        literal(c);
        return c;
    }

    /** A backslash outside or inside a class: a single-character escape or a category. */
    private void escape(boolean inClass) {
        char e = peekAt(1);
        if (e == 'p' || e == 'P') {
            pos += 2;
            if (peek() != '{') throw invalid("\\p takes {category}");
            int close = source.indexOf('}', pos);
            if (close < 0) throw invalid("missing }");
            String category = source.substring(pos + 1, close);
            if (!isCategory(category)) throw invalid("unknown category " + category);
            pos = close + 1;
            out.append('\\').append(e).append('{').append(category).append('}');
            return;
        }
        singleCharEscape();
    }

    private int singleCharEscape() {
        pos++;
        char e = peek();
        pos++;
        switch (e) {
            case 'n' -> {
                out.append("\\n");
                return '\n';
            }
            case 'r' -> {
                out.append("\\r");
                return '\r';
            }
            case 't' -> {
                out.append("\\t");
                return '\t';
            }
            case '(', ')', '*', '+', '-', '.', '?', '[', '\\', ']', '^', '{', '|', '}' -> {
                literal(e);
                return e;
            }
            default -> throw invalid("\\" + e + " is no I-Regexp escape");
        }
    }

    private static boolean isCategory(String c) {
        if (c.length() == 1) return "LMNPZSC".indexOf(c.charAt(0)) >= 0;
        if (c.length() != 2) return false;
        String seconds = switch (c.charAt(0)) {
            case 'L' -> "lmotu";
            case 'M' -> "cen";
            case 'N' -> "dlo";
            case 'P' -> "cdefios";
            case 'Z' -> "lps";
            case 'S' -> "ckmo";
            case 'C' -> "cfno";
            default -> "";
        };
        return seconds.indexOf(c.charAt(1)) >= 0;
    }

    /** RFC 9485's NormalChar: anything but the metacharacters and surrogates. */
    private static boolean isNormalChar(int c) {
        if (c < 0) return false;
        return switch (c) {
            case '(', ')', '*', '+', '.', '?', '[', '\\', ']', '{', '|', '}' -> false;
            default -> true;
        };
    }

    private void literal(int c) { out.append("\\x{").append(Integer.toHexString(c)).append('}'); }

    private char peek() { return pos < source.length() ? source.charAt(pos) : '\0'; }

    private char peekAt(int ahead) { return pos + ahead < source.length() ? source.charAt(pos + ahead) : '\0'; }

    /** The code point here; -1 for a lone surrogate or the end. */
    private int codePoint() {
        if (pos >= source.length()) return -1;
        int c = source.codePointAt(pos);
        return Character.isSurrogate(source.charAt(pos)) && c < 0x10000 ? -1 : c;
    }

    private IllegalArgumentException invalid(String what) { return new IllegalArgumentException(what + " at " + pos); }
}
