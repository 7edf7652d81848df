package savelens.format;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.regex.Pattern;

/**
 * Number text as JavaScript's {@code JSON.stringify} prints it, for values written into RPG Maker saves:
 * the literal is read as a double (as {@code JSON.parse} does) and printed with the shortest digits that
 * read back as the same double, in {@code Number.prototype.toString}'s layout ({@code 1.0 → 1},
 * {@code 1e2 → 100}, {@code 0.1 → 0.1}, {@code 1e21 → 1e+21}, {@code 1.5e-7 → 1.5e-7}).
 *
 * <p>Limits: like the game, it cannot keep more precision than a double: an integer beyond 2^53 is
 * printed as the nearest double ({@code 9007199254740993 → 9007199254740992}); {@code -0} prints as
 * {@code 0}; a literal too large for a double prints as {@code null}, as {@code JSON.stringify(Infinity)}
 * does. Among equally short digit strings it picks the one closest to the exact value, as ECMAScript
 * recommends and V8 does.
 */
public final class JsNumbers {
    private static final Pattern JSON_NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");

    private JsNumbers() {}

    /**
     * @throws IllegalArgumentException when the text is not a JSON number literal
     */
    public static String format(String jsonNumberLiteral) {
        if (jsonNumberLiteral == null || !JSON_NUMBER.matcher(jsonNumberLiteral).matches()) {
            throw new IllegalArgumentException("not a JSON number: " + jsonNumberLiteral);
        }
        String s = jsonNumberLiteral;
        // Fast path: small integers print as written.
        int digits = s.startsWith("-") ? s.length() - 1 : s.length();
        if (digits <= 15 && s.indexOf('.') < 0 && s.indexOf('e') < 0 && s.indexOf('E') < 0) {
            return s.equals("-0") ? "0" : s;
        }
        return format(Double.parseDouble(s));
    }

    /** A double as JavaScript prints it (NaN and infinities as {@code null}, as in JSON). */
    public static String format(double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) return "null";
        if (d == 0) return "0";
        boolean negative = d < 0;
        BigDecimal exact = new BigDecimal(Math.abs(d));
        BigDecimal shortest = null;
        for (int p = 1; p <= 17; p++) {
            BigDecimal r = exact.round(new MathContext(p, RoundingMode.HALF_EVEN));
            if (r.doubleValue() == Math.abs(d)) {
                shortest = r;
                break;
            }
            // Next to a power of two the rounding interval is lopsided: a neighbour may still read back.
            BigDecimal up = r.add(r.ulp()), down = r.subtract(r.ulp());
            boolean upOk = up.doubleValue() == Math.abs(d), downOk = down.signum() > 0 && down.doubleValue() == Math.abs(d);
            if (upOk || downOk) {
                shortest = upOk && downOk
                        ? (up.subtract(exact).abs().compareTo(exact.subtract(down).abs()) <= 0 ? up : down)
                        : upOk ? up : down;
                break;
            }
        }
        if (shortest == null) shortest = exact.round(new MathContext(17, RoundingMode.HALF_EVEN));
        BigDecimal stripped = shortest.stripTrailingZeros();
        String ds = stripped.unscaledValue().toString();      // the digits, k of them
        int k = ds.length();
        int n = k - stripped.scale();                          // value = 0.ds × 10^n
        StringBuilder out = new StringBuilder(24);
        if (negative) out.append('-');
        if (k <= n && n <= 21) {
            out.append(ds);
            for (int i = 0; i < n - k; i++) out.append('0');
        } else if (0 < n && n <= 21) {
            out.append(ds, 0, n).append('.').append(ds, n, k);
        } else if (-6 < n && n <= 0) {
            out.append("0.");
            for (int i = 0; i < -n; i++) out.append('0');
            out.append(ds);
        } else {
            out.append(ds.charAt(0));
            if (k > 1) out.append('.').append(ds, 1, k);
            int e = n - 1;
            out.append('e').append(e < 0 ? '-' : '+').append(Math.abs(e));
        }
        return out.toString();
    }
}
