package savelens.format.marshal;

import java.nio.ByteBuffer;

/** Ruby's {@code r_long}: a Fixnum, length or index written in one to five bytes. */
final class RubyLong {
    private RubyLong() {}

    /** How many bytes the form starting at {@code at} takes. */
    static int length(ByteBuffer in, int at) {
        int c = in.get(at);
        return c == 0 || c > 4 || c < -4 ? 1 : 1 + Math.abs(c);
    }

    /** The value of the form starting at {@code at}; the caller has checked that {@link #length} bytes are there. */
    static long value(ByteBuffer in, int at) {
        int c = in.get(at);
        if (c == 0) return 0;
        if (c > 4) return c - 5;
        if (c < -4) return c + 5;
        int n = Math.abs(c);
        long x = c > 0 ? 0 : -1;
        for (int i = 0; i < n; i++) {
            x &= ~(0xffL << (8 * i));
            x |= (long) (in.get(at + 1 + i) & 0xff) << (8 * i);
        }
        return x;
    }
}
