package savelens.format.marshal;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import savelens.format.marshal.MarshalValue.*;

/**
 * Writes values as Marshal 4.8, each as it is (a link stays a link, a symbol written in full stays in full), with
 * integers and lengths in Ruby's shortest forms. {@link #asRuby()} instead writes as Ruby's {@code Marshal.dump}
 * does: a symbol after its first time as a link, and the same Java object after its first time as an object link.
 */
public final class MarshalWriter {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final boolean asRuby;
    private final Map<String, Integer> symbolSlots = new HashMap<>();
    private final Map<MarshalValue, Integer> objectSlots = new IdentityHashMap<>();
    private int nextSymbol, nextObject;
    private boolean deferSlot;

    private MarshalWriter(boolean asRuby) { this.asRuby = asRuby; }

    /** The streams back to back, each value as it is. */
    public static byte[] write(List<MarshalValue> streams) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (MarshalValue root : streams) all.writeBytes(new MarshalWriter(false).stream(root));
        return all.toByteArray();
    }

    /** The streams back to back as Ruby would dump them: repeated symbols and repeated Java objects become links. */
    public static byte[] asRuby(List<MarshalValue> streams) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (MarshalValue root : streams) all.writeBytes(new MarshalWriter(true).stream(root));
        return all.toByteArray();
    }

    /** One value's bytes without the version header, as it is (for splicing into a stream). */
    static byte[] body(MarshalValue v) {
        MarshalWriter w = new MarshalWriter(false);
        w.value(v);
        return w.out.toByteArray();
    }

    private byte[] stream(MarshalValue root) {
        out.write(4);
        out.write(8);
        value(root);
        return out.toByteArray();
    }

    // What is left to write, besides values: a count of pairs, the end of an I's inside, an I-wrapped u's slot
    // (given after the ivars), a u's dump after its class name.
    private record Count(long n) {}

    private record SlotAfterIvars(MarshalValue inside) {}

    private record Dump(UserDef u) {}

    private static final Object END_OF_INSIDE = new Object();

    /**
     * Writes {@code root} and all it holds, with no frame of the JVM's per level: what a value holds, and what is
     * written after it, waits on a stack of its own, the next thing to write on top.
     */
    private void value(MarshalValue root) {
        ArrayDeque<Object> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            Object next = todo.pop();
            if (next instanceof MarshalValue v) begin(v, todo);
            else if (next instanceof Count c) writeLong(c.n());
            else if (next == END_OF_INSIDE) deferSlot = false;
            else if (next instanceof SlotAfterIvars s) objectSlots.put(s.inside(), nextObject++);
            else {
                UserDef u = ((Dump) next).u();
                sized(u.data());
                if (asRuby && !deferSlot) objectSlots.put(u, nextObject++);
            }
        }
    }

    /** Writes what comes first of {@code v}, and pushes the rest (the values it holds and what follows them) in reverse. */
    private void begin(MarshalValue v, ArrayDeque<Object> todo) {
        if (asRuby) {
            Integer slot = objectSlots.get(innermost(v));
            if (slot != null) {
                out.write('@');
                writeLong(slot);
                return;
            }
            if (MarshalValue.takesObjectSlot(v) && !(v instanceof UserDef)) objectSlots.put(v, nextObject++);
        }
        if (v instanceof Nil) out.write('0');
        else if (v instanceof True) out.write('T');
        else if (v instanceof False) out.write('F');
        else if (v instanceof Fixnum i) { out.write('i'); writeLong(i.value()); }
        else if (v instanceof Bignum b) { out.write('l'); out.write(b.sign()); writeLong(b.magnitude().length / 2); out.writeBytes(b.magnitude()); }
        else if (v instanceof MFloat f) { out.write('f'); sized(f.text()); }
        else if (v instanceof MString s) { out.write('"'); sized(s.bytes()); }
        else if (v instanceof Symbol s) symbol(s);
        else if (v instanceof SymbolLink l) { out.write(';'); writeLong(l.index()); }
        else if (v instanceof ObjectLink l) { out.write('@'); writeLong(l.index()); }
        else if (asRuby && v instanceof Ivars iv && iv.inner() instanceof Symbol s && symbolSlots.containsKey(latin1(s))) symbol(s);
        else if (v instanceof Ivars iv) {
            out.write('I');
            deferSlot = iv.inner() instanceof UserDef; // Ruby gives an I-wrapped u its slot after the ivars
            if (asRuby && iv.inner() instanceof UserDef) todo.push(new SlotAfterIvars(iv.inner()));
            pairs(iv.ivars(), todo);
            todo.push(END_OF_INSIDE);
            todo.push(iv.inner());
        }
        else if (v instanceof Extended e) { out.write('e'); todo.push(e.inner()); todo.push(e.module()); }
        else if (v instanceof UserClass c) { out.write('C'); todo.push(c.inner()); todo.push(c.className()); }
        else if (v instanceof MArray a) {
            out.write('[');
            writeLong(a.elements().size());
            for (int i = a.elements().size() - 1; i >= 0; i--) todo.push(a.elements().get(i));
        }
        else if (v instanceof MHash h) {
            out.write(h.defaultValue() == null ? '{' : '}');
            writeLong(h.entries().size());
            if (h.defaultValue() != null) todo.push(h.defaultValue());
            for (int i = h.entries().size() - 1; i >= 0; i--) { todo.push(h.entries().get(i).value()); todo.push(h.entries().get(i).key()); }
        }
        else if (v instanceof MObject o) { out.write('o'); pairs(o.ivars(), todo); todo.push(o.className()); }
        else if (v instanceof MStruct s) { out.write('S'); pairs(s.members(), todo); todo.push(s.className()); }
        else if (v instanceof UserDef u) { out.write('u'); todo.push(new Dump(u)); todo.push(u.className()); }
        else if (v instanceof UserMarshal u) { out.write('U'); todo.push(u.data()); todo.push(u.className()); }
        else if (v instanceof DataObject d) { out.write('d'); todo.push(d.data()); todo.push(d.className()); }
        else if (v instanceof ClassRef c) { out.write(c.code()); sized(c.name()); }
        else if (v instanceof Regexp r) { out.write('/'); sized(r.source()); out.write(r.options()); }
        else throw new IllegalArgumentException("not a Marshal value: " + v);
    }

    /** Pushes a count and its pairs, to be written in that order. */
    private static void pairs(List<Pair> pairs, ArrayDeque<Object> todo) {
        for (int i = pairs.size() - 1; i >= 0; i--) { todo.push(pairs.get(i).value()); todo.push(pairs.get(i).key()); }
        todo.push(new Count(pairs.size()));
    }

    /** The value inside wrappers, whose slot a repeat links to. */
    private static MarshalValue innermost(MarshalValue v) {
        while (true) {
            if (v instanceof Ivars iv) v = iv.inner();
            else if (v instanceof UserClass c) v = c.inner();
            else if (v instanceof Extended e) v = e.inner();
            else return v;
        }
    }

    private void symbol(Symbol s) {
        if (asRuby) {
            String key = latin1(s);
            Integer slot = symbolSlots.get(key);
            if (slot != null) {
                out.write(';');
                writeLong(slot);
                return;
            }
            symbolSlots.put(key, nextSymbol++);
        }
        out.write(':');
        sized(s.name());
    }

    private static String latin1(Symbol s) { return new String(s.name(), java.nio.charset.StandardCharsets.ISO_8859_1); }

    private void sized(byte[] bytes) {
        writeLong(bytes.length);
        out.writeBytes(bytes);
    }

    private void writeLong(long x) { out.writeBytes(longBytes(x)); }

    /** Ruby's {@code w_long}: the shortest of the 1–5 byte forms (what {@code r_long} reads: -2^32 to 2^32-1). */
    static byte[] longBytes(long x) {
        if (x < -(1L << 32) || x >= (1L << 32)) throw new IllegalArgumentException("beyond Marshal's integer forms: " + x);
        if (x == 0) return new byte[] {0};
        if (x > 0 && x < 123) return new byte[] {(byte) (x + 5)};
        if (x < 0 && x > -124) return new byte[] {(byte) (x - 5)};
        byte[] buf = new byte[5];
        for (int i = 1; i <= 4; i++) {
            buf[i] = (byte) x;
            x >>= 8;
            if (x == 0) { buf[0] = (byte) i; return java.util.Arrays.copyOf(buf, i + 1); }
            if (x == -1) { buf[0] = (byte) -i; return java.util.Arrays.copyOf(buf, i + 1); }
        }
        throw new IllegalStateException("unreachable");
    }

    /** A double's bytes little-endian (RGSS {@code Color}, {@code Tone}). */
    static ByteBuffer littleEndian(byte[] b) { return ByteBuffer.wrap(b).order(java.nio.ByteOrder.LITTLE_ENDIAN); }
}
