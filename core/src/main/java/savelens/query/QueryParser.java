package savelens.query;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads RFC 9535 JSONPath by recursive descent over its ABNF, checking function arguments and comparisons
 * against the RFC's type rules as it goes, so that every error names the column where it was found.
 */
final class QueryParser {
    private static final long MAX_INT = (1L << 53) - 1;
    private final String text;
    private final boolean extensions;
    private int pos;

    private QueryParser(String text, boolean extensions) {
        this.text = text;
        this.extensions = extensions;
    }

    static PathQuery parse(String text, boolean extensions) {
        QueryParser p = new QueryParser(text, extensions);
        PathQuery q = p.rootQuery();
        if (p.pos < p.text.length()) {
            throw p.error(Character.isWhitespace(p.text.charAt(p.pos)) ? "whitespace at the end of a query" : "unexpected "
                    + p.describeHere() + (p.text.charAt(p.pos) == ']' ? " (no [ is open)" : ""));
        }
        return q;
    }

    private PathQuery rootQuery() {
        if (pos >= text.length() || text.charAt(pos) != '$') {
            throw error(pos < text.length() && Character.isWhitespace(text.charAt(pos)) ? "whitespace before the $ that starts a query"
                    : "a query starts with $");
        }
        pos++;
        return new PathQuery(false, segments());
    }

    private List<Segment> segments() {
        List<Segment> segments = new ArrayList<>();
        while (true) {
            int before = pos;
            skipBlanks();
            if (pos < text.length() && (text.charAt(pos) == '.' || text.charAt(pos) == '[')) {
                segments.add(segment());
            } else {
                pos = before;
                return segments;
            }
        }
    }

    private Segment segment() {
        if (text.startsWith("..", pos)) {
            pos += 2;
            if (peek() == '[') return new Segment(true, bracketed());
            return new Segment(true, List.of(dotted("..")));
        }
        if (peek() == '.') {
            pos++;
            return new Segment(false, List.of(dotted(".")));
        }
        return new Segment(false, bracketed());
    }

    /** What follows {@code .} or {@code ..}: {@code *} or a member name. */
    private Selector dotted(String after) {
        if (peek() == '*') {
            pos++;
            return new Selector.Wildcard();
        }
        int start = pos;
        int cp = codePointHere();
        if (!isNameFirst(cp)) {
            throw error("after " + after + " comes a member name, * or [" + (pos < text.length() ? ", not " + describeHere() : ""));
        }
        while (pos < text.length() && isNameChar(codePointHere())) pos += Character.charCount(codePointHere());
        return new Selector.Name(text.substring(start, pos));
    }

    private List<Selector> bracketed() {
        pos++; // [
        List<Selector> selectors = new ArrayList<>();
        while (true) {
            skipBlanks();
            selectors.add(selector());
            skipBlanks();
            char c = peek();
            if (c == ',') {
                pos++;
            } else if (c == ']') {
                pos++;
                return selectors;
            } else {
                throw error(pos >= text.length() ? "missing ] at the end" : "expected , or ] but found " + describeHere());
            }
        }
    }

    private Selector selector() {
        char c = peek();
        if (c == '\'' || c == '"') return new Selector.Name(string());
        if (c == '*') {
            pos++;
            return new Selector.Wildcard();
        }
        if (c == '?') {
            pos++;
            skipBlanks();
            return new Selector.Filter(logical());
        }
        if (c == '-' || c == ':' || isDigit(c)) {
            Long start = c == ':' ? null : integer();
            int afterStart = pos;
            skipBlanks();
            if (peek() != ':') {
                pos = afterStart;
                return new Selector.Index(start);
            }
            pos++;
            skipBlanks();
            Long end = null, step = null;
            if (peek() == '-' || isDigit(peek())) {
                end = integer();
                skipBlanks();
            }
            if (peek() == ':') {
                pos++;
                skipBlanks();
                if (peek() == '-' || isDigit(peek())) step = integer();
            }
            return new Selector.Slice(start, end, step);
        }
        throw error(pos >= text.length() ? "missing a selector and ] at the end"
                : "expected a selector (a quoted name, *, an index, a slice or ?filter) but found " + describeHere());
    }

    /** An index or slice bound: an integer without leading zeros, not -0, within ±(2^53−1). */
    private long integer() {
        int start = pos;
        if (peek() == '-') pos++;
        if (!isDigit(peek())) throw error("expected a digit after -");
        if (peek() == '0') {
            pos++;
            if (isDigit(peek())) throw errorAt(start, "an integer has no leading zeros");
            if (pos - start == 2) throw errorAt(start, "-0 is not an index; write 0");
            return 0;
        }
        while (isDigit(peek())) pos++;
        String digits = text.substring(start, pos);
        if (digits.length() > 17) throw errorAt(start, digits + " is out of range (at most 2^53-1 either way)");
        long n = Long.parseLong(digits);
        if (Math.abs(n) > MAX_INT) throw errorAt(start, digits + " is out of range (at most 2^53-1 either way)");
        return n;
    }

