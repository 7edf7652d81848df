package savelens.format.marshal;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import savelens.format.marshal.MarshalStream.Located;
import savelens.format.marshal.MarshalValue.*;
import savelens.index.DuplicateMembers;
import savelens.index.ValueIndex;

/**
 * A Marshal file's values as a document sees them, over the file's own bytes: value 0 is the synthetic root {@code $}
 * (an array whose elements are the streams); an object's, struct's or hash's members are its instance variables
 * ({@code @gold}), struct members or entries (a symbol key by its name, a string, integer, nil, true or false key as {@link MarshalText} shows it, any other key as {@code {n}}, the entry's place);
 * wrappers ({@code I e C}) are one value with the bytes of the whole wrapper; a {@code U} or {@code d} value holds its
 * dump as the member {@code dump}. Spans are byte offsets in the file; {@link #raw} shows a scalar as
 * {@link MarshalText} does, an object link as the id it names ({@code #"1.42"}).
 */
final class MarshalIndex implements ValueIndex {
    private final byte[] bytes;
    private int count;
    private byte[] kind;
    private int[] start, end, keyStart, parent, after;
    private int[] stream, position;
    private String[] name;
    private final List<MarshalStream> streams;
    private final MarshalFile file;
    /** For each stream, the index value of each position's outermost wrapper (-1 for keys and class names). */
    final int[][] valueAt;
    /** A scripts file's decoded sources by stream position ({@link RgssScripts}); null for any other file. */
    private final java.util.Map<Integer, byte[]> sources;

    MarshalIndex(MarshalFile file) {
        this.file = file;
        this.bytes = file.bytes();
        this.streams = file.streams();
        this.valueAt = new int[streams.size()][];
        // Fewer values than the streams hold (keys, class names and wrappers' insides are not values of their own):
        // room for half of them first, trimmed once built.
        long all = 0;
        for (MarshalStream s : streams) all += s.values().size();
        allocate((int) Math.min(Integer.MAX_VALUE - 16, all / 2 + 16));
        int root = add(ARRAY, 0, bytes.length, -1, -1, null, -1, -1);
        for (MarshalStream s : streams) {
            ValueTable t = ValueTable.of(s);
            valueAt[s.number()] = new int[t.size()];
            Arrays.fill(valueAt[s.number()], -1);
            new Emitter(s, t).emit(0, t.start(0), root, null, -1);
        }
        after[root] = count;
        end[root] = bytes.length;
        sources = RgssScripts.isScripts(file) ? RgssScripts.sources(file) : null;
        if (count < kind.length) resize(count);
    }

    /** Whether this is a scripts file, shown decoded and read-only ({@link RgssScripts}). */
    boolean isScripts() { return sources != null; }

    /** A script's source inflated, when value {@code v} is one; else null. */
    private byte[] source(int v) { return sources == null || v == 0 ? null : sources.get(position[v]); }

    private void allocate(int n) {
        kind = new byte[n];
        start = new int[n];
        end = new int[n];
        keyStart = new int[n];
        parent = new int[n];
        after = new int[n];
        stream = new int[n];
        position = new int[n];
        name = new String[n];
    }

    /** One stream's values added in pre-order, with its children and its symbols' names (each made once). */
    private final class Emitter {
        final MarshalStream s;
        final ValueTable t;
        final ValueTable.Children children;
        final String[] symbolNames;

        Emitter(MarshalStream s, ValueTable t) {
            this.s = s;
            this.t = t;
            this.children = t.children();
            this.symbolNames = new String[s.symbols().size()];
        }

