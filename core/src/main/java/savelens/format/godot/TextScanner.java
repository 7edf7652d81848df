package savelens.format.godot;

import java.nio.charset.StandardCharsets;
import java.util.function.IntUnaryOperator;
import savelens.index.ValueIndex;

/**
 * Reads Godot's text format ({@code .tscn}, {@code .tres}) into a {@link ValueTable}: value 0 spans the file,
 * each section is an object whose members are its header's attributes and then its {@code key = value} lines,
 * and every Variant value is a value of its own with its exact byte span. Constructed values ({@code Vector2(…)},
 * {@code &"name"}, {@code ExtResource(…)}) are scalars whose text is their source; typed arrays and dictionaries
 * ({@code Array[Font]([…])}) are containers spanning their whole text.
 *
 * <p>A node section may get a synthetic member {@code connections} at its end, with one element per signal
 * connection going out of it ({@code connectionsOf} tells how many): the references of the connection
 * sections, placed where the node that sends them owns them.
 */
final class TextScanner {
    static final int MAX_DEPTH = 256;
    static final String CONNECTIONS = "connections";

    private final byte[] t;
    private final ValueTable out = new ValueTable();
    private final Sections sections = new Sections();
    private final IntUnaryOperator connectionsOf;

    TextScanner(byte[] text, IntUnaryOperator connectionsOf) {
        this.t = text;
        this.connectionsOf = connectionsOf;
    }

    ValueTable table() { return out; }

    Sections sections() { return sections; }

    /**
     * Where the one Godot value written at the start of {@code text} ends, and its kind and variant in the
     * table; throws {@link GodotSyntaxException} when the text starts with no value.
     */
    static ValueTable oneValue(byte[] text) {
        TextScanner s = new TextScanner(text, x -> 0);
        s.out.add(ValueIndex.ARRAY, ValueTable.PLAIN, 0, text.length, -1, -1, -1);
        int end = s.value(0, 0, -1, -1, 1);
        if (end != text.length) throw new GodotSyntaxException("unexpected text after the value", end);
        return s.out;
    }

    /**
     * Checks the arguments of the constructed value written at the start of {@code text} ({@code Vector2(1, 2)}):
     * values separated by commas up to the closing parenthesis. Reading a file does not need this (it keeps a
     * constructed value's text as it is); an edit writing a new one does.
     */
    static void checkArguments(byte[] text) {
        TextScanner s = new TextScanner(text, x -> 0);
        s.out.add(ValueIndex.ARRAY, ValueTable.PLAIN, 0, text.length, -1, -1, -1);
        int p = 0;
        while (p < text.length && text[p] != '(') p++;
        int q = s.skipWhite(p + 1);
        if (q < text.length && text[q] == ')') return;
        while (true) {
            q = s.skipWhite(s.value(q, 0, -1, -1, 1));
            if (q < text.length && text[q] == ',') q = s.skipWhite(q + 1);
            else if (q < text.length && text[q] == ')') return;
            else throw new GodotSyntaxException("expected , or ) between arguments", q);
        }
    }

    /** Scans the whole text; value 0 stays open for the synthetic values the reader adds after the sections. */
    TextScanner scan() {
        int p = t.length >= 3 && (t[0] & 0xFF) == 0xEF && (t[1] & 0xFF) == 0xBB && (t[2] & 0xFF) == 0xBF ? 3 : 0;
        out.expect(t.length / 32); // a generated scene writes a value every 25 bytes, a hand-made one fewer
        out.add(ValueIndex.ARRAY, ValueTable.PLAIN, 0, t.length, -1, -1, -1);
        while (true) {
            p = skipBlank(p);
            if (p >= t.length) break;
            if (t[p] != '[') throw new GodotSyntaxException("expected a section such as [node …]", p);
            p = section(p);
        }
        return this;
    }