    // ---- filters

    private Expression logical() {
        List<Expression> operands = new ArrayList<>();
        operands.add(and());
        while (true) {
            int before = pos;
            skipBlanks();
            if (!text.startsWith("||", pos)) {
                pos = before;
                break;
            }
            pos += 2;
            skipBlanks();
            operands.add(and());
        }
        return operands.size() == 1 ? operands.get(0) : new Expression.Or(List.copyOf(operands));
    }

    private Expression and() {
        List<Expression> operands = new ArrayList<>();
        operands.add(basic());
        while (true) {
            int before = pos;
            skipBlanks();
            if (!text.startsWith("&&", pos)) {
                pos = before;
                break;
            }
            pos += 2;
            skipBlanks();
            operands.add(basic());
        }
        return operands.size() == 1 ? operands.get(0) : new Expression.And(List.copyOf(operands));
    }

    private Expression basic() {
        if (peek() == '!') {
            pos++;
            skipBlanks();
            Expression negated;
            if (peek() == '(') {
                negated = parenthesised();
            } else {
                int start = pos;
                Operand o = operand();
                if (o instanceof Operand.Literal) throw errorAt(start, "! applies to a test or to a parenthesised expression, not to a literal");
                negated = test(o, start);
            }
            int before = pos;
            skipBlanks();
            if (comparator() != null) throw errorAt(before, "! binds tighter than a comparison; write !(a == b) or a != b");
            pos = before;
            return new Expression.Not(negated);
        }
        if (peek() == '(') return parenthesised();
        int start = pos;
        Operand left = operand();
        int before = pos;
        skipBlanks();
        Expression.Comparator op = comparator();
        if (op == null) {
            pos = before;
            if (left instanceof Operand.Literal) {
                throw errorAt(start, "a literal alone is no test; compare it with something (== != < <= > >=)");
            }
            return test(left, start);
        }
        skipBlanks();
        int rightAt = pos;
        Operand right = operand();
        comparable(left, start);
        comparable(right, rightAt);
        return new Expression.Compare(left, op, right);
    }

    private Expression parenthesised() {
        pos++;
        skipBlanks();
        Expression e = logical();
        skipBlanks();
        if (peek() != ')') throw error(pos >= text.length() ? "missing ) at the end" : "expected ) but found " + describeHere());
        pos++;
        return e;
    }

    /** A query or a function call used as a test. */
    private Expression test(Operand o, int at) {
        if (o instanceof Operand.Query q) return new Expression.Exists(q.query());
        Operand.Call call = (Operand.Call) o;
        if (call.function().result == Function.Type.VALUE) {
            throw errorAt(at, call.function().name + "() gives a value, not a test; compare it (" + call.function().name + "(…) == …)");
        }
        return new Expression.Test(call);
    }

    private void comparable(Operand o, int at) {
        if (o instanceof Operand.Query q && !q.query().isSingular()) {
            throw errorAt(at, "a comparison takes a singular query (names and indexes only), not one that may select several nodes");
        }
        if (o instanceof Operand.Call c && c.function().result != Function.Type.VALUE) {
            throw errorAt(at, c.function().name + "() gives " + (c.function().result == Function.Type.LOGICAL ? "true or false" : "nodes")
                    + ", which cannot be compared; use it as a test");
        }
    }

    private Expression.Comparator comparator() {
        for (Expression.Comparator c : new Expression.Comparator[] {Expression.Comparator.EQ, Expression.Comparator.NE,
                Expression.Comparator.LE, Expression.Comparator.GE, Expression.Comparator.LT, Expression.Comparator.GT}) {
            if (text.startsWith(c.text, pos)) {
                pos += c.text.length();
                return c;
            }
        }
        if (peek() == '=') throw error("= is no operator; compare with ==");
        return null;
    }

    /** A literal, a query ({@code @…} or {@code $…}) or a function call. */
    private Operand operand() {
        char c = peek();
        if (c == '\'' || c == '"') return new Operand.Literal(string());
        if (c == '-' || isDigit(c)) return new Operand.Literal(number());
        if (c == '@') {
            pos++;
            return new Operand.Query(new PathQuery(true, segments()));
        }
        if (c == '$') {
            pos++;
            return new Operand.Query(new PathQuery(false, segments()));
        }
        if (c >= 'a' && c <= 'z') {
            int start = pos;
            while (pos < text.length() && (isLower(peek()) || peek() == '_' || isDigit(peek()))) pos++;
            String name = text.substring(start, pos);
            if (peek() == '(') return call(name, start);
            switch (name) {
                case "true": return new Operand.Literal(Boolean.TRUE);
                case "false": return new Operand.Literal(Boolean.FALSE);
                case "null": return new Operand.Literal(Nothing.NULL);
                default: throw errorAt(start, "unknown word " + name + " (a function call needs its (, a literal is true, false or null)");
            }
        }
        throw error(pos >= text.length() ? "the filter ends too early" : "expected a literal, a query (@ or $) or a function but found " + describeHere());
    }