        /** Adds the value at {@code pos} (its wrappers looked through) and what it holds; {@code from} is where its bytes begin. */
        void emit(int pos, int from, int parentValue, String memberName, int keyAt) {
            int inner = pos;
            while (true) {
                MarshalValue v = t.value(inner);
                if (v instanceof Ivars) inner = children.get(inner, 0);
                else if (v instanceof Extended || v instanceof UserClass) inner = children.last(inner);
                else break;
            }
            if (from < 0) from = t.start(pos);
            MarshalValue v = t.value(inner);
            int to = t.end(pos);
            byte k;
            if (v instanceof Nil) k = NULL;
            else if (v instanceof True) k = TRUE;
            else if (v instanceof False) k = FALSE;
            else if (v instanceof Fixnum || v instanceof Bignum) k = NUMBER;
            else if (v instanceof MFloat f) k = isPlainNumber(f.text()) ? NUMBER : STRING;
            else if (v instanceof MArray) k = ARRAY;
            else if (v instanceof MHash || v instanceof MObject || v instanceof MStruct || v instanceof UserDef
                    || v instanceof UserMarshal || v instanceof DataObject) k = OBJECT;
            else k = STRING;
            int me = add(k, from, to, parentValue, keyAt, memberName, s.number(), inner);
            valueAt[s.number()][pos] = me;
            if (inner != pos) valueAt[s.number()][inner] = me;
            int n = children.count(inner);
            if (v instanceof MArray) {
                for (int i = 0; i < n; i++) emit(children.get(inner, i), -1, me, null, -1);
            } else if (v instanceof MHash h) {
                int pairs = h.entries().size();
                for (int i = 0; i < pairs; i++) {
                    int key = children.get(inner, 2 * i), value = children.get(inner, 2 * i + 1);
                    emit(value, -1, me, keyName(key, i), t.start(key));
                }
                if (h.defaultValue() != null) emit(children.last(inner), -1, me, "default", -1);
            } else if (v instanceof MObject || v instanceof MStruct) {
                // An object's or struct's members: the children after its class name, symbol and value by turns.
                for (int i = 1; i + 1 < n; i += 2) {
                    int key = children.get(inner, i);
                    emit(children.get(inner, i + 1), -1, me, t.symbolText(s, symbolNames, key), t.start(key));
                }
            } else if (v instanceof UserMarshal || v instanceof DataObject) {
                emit(children.last(inner), -1, me, "dump", -1);
            }
            after[me] = count;
        }

        /** A hash key as a member name: a symbol by its name, an integer in decimal, a string as a JSON string, anything else as shown. */
        String keyName(int key, int entry) {
            MarshalValue v = t.value(key);
            if (v instanceof Symbol || v instanceof SymbolLink) return t.symbolText(s, symbolNames, key);
            if (v instanceof Ivars iv) v = iv.inner();
            if (v instanceof Symbol || v instanceof SymbolLink) return s.symbolText(v);
            if (v instanceof MString || v instanceof Fixnum || v instanceof Bignum || v instanceof Nil || v instanceof True || v instanceof False) return show(s, v);
            return "{" + entry + "}";
        }
    }

    /** Whether a float's text is {@code -?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?} (read by hand: one regex per float is slow on a large save). */
    static boolean isPlainNumber(byte[] text) {
        int i = 0, n = text.length;
        if (i < n && text[i] == '-') i++;
        int digits = i;
        while (i < n && isDigit(text[i])) i++;
        if (i == digits) return false;
        if (i < n && text[i] == '.') {
            int fraction = ++i;
            while (i < n && isDigit(text[i])) i++;
            if (i == fraction) return false;
        }
        if (i < n && (text[i] == 'e' || text[i] == 'E')) {
            i++;
            if (i < n && (text[i] == '-' || text[i] == '+')) i++;
            int exponent = i;
            while (i < n && isDigit(text[i])) i++;
            if (i == exponent) return false;
        }
        return i == n;
    }

    private static boolean isDigit(byte b) { return b >= '0' && b <= '9'; }

    /** A scalar (or a link, or a container's kind) as the document shows it. */
    static String show(MarshalStream s, MarshalValue v) {
        if (v instanceof Ivars iv) return show(s, iv.inner());
        if (v instanceof Extended e) return show(s, e.inner());
        if (v instanceof UserClass u) return show(s, u.inner());
        if (v instanceof Nil) return "nil";
        if (v instanceof True) return "true";
        if (v instanceof False) return "false";
        if (v instanceof Fixnum f) return Long.toString(f.value());
        if (v instanceof Bignum b) return bignum(b).toString();
        if (v instanceof MFloat f) return floatText(f.text());
        if (v instanceof MString str) return MarshalText.string(str.bytes());
        if (v instanceof Symbol sym) return MarshalText.symbol(sym.name());
        if (v instanceof SymbolLink link) return MarshalText.symbol(s.symbolName(link));
        if (v instanceof ObjectLink link) return "#\"" + s.number() + "." + link.index() + "\"";
        if (v instanceof ClassRef c) return (c.code() == 'm' ? "module " : "class ") + new String(c.name(), StandardCharsets.UTF_8);
        if (v instanceof Regexp r) return "/" + new String(r.source(), StandardCharsets.UTF_8) + "/";
        return v instanceof MArray ? "[…]" : "{…}";
    }

