package savelens.format.marshal;

import java.util.ArrayList;
import java.util.List;
import savelens.format.marshal.MarshalValue.*;

/**
 * Reads Ruby Marshal 4.8 streams back to back, keeping every value as written and where. Bad input stops with a
 * {@link MarshalFormatException} naming the byte; a length is checked against the bytes left before anything is
 * allocated for it, and nesting is bounded, so lying lengths and deep files cannot exhaust memory or the stack.
 */
public final class MarshalReader {
    /** Deeper nesting than any game writes; bounds the reader's stack. */
    static final int MAX_DEPTH = 1000;

    private final byte[] in;
    private int pos;
    private ValueTable values;
    private ValueTable.Ints objects;
    private ValueTable.Ints symbols;
    /** The stream's symbol links by index, each made once: a save links its ivar names millions of times. */
    private SymbolLink[] symbolLinks;
    private int depth;

    // Immediates hold nothing of their own, so one instance each serves every occurrence.
    private static final Nil NIL = new Nil();
    private static final True TRUE = new True();
    private static final False FALSE = new False();
    private static final Fixnum[] SMALL = new Fixnum[1280];

    static {
        for (int i = 0; i < SMALL.length; i++) SMALL[i] = new Fixnum(i - 256);
    }

    private MarshalReader(byte[] in) { this.in = in; }

    public static MarshalFile read(byte[] bytes) {
        MarshalReader r = new MarshalReader(bytes);
        List<MarshalStream> streams = new ArrayList<>();
        if (bytes.length == 0) throw new MarshalFormatException(0, "empty file: no Marshal stream");
        while (r.pos < bytes.length) streams.add(r.stream(streams.size()));
        return new MarshalFile(bytes, List.copyOf(streams));
    }

    private MarshalStream stream(int number) {
        int start = pos;
        if (in.length - pos < 2) throw new MarshalFormatException(pos, where(number) + "too short for a Marshal version (04 08)");
        int major = in[pos] & 0xff, minor = in[pos + 1] & 0xff;
        if (major != 4 || minor > 8) {
            throw new MarshalFormatException(pos, where(number) + String.format("not Marshal 4.8: version bytes %02x %02x", major, minor));
        }
        pos += 2;
        values = new ValueTable(4096);
        objects = new ValueTable.Ints();
        symbols = new ValueTable.Ints();
        values.symbols(symbols);
        symbolLinks = new SymbolLink[64];
        depth = 0;
        MarshalValue root = value(-1, false);
        return new MarshalStream(number, start, pos, major, minor, root, values.trim(), objects.trim(), symbols.trim());
    }

    private static String where(int number) { return number == 0 ? "" : "stream " + number + ": "; }

    private int open(int parent) { return values.open(pos, parent); }

    private MarshalValue close(int at, MarshalValue v) {
        values.close(at, v, pos);
        return v;
    }

    private void takeObjectSlot(int at) {
        values.objectSlot(at, objects.size());
        objects.add(at);
    }

    /** Reads one value; {@code deferSlot} is set for the {@code u} inside an {@code I}, whose slot Ruby gives after the ivars. */
    private MarshalValue value(int parent, boolean deferSlot) {
        if (++depth > MAX_DEPTH) throw new MarshalFormatException(pos, "nested deeper than " + MAX_DEPTH + " values");
        int at = open(parent);
        int typeAt = pos;
        int type = u8("a type byte");
        MarshalValue v;
        switch (type) {
            case '0' -> v = NIL;
            case 'T' -> v = TRUE;
            case 'F' -> v = FALSE;
            case 'i' -> {
                long n = longValue();
                v = n >= -256 && n < SMALL.length - 256 ? SMALL[(int) n + 256] : new Fixnum(n);
            }
            case 'l' -> {
                byte sign = (byte) u8("a bignum's sign");
                if (sign != '+' && sign != '-') throw new MarshalFormatException(pos - 1, "a bignum's sign is '+' or '-', not 0x" + hex(sign));
                long shorts = length("a bignum's length");
                if (shorts * 2 > in.length - pos) throw lying("a bignum of " + shorts + " 16-bit words", shorts * 2);
                v = new Bignum(sign, bytes((int) (shorts * 2)));
                takeObjectSlot(at);
            }
            case 'f' -> { v = new MFloat(sized("a float's text")); takeObjectSlot(at); }
            case '"' -> { v = new MString(sized("a string")); takeObjectSlot(at); }
            case ':' -> v = symbolBody(at);
            case ';' -> v = symbolLink();
            case '@' -> {
                long index = longValue();
                if (index < 0 || index >= objects.size()) {
                    throw new MarshalFormatException(typeAt, "object link @" + index + " names no value written before (" + objects.size() + " so far)");
                }
                v = new ObjectLink((int) index);
            }
            case 'I' -> {
                boolean userDef = pos < in.length && in[pos] == 'u';
                MarshalValue inner = value(at, userDef);
                List<Pair> ivars = pairs(at, "instance variables", true);
                if (userDef) takeObjectSlot(at + 1);
                v = new Ivars(inner, ivars);
            }
            case 'e' -> { MarshalValue module = symbol(at); v = new Extended(module, value(at, false)); }
            case 'C' -> { MarshalValue name = symbol(at); v = new UserClass(name, value(at, false)); }
            case '[' -> {
                long n = count("an array", 1);
                takeObjectSlot(at);
                List<MarshalValue> elements = new ArrayList<>((int) Math.min(n, 1024));
                for (long i = 0; i < n; i++) elements.add(value(at, false));
                v = new MArray(elements);
            }
            case '{', '}' -> {
                long n = count("a hash", 2);
                takeObjectSlot(at);
                List<Pair> entries = new ArrayList<>((int) Math.min(n, 1024));
                for (long i = 0; i < n; i++) entries.add(new Pair(value(at, false), value(at, false)));
                v = new MHash(entries, type == '}' ? value(at, false) : null);
            }
            case 'o' -> { MarshalValue name = symbol(at); takeObjectSlot(at); v = new MObject(name, pairs(at, "instance variables", true)); }
            case 'S' -> { MarshalValue name = symbol(at); takeObjectSlot(at); v = new MStruct(name, pairs(at, "struct members", true)); }
            case 'u' -> {
                MarshalValue name = symbol(at);
                v = new UserDef(name, sized("_dump data"));
                if (!deferSlot) takeObjectSlot(at);
            }
            case 'U' -> { MarshalValue name = symbol(at); takeObjectSlot(at); v = new UserMarshal(name, value(at, false)); }
            case 'd' -> { MarshalValue name = symbol(at); takeObjectSlot(at); v = new DataObject(name, value(at, false)); }
            case 'c', 'm', 'M' -> { v = new ClassRef((byte) type, sized("a class or module name")); takeObjectSlot(at); }
            case '/' -> {
                takeObjectSlot(at);
                byte[] source = sized("a regexp's source");
                v = new Regexp(source, u8("a regexp's options"));
            }
            default -> throw new MarshalFormatException(typeAt, "unknown type byte 0x" + hex(type) + printable(type));
        }
        depth--;
        return close(at, v);
    }