    private int section(int p) {
        int sec = sections.size();
        int v = out.add(ValueIndex.OBJECT, ValueTable.PLAIN, p, -1, -1, -1, 0);
        int q = p + 1;
        int tagEnd = identEnd(q);
        if (tagEnd == q) throw new GodotSyntaxException("a section starts with its name, as [node", q);
        sections.add(t, q, tagEnd, v);
        q = tagEnd;
        while (true) {
            q = skipWhite(q);
            if (q >= t.length) throw new GodotSyntaxException("unclosed section header", p);
            if (t[q] == ']') {
                q++;
                break;
            }
            int ks = q, ke = identEnd(q);
            if (ke == ks) throw new GodotSyntaxException("expected an attribute name or ]", q);
            q = skipWhite(ke);
            if (q >= t.length || t[q] != '=') throw new GodotSyntaxException("expected = after the attribute name", q);
            q = value(skipWhite(q + 1), v, ks, ke, 1);
        }
        int end = q;
        requireLineEnd(q);
        while (true) {
            int r = skipBlank(q);
            if (r >= t.length || t[r] == '[') break;
            int ks = r, ke;
            if (t[r] == '"') {
                ke = stringEnd(r);
                r = skipSpaces(ke);
            } else {
                while (r < t.length && t[r] != '=' && t[r] != '\n') r++;
                ke = r;
                while (ke > ks && (t[ke - 1] == ' ' || t[ke - 1] == '\t')) ke--;
                if (ke == ks) throw new GodotSyntaxException("expected a property name before =", ks);
            }
            if (r >= t.length || t[r] != '=') throw new GodotSyntaxException("expected key = value", ks);
            r = skipSpaces(r + 1);
            if (r >= t.length || t[r] == '\n' || t[r] == '\r') throw new GodotSyntaxException("expected a value after =", r);
            q = value(r, v, ks, ke, 1);
            end = q;
            requireLineEnd(q);
        }
        int n = connectionsOf.applyAsInt(sec);
        if (n > 0) {
            int a = out.add(ValueIndex.ARRAY, ValueTable.SYNTHETIC, end, end, end, end, v);
            for (int i = 0; i < n; i++) out.add(ValueIndex.STRING, ValueTable.SYNTHETIC, end, end, -1, -1, a);
            out.close(a, end);
        }
        out.close(v, end);
        return end;
    }

    /** After a value or header only spaces and a comment may follow on its line. */
    private void requireLineEnd(int q) {
        int s = skipSpaces(q);
        if (s < t.length && t[s] != '\n' && t[s] != '\r' && t[s] != ';') throw new GodotSyntaxException("unexpected text after the value", s);
    }

    private int value(int p, int parent, int ks, int ke, int depth) {
        if (depth > MAX_DEPTH) throw new GodotSyntaxException("values nested deeper than " + MAX_DEPTH, p);
        if (p >= t.length) throw new GodotSyntaxException("expected a value", p);
        byte c = t[p];
        if (c == '"') {
            int e = stringEnd(p);
            out.add(ValueIndex.STRING, ValueTable.QUOTED, p, e, ks, ke, parent);
            return e;
        }
        if ((c == '&' || c == '^') && p + 1 < t.length && t[p + 1] == '"') {
            int e = stringEnd(p + 1);
            out.add(ValueIndex.STRING, c == '^' ? ValueTable.NODE_PATH : ValueTable.CONSTRUCTED, p, e, ks, ke, parent);
            return e;
        }
        if (c == '[') {
            int a = out.add(ValueIndex.ARRAY, ValueTable.PLAIN, p, -1, ks, ke, parent);
            int e = arrayBody(p, a, depth);
            out.close(a, e);
            return e;
        }
        if (c == '{') {
            int d = out.add(ValueIndex.OBJECT, ValueTable.PLAIN, p, -1, ks, ke, parent);
            int e = dictionaryBody(p, d, depth);
            out.close(d, e);
            return e;
        }
        if (c == '-' && p + 1 < t.length && isLetter(t[p + 1])) {
            int e = identEnd(p + 1);
            if (!word(p + 1, e).equals("inf")) throw new GodotSyntaxException("expected a number after -", p);
            out.add(ValueIndex.STRING, ValueTable.CONSTRUCTED, p, e, ks, ke, parent);
            return e;
        }
        if (isDigit(c) || c == '-' || c == '+' || c == '.') return number(p, parent, ks, ke);
        if (isLetter(c)) return word(p, parent, ks, ke, depth);
        throw new GodotSyntaxException("expected a value", p);
    }