    private Operand.Call call(String name, int start) {
        Function f = Function.named(name, extensions);
        if (f == null) throw errorAt(start, "unknown function " + name + "()");
        pos++; // (
        skipBlanks();
        List<Operand> args = new ArrayList<>();
        List<Integer> at = new ArrayList<>();
        if (peek() != ')') {
            while (true) {
                at.add(pos);
                args.add(argument());
                skipBlanks();
                if (peek() == ',') {
                    pos++;
                    skipBlanks();
                } else if (peek() == ')') {
                    break;
                } else {
                    throw error(pos >= text.length() ? "missing ) after the arguments of " + name + "()" : "expected , or ) but found " + describeHere());
                }
            }
        }
        pos++; // )
        if (args.size() != f.parameters.size()) {
            throw errorAt(start, name + "() takes " + f.parameters.size() + " argument" + (f.parameters.size() == 1 ? "" : "s") + ", not " + args.size());
        }
        for (int i = 0; i < args.size(); i++) args.set(i, typed(f, i, args.get(i), at.get(i)));
        PathQuery inner = null;
        if (f == Function.DEREF) {
            if (!(args.get(1) instanceof Operand.Literal l && l.value() instanceof String s)) {
                throw errorAt(at.get(1), "deref() takes as its second argument a quoted singular query, such as '$.name'");
            }
            inner = innerQuery(s, at.get(1));
        }
        return new Operand.Call(f, List.copyOf(args), inner);
    }

    private PathQuery innerQuery(String s, int at) {
        PathQuery inner;
        try {
            inner = parse(s, extensions);
        } catch (QuerySyntaxException e) {
            throw errorAt(at, "deref()'s query " + s + ": " + e.getMessage());
        }
        if (!inner.isSingular()) throw errorAt(at, "deref()'s query " + s + " must be singular (names and indexes only)");
        return inner;
    }

    /** One argument: a literal, a query or a call standing alone, else a logical expression. */
    private Operand argument() {
        int start = pos;
        char c = peek();
        boolean simple = c == '\'' || c == '"' || c == '-' || isDigit(c) || c == '@' || c == '$' || isLower(c);
        if (simple) {
            Operand o = operand();
            int after = pos;
            skipBlanks();
            if (peek() == ',' || peek() == ')') {
                pos = after;
                return o;
            }
            pos = start;
        }
        return new Operand.Logical(logical());
    }

    /** Checks an argument against its parameter's declared type (RFC 9535 §2.4.3), converting where the RFC does. */
    private Operand typed(Function f, int i, Operand arg, int at) {
        String which = "argument " + (i + 1) + " of " + f.name + "()";
        switch (f.parameters.get(i)) {
            case VALUE -> {
                if (arg instanceof Operand.Query q && !q.query().isSingular()) {
                    throw errorAt(at, which + " is a value: a singular query (names and indexes only), a literal or a function giving a value");
                }
                if (arg instanceof Operand.Call c && c.function().result != Function.Type.VALUE) throw errorAt(at, which + " is a value; "
                        + c.function().name + "() does not give one");
                if (arg instanceof Operand.Logical) throw errorAt(at, which + " is a value, not a logical expression");
                return arg;
            }
            case LOGICAL -> {
                if (arg instanceof Operand.Literal) throw errorAt(at, which + " is a logical expression, not a literal");
                if (arg instanceof Operand.Query q) return new Operand.Logical(new Expression.Exists(q.query()));
                if (arg instanceof Operand.Call c) {
                    if (c.function().result == Function.Type.VALUE) throw errorAt(at, which + " is a logical expression; " + c.function().name + "() gives a value");
                    return new Operand.Logical(new Expression.Test(c));
                }
                return arg;
            }
            default -> {
                if (arg instanceof Operand.Query) return arg;
                if (arg instanceof Operand.Call c && c.function().result == Function.Type.NODES) return arg;
                throw errorAt(at, which + " is a query (nodes), such as @.items[*]");
            }
        }
    }

    // ---- literals

    private Num number() {
        int start = pos;
        if (peek() == '-') pos++;
        if (!isDigit(peek())) throw error("expected a digit");
        if (peek() == '0') {
            pos++;
            if (isDigit(peek())) throw errorAt(start, "a number has no leading zeros");
        } else {
            while (isDigit(peek())) pos++;
        }
        if (peek() == '.') {
            pos++;
            if (!isDigit(peek())) throw error("expected a digit after the decimal point");
            while (isDigit(peek())) pos++;
        }
        if (peek() == 'e' || peek() == 'E') {
            pos++;
            if (peek() == '+' || peek() == '-') pos++;
            if (!isDigit(peek())) throw error("expected a digit in the exponent");
            while (isDigit(peek())) pos++;
        }
        String s = text.substring(start, pos);
        return new Num(Double.parseDouble(s), s);
    }

