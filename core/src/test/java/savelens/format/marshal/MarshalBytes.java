package savelens.format.marshal;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/** Marshal 4.8 bytes written by hand for tests: type bytes, Ruby's r_long, symbols by their slots. */
final class MarshalBytes {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final Map<String, Integer> symbols = new HashMap<>();

    MarshalBytes() { stream(); }

    /** Begins another stream: its version bytes, an empty symbol table. */
    MarshalBytes stream() {
        out.write(4);
        out.write(8);
        symbols.clear();
        return this;
    }

    MarshalBytes type(char t) {
        out.write(t);
        return this;
    }

    /** Ruby's {@code w_long}. */
    MarshalBytes count(long n) {
        if (n == 0) {
            out.write(0);
        } else if (n > 0 && n < 123) {
            out.write((int) n + 5);
        } else if (n < 0 && n > -124) {
            out.write((int) (n - 5) & 0xff);
        } else {
            byte[] b = new byte[4];
            int i = 0;
            long x = n;
            while (i < 4) {
                b[i++] = (byte) x;
                x >>= 8;
                if (x == 0 && n >= 0 || x == -1 && n < 0) break;
            }
            out.write(n >= 0 ? i : -i & 0xff);
            out.write(b, 0, i);
        }
        return this;
    }

    MarshalBytes fixnum(long v) { return type('i').count(v); }

    MarshalBytes array(int n) { return type('[').count(n); }

    MarshalBytes hash(int n) { return type('{').count(n); }

    /** An object of class {@code name} with {@code ivars} instance variables to follow (name, value). */
    MarshalBytes object(String name, int ivars) { return type('o').symbol(name).count(ivars); }

    MarshalBytes string(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        type('"').count(b.length);
        out.write(b, 0, b.length);
        return this;
    }

    /** A symbol: written in full the first time in a stream, as a link to its slot after. */
    MarshalBytes symbol(String s) {
        Integer slot = symbols.get(s);
        if (slot != null) return type(';').count(slot);
        symbols.put(s, symbols.size());
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        type(':').count(b.length);
        out.write(b, 0, b.length);
        return this;
    }

    MarshalBytes link(int slot) { return type('@').count(slot); }

    byte[] bytes() { return out.toByteArray(); }
}
