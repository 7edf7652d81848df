package savelens.format.marshal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import savelens.format.marshal.MarshalRenumbering.Replacement;
import savelens.format.marshal.MarshalRenumbering.Splice;
import savelens.format.marshal.MarshalStream.Located;
import savelens.format.marshal.MarshalValue.*;

/**
 * Edits spliced into a Marshal file's bytes: only the edited value's bytes change, and the links its stream must
 * renumber ({@link MarshalRenumbering}); every other byte stays. Each returns the new file's bytes, which read back.
 */
public final class MarshalEdit {
    private MarshalEdit() {}

    /** Integers Ruby 1.8/1.9 on 32 bits (RGSS) keeps as Fixnum: -2^30 ≤ n < 2^30; beyond, Marshal writes a Bignum. */
    static final long FIXNUM_MIN = -(1L << 30), FIXNUM_MAX = (1L << 30) - 1;

    /**
     * Sets the scalar at position {@code value} of stream {@code stream} to {@code text} (as {@link MarshalText#parse}
     * reads it). A string takes only a string and keeps its encoding ivars; an integer past the Fixnum range becomes
     * a Bignum (one more object-table slot, so later links renumber).
     */
    public static byte[] setScalar(MarshalFile file, int stream, int value, String text) {
        List<Splice> splices = scalarSplices(file, stream, value, text);
        if (splices.isEmpty()) return file.bytes().clone();
        return reread(MarshalRenumbering.apply(file.bytes(), splices));
    }

    /**
     * The splices of {@link #setScalar}: the first replaces the value's own bytes, the rest renumber later links;
     * none when the value is written so already.
     */
    static List<Splice> scalarSplices(MarshalFile file, int stream, int value, String text) {
        MarshalStream s = file.streams().get(stream);
        Located l = s.values().get(value);
        MarshalValue old = l.value();
        MarshalText.Scalar scalar = MarshalText.parse(text);
        if (old instanceof ObjectLink link) {
            throw new IllegalArgumentException("a link to #\"" + stream + "." + link.index() + "\"; edit the value it names");
        }
        boolean isScalar = old instanceof Nil || old instanceof True || old instanceof False || old instanceof Fixnum || old instanceof Bignum
                || old instanceof MFloat || old instanceof MString || old instanceof Symbol || old instanceof SymbolLink;
        if (!isScalar) throw new IllegalArgumentException("not a scalar: a " + MarshalNodes.type(s, value));
        if ((old instanceof Symbol || old instanceof SymbolLink) && isName(s, l)) {
            throw new IllegalArgumentException("a class or variable name, not a value");
        }
        if (old instanceof MString != (scalar.kind() == MarshalText.Scalar.Kind.STRING)) {
            if (old instanceof MString) throw new IllegalArgumentException("a string takes only a string (\"...\")");
            throw new IllegalArgumentException("a string goes only where a string was");
        }
        MarshalValue neu;
        List<byte[]> symbols = new ArrayList<>();
        switch (scalar.kind()) {
            case NIL -> neu = new Nil();
            case TRUE -> neu = new True();
            case FALSE -> neu = new False();
            // A float stays a float when given a whole number: Ruby writes 2.0 as "2".
            case INTEGER -> neu = old instanceof MFloat ? new MFloat(scalar.integer().toString().getBytes(java.nio.charset.StandardCharsets.US_ASCII))
                    : integer(scalar.integer());
            case FLOAT -> neu = new MFloat(scalar.bytes());
            case STRING -> neu = new MString(scalar.bytes());
            default -> {
                int slot = symbolBefore(s, l.start(), scalar.bytes());
                if (slot >= 0) neu = new SymbolLink(slot);
                else {
                    neu = new Symbol(scalar.bytes());
                    symbols.add(scalar.bytes());
                }
            }
        }
        byte[] body = MarshalWriter.body(neu);
        if (Arrays.equals(body, Arrays.copyOfRange(file.bytes(), l.start(), l.end()))) return List.of();
        int slots = MarshalValue.takesObjectSlot(neu) ? 1 : 0;
        return MarshalRenumbering.splices(s, new Replacement(l.start(), l.end(), body, slots, symbols));
    }

    /** Removes element {@code index} of the array at position {@code array}: the count shrinks and later links renumber. */
    public static byte[] removeArrayElement(MarshalFile file, int stream, int array, int index) {
        MarshalStream s = file.streams().get(stream);
        Located a = s.values().get(array);
        if (!(a.value() instanceof MArray arr)) throw new IllegalArgumentException("not an array: a " + MarshalNodes.type(s, array));
        if (index < 0 || index >= arr.elements().size()) throw new IllegalArgumentException("no element " + index + " in " + arr.elements().size());
        Located e = s.values().get(element(s, array, index));
        List<Splice> splices = new ArrayList<>(MarshalRenumbering.splices(s, new Replacement(e.start(), e.end(), new byte[0], 0, List.of())));
        splices.add(count(file, a, arr.elements().size() - 1));
        return reread(MarshalRenumbering.apply(file.bytes(), splices));
    }

