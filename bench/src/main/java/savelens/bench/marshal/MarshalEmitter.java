package savelens.bench.marshal;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes Marshal 4.8 as Ruby does, straight to a stream (a 100 MB save is never held as values): each stream has
 * its own object table, counted here so callers can link back to an object by the slot {@link #nextSlot} gave
 * it, and its own symbol table, so a symbol written twice becomes a symbol link.
 */
final class MarshalEmitter {
    private final OutputStream out;
    private long written;
    private int objects;
    private final Map<String, Integer> symbols = new HashMap<>();
    /** Every class written, by how Ruby loads it: {@code 'o'} plain object, {@code 'u'} {@code _load}, {@code 'U'} {@code marshal_load}. */
    final Map<String, Character> classes = new TreeMap<>();

    MarshalEmitter(OutputStream out) { this.out = out; }

    long written() { return written; }

    /** Starts a stream: the version bytes, and empty object and symbol tables. */
    void stream() {
        objects = 0;
        symbols.clear();
        raw(4);
        raw(8);
    }

    /** The slot the next object (string, array, hash, object, {@code u}, {@code U}, float) will take. */
    int nextSlot() { return objects; }

    void nil() { raw('0'); }

    void bool(boolean b) { raw(b ? 'T' : 'F'); }

    void fixnum(long n) {
        raw('i');
        number(n);
    }

    /** A VX Ace string: {@code I"…" :E T} (UTF-8). */
    void string(String s) {
        raw('I');
        raw('"');
        objects++;
        bytes(s.getBytes(StandardCharsets.UTF_8));
        number(1);
        symbol("E");
        bool(true);
    }

    void floatText(String text) {
        raw('f');
        objects++;
        bytes(text.getBytes(StandardCharsets.US_ASCII));
    }

    /** A symbol, or a link to it when this stream wrote it already. */
    void symbol(String name) {
        Integer at = symbols.get(name);
        if (at != null) {
            raw(';');
            number(at);
            return;
        }
        symbols.put(name, symbols.size());
        raw(':');
        bytes(name.getBytes(StandardCharsets.UTF_8));
    }

    void link(int slot) {
        if (slot < 0 || slot >= objects) throw new IllegalArgumentException("no object " + slot + " yet (" + objects + ")");
        raw('@');
        number(slot);
    }

    /** An array of {@code n} elements: the caller writes them next. Returns its slot. */
    int array(int n) {
        raw('[');
        number(n);
        return objects++;
    }

    /** A hash of {@code n} entries, key then value. Returns its slot. */
    int hash(int n) {
        raw('{');
        number(n);
        return objects++;
    }

    /** An object of {@code className} with {@code ivars} instance variables: the caller writes {@link #ivar} and a value, by turns. */
    int object(String className, int ivars) {
        raw('o');
        classes.put(className, 'o');
        symbol(className);
        int slot = objects++;
        number(ivars);
        return slot;
    }

    void ivar(String name) { symbol(name); }

    /** {@code u}: {@code _dump} bytes (RGSS's Table, Color, Tone). */
    int userDef(String className, byte[] data) {
        raw('u');
        classes.put(className, 'u');
        symbol(className);
        int slot = objects++;
        bytes(data);
        return slot;
    }

    /** {@code U}: the caller writes the {@code marshal_dump} value next. */
    int userMarshal(String className) {
        raw('U');
        classes.put(className, 'U');
        symbol(className);
        return objects++;
    }

    private void bytes(byte[] b) {
        number(b.length);
        try {
            out.write(b);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        written += b.length;
    }

    /** Ruby's {@code w_long}. */
    private void number(long x) {
        if (x == 0) {
            raw(0);
        } else if (0 < x && x < 123) {
            raw((int) x + 5);
        } else if (-124 < x && x < 0) {
            raw((int) (x - 5) & 0xff);
        } else {
            byte[] buf = new byte[4];
            int i = 0;
            long v = x;
            for (; i < 4; i++) {
                buf[i] = (byte) v;
                v >>= 8;
                if (v == 0 && x > 0 || v == -1 && x < 0) { i++; break; }
            }
            raw(x < 0 ? -i & 0xff : i);
            for (int k = 0; k < i; k++) raw(buf[k] & 0xff);
        }
    }

    private void raw(int b) {
        try {
            out.write(b);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        written++;
    }
}