    /** A symbol where only a symbol may stand (class names, ivar names): {@code :}, {@code ;} or {@code I:}. */
    private MarshalValue symbol(int parent) {
        if (pos >= in.length) throw new MarshalFormatException(pos, "file ends where a symbol should be");
        int b = in[pos];
        if (b == ':' || b == ';') return value(parent, false);
        if (b == 'I' && pos + 1 < in.length && in[pos + 1] == ':') return value(parent, false);
        throw new MarshalFormatException(pos, "expected a symbol (':' or ';'), found 0x" + hex(b) + printable(b));
    }

    private MarshalValue symbolBody(int at) {
        byte[] name = sized("a symbol");
        symbols.add(at);
        return new Symbol(name);
    }

    private MarshalValue symbolLink() {
        int at = pos - 1;
        long index = longValue();
        if (index < 0 || index >= symbols.size()) {
            throw new MarshalFormatException(at, "symbol link ;" + index + " names no symbol written before (" + symbols.size() + " so far)");
        }
        int i = (int) index;
        if (i >= symbolLinks.length) symbolLinks = java.util.Arrays.copyOf(symbolLinks, Math.max(i + 1, symbolLinks.length * 2));
        SymbolLink link = symbolLinks[i];
        if (link == null) symbolLinks[i] = link = new SymbolLink(i);
        return link;
    }

    /** A count, then that many symbol-keyed pairs. */
    private List<Pair> pairs(int parent, String what, boolean symbolKeys) {
        long n = count(what, 2);
        List<Pair> pairs = new ArrayList<>((int) Math.min(n, 1024));
        for (long i = 0; i < n; i++) {
            MarshalValue key = symbolKeys ? symbol(parent) : value(parent, false);
            pairs.add(new Pair(key, value(parent, false)));
        }
        return pairs;
    }

    /** A count of items each at least {@code minBytes} long: one the bytes left cannot hold is a lie, refused before allocating. */
    private long count(String what, int minBytes) {
        long n = length("the size of " + what);
        if (n * minBytes > in.length - pos) throw lying(what + " of " + n + " items", n * minBytes);
        return n;
    }

    private byte[] sized(String what) {
        long n = length("the length of " + what);
        if (n > in.length - pos) throw lying(what + " of " + n + " bytes", n);
        return bytes((int) n);
    }

    private MarshalFormatException lying(String what, long needs) {
        return new MarshalFormatException(pos, what + " does not fit in the " + (in.length - pos) + " bytes left (needs at least " + needs + ")");
    }

    private long length(String what) {
        int at = pos;
        long n = longValue();
        if (n < 0) throw new MarshalFormatException(at, what + " is negative (" + n + ")");
        return n;
    }

    private byte[] bytes(int n) {
        byte[] b = new byte[n];
        System.arraycopy(in, pos, b, 0, n);
        pos += n;
        return b;
    }

    /** Ruby's {@code r_long}: 0; 6..127 and -128..-6 as one byte offset by 5; 1..4 little-endian bytes (negative: ones-filled). */
    private long longValue() {
        int c = (byte) u8("an integer");
        if (c == 0) return 0;
        if (c > 4) return c - 5;
        if (c < -4) return c + 5;
        int n = Math.abs(c);
        if (in.length - pos < n) throw new MarshalFormatException(pos, "file ends inside a " + n + "-byte integer");
        long x = c > 0 ? 0 : -1;
        for (int i = 0; i < n; i++) {
            x &= ~(0xffL << (8 * i));
            x |= (long) (in[pos++] & 0xff) << (8 * i);
        }
        return x;
    }

    private int u8(String what) {
        if (pos >= in.length) throw new MarshalFormatException(pos, "file ends where " + what + " should be");
        return in[pos++] & 0xff;
    }

    private static String hex(int b) { return String.format("%02x", b & 0xff); }

    private static String printable(int b) { return b >= 0x21 && b < 0x7f ? " ('" + (char) b + "')" : ""; }
}