    /**
     * Inserts the scalar {@code element} before element {@code index} of the array at position {@code array}: its
     * symbols (a symbol value, a string's {@code :E}) link earlier definitions, or are written in full.
     */
    public static byte[] insertArrayElement(MarshalFile file, int stream, int array, int index, MarshalValue element) {
        MarshalStream s = file.streams().get(stream);
        Located a = s.values().get(array);
        if (!(a.value() instanceof MArray arr)) throw new IllegalArgumentException("not an array: a " + MarshalNodes.type(s, array));
        if (index < 0 || index > arr.elements().size()) throw new IllegalArgumentException("no place " + index + " in " + arr.elements().size());
        int at = index == arr.elements().size() ? a.end() : s.values().get(element(s, array, index)).start();
        List<byte[]> symbols = new ArrayList<>();
        int firstSymbol = 0;
        for (int position : s.symbols()) if (s.values().get(position).start() < at) firstSymbol++;
        MarshalValue written = symbolAt(s, at, element, symbols, firstSymbol);
        byte[] body = MarshalWriter.body(written);
        List<Splice> splices = new ArrayList<>(MarshalRenumbering.splices(s, new Replacement(at, at, body, objectSlots(written), symbols)));
        splices.add(count(file, a, arr.elements().size() + 1));
        return reread(MarshalRenumbering.apply(file.bytes(), splices));
    }

    /**
     * Removes entry {@code entry} (from 0) of the hash at position {@code hash}: its key's and value's bytes go, the
     * count shrinks and later links renumber; a link elsewhere to something the entry holds is refused.
     */
    public static byte[] removeHashEntry(MarshalFile file, int stream, int hash, int entry) {
        MarshalStream s = file.streams().get(stream);
        Located h = s.values().get(hash);
        if (!(h.value() instanceof MHash map)) throw new IllegalArgumentException("not a hash: a " + MarshalNodes.type(s, hash));
        if (entry < 0 || entry >= map.entries().size()) throw new IllegalArgumentException("no entry " + entry + " in " + map.entries().size());
        Located key = s.values().get(element(s, hash, 2 * entry)), value = s.values().get(element(s, hash, 2 * entry + 1));
        List<Splice> splices = new ArrayList<>(MarshalRenumbering.splices(s, new Replacement(key.start(), value.end(), new byte[0], 0, List.of())));
        splices.add(count(file, h, map.entries().size() - 1));
        return reread(MarshalRenumbering.apply(file.bytes(), splices));
    }

    /**
     * Adds the entry {@code key => value} (scalars; a symbol as {@link Symbol} by its name) after the last entry of the
     * hash at position {@code hash} (before its default value, if it has one): the count grows, a symbol is written as
     * a link where the stream defines it before, in full otherwise (taking over a later definition of the same name,
     * which becomes a link), and every later object and symbol link renumbers.
     */
    public static byte[] addHashEntry(MarshalFile file, int stream, int hash, MarshalValue key, MarshalValue value) {
        MarshalStream s = file.streams().get(stream);
        Located h = s.values().get(hash);
        if (!(h.value() instanceof MHash map)) throw new IllegalArgumentException("not a hash: a " + MarshalNodes.type(s, hash));
        for (int k = 0; k < map.entries().size(); k++) {
            if (sameKey(s, map.entries().get(k).key(), key)) {
                throw new IllegalArgumentException("the hash already has the key " + MarshalIndex.show(s, key) + " (entry {" + k + "})");
            }
        }
        int at = map.entries().isEmpty() ? countEnd(file, h) : s.values().get(element(s, hash, 2 * map.entries().size() - 1)).end();
        List<byte[]> defined = new ArrayList<>();
        int firstSymbol = 0;
        for (int position : s.symbols()) if (s.values().get(position).start() < at) firstSymbol++;
        MarshalValue k = symbolAt(s, at, key, defined, firstSymbol), v = symbolAt(s, at, value, defined, firstSymbol);
        byte[] body = concat(MarshalWriter.body(k), MarshalWriter.body(v));
        List<Splice> splices = new ArrayList<>(MarshalRenumbering.splices(s, new Replacement(at, at, body, objectSlots(k) + objectSlots(v), defined)));
        splices.add(count(file, h, map.entries().size() + 1));
        return reread(MarshalRenumbering.apply(file.bytes(), splices));
    }

    /**
     * A scalar as it is written at {@code at}: each symbol in it (itself, or the {@code :E} of a string's {@code I}
     * wrapper) a link to an earlier definition (in the stream or just written), else in full and added to {@code defined}.
     */
    private static MarshalValue symbolAt(MarshalStream s, int at, MarshalValue v, List<byte[]> defined, int firstSymbol) {
        if (v instanceof Ivars iv) {
            MarshalValue inner = symbolAt(s, at, iv.inner(), defined, firstSymbol);
            List<Pair> ivars = new ArrayList<>();
            for (Pair p : iv.ivars()) {
                MarshalValue name = symbolAt(s, at, p.key(), defined, firstSymbol);
                ivars.add(new Pair(name, symbolAt(s, at, p.value(), defined, firstSymbol)));
            }
            return new Ivars(inner, ivars);
        }
        if (!(v instanceof Symbol sym)) return v;
        for (int t = 0; t < defined.size(); t++) if (Arrays.equals(defined.get(t), sym.name())) return new SymbolLink(firstSymbol + t);
        int slot = symbolBefore(s, at, sym.name());
        if (slot >= 0) return new SymbolLink(slot);
        defined.add(sym.name());
        return sym;
    }