    /** A float's text up to the NUL Ruby 1.8 may write before mantissa bytes. */
    static String floatText(byte[] text) {
        int n = 0;
        while (n < text.length && text[n] != 0) n++;
        return new String(text, 0, n, StandardCharsets.ISO_8859_1);
    }

    static BigInteger bignum(Bignum b) {
        byte[] be = new byte[b.magnitude().length + 1];
        for (int i = 0; i < b.magnitude().length; i++) be[be.length - 1 - i] = b.magnitude()[i];
        BigInteger m = new BigInteger(be);
        return b.sign() == '-' ? m.negate() : m;
    }

    private int add(byte k, int s, int e, int p, int ks, String n, int str, int pos) {
        if (count == kind.length) grow();
        kind[count] = k;
        start[count] = s;
        end[count] = e;
        parent[count] = p;
        keyStart[count] = ks;
        name[count] = n;
        stream[count] = str;
        position[count] = pos;
        after[count] = count + 1;
        return count++;
    }

    private void grow() { resize(kind.length + (kind.length >> 1) + 16); }

    private void resize(int n) {
        kind = Arrays.copyOf(kind, n);
        start = Arrays.copyOf(start, n);
        end = Arrays.copyOf(end, n);
        keyStart = Arrays.copyOf(keyStart, n);
        parent = Arrays.copyOf(parent, n);
        after = Arrays.copyOf(after, n);
        stream = Arrays.copyOf(stream, n);
        position = Arrays.copyOf(position, n);
        name = Arrays.copyOf(name, n);
    }

    /** The Marshal value behind index value {@code v} (wrappers looked through); null for the synthetic root. */
    MarshalValue marshal(int v) { return v == 0 ? null : ValueTable.of(streams.get(stream[v])).value(position[v]); }

    /** The file this index is over. */
    MarshalFile file() { return file; }

    /** The position in its stream's values of the value behind index value {@code v} (wrappers looked through). */
    int position(int v) { return position[v]; }

    MarshalStream streamOf(int v) { return v == 0 ? null : streams.get(stream[v]); }

    @Override public byte[] text() { return bytes; }

    @Override public boolean scalarsWrittenAsText() { return false; }

    @Override public int count() { return count; }

    @Override public byte kind(int v) { return kind[v]; }

    @Override public int start(int v) { return start[v]; }

    @Override public int end(int v) { return end[v]; }

    @Override public int keyStart(int v) { return keyStart[v]; }

    @Override public int parent(int v) { return parent[v]; }

    @Override public int firstChild(int v) { return isContainer(v) && after[v] > v + 1 ? v + 1 : -1; }

    @Override public int nextSibling(int v) {
        int p = parent[v];
        if (p < 0) return -1;
        int n = after[v];
        return n < after[p] ? n : -1;
    }

    @Override public int after(int v) { return after[v]; }

    @Override public int member(int object, String memberName) {
        if (kind[object] != OBJECT) return -1;
        int found = -1;
        for (int c = firstChild(object); c >= 0; c = nextSibling(c)) if (memberName.equals(name[c])) found = c;
        return found;
    }

    @Override public String name(int v) { return name[v]; }

    @Override public String raw(int v) {
        if (v == 0) return "$";
        byte[] source = source(v);
        if (source != null) return MarshalText.string(source);
        return show(streams.get(stream[v]), marshal(v));
    }

    /** A string as {@link MarshalText#string} writes it ({@code \xNN} for bytes that are not UTF-8), which {@code set} reads back. */
    @Override public String quotedString(int v) {
        return v != 0 && marshal(v) instanceof MString ? raw(v) : null;
    }

    @Override public String string(int v) {
        if (kind[v] != STRING) return null;
        byte[] source = source(v);
        if (source != null) return new String(source, StandardCharsets.UTF_8);
        MarshalValue m = marshal(v);
        if (m instanceof MString s) return new String(s.bytes(), StandardCharsets.UTF_8);
        return raw(v);
    }

    @Override public boolean isIntegerNumber(int v) {
        MarshalValue m = marshal(v);
        return m instanceof Fixnum || m instanceof Bignum;
    }

    @Override public long longValue(int v, long fallback) {
        MarshalValue m = marshal(v);
        if (m instanceof Fixnum f) return f.value();
        if (m instanceof Bignum b) {
            BigInteger i = bignum(b);
            return i.bitLength() < 64 ? i.longValue() : fallback;
        }
        return fallback;
    }

    @Override public DuplicateMembers duplicates() { return DuplicateMembers.NONE; }
}