    /** A quoted string with JSONPath's escapes; the quote that opened it is the one escaped inside it. */
    private String string() {
        char quote = text.charAt(pos);
        int start = pos++;
        StringBuilder out = new StringBuilder();
        while (true) {
            if (pos >= text.length()) throw errorAt(start, "this string has no closing " + quote);
            char c = text.charAt(pos);
            if (c == quote) {
                pos++;
                return out.toString();
            }
            if (c == '\\') {
                pos++;
                char e = peek();
                switch (e) {
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case '/' -> out.append('/');
                    case '\\' -> out.append('\\');
                    case 'u' -> {
                        pos++;
                        out.append(unicodeEscape());
                        continue;
                    }
                    default -> {
                        if (e != quote) throw errorAt(pos - 1, "\\" + (pos < text.length() ? String.valueOf(e) : "") + " is no escape in a "
                                + (quote == '"' ? "double" : "single") + "-quoted string");
                        out.append(quote);
                    }
                }
                pos++;
                continue;
            }
            if (c < 0x20) throw error("a control character (U+" + String.format("%04X", (int) c) + ") must be escaped in a string");
            if (Character.isSurrogate(c)) {
                int cp = codePointHere();
                if (cp < 0) throw error("a lone surrogate in a string");
                out.appendCodePoint(cp);
                pos += 2;
                continue;
            }
            out.append(c);
            pos++;
        }
    }

    /** The 4 hex digits after {@code \\u} (the u read), and the low surrogate's escape after a high one. */
    private String unicodeEscape() {
        int at = pos - 2;
        char unit = hex4();
        if (Character.isLowSurrogate(unit)) throw errorAt(at, "\\u" + text.substring(at + 2, pos) + " is a low surrogate without a high one before it");
        if (!Character.isHighSurrogate(unit)) return String.valueOf(unit);
        if (!text.startsWith("\\u", pos)) throw errorAt(at, "a high surrogate escape must be followed by a low one (\\uDC00-\\uDFFF)");
        pos += 2;
        char low = hex4();
        if (!Character.isLowSurrogate(low)) throw errorAt(at, "a high surrogate escape must be followed by a low one (\\uDC00-\\uDFFF)");
        return new String(new char[] {unit, low});
    }

    private char hex4() {
        if (pos + 4 > text.length()) throw error("\\u takes 4 hex digits");
        int v = 0;
        for (int i = 0; i < 4; i++) {
            char h = text.charAt(pos + i);
            int d = h < 0x80 ? Character.digit(h, 16) : -1; // ASCII only: Character.digit also reads other scripts' digits
            if (d < 0) throw errorAt(pos + i, "\\u takes 4 hex digits");
            v = v * 16 + d;
        }
        pos += 4;
        return (char) v;
    }

    // ---- characters

    private char peek() { return pos < text.length() ? text.charAt(pos) : '\0'; }

    /** The code point at pos, -1 for a lone surrogate, -2 at the end. */
    private int codePointHere() {
        if (pos >= text.length()) return -2;
        char c = text.charAt(pos);
        if (Character.isHighSurrogate(c) && pos + 1 < text.length() && Character.isLowSurrogate(text.charAt(pos + 1))) {
            return Character.toCodePoint(c, text.charAt(pos + 1));
        }
        return Character.isSurrogate(c) ? -1 : c;
    }

    private void skipBlanks() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') return;
            pos++;
        }
    }

    private static boolean isNameFirst(int cp) {
        return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || cp == '_' || (cp >= 0x80 && cp <= 0xD7FF) || (cp >= 0xE000 && cp <= 0x10FFFF);
    }

    private static boolean isNameChar(int cp) { return isNameFirst(cp) || (cp >= '0' && cp <= '9'); }

    private static boolean isDigit(char c) { return c >= '0' && c <= '9'; }

    private static boolean isLower(char c) { return c >= 'a' && c <= 'z'; }

    private String describeHere() {
        if (pos >= text.length()) return "the end";
        int cp = codePointHere();
        if (cp < 0) return "a lone surrogate";
        if (cp < 0x20 || cp == 0x7F) return String.format("U+%04X", cp);
        return "'" + new String(Character.toChars(cp)) + "'";
    }

    private QuerySyntaxException error(String problem) { return new QuerySyntaxException(pos, problem); }

    private QuerySyntaxException errorAt(int at, String problem) { return new QuerySyntaxException(at, problem); }
}
