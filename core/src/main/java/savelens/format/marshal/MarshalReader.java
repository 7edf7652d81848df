package savelens.format.marshal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import savelens.format.marshal.MarshalValue.*;

/**
 * Reads Ruby Marshal 4.8 streams back to back, keeping every value as written and where. Bad input stops with a
 * {@link MarshalFormatException} naming the byte; a length is checked against the bytes left before anything is
 * allocated for it, and nesting is bounded, so lying lengths and deep files cannot exhaust memory. The values open
 * around the one being read are kept on a stack of its own, so a deep file takes no deep thread stack.
 */
public final class MarshalReader {
    /**
     * Far deeper nesting than any game writes (Ruby 3.1's own {@code Marshal.dump} writes some 20,000 levels of
     * arrays before its stack runs out); bounds what is kept per open level here and in every step after the read.
     */
    static final int MAX_DEPTH = 10_000;

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
        MarshalValue root = root();
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

    /**
     * The values begun and not yet read to their end, innermost last, with no frame of the JVM's per level: each
     * one's position in the values, its type byte, how far it is ({@code phase}), its members still to read, a flag
     * (an {@code I} whose inside is a {@code u}; a {@code u} that is such an inside, its slot given after the ivars),
     * what it has read (its class or module name, or its inside; the key whose value comes next) and its members so
     * far. A value a thousand levels deep is a thousand entries here, not a deep stack.
     */
    private int open;
    private int[] openAt = new int[16], openType = new int[16], openPhase = new int[16];
    private long[] openLeft = new long[16];
    private boolean[] openFlag = new boolean[16];
    private MarshalValue[] openFirst = new MarshalValue[16], openKey = new MarshalValue[16];
    private Object[] openMembers = new Object[16];
    /** What the innermost open value asks for next: whether it must be a symbol, and whether its slot comes later. */
    private boolean wantSymbol, wantDeferred;

    // What an open value waits for: its class name (an I its inside), the value inside it, an element, a key, the
    // key's value, a hash's default.
    private static final int NAME = 0, INSIDE = 1, ELEMENT = 2, KEY = 3, VALUE = 4, DEFAULT = 5;

    /** A stream's root value: each value begun in turn, and as one ends, the one around it stepped on. */
    private MarshalValue root() {
        open = 0;
        depth = 0;
        wantSymbol = false;
        wantDeferred = false;
        while (true) {
            if (wantSymbol) symbolAhead();
            MarshalValue v = begin(open == 0 ? -1 : openAt[open - 1], wantDeferred);
            while (v != null) {
                if (open == 0) return v;
                v = step(v);
            }
        }
    }

    /**
     * Reads the value at {@code pos} inside {@code parent} whole, or opens it and returns null once it asks for
     * what is inside it. {@code deferSlot} is set for the {@code u} inside an {@code I}, whose slot Ruby gives after
     * the ivars.
     */
    private MarshalValue begin(int parent, boolean deferSlot) {
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
                push(at, type, userDef);
                return ask(false, userDef);
            }
            case 'e', 'C', 'o', 'S', 'u', 'U', 'd' -> {
                push(at, type, deferSlot);
                return ask(true, false);
            }
            case '[' -> {
                long n = count("an array", 1);
                takeObjectSlot(at);
                push(at, type, false);
                return members(n, new ArrayList<MarshalValue>((int) Math.min(n, 1024)));
            }
            case '{', '}' -> {
                long n = count("a hash", 2);
                takeObjectSlot(at);
                push(at, type, false);
                return members(n, new ArrayList<Pair>((int) Math.min(n, 1024)));
            }
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

    private void push(int at, int type, boolean flag) {
        if (open == openAt.length) {
            int n = open * 2;
            openAt = Arrays.copyOf(openAt, n);
            openType = Arrays.copyOf(openType, n);
            openPhase = Arrays.copyOf(openPhase, n);
            openLeft = Arrays.copyOf(openLeft, n);
            openFlag = Arrays.copyOf(openFlag, n);
            openFirst = Arrays.copyOf(openFirst, n);
            openKey = Arrays.copyOf(openKey, n);
            openMembers = Arrays.copyOf(openMembers, n);
        }
        openAt[open] = at;
        openType[open] = type;
        openPhase[open] = NAME;
        openFlag[open] = flag;
        open++;
    }

    /** The next value read is the innermost open value's: null, for the caller to read it. */
    private MarshalValue ask(boolean symbol, boolean deferred) {
        wantSymbol = symbol;
        wantDeferred = deferred;
        return null;
    }