    private int number(int p, int parent, int ks, int ke) {
        int e = p, digits = 0;
        while (e < t.length) {
            byte b = t[e];
            if (isDigit(b)) digits++;
            else if (!(b == '.' || b == 'e' || b == 'E' || ((b == '-' || b == '+') && (e == p || t[e - 1] == 'e' || t[e - 1] == 'E')))) break;
            e++;
        }
        if (digits == 0) throw new GodotSyntaxException("expected a number", p);
        out.add(ValueIndex.NUMBER, ValueTable.PLAIN, p, e, ks, ke, parent);
        return e;
    }

    private int word(int p, int parent, int ks, int ke, int depth) {
        int e = identEnd(p);
        String w = word(p, e);
        if (e < t.length && t[e] == '[' && (w.equals("Array") || w.equals("Dictionary"))) return typedContainer(p, e, w, parent, ks, ke, depth);
        if (e < t.length && t[e] == '(') {
            int close = balancedEnd(e);
            byte variant = switch (w) {
                case "ExtResource" -> ValueTable.EXT_RESOURCE;
                case "SubResource" -> ValueTable.SUB_RESOURCE;
                case "NodePath" -> ValueTable.NODE_PATH;
                default -> ValueTable.CONSTRUCTED;
            };
            out.add(ValueIndex.STRING, variant, p, close, ks, ke, parent);
            return close;
        }
        byte kind = switch (w) {
            case "true" -> ValueIndex.TRUE;
            case "false" -> ValueIndex.FALSE;
            case "null", "nil" -> ValueIndex.NULL;
            case "inf", "nan", "inf_neg" -> ValueIndex.STRING;
            default -> throw new GodotSyntaxException("unknown value " + w, p);
        };
        out.add(kind, kind == ValueIndex.STRING ? ValueTable.CONSTRUCTED : ValueTable.PLAIN, p, e, ks, ke, parent);
        return e;
    }

    /** {@code Array[Type]([…])} or {@code Dictionary[K, V]({…})}: a container spanning the whole text. */
    private int typedContainer(int p, int bracket, String w, int parent, int ks, int ke, int depth) {
        int q = balancedEnd(bracket);
        if (q >= t.length || t[q] != '(') throw new GodotSyntaxException("expected ( after the element type of " + w, q);
        q = skipWhite(q + 1);
        boolean array = w.equals("Array");
        if (q >= t.length || t[q] != (array ? '[' : '{')) throw new GodotSyntaxException("expected " + (array ? "[" : "{") + " in " + w + "(…)", q);
        int v = out.add(array ? ValueIndex.ARRAY : ValueIndex.OBJECT, ValueTable.PLAIN, p, -1, ks, ke, parent);
        typeParameters(bracket, v);
        q = skipWhite(array ? arrayBody(q, v, depth) : dictionaryBody(q, v, depth));
        if (q >= t.length || t[q] != ')') throw new GodotSyntaxException("expected ) to close " + w + "(…)", q);
        out.close(v, q + 1);
        return q + 1;
    }

    /**
     * The resources a typed container names as its element types ({@code Array[ExtResource("1_x")]}, a script
     * class): references, kept as the container's first children and marked, so that they are no elements.
     */
    private void typeParameters(int bracket, int container) {
        int close = balancedEnd(bracket) - 1;
        int q = bracket + 1;
        while (q < close) {
            if (!isLetter(t[q])) {
                q = t[q] == '"' ? stringEnd(q) : q + 1;
                continue;
            }
            int e = identEnd(q);
            String w = word(q, e);
            if (e < close && t[e] == '(' && (w.equals("ExtResource") || w.equals("SubResource"))) {
                int end = balancedEnd(e);
                int v = out.add(ValueIndex.STRING, w.equals("ExtResource") ? ValueTable.EXT_RESOURCE : ValueTable.SUB_RESOURCE, q, end, -1, -1, container);
                out.typeParameters.set(v);
                e = end;
            }
            q = e;
        }
    }

