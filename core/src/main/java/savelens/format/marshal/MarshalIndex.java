package savelens.format.marshal;

import java.lang.ref.SoftReference;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
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
 * <p>
 * The index is read straight from the bytes ({@link MarshalIndexReader}): about seven bytes per value shown and no value
 * objects, so a large save costs about what its values take to list. Scalars are read from the bytes when asked; the
 * values as {@link MarshalReader} reads them ({@link #file()}) are made only when an edit asks for them.
 */
final class MarshalIndex implements ValueIndex {
    /**
     * The file's bytes, all of the buffer's capacity: on the heap for bytes made in memory (an edit's result), outside
     * it for a file opened from disk ({@code MarshalFormat#read(ByteBuffer, ...)}), so that a large save's bytes are
     * not part of the heap beside its index.
     */
    private final ByteBuffer bytes;
    private final int length;
    /** A copy of the bytes on the heap, made when {@link #text()} is first asked and let go when the heap runs short. */
    private SoftReference<byte[]> heapText;
    /** How many times {@link #text()} copied the bytes onto the heap, for tests that check a read made none. */
    private int heapCopies;
    private final int count;
    /**
     * Where each value starts: its group's (of 8 values) first start and a byte's distance from it in
     * {@code startDistance}, or {@link #FAR_START} where the distance is more than a byte holds (a long string or a
     * large container before it in its group): then the value is in {@code farStartValues} (ascending) with its start
     * beside it in {@code farStarts}. A group's first start is in turn its 256 values' first ({@code superStart}) and a
     * char's distance from that in {@code groupDistance}, or {@link #FAR_GROUP} with the group in {@code farGroups}
     * (ascending) and its first start beside it in {@code farGroupStarts}. About a byte and a third a value instead of
     * four (a char in groups of 16 was two and a quarter: 16 MB more on a 100 MB save).
     */
    private final int[] superStart;
    private final char[] groupDistance;
    private final int[] farGroups, farGroupStarts;
    private final byte[] startDistance;
    private final int[] farStartValues, farStarts;
    private static final int START_GROUP_BITS = MarshalIndexReader.START_GROUP_BITS;
    private static final int SUPER_GROUP_BITS = MarshalIndexReader.SUPER_GROUP_BITS;
    private static final char FAR_GROUP = MarshalIndexReader.FAR_GROUP;
    private static final int FAR_START = MarshalIndexReader.FAR_START;
    /**
     * Each container's parent, by the container's rank (as {@code containerSpan}), as its distance back
     * ({@code c - parent}, the root's 1), or 0 where that is more than a char holds: then its parent is that of the
     * last of {@code farRanks} (ascending) at or before it, in {@code farParents}. Far containers are kept by runs, a
     * rank where a far container's parent differs from the far one's before it. A scalar's parent is not kept (three
     * values in four are scalars: a char each is 37 MB on a 100 MB save) but found: the innermost container before it
     * whose subtree holds it, climbing from the last container before it ({@code lastContainerBefore} for each 64
     * values, the container bits within them).
     */
    private final char[] containerParentDistance;
    private final int[] farRanks, farParents;
    private final int[] lastContainerBefore;
    /**
     * Each container's {@link #after}, containers in order, as its distance from the container ({@code after - c}) in a
     * char, or 0 where that is more than a char holds: then the container's rank is in {@code farSpanRanks} (ascending)
     * with its after beside it in {@code farSpanAfters}. A container's place among them is its rank in
     * {@code containerBits} (a bit per value, set for a container) counted from {@code containersBefore} (the
     * containers before each 64 values). A value's end, its inside past its wrappers and a member's key are found from
     * the bytes ({@link MarshalSkip}) when asked: a large save has tens of millions of values, most of them scalars,
     * and each int fewer per value is a good part of its index.
     */
    private final char[] containerSpan;
    private final int[] farSpanRanks, farSpanAfters;
    private final long[] containerBits;
    private final int[] containersBefore;
    /**
     * The member names that are no symbol's ({@code dump}, {@code default}, a string or integer key, {@code {n}}, a
     * symbol past the 65534th of its stream), by value (ascending). Any other member's name is the symbol its key is:
     * found from the key's bytes when asked, not kept a value (a char a value is 37 MB on a 100 MB save).
     */
    private final int[] otherNameValues;
    private final String[] otherNames;
    static final char OTHER_NAME = Character.MAX_VALUE;
    /** Each stream's first byte, and its symbol table: each symbol's name bytes (offset, length) and the name made once. */
    private final int[] streamStart;
    private final int[][] symbolStart, symbolLength;
    private final String[][] symbolNames;
    /** The file's values, read only when an edit asks ({@link #file()}). */
    private volatile MarshalFile file;
    /** A scripts file's decoded sources by index value ({@link RgssScripts}); null for any other file. */
    private final java.util.Map<Integer, byte[]> sources;

    MarshalIndex(MarshalIndexReader r, ByteBuffer bytes) {
        this.bytes = bytes;
        this.length = bytes.capacity();
        this.count = r.count;
        this.superStart = r.superStart;
        this.groupDistance = r.groupDistance;
        this.farGroups = r.farGroups.toArray();
        this.farGroupStarts = r.farGroupStarts.toArray();
        this.startDistance = r.startDistance;
        this.farStartValues = r.farStartValues.toArray();
        this.farStarts = r.farStarts.toArray();
        // Handed over with the room the reader grew them to (a little), not copied to their length: a copy of each is,
        // for a moment, that much more heap.
        // Handed over with the room the reader grew them to (the same for both), not copied to their length.
        this.containerSpan = r.containerSpan;
        this.containerParentDistance = r.containerParentDistance.length == containerSpan.length ? r.containerParentDistance
                : Arrays.copyOf(r.containerParentDistance, containerSpan.length);
        int[][] far = byRank(r.farSpanRanks.toArray(), r.farSpanAfters.toArray());
        this.farSpanRanks = far[0];
        this.farSpanAfters = far[1];
        this.farRanks = r.farParentRanks.toArray();
        this.farParents = r.farParents.toArray();
        this.lastContainerBefore = r.lastContainerBefore;
        this.containerBits = r.containerBits;
        this.containersBefore = r.containersBefore;
        this.otherNameValues = r.otherNameValues.toArray();
        this.otherNames = r.otherNames.toArray(new String[0]);
        this.streamStart = r.streamStarts.toArray();
        this.symbolStart = r.symbolStarts.toArray(new int[0][]);
        this.symbolLength = r.symbolLengths.toArray(new int[0][]);
        this.symbolNames = r.names.toArray(new String[0][]);
        this.sources = RgssScripts.sources(this);
    }

    /** Ranks and the afters beside them, in the order of the ranks (the reader lists them as the containers end). */
    private static int[][] byRank(int[] ranks, int[] afters) {
        long[] pairs = new long[ranks.length];
        for (int i = 0; i < ranks.length; i++) pairs[i] = ((long) ranks[i] << 32) | (afters[i] & 0xFFFFFFFFL);
        Arrays.sort(pairs);
        int[] r = new int[pairs.length], a = new int[pairs.length];
        for (int i = 0; i < pairs.length; i++) {
            r[i] = (int) (pairs[i] >>> 32);
            a[i] = (int) pairs[i];
        }
        return new int[][] {r, a};
    }

    /** The index of a file read whole, as {@link MarshalFormat} reads one. */
    static MarshalIndex of(byte[] bytes) { return of(ByteBuffer.wrap(bytes)); }

    static MarshalIndex of(ByteBuffer bytes) { return new MarshalIndex(MarshalIndexReader.read(bytes), bytes); }

    /** Whether this is a scripts file, shown decoded and read-only ({@link RgssScripts}). */
    boolean isScripts() { return sources != null; }

    /** A script's source inflated, when value {@code v} is one; else null. */
    private byte[] source(int v) { return sources == null || v == 0 ? null : sources.get(v); }

    /** The number of streams. */
    int streams() { return streamStart.length; }

    /** The stream value {@code v} is in (-1 for {@code $}). */
    int streamNumber(int v) {
        if (v == 0) return -1;
        int i = Arrays.binarySearch(streamStart, startAt(v));
        return i >= 0 ? i : -i - 2;
    }

    /** Where value {@code v}'s inside begins, past its wrappers (its type byte); -1 for {@code $}. */
    int inner(int v) {
        if (v == 0) return -1;
        return MarshalSkip.inner(bytes, startAt(v));
    }

    /** The type byte of value {@code v}'s inside ({@code 0} for {@code $}). */
    byte type(int v) { return v == 0 ? 0 : bytes.get(inner(v)); }

    /** The name of symbol {@code slot} of stream {@code stream}, made once. */
    String symbolName(int stream, int slot) {
        String[] names = symbolNames[stream];
        String n = names[slot];
        if (n == null) names[slot] = n = utf8(bytes, symbolStart[stream][slot], symbolLength[stream][slot]);
        return n;
    }

    /** The name of the symbol written at {@code at} ({@code :}, {@code ;} or {@code I:}) in stream {@code stream}. */
    String symbolAt(int stream, int at) {
        if (bytes.get(at) == 'I') at++;
        if (bytes.get(at) == ';') return symbolName(stream, (int) new Cursor(bytes, at + 1).longValue());
        Cursor c = new Cursor(bytes, at + 1);
        int n = (int) c.longValue();
        return utf8(bytes, c.pos, n);
    }

    /** The file's values as {@link MarshalReader} reads them, read the first time an edit asks. */
    MarshalFile file() {
        MarshalFile f = file;
        if (f == null) {
            synchronized (this) {
                if (file == null) file = MarshalReader.read(text());
                f = file;
            }
        }
        return f;
    }

    /** The Marshal value behind index value {@code v} (wrappers looked through); null for the synthetic root. */
    MarshalValue marshal(int v) { return v == 0 ? null : ValueTable.of(streamOf(v)).value(position(v)); }

    /** The position in its stream's values of the value behind index value {@code v} (wrappers looked through). */
    int position(int v) { return ValueTable.of(streamOf(v)).positionAt(inner(v)); }

    MarshalStream streamOf(int v) { return v == 0 ? null : file().streams().get(streamNumber(v)); }

    /** Whether a float's text is {@code -?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?} (read by hand: one regex per float is slow on a large save). */
    static boolean isPlainNumber(byte[] text) { return isPlainNumber(ByteBuffer.wrap(text), 0, text.length); }

    /** As {@link #isPlainNumber(byte[])}, for the bytes {@code [from, to)}. */
    static boolean isPlainNumber(ByteBuffer text, int from, int to) {
        int i = from, n = to;
        if (i < n && text.get(i) == '-') i++;
        int digits = i;
        while (i < n && isDigit(text.get(i))) i++;
        if (i == digits) return false;
        if (i < n && text.get(i) == '.') {
            int fraction = ++i;
            while (i < n && isDigit(text.get(i))) i++;
            if (i == fraction) return false;
        }
        if (i < n && (text.get(i) == 'e' || text.get(i) == 'E')) {
            i++;
            if (i < n && (text.get(i) == '-' || text.get(i) == '+')) i++;
            int exponent = i;
            while (i < n && isDigit(text.get(i))) i++;
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

    static BigInteger bignum(Bignum b) { return bignum(b.sign(), b.magnitude()); }

    /** A bignum from its sign byte and little-endian magnitude. */
    static BigInteger bignum(byte sign, byte[] magnitude) {
        byte[] be = new byte[magnitude.length + 1];
        for (int i = 0; i < magnitude.length; i++) be[be.length - 1 - i] = magnitude[i];
        BigInteger m = new BigInteger(be);
        return sign == '-' ? m.negate() : m;
    }

    /** A value's inside written at {@code at} of stream {@code stream}, as the document shows it. */
    private String show(int v) {
        int s = streamNumber(v);
        return show(bytes, inner(v), s, symbolStart[s], symbolLength[s], symbolNames[s]);
    }

    /**
     * The value whose type byte is at {@code at} (wrappers looked through already) as the document shows it: a scalar
     * as {@link MarshalText} writes it, an object link as the id it names, a container as {@code […]} or {@code {…}}.
     * A symbol link is named from the stream's symbol table ({@code symStart}, {@code symLen}, names made into {@code names}).
     */
    static String show(ByteBuffer in, int at, int stream, int[] symStart, int[] symLen, String[] names) {
        Cursor c = new Cursor(in, at + 1);
        switch (in.get(at)) {
            case '0': return "nil";
            case 'T': return "true";
            case 'F': return "false";
            case 'i': return Long.toString(c.longValue());
            case 'l': {
                byte sign = in.get(c.pos++);
                int n = (int) c.longValue() * 2;
                return bignum(sign, copy(in, c.pos, n)).toString();
            }
            case 'f': return floatText(c.bytes());
            case '"': return MarshalText.string(c.bytes());
            case ':': return MarshalText.symbol(c.bytes());
            case ';': {
                int slot = (int) c.longValue();
                return MarshalText.symbol(copy(in, symStart[slot], symLen[slot]));
            }
            case '@': return "#\"" + stream + "." + c.longValue() + "\"";
            case 'c': return "class " + c.utf8();
            case 'M': return "class " + c.utf8();
            case 'm': return "module " + c.utf8();
            case '/': return "/" + c.utf8() + "/";
            case '[': return "[…]";
            default: return "{…}";
        }
    }

    /** Reads Marshal's lengths and sized byte runs from a place in a file. */
    static final class Cursor {
        private final ByteBuffer in;
        int pos;

        Cursor(ByteBuffer in, int pos) {
            this.in = in;
            this.pos = pos;
        }

        /** Ruby's {@code r_long}. */
        long longValue() {
            long v = RubyLong.value(in, pos);
            pos += RubyLong.length(in, pos);
            return v;
        }

        /** A length and that many bytes. */
        byte[] bytes() {
            int n = (int) longValue();
            byte[] b = copy(in, pos, n);
            pos += n;
            return b;
        }

        /** A length and that many bytes as UTF-8 text. */
        String utf8() {
            int n = (int) longValue();
            String s = MarshalIndex.utf8(in, pos, n);
            pos += n;
            return s;
        }

        /** A length, and where the bytes it counts begin (the cursor moves past them). */
        int sized() {
            int n = (int) longValue();
            pos += n;
            return n;
        }
    }

    /** The bytes of the string whose type byte is at {@code at}. */
    byte[] stringBytes(int at) { return new Cursor(bytes, at + 1).bytes(); }

    /** {@code n} bytes from {@code at}, copied onto the heap. */
    static byte[] copy(ByteBuffer in, int at, int n) {
        byte[] b = new byte[n];
        in.get(at, b);
        return b;
    }

    /** {@code n} bytes from {@code at} as UTF-8 text. */
    static String utf8(ByteBuffer in, int at, int n) {
        if (in.hasArray()) return new String(in.array(), in.arrayOffset() + at, n, StandardCharsets.UTF_8);
        return new String(copy(in, at, n), StandardCharsets.UTF_8);
    }

    /** All of a buffer's bytes on the heap: its own array when it is one whole array, else a copy. */
    static byte[] heapCopy(ByteBuffer in) {
        if (in.hasArray() && in.arrayOffset() == 0 && in.array().length == in.capacity()) return in.array();
        return copy(in, 0, in.capacity());
    }

    /**
     * The file's bytes on the heap, for the callers that need them whole (a save, an edit, a diff): bytes read from
     * disk are copied here when first asked, and the copy is kept while memory allows (the bytes never change, so a
     * later copy is the same).
     */
    @Override public synchronized byte[] text() {
        byte[] t = heapText == null ? null : heapText.get();
        if (t == null) {
            t = heapCopy(bytes);
            if (!bytes.hasArray()) heapCopies++;
            heapText = new SoftReference<>(t);
        }
        return t;
    }

    synchronized int heapCopies() { return heapCopies; }

    @Override public long textLength() { return textLengthAt(); }

    /** As {@link #textLength}, as an int: this format's texts are at most 2 GiB. */
    public int textLengthAt() { return length; }

    /** The bytes the index is over; callers must not write to them. */
    ByteBuffer bytes() { return bytes; }

    @Override public boolean scalarsWrittenAsText() { return false; }

    @Override public int count() { return count; }

    /**
     * A value's kind, told by its type byte (past its wrappers) rather than kept: a byte a value is 19 MB on a 100 MB
     * save. A container is known by its bit; a float is a number when its text is one ({@link #isPlainNumber}).
     */
    @Override public byte kind(int v) {
        if (isContainer(v)) return v == 0 || bytes.get(inner(v)) == '[' ? ARRAY : OBJECT;
        return scalarKind(bytes, inner(v));
    }

    /** The kind of the scalar, link or symbol whose type byte is at {@code at}, as {@link MarshalIndexReader} gives it. */
    static byte scalarKind(ByteBuffer in, int at) {
        switch (in.get(at)) {
            case '0': return NULL;
            case 'T': return TRUE;
            case 'F': return FALSE;
            case 'i', 'l': return NUMBER;
            case 'f': {
                Cursor c = new Cursor(in, at + 1);
                int n = (int) c.longValue();
                return isPlainNumber(in, c.pos, c.pos + n) ? NUMBER : STRING;
            }
            default: return STRING; // strings, symbols, object links, class references, regexps
        }
    }

    @Override public boolean isContainer(int v) { return (containerBits[v >>> 6] & (1L << v)) != 0; }

    @Override public long start(int v) { return startAt(v); }

    /** As {@link #start}, as an int: this format's texts are at most 2 GiB. */
    public int startAt(int v) {
        int d = startDistance[v] & 0xFF;
        if (d == FAR_START) return farStarts[Arrays.binarySearch(farStartValues, v)];
        int g = v >>> START_GROUP_BITS;
        char gd = groupDistance[g];
        return d + (gd != FAR_GROUP ? superStart[v >>> SUPER_GROUP_BITS] + gd : farGroupStarts[Arrays.binarySearch(farGroups, g)]);
    }

    /**
     * A scalar's end is stepped to over its bytes; a container's is its last child's, then the instance variables
     * of any {@code I} wrapper around it (a container with no children is stepped over whole). The values from a
     * container's last value up to it are its rightmost spine, each the last child of the next: one walk up it, deepest
     * first, adds each level's wrapper ivars in the order they are written (no recursion, h steps for a chain h deep).
     */
    @Override public long end(int v) { return endAt(v); }

    /** As {@link #end}, as an int: this format's texts are at most 2 GiB. */
    public int endAt(int v) {
        if (v == 0) return length;
        int last = after(v) - 1;
        int end = MarshalSkip.end(bytes, startAt(last)); // childless: stepped over whole, wrappers and all
        int steps = 0;
        for (int u = last; u != v; steps++) {
            u = parent(u);
            end = pastWrapperIvars(u, end);
        }
        if (steps > 0) SPINE_STEPS.add(steps);
        return end;
    }

    /** Where container {@code v}'s {@code I} wrappers' ivars end, its inside ending at {@code end}. */
    private int pastWrapperIvars(int v, int end) {
        int at = startAt(v);
        byte b = bytes.get(at);
        if (b != 'I' && b != 'e' && b != 'C') return end;
        int inner = inner(v);
        while (at != inner) {
            if (bytes.get(at) == 'I') {
                end = MarshalSkip.afterPairs(bytes, end);
                at++;
            } else {
                at = MarshalSkip.end(bytes, at + 1); // e or C: past its module or class name
            }
        }
        return end;
    }

    /** Steps taken up containers' rightmost spines by {@link #end} in this process, for tests that count its work. */
    private static final java.util.concurrent.atomic.LongAdder SPINE_STEPS = new java.util.concurrent.atomic.LongAdder();

    static long spineSteps() { return SPINE_STEPS.sum(); }

    /**
     * Where a member's key is written: right after the member before it, or for the first one after its container's
     * count; -1 for an array element, a stream, a {@code U} or {@code d} dump and a hash's default.
     */
    @Override public long keyStart(int v) { return keyStartAt(v); }

    /** As {@link #keyStart}, as an int: this format's texts are at most 2 GiB. */
    public int keyStartAt(int v) {
        int p = v == 0 ? -1 : parent(v);
        if (p <= 0) return -1;
        byte t = type(p);
        boolean keyed = t == '{' || t == 'o' || t == 'S' || (t == '}' && after(v) != after(p));
        if (!keyed) return -1;
        if (v == p + 1) return MarshalSkip.firstKey(bytes, inner(p));
        int before = v - 1;
        while (parent(before) != p) before = parent(before);
        return endAt(before);
    }

    @Override public int parent(int v) {
        if (v <= 0) return -1;
        if (isContainer(v)) return containerParent(v, rank(v));
        // The innermost container before v whose subtree holds it: the last one before v, or one around that.
        int w = v >>> 6;
        long before = containerBits[w] & ((1L << v) - 1);
        int q = before != 0 ? (w << 6) + 63 - Long.numberOfLeadingZeros(before) : lastContainerBefore[w];
        for (int r = rank(q); containerAfter(q, r) <= v; r = rank(q)) q = containerParent(q, r);
        return q;
    }

    /** The parent of container {@code c}, whose rank among the containers is {@code rank}. */
    private int containerParent(int c, int rank) {
        int d = containerParentDistance[rank];
        if (d != 0) return c - d;
        int run = Arrays.binarySearch(farRanks, rank);
        return farParents[run >= 0 ? run : -run - 2];
    }

    /** Container {@code c}'s rank among the containers: its place in {@code containerSpan}. */
    private int rank(int c) {
        int w = c >>> 6;
        return containersBefore[w] + Long.bitCount(containerBits[w] & ((1L << c) - 1));
    }

    /** How many runs of far parents the index keeps (see {@code containerParentDistance}), for tests that count its size. */
    int farParentRuns() { return farRanks.length; }

    @Override public int firstChild(int v) { return isContainer(v) && containerAfter(v) > v + 1 ? v + 1 : -1; }

    @Override public int nextSibling(int v) {
        int p = parent(v);
        if (p < 0) return -1;
        int n = after(v);
        return n < containerAfter(p) ? n : -1;
    }

    @Override public int after(int v) { return isContainer(v) ? containerAfter(v) : v + 1; }

    /** The after of container {@code v}: its rank among the containers is its place in {@code containerSpan}. */
    private int containerAfter(int v) { return containerAfter(v, rank(v)); }

    /** The after of container {@code c}, whose rank among the containers is {@code rank}. */
    private int containerAfter(int c, int rank) {
        int d = containerSpan[rank];
        return d != 0 ? c + d : farSpanAfters[Arrays.binarySearch(farSpanRanks, rank)];
    }

    @Override public int member(int object, String memberName) {
        if (kind(object) != OBJECT) return -1;
        int found = -1;
        for (int c = firstChild(object); c >= 0; c = nextSibling(c)) if (memberName.equals(name(c))) found = c;
        return found;
    }

    @Override public String name(int v) {
        if (v == 0) return null;
        int other = Arrays.binarySearch(otherNameValues, v);
        if (other >= 0) return otherNames[other];
        int key = keyStartAt(v);
        if (key < 0) return null;
        int stream = streamNumber(v);
        int at = bytes.get(key) == 'I' ? key + 1 : key;
        byte t = bytes.get(at);
        if (t == ':' || t == ';') return keySymbol(stream, key);
        // A hash key of the kinds the reader leaves to be shown when asked (any other key's name is kept).
        return isShownKey(t) ? show(bytes, at, stream, symbolStart[stream], symbolLength[stream], symbolNames[stream]) : null;
    }

    /** Whether a hash key of type {@code t} names its value as it is shown: a string, an integer, nil, true or false. */
    static boolean isShownKey(int t) { return t == '"' || t == 'i' || t == 'l' || t == '0' || t == 'T' || t == 'F'; }

    /** The name of the symbol key written at {@code at} ({@code :}, {@code ;} or {@code I:}), made once per symbol. */
    private String keySymbol(int stream, int at) {
        if (bytes.get(at) == 'I') at++;
        Cursor c = new Cursor(bytes, at + 1);
        int n = (int) c.longValue();
        if (bytes.get(at) == ';') return symbolName(stream, n);
        int slot = Arrays.binarySearch(symbolStart[stream], c.pos); // defined here: its name's bytes start at c.pos
        return slot >= 0 ? symbolName(stream, slot) : utf8(bytes, c.pos, n);
    }

    @Override public String raw(int v) {
        if (v == 0) return "$";
        byte[] source = source(v);
        if (source != null) return MarshalText.string(source);
        return show(v);
    }

    /** A string as {@link MarshalText#string} writes it ({@code \xNN} for bytes that are not UTF-8), which {@code set} reads back. */
    @Override public String quotedString(int v) {
        return v != 0 && type(v) == '"' ? raw(v) : null;
    }

    @Override public String string(int v) {
        if (kind(v) != STRING) return null;
        byte[] source = source(v);
        if (source != null) return new String(source, StandardCharsets.UTF_8);
        if (type(v) == '"') {
            Cursor c = new Cursor(bytes, inner(v) + 1);
            int n = c.sized();
            return utf8(bytes, c.pos - n, n);
        }
        return raw(v);
    }

    @Override public boolean isIntegerNumber(int v) {
        byte t = type(v);
        return t == 'i' || t == 'l';
    }

    @Override public long longValue(int v, long fallback) {
        byte t = type(v);
        Cursor c = new Cursor(bytes, inner(v) + 1);
        if (t == 'i') return c.longValue();
        if (t == 'l') {
            byte sign = bytes.get(c.pos++);
            int n = (int) c.longValue() * 2;
            BigInteger i = bignum(sign, copy(bytes, c.pos, n));
            return i.bitLength() < 64 ? i.longValue() : fallback;
        }
        return fallback;
    }

    @Override public DuplicateMembers duplicates() { return DuplicateMembers.NONE; }
}
