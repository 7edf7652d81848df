package savelens.app.panels;

import java.util.Locale;

/**
 * A count as the window shows it: with thousands separators ({@code 1,234}) and the noun agreeing with it
 * ({@code 1 element}, {@code 2 elements}). Separators are the ones the command line prints, whatever the locale.
 */
public final class Counted {
    private Counted() {}

    /** {@code 1,234}. */
    public static String number(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** {@code 1 cycle}, {@code 12,000 cycles}: the noun with an s unless there is exactly one. */
    public static String of(long n, String noun) {
        return of(n, noun, noun + "s");
    }

    /** {@code 1 match}, {@code 3 matches}. */
    public static String of(long n, String one, String many) {
        return number(n) + " " + (n == 1 ? one : many);
    }

    /** {@code Cycles (1,234)}: a heading with its count. */
    public static String heading(String heading, long n) {
        return heading + " (" + number(n) + ")";
    }
}