    private int arrayBody(int p, int a, int depth) {
        int q = p + 1;
        while (true) {
            q = skipWhite(q);
            if (q >= t.length) throw new GodotSyntaxException("unclosed [", p);
            if (t[q] == ']') return q + 1;
            q = skipWhite(value(q, a, -1, -1, depth + 1));
            if (q >= t.length) throw new GodotSyntaxException("unclosed [", p);
            if (t[q] == ',') q++;
            else if (q >= t.length || t[q] != ']') throw new GodotSyntaxException("expected , or ] in an array", q);
        }
    }

    private int dictionaryBody(int p, int d, int depth) {
        int q = p + 1;
        while (true) {
            q = skipWhite(q);
            if (q >= t.length) throw new GodotSyntaxException("unclosed {", p);
            if (t[q] == '}') return q + 1;
            int ks = q, ke = keyEnd(q);
            q = skipWhite(ke);
            if (q >= t.length || t[q] != ':') throw new GodotSyntaxException("expected : after a dictionary key", q);
            q = skipWhite(value(skipWhite(q + 1), d, ks, ke, depth + 1));
            if (q >= t.length) throw new GodotSyntaxException("unclosed {", p);
            if (t[q] == ',') q++;
            else if (q >= t.length || t[q] != '}') throw new GodotSyntaxException("expected , or } in a dictionary", q);
        }
    }

    /** A dictionary key is any value: it ends at the colon outside strings and brackets. */
    private int keyEnd(int p) {
        int q = p, depth = 0;
        while (q < t.length) {
            byte b = t[q];
            if (b == '"') {
                q = stringEnd(q);
                continue;
            }
            if (b == '(' || b == '[' || b == '{') depth++;
            else if (b == ')' || b == ']' || b == '}') {
                if (depth == 0) break;
                depth--;
            } else if (b == ':' && depth == 0) break;
            q++;
        }
        int e = q;
        while (e > p && isWhite(t[e - 1])) e--;
        if (e == p) throw new GodotSyntaxException("expected a dictionary key", p);
        return e;
    }

    /** From an opening bracket to just past the one that closes it, strings skipped. */
    private int balancedEnd(int p) {
        int depth = 0, q = p;
        while (q < t.length) {
            byte b = t[q];
            if (b == '"') {
                q = stringEnd(q);
                continue;
            }
            if (b == '(' || b == '[' || b == '{') {
                if (++depth > MAX_DEPTH) throw new GodotSyntaxException("values nested deeper than " + MAX_DEPTH, q);
            } else if (b == ')' || b == ']' || b == '}') {
                if (--depth == 0) return q + 1;
            }
            q++;
        }
        throw new GodotSyntaxException("unclosed " + (char) t[p], p);
    }

    /** Just past the closing quote of the string opening at p; line breaks may stand inside. */
    int stringEnd(int p) {
        int q = p + 1;
        while (q < t.length) {
            if (t[q] == '\\') q += 2;
            else if (t[q] == '"') return q + 1;
            else q++;
        }
        throw new GodotSyntaxException("unclosed string", p);
    }

    private int skipBlank(int p) {
        while (p < t.length) {
            if (isWhite(t[p])) p++;
            else if (t[p] == ';') {
                while (p < t.length && t[p] != '\n') p++;
            } else break;
        }
        return p;
    }

    private int skipWhite(int p) {
        while (p < t.length && isWhite(t[p])) p++;
        return p;
    }

    private int skipSpaces(int p) {
        while (p < t.length && (t[p] == ' ' || t[p] == '\t')) p++;
        return p;
    }

    private int identEnd(int p) {
        while (p < t.length && (isLetter(t[p]) || isDigit(t[p]))) p++;
        return p;
    }

    private String word(int s, int e) { return new String(t, s, e - s, StandardCharsets.US_ASCII); }

    private static boolean isWhite(byte b) { return b == ' ' || b == '\t' || b == '\n' || b == '\r'; }

    private static boolean isDigit(byte b) { return b >= '0' && b <= '9'; }

    private static boolean isLetter(byte b) { return (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || b == '_'; }
}
