package savelens.format.marshal;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * How Marshal scalars are shown and typed back: a string as a JSON string with {@code \xNN} for bytes that are not
 * UTF-8, a symbol as {@code :name} (or {@code :"..."}), integers in decimal, a float as the text written.
 */
public final class MarshalText {
    private MarshalText() {}

    private static final Pattern PLAIN_SYMBOL = Pattern.compile("[@$]{0,2}[A-Za-z_][A-Za-z0-9_]*[?!=]?");
    private static final Pattern INTEGER = Pattern.compile("-?[0-9]+");
    private static final Pattern FLOAT = Pattern.compile("-?([0-9]+\\.?[0-9]*([eE][-+]?[0-9]+)?|inf)|nan");

    /** A string's bytes as a JSON string; each byte not part of valid UTF-8 as {@code \xNN}. */
    public static String string(byte[] bytes) {
        StringBuilder b = new StringBuilder("\"");
        int i = 0;
        while (i < bytes.length) {
            int n = utf8Length(bytes, i);
            if (n == 0) {
                b.append(String.format("\\x%02X", bytes[i] & 0xff));
                i++;
                continue;
            }
            String ch = new String(bytes, i, n, StandardCharsets.UTF_8);
            i += n;
            int c = ch.codePointAt(0);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                case '\b' -> b.append("\\b");
                case '\f' -> b.append("\\f");
                default -> b.append(c < 0x20 || c == 0x7f ? String.format("\\u%04x", c) : ch);
            }
        }
        return b.append('"').toString();
    }

    /** The length of the valid UTF-8 sequence at {@code i}, 0 if none starts there. */
    private static int utf8Length(byte[] b, int i) {
        int c = b[i] & 0xff;
        int n = c < 0x80 ? 1 : c >= 0xc2 && c < 0xe0 ? 2 : c >= 0xe0 && c < 0xf0 ? 3 : c >= 0xf0 && c < 0xf5 ? 4 : 0;
        if (n <= 1 || i + n > b.length) return n == 1 ? 1 : 0;
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(b, i, n));
            return n;
        } catch (CharacterCodingException e) {
            return 0;
        }
    }

    /** A symbol's name as {@code :name}, quoted as a string when it is not a plain name. */
    public static String symbol(byte[] name) {
        String s = new String(name, StandardCharsets.UTF_8);
        return PLAIN_SYMBOL.matcher(s).matches() && string(name).equals("\"" + s + "\"") ? ":" + s : ":" + string(name);
    }

    /** A parsed scalar: exactly one of the fields is set (or none, for nil), {@code kind} saying which. */
    public record Scalar(Kind kind, BigInteger integer, byte[] bytes) {
        public enum Kind { NIL, TRUE, FALSE, INTEGER, FLOAT, STRING, SYMBOL }
    }

    /** Reads a scalar as {@link #string}, {@link #symbol} and the rest show it. */
    public static Scalar parse(String text) {
        String t = text.strip();
        switch (t) {
            case "nil": return new Scalar(Scalar.Kind.NIL, null, null);
            case "true": return new Scalar(Scalar.Kind.TRUE, null, null);
            case "false": return new Scalar(Scalar.Kind.FALSE, null, null);
            default: break;
        }
        if (INTEGER.matcher(t).matches()) return new Scalar(Scalar.Kind.INTEGER, new BigInteger(t), null);
        if (FLOAT.matcher(t).matches()) return new Scalar(Scalar.Kind.FLOAT, null, t.getBytes(StandardCharsets.US_ASCII));
        if (t.startsWith("\"")) return new Scalar(Scalar.Kind.STRING, null, unquote(t));
        if (t.startsWith(":\"")) return new Scalar(Scalar.Kind.SYMBOL, null, unquote(t.substring(1)));
        if (t.startsWith(":") && PLAIN_SYMBOL.matcher(t.substring(1)).matches()) {
            return new Scalar(Scalar.Kind.SYMBOL, null, t.substring(1).getBytes(StandardCharsets.UTF_8));
        }
        throw new IllegalArgumentException("not a Marshal scalar (nil, true, false, an integer, a float, \"string\" or :symbol): " + text);
    }

    /** A JSON string with {@code \xNN} byte escapes, back to its bytes. */
    static byte[] unquote(String t) {
        if (t.length() < 2 || !t.endsWith("\"")) throw new IllegalArgumentException("a string ends with a quote: " + t);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 1; i < t.length() - 1; i++) {
            char c = t.charAt(i);
            if (c == '"') throw new IllegalArgumentException("a quote inside a string is written \\\": " + t);
            if (c != '\\') {
                int cp = t.codePointAt(i);
                out.writeBytes(new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8));
                i += Character.charCount(cp) - 1;
                continue;
            }
            if (++i >= t.length() - 1) throw new IllegalArgumentException("a string ends inside an escape: " + t);
            char e = t.charAt(i);
            switch (e) {
                case '"', '\\', '/' -> out.write(e);
                case 'n' -> out.write('\n');
                case 'r' -> out.write('\r');
                case 't' -> out.write('\t');
                case 'b' -> out.write('\b');
                case 'f' -> out.write('\f');
                case 'x', 'u' -> {
                    int len = e == 'x' ? 2 : 4;
                    if (i + len >= t.length()) throw new IllegalArgumentException("a short \\" + e + " escape: " + t);
                    int code;
                    try {
                        code = Integer.parseInt(t.substring(i + 1, i + 1 + len), 16);
                    } catch (NumberFormatException x) {
                        throw new IllegalArgumentException("a bad \\" + e + " escape: " + t);
                    }
                    if (e == 'x') out.write(code);
                    else out.writeBytes(String.valueOf((char) code).getBytes(StandardCharsets.UTF_8));
                    i += len;
                }
                default -> throw new IllegalArgumentException("unknown escape \\" + e + " in " + t);
            }
        }
        return out.toByteArray();
    }
}