    /**
     * Hands {@code done} to the innermost open value, which reads what comes before the next value it holds and asks
     * for it (null returned), or ends (its value returned). Each type's steps are those the bytes are written in.
     */
    @SuppressWarnings("unchecked")
    private MarshalValue step(MarshalValue done) {
        int o = open - 1, at = openAt[o], type = openType[o];
        switch (openPhase[o]) {
            case NAME -> {
                openFirst[o] = done;
                switch (type) {
                    case 'I' -> { return pairs("instance variables"); }
                    case 'o' -> {
                        takeObjectSlot(at);
                        return pairs("instance variables");
                    }
                    case 'S' -> {
                        takeObjectSlot(at);
                        return pairs("struct members");
                    }
                    case 'u' -> {
                        MarshalValue v = new UserDef(done, sized("_dump data"));
                        if (!openFlag[o]) takeObjectSlot(at);
                        return end(v);
                    }
                    case 'U', 'd' -> takeObjectSlot(at);
                    default -> { } // e, C
                }
                openPhase[o] = INSIDE;
                return ask(false, false);
            }
            case INSIDE -> {
                MarshalValue name = openFirst[o];
                return end(switch (type) {
                    case 'e' -> new Extended(name, done);
                    case 'C' -> new UserClass(name, done);
                    case 'U' -> new UserMarshal(name, done);
                    default -> new DataObject(name, done);
                });
            }
            case ELEMENT -> {
                ((List<MarshalValue>) openMembers[o]).add(done);
                openLeft[o]--;
                return next();
            }
            case KEY -> {
                openKey[o] = done;
                openPhase[o] = VALUE;
                return ask(false, false);
            }
            case VALUE -> {
                ((List<Pair>) openMembers[o]).add(new Pair(openKey[o], done));
                openKey[o] = null;
                openLeft[o]--;
                return next();
            }
            default -> { return end(made(done)); } // a hash's default
        }
    }

    /** A count, then that many symbol-keyed pairs for the innermost open value. */
    private MarshalValue pairs(String what) {
        long n = count(what, 2);
        return members(n, new ArrayList<Pair>((int) Math.min(n, 1024)));
    }

    private MarshalValue members(long n, Object list) {
        int o = open - 1;
        openLeft[o] = n;
        openMembers[o] = list;
        return next();
    }

    /** The innermost open value asks for its next element or key, or its default, or ends. */
    private MarshalValue next() {
        int o = open - 1, type = openType[o];
        if (openLeft[o] > 0) {
            if (type == '[') {
                openPhase[o] = ELEMENT;
                return ask(false, false);
            }
            openPhase[o] = KEY;
            return ask(type != '{' && type != '}', false); // instance variable and struct member names are symbols
        }
        if (type == '}') {
            openPhase[o] = DEFAULT;
            return ask(false, false);
        }
        return end(made(null));
    }

    /** The innermost open value, all its members read (and a hash's default, or null). */
    @SuppressWarnings("unchecked")
    private MarshalValue made(MarshalValue defaultValue) {
        int o = open - 1;
        Object members = openMembers[o];
        return switch (openType[o]) {
            case '[' -> new MArray((List<MarshalValue>) members);
            case '{', '}' -> new MHash((List<Pair>) members, defaultValue);
            case 'o' -> new MObject(openFirst[o], (List<Pair>) members);
            case 'S' -> new MStruct(openFirst[o], (List<Pair>) members);
            default -> { // I
                if (openFlag[o]) takeObjectSlot(openAt[o] + 1);
                yield new Ivars(openFirst[o], (List<Pair>) members);
            }
        };
    }

    /** The innermost open value ends as {@code v}: closed where the bytes are, and let go of. */
    private MarshalValue end(MarshalValue v) {
        int o = --open;
        openFirst[o] = null;
        openMembers[o] = null;
        depth--;
        return close(openAt[o], v);
    }

    /** Where only a symbol may stand (class names, ivar names): {@code :}, {@code ;} or {@code I:} must come next. */
    private void symbolAhead() {
        if (pos >= in.length) throw new MarshalFormatException(pos, "file ends where a symbol should be");
        int b = in[pos];
        if (b == ':' || b == ';') return;
        if (b == 'I' && pos + 1 < in.length && in[pos + 1] == ':') return;
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
        if (i >= symbolLinks.length) symbolLinks = Arrays.copyOf(symbolLinks, Math.max(i + 1, symbolLinks.length * 2));
        SymbolLink link = symbolLinks[i];
        if (link == null) symbolLinks[i] = link = new SymbolLink(i);
        return link;
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
