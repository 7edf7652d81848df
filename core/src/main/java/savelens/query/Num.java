package savelens.query;

import java.math.BigDecimal;

/** A number in a filter: a literal, or what length() and count() give. Compared as a double, exactly when need be. */
record Num(double value, String text) {
    static Num of(long n) { return new Num(n, Long.toString(n)); }

    BigDecimal exact() { return new BigDecimal(text); }
}