    /** The object-table slots a scalar takes: a string, float or bignum one (an {@code I} wrapper none of its own). */
    private static int objectSlots(MarshalValue v) {
        if (v instanceof Ivars iv) {
            int n = objectSlots(iv.inner());
            for (Pair p : iv.ivars()) n += objectSlots(p.value());
            return n;
        }
        return MarshalValue.takesObjectSlot(v) ? 1 : 0;
    }

    /** Whether an existing key equals a new one as Ruby compares them: same symbol, same string bytes, same integer, same literal. */
    private static boolean sameKey(MarshalStream s, MarshalValue old, MarshalValue neu) {
        if (old instanceof Ivars iv) old = iv.inner();
        if (neu instanceof Ivars iv) neu = iv.inner();
        if (old instanceof Symbol || old instanceof SymbolLink) return neu instanceof Symbol n && Arrays.equals(s.symbolName(old), n.name());
        if (old instanceof MString a) return neu instanceof MString b && Arrays.equals(a.bytes(), b.bytes());
        if (old instanceof Fixnum || old instanceof Bignum) {
            return (neu instanceof Fixnum || neu instanceof Bignum) && integerOf(old).equals(integerOf(neu));
        }
        return old instanceof Nil && neu instanceof Nil || old instanceof True && neu instanceof True || old instanceof False && neu instanceof False;
    }

    private static BigInteger integerOf(MarshalValue v) {
        return v instanceof Fixnum f ? BigInteger.valueOf(f.value()) : MarshalIndex.bignum((Bignum) v);
    }

    /** Where a hash's or array's count ends: its first entry, or its end when it has none. */
    private static int countEnd(MarshalFile file, Located container) {
        int start = container.start() + 1;
        int c = file.bytes()[start];
        return start + (c == 0 || c > 4 || c < -4 ? 1 : 1 + Math.abs(c));
    }

    /** The position in the stream's values of element {@code index} of the array at {@code array}. */
    static int element(MarshalStream s, int array, int index) {
        int j = array + 1;
        for (int i = 0; i < index; i++) j = MarshalNodes.skip(s.values(), j);
        return j;
    }

    /** The splice rewriting an array's element count or a hash's entry count (the bytes after its {@code [} or {@code {}). */
    private static Splice count(MarshalFile file, Located array, int n) {
        int start = array.start() + 1;
        int c = file.bytes()[start];
        int len = c == 0 || c > 4 || c < -4 ? 1 : 1 + Math.abs(c);
        return new Splice(start, start + len, MarshalWriter.longBytes(n));
    }

    /** Edited bytes are read once more: an edit that made them unreadable is a bug here, not a file to write. */
    private static byte[] reread(byte[] bytes) {
        MarshalReader.read(bytes);
        return bytes;
    }

    /** A Fixnum within RGSS's range, else a Bignum: sign and magnitude little-endian in whole 16-bit words. */
    static MarshalValue integer(BigInteger n) {
        if (n.compareTo(BigInteger.valueOf(FIXNUM_MIN)) >= 0 && n.compareTo(BigInteger.valueOf(FIXNUM_MAX)) <= 0) return new Fixnum(n.longValue());
        byte[] be = n.abs().toByteArray();
        int len = be.length;
        while (len > 1 && be[be.length - len] == 0) len--;
        byte[] le = new byte[(len + 1) / 2 * 2];
        for (int i = 0; i < len; i++) le[i] = be[be.length - 1 - i];
        return new Bignum((byte) (n.signum() < 0 ? '-' : '+'), le);
    }

    /** The symbol-table slot of {@code name} written in full before byte {@code before}, -1 if none. */
    private static int symbolBefore(MarshalStream s, int before, byte[] name) {
        for (int slot = 0; slot < s.symbols().size(); slot++) {
            Located d = s.values().get(s.symbols().get(slot));
            if (d.start() < before && Arrays.equals(((Symbol) d.value()).name(), name)) return slot;
        }
        return -1;
    }

    /** Whether a symbol stands for a class, module or variable name (not a value). */
    private static boolean isName(MarshalStream s, Located l) {
        if (l.parent() < 0) return false;
        MarshalValue p = s.values().get(l.parent()).value();
        if (p instanceof MArray || p instanceof MHash) return false;
        List<Pair> pairs = p instanceof MObject o ? o.ivars() : p instanceof MStruct st ? st.members() : p instanceof Ivars iv ? iv.ivars() : List.of();
        for (Pair pair : pairs) if (pair.value() == l.value()) return false;
        return true;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
