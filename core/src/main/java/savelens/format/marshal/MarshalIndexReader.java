package savelens.format.marshal;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a Marshal file straight into a {@link MarshalIndex}: one pass over the bytes, no value objects. It walks the
 * streams as {@link MarshalReader} does (the same object and symbol slots, the same checks) but keeps only what the
 * document shows, a few bytes per shown value: keys, class names and wrappers' insides are read past. The values open
 * around the one being read are kept on a stack of its own, so a file nested as deep as Marshal is read takes no
 * deep stack. A file the scan refuses is read again by {@link MarshalReader}, whose exception says why.
 */
final class MarshalIndexReader {
    private static final int SKIP = 0, NEW = 1, INTO = 2;

    private final ByteBuffer in;
    private final int fileLength;
    private int pos, depth;

    // The index's values in the forms MarshalIndex keeps them (see there), written as they are read: a large save
    // has tens of millions of values, and an int a value for each fact while reading would be most of the heap.
    int count;
    /**
     * Each value's kind and member name as read ({@code nameCode} below), kept only when a test asks to check what
     * the index tells from the bytes against them: a byte and a char a value (56 MB on a 100 MB save) otherwise.
     */
    private final boolean checked;
    byte[] kind;
    /** Each 256 values' first start; each group of 8's first start as a char distance from it (see {@link MarshalIndex}). */
    int[] superStart;
    char[] groupDistance;
    final IntList farGroups = new IntList(), farGroupStarts = new IntList();
    /** The first start of the group of 8 being read. */
    private int groupFirst;
    byte[] startDistance;
    final IntList farStartValues = new IntList(), farStarts = new IntList();
    /**
     * Each container's parent by its rank among the containers: as a distance back, or 0 with the parent in far runs
     * (see {@link MarshalIndex}); a scalar's parent is found from the containers around it. The parent of the value
     * added last is kept until it is known whether that value is a container.
     */
    char[] containerParentDistance = new char[64];
    final IntList farParentRanks = new IntList(), farParents = new IntList();
    private int lastAddedParent = -1, lastContainer = -1;
    /** Each value's parent as read, kept only when {@code checked} (for tests). */
    int[] parentRead;
    long[] containerBits;
    int[] containersBefore;
    /** The last container before each 64 values (-1 before the root). */
    int[] lastContainerBefore;
    /**
     * Each container's after as its distance from the container ({@code after - v}, at least 1) in a char, by rank, or
     * 0 where that is more than a char holds: then its rank and after are in {@code farSpanRanks} and
     * {@code farSpanAfters} (in the order the containers end, not by rank). Most containers hold a few values: a char
     * each rather than an int is 10 MB fewer on a 100 MB save.
     */
    char[] containerSpan = new char[64];
    final IntList farSpanRanks = new IntList(), farSpanAfters = new IntList();
    /** The containers read so far. */
    int containers;
    /**
     * Each value's object slot while the nodes are listed: 0 for none, else its distance from the slots taken when
     * its group's first value was read ({@code groupSlot}) + 1, or {@link #FAR} (then in {@code farSlotValues}).
     */
    private char[] slotCode;
    private int[] groupSlot;
    private final IntList farSlotValues = new IntList(), farSlots = new IntList();
    static final int GROUP_BITS = 4, GROUP = 1 << GROUP_BITS;
    static final char FAR = Character.MAX_VALUE;
    /**
     * Starts are grouped by 8 values, each a byte's distance from its group's first ({@link #FAR_START} where more): a
     * group of 8 values seldom spans 255 bytes, where one of 16 often spans more than a byte holds.
     */
    static final int START_GROUP_BITS = 3, START_GROUP = 1 << START_GROUP_BITS;
    static final int FAR_START = 0xFF;
    static final int SUPER_GROUP_BITS = 8, SUPER_GROUP = 1 << SUPER_GROUP_BITS;
    static final char FAR_GROUP = Character.MAX_VALUE;
    /**
     * Each value's member name while reading: 0 for none, a symbol's slot in the value's stream + 1, or
     * {@link MarshalIndex#OTHER_NAME} for a name that is no symbol, which is kept by value ({@code otherNameValues},
     * {@code otherNames}); the index finds a symbol name from its key's bytes instead, and these are let go.
     */
    char[] nameCode;
    final IntList otherNameValues = new IntList();
    final List<String> otherNames = new ArrayList<>();
    /** The symbol slot naming the next value read, set just before it is read (ivars, symbol keys); else -1. */
    private int nextNameSlot = -1;
    /**
     * Whether the next value read is named by a hash key the index shows from its bytes when asked (a string, an
     * integer, nil, true or false): such names are not kept (a large save's integer keys are hundreds of thousands of
     * strings, 8 MB). When {@code checked}, the names as read are listed in {@code shownKeyValues} and
     * {@code shownKeyNames} for tests to compare.
     */
    private boolean nextNameShown;
    final IntList shownKeyValues = new IntList();
    final List<String> shownKeyNames = new ArrayList<>();

    // The stream being read: its number, object slots taken, symbol table (name bytes' offsets and lengths),
    // each symbol's name made once, and the slots an object link names.
    private int stream, slots;
    private int[] symStart, symLen;
    private int symbols;
    private String[] symbolNames;
    private BitSet linked;
    /** The slots of values read past (hash keys, wrappers' ivars): no index value holds them. */
    private BitSet skipped;
    /** The symbol slot the last symbol (written in full, linked or {@code I}-wrapped) stands for. */
    private int lastSymbol;
    /** The class-name symbol of a {@code C} wrapper whose inside is read next, or -1. */
    private int pendingUserClass = -1;

    // Every stream's bounds, symbol tables and linked slots; the class names of values inside a C wrapper.
    final IntList streamStarts = new IntList(), streamEnds = new IntList();
    final List<int[]> symbolStarts = new ArrayList<>(), symbolLengths = new ArrayList<>();
    final List<String[]> names = new ArrayList<>();
    final List<BitSet> linkedSlots = new ArrayList<>();
    final Map<Integer, Integer> userClassName = new HashMap<>();
    /**
     * Each slot of a value read past that an object link names, once: its stream, slot and the link's byte. The
     * document has no node for it (Ruby links to a frozen key string written again), so it is said instead.
     */
    final IntList skippedLinkStreams = new IntList(), skippedLinkSlots = new IntList(), skippedLinkOffsets = new IntList();

    private MarshalIndexReader(ByteBuffer in, boolean checked) {
        this.in = in;
        this.checked = checked;
        this.fileLength = in.capacity();
        // A large save holds about one shown value per 5 or 6 bytes. A guess of half that is outgrown about halfway, when
        // the rate read so far tells the rest (see grown): a guess outgrown near the end has its arrays copied while
        // nearly everything else is held too, the peak of the read.
        allocate(Math.max(64, fileLength / 12));
    }

    /** The index over {@code bytes}, with what the node listing needs beside it. */
    static MarshalIndexReader read(byte[] bytes) { return read(ByteBuffer.wrap(bytes)); }

    /** The index over the bytes of {@code bytes} (all its capacity), on the heap or outside it. */
    static MarshalIndexReader read(ByteBuffer bytes) { return read(bytes, false); }

    /** As {@link #read(ByteBuffer)}, keeping each value's kind and member name as read when {@code checked} (for tests). */
    static MarshalIndexReader read(ByteBuffer bytes, boolean checked) {
        if (bytes.capacity() == 0) throw new MarshalFormatException(0, "empty file: no Marshal stream");
        MarshalIndexReader r = new MarshalIndexReader(bytes, checked);
        try {
            r.file();
        } catch (RuntimeException | StackOverflowError e) {
            MarshalReader.read(MarshalIndex.heapCopy(bytes)); // says why, with the byte
            throw new IllegalStateException("the Marshal index refused a file the reader reads", e);
        }
        return r;
    }

    private void file() {
        int root = add(MarshalIndex.ARRAY, 0, -1, null, -1);
        container(root);
        while (pos < fileLength) {
            int number = streamStarts.size();
            streamStarts.add(pos);
            if (fileLength - pos < 2) throw refused();
            int major = in.get(pos) & 0xff, minor = in.get(pos + 1) & 0xff;
            if (major != 4 || minor > 8) throw refused();
            pos += 2;
            stream = number;
            slots = 0;
            symbols = 0;
            symStart = new int[64];
            symLen = new int[64];
            linked = new BitSet();
            skipped = new BitSet();
            symbolNames = null;
            depth = 0;
            value(NEW, root, null);
            streamEnds.add(pos);
            symbolStarts.add(Arrays.copyOf(symStart, symbols));
            symbolLengths.add(Arrays.copyOf(symLen, symbols));
            names.add(Arrays.copyOf(symbolNames(), symbols));
            linkedSlots.add(linked);
        }
        containerEnds(0, 0, count);
        // The arrays the index keeps are trimmed when much is left over (a copy of each is, for a moment, that much
        // more); the slots are let go once the nodes are listed.
        if (startDistance.length - count > count / 8) resize(count, false);
    }

    /**
     * The values begun and not yet read to their end, innermost last, with no frame of the JVM's per level: each
     * one's type byte (or wrapper), its shown value (or -1), how far it is ({@code phase}), its members' count and
     * the one next, one more fact ({@code aux}: its rank among the containers, or the symbol an {@code I}'s inside
     * stood for) and, in a hash, where the key being read began. A value 1000 levels deep is a thousand entries here,
     * not a deep stack.
     */
    private int open;
    private int[] openType = new int[64], openMe = new int[64], openPhase = new int[64], openCount = new int[64],
            openNext = new int[64], openAux = new int[64], openKey = new int[64];
    private boolean[] openFlag = new boolean[64];

    /**
     * Reads one value to its end. {@code mode} NEW adds it as a shown value inside {@code p} (named
     * {@code memberName}); INTO reads the inside of a wrapper that is shown value {@code p}; SKIP reads past it.
     */
    private void value(int mode, int p, String memberName) {
        int base = open;
        begin(mode, p, memberName, false);
        while (open > base) step();
    }

    /**
     * Begins a value: a scalar is read whole; a container or wrapper is opened, read on by {@link #step} (then true).
     * {@code deferSlot} is set for the {@code u} inside an {@code I}, whose slot Ruby gives after the ivars.
     */
    private boolean begin(int mode, int p, String memberName, boolean deferSlot) {
        if (++depth > MarshalReader.MAX_DEPTH) throw refused();
        int userClass = pendingUserClass;
        pendingUserClass = -1;
        int nameSlot = nextNameSlot;
        nextNameSlot = -1;
        boolean nameShown = nextNameShown;
        nextNameShown = false;
        int at = pos;
        int type = u8();
        int me = mode == NEW ? add(MarshalIndex.NULL, at, p, nameShown ? null : memberName, nameSlot) : mode == INTO ? p : -1;
        if (me >= 0 && nameShown && checked) {
            nameCode[me] = MarshalIndex.OTHER_NAME;
            shownKeyValues.add(me);
            shownKeyNames.add(memberName);
        }
        if (type == 'I') {
            push(type, me, pos < fileLength && in.get(pos) == 'u', -1);
            return true;
        }
        if (type == 'e' || type == 'C') {
            push(type, me, false, -1);
            return true;
        }
        if (me >= 0 && userClass >= 0) userClassName.put(me, userClass);
        if (isContainerType(type)) {
            // A container's place among the containers is taken before its children are read (they are numbered
            // after it); its after is known once they are.
            push(type, me, deferSlot, me >= 0 ? container(me) : -1);
            return true;
        }
        byte k = scalar(type, me);
        if (me >= 0 && checked) kind[me] = k;
        depth--;
        return false;
    }

    private void push(int type, int me, boolean flag, int aux) {
        if (open == openType.length) {
            int n = open * 2;
            openType = Arrays.copyOf(openType, n);
            openMe = Arrays.copyOf(openMe, n);
            openPhase = Arrays.copyOf(openPhase, n);
            openCount = Arrays.copyOf(openCount, n);
            openNext = Arrays.copyOf(openNext, n);
            openAux = Arrays.copyOf(openAux, n);
            openKey = Arrays.copyOf(openKey, n);
            openFlag = Arrays.copyOf(openFlag, n);
        }
        openType[open] = type;
        openMe[open] = me;
        openFlag[open] = flag;
        openAux[open] = aux;
        openPhase[open] = 0;
        openCount[open] = 0;
        openNext[open] = 0;
        open++;
    }

    /** The innermost open value is read; the one around it goes on. */
    private void close() {
        int t = open - 1;
        int me = openMe[t], type = openType[t];
        if (me >= 0 && isContainerType(type)) {
            if (checked) kind[me] = type == '[' ? MarshalIndex.ARRAY : MarshalIndex.OBJECT;
            containerEnds(openAux[t], me, count);
        }
        open--;
        depth--;
    }

    /**
     * Reads on in the innermost open value: its members in turn, each begun, up to one that opens in turn (read on
     * from there; this one goes on when it is read), or to its end. A shown value's members are shown; a value read
     * past has its members read past. {@code phase} says what is next: 0 what comes first, then (by type) the
     * members, a key (2) or the value after it (3).
     */
    private void step() {
        int t = open - 1;
        int type = openType[t], me = openMe[t], phase = openPhase[t];
        int inside = me >= 0 ? INTO : SKIP, member = me >= 0 ? NEW : SKIP;
        switch (type) {
            case '[' -> {
                if (phase == 0) {
                    openCount[t] = count(1);
                    takeSlot(me);
                    openPhase[t] = 1;
                }
                while (openNext[t] < openCount[t]) {
                    openNext[t]++;
                    if (begin(member, me, null, false)) return;
                }
                close();
            }
            case '{', '}' -> {
                if (phase == 0) {
                    openCount[t] = count(2);
                    openFlag[t] = false; // set once the default is begun
                    takeSlot(me);
                    openPhase[t] = 2;
                }
                while (openNext[t] < openCount[t]) {
                    if (openPhase[t] == 2) {
                        openKey[t] = pos;
                        openPhase[t] = 3;
                        if (begin(SKIP, -1, null, false)) return;
                    }
                    String name = me >= 0 ? keyName(openKey[t], openNext[t]) : null;
                    openNext[t]++;
                    openPhase[t] = 2;
                    if (begin(member, me, name, false)) return;
                }
                if (type == '}' && !openFlag[t]) {
                    openFlag[t] = true;
                    if (begin(member, me, "default", false)) return;
                }
                close();
            }
            case 'o', 'S' -> {
                if (phase == 0) {
                    openPhase[t] = phase = 1;
                    if (beginSymbol()) return;
                }
                if (phase == 1) {
                    takeSlot(me);
                    openCount[t] = count(2);
                    openPhase[t] = 2;
                }
                while (openNext[t] < openCount[t]) {
                    if (openPhase[t] == 2) {
                        openPhase[t] = 3;
                        if (beginSymbol()) return;
                    }
                    nextNameSlot = me >= 0 ? lastSymbol : -1;
                    openNext[t]++;
                    openPhase[t] = 2;
                    if (begin(member, me, null, false)) return;
                }
                close();
            }
            case 'I' -> {
                if (phase == 0) {
                    openPhase[t] = phase = 1;
                    if (begin(inside, me, null, openFlag[t])) return;
                }
                if (phase == 1) {
                    openAux[t] = lastSymbol; // the inside's symbol, kept past the ivars' names
                    openCount[t] = count(2);
                    openPhase[t] = 2;
                }
                while (openNext[t] < openCount[t]) {
                    if (openPhase[t] == 2) {
                        openPhase[t] = 3;
                        if (beginSymbol()) return;
                    }
                    openNext[t]++;
                    openPhase[t] = 2;
                    if (begin(SKIP, -1, null, false)) return;
                }
                if (openFlag[t]) takeSlot(me);
                lastSymbol = openAux[t];
                close();
            }
            case 'e', 'C' -> {
                if (phase == 0) {
                    openPhase[t] = phase = 1;
                    if (beginSymbol()) return;
                }
                if (phase == 1) {
                    openPhase[t] = 2;
                    if (type == 'C') pendingUserClass = lastSymbol;
                    if (begin(inside, me, null, false)) return;
                }
                close();
            }
            case 'u' -> {
                if (phase == 0) {
                    openPhase[t] = 1;
                    if (beginSymbol()) return;
                }
                sized();
                if (!openFlag[t]) takeSlot(me);
                close();
            }
            default -> { // U, d: a class name, then the dump
                if (phase == 0) {
                    openPhase[t] = phase = 1;
                    if (beginSymbol()) return;
                }
                if (phase == 1) {
                    takeSlot(me);
                    openPhase[t] = 2;
                    if (begin(member, me, "dump", false)) return;
                }
                close();
            }
        }
    }

    /** The types whose values are containers in the index ({@link MarshalIndex#ARRAY} or {@link MarshalIndex#OBJECT}). */
    private static boolean isContainerType(int type) {
        return type == '[' || type == '{' || type == '}' || type == 'o' || type == 'S' || type == 'u' || type == 'U' || type == 'd';
    }

    /** Marks value {@code v} (the value added last) a container, with its parent; its rank among them. */
    private int container(int v) {
        containerBits[v >>> 6] |= 1L << v;
        int rank = containers++;
        if (rank == containerParentDistance.length) {
            // Grown to as many as the file would hold at the rate read so far, not doubled: a large save's containers
            // are five million, and arrays doubled past them would be up to twice that.
            int room = expected(rank);
            containerParentDistance = Arrays.copyOf(containerParentDistance, room);
            containerSpan = Arrays.copyOf(containerSpan, room);
        }
        int p = lastAddedParent;
        if (v - p <= Character.MAX_VALUE) {
            containerParentDistance[rank] = (char) (v - p);
        } else {
            containerParentDistance[rank] = 0;
            int runs = farParents.size();
            if (runs == 0 || farParents.get(runs - 1) != p) {
                farParentRanks.add(rank);
                farParents.add(p);
            }
        }
        lastContainer = v;
        return rank;
    }

    /** Container {@code v}, of rank {@code rank}, ends before value {@code after}. */
    private void containerEnds(int rank, int v, int after) {
        int d = after - v;
        if (d < Character.MAX_VALUE) {
            containerSpan[rank] = (char) d;
        } else {
            containerSpan[rank] = 0;
            farSpanRanks.add(rank);
            farSpanAfters.add(after);
        }
    }

    /** Reads the scalar of type {@code type} past its wrappers, shown as {@code me} (or -1); its kind. */
    private byte scalar(int type, int me) {
        switch (type) {
            case '0': return MarshalIndex.NULL;
            case 'T': return MarshalIndex.TRUE;
            case 'F': return MarshalIndex.FALSE;
            case 'i':
                longValue();
                return MarshalIndex.NUMBER;
            case 'l': {
                int sign = u8();
                if (sign != '+' && sign != '-') throw refused();
                long shorts = length();
                if (shorts * 2 > fileLength - pos) throw refused();
                pos += (int) (shorts * 2);
                takeSlot(me);
                return MarshalIndex.NUMBER;
            }
            case 'f': {
                int len = sized();
                takeSlot(me);
                return MarshalIndex.isPlainNumber(in, pos - len, pos) ? MarshalIndex.NUMBER : MarshalIndex.STRING;
            }
            case '"':
                sized();
                takeSlot(me);
                return MarshalIndex.STRING;
            case ':': {
                int len = sized();
                if (symbols == symStart.length) {
                    symStart = Arrays.copyOf(symStart, symbols * 2);
                    symLen = Arrays.copyOf(symLen, symbols * 2);
                }
                symStart[symbols] = pos - len;
                symLen[symbols] = len;
                lastSymbol = symbols++;
                return MarshalIndex.STRING;
            }
            case ';': {
                long index = longValue();
                if (index < 0 || index >= symbols) throw refused();
                lastSymbol = (int) index;
                return MarshalIndex.STRING;
            }
            case '@': {
                int at = pos - 1;
                long index = longValue();
                if (index < 0 || index >= slots) throw refused();
                if (skipped.get((int) index) && !linked.get((int) index)) {
                    skippedLinkStreams.add(stream);
                    skippedLinkSlots.add((int) index);
                    skippedLinkOffsets.add(at);
                }
                linked.set((int) index);
                return MarshalIndex.STRING;
            }
            case 'c', 'm', 'M':
                sized();
                takeSlot(me);
                return MarshalIndex.STRING;
            case '/':
                takeSlot(me);
                sized();
                u8();
                return MarshalIndex.STRING;
            default:
                throw refused();
        }
    }

    /**
     * A hash key as a member name: a symbol by its slot (noted for the value read next; null returned), a string,
     * integer, nil, true or false as shown, else {@code {n}}.
     */
    private String keyName(int keyAt, int entry) {
        int b = in.get(keyAt);
        int at = b == 'I' ? keyAt + 1 : keyAt;
        int t = in.get(at);
        if (t == ':' || t == ';') {
            nextNameSlot = lastSymbol;
            return null;
        }
        if (MarshalIndex.isShownKey(t)) {
            nextNameShown = true;
            return checked ? MarshalIndex.show(in, at, stream, symStart, symLen, symbolNames()) : null;
        }
        return "{" + entry + "}";
    }

    private String[] symbolNames() {
        if (symbolNames == null || symbolNames.length < symStart.length) {
            symbolNames = symbolNames == null ? new String[symStart.length] : Arrays.copyOf(symbolNames, symStart.length);
        }
        return symbolNames;
    }

    private String symbolName(int slot) {
        String[] cache = symbolNames();
        String n = cache[slot];
        if (n == null) cache[slot] = n = MarshalIndex.utf8(in, symStart[slot], symLen[slot]);
        return n;
    }

    /**
     * Begins a symbol where only a symbol may stand (class names, ivar names): {@code :}, {@code ;} or {@code I:};
     * whether it opened (an {@code I}).
     */
    private boolean beginSymbol() {
        if (pos >= fileLength) throw refused();
        int b = in.get(pos);
        boolean ok = b == ':' || b == ';' || (b == 'I' && pos + 1 < fileLength && in.get(pos + 1) == ':');
        if (!ok) throw refused();
        return begin(SKIP, -1, null, false);
    }

    private void takeSlot(int me) {
        if (me >= 0) {
            long d = (long) slots - groupSlot[me >>> GROUP_BITS];
            if (d >= 0 && d < FAR - 1) {
                slotCode[me] = (char) (d + 1);
            } else {
                slotCode[me] = FAR;
                farSlotValues.add(me);
                farSlots.add(slots);
            }
        } else {
            skipped.set(slots);
        }
        slots++;
    }

    /** Value {@code v}'s object slot in its stream, or -1 when it takes none. */
    int slot(int v) {
        int code = slotCode[v];
        if (code == 0) return -1;
        return code != FAR ? groupSlot[v >>> GROUP_BITS] + code - 1 : farSlots.get(farSlotValues.indexOf(v));
    }

    /** The slots are not needed once the nodes are listed. */
    void releaseSlots() {
        slotCode = null;
        groupSlot = null;
    }

    /**
     * Lets go, once the index is made, what it tells from the bytes (a value's kind and symbol name:
     * {@link MarshalIndex#kind}, {@link MarshalIndex#name}) and the lists it copied.
     */
    void releaseIndexed() {
        kind = null;
        nameCode = null;
        // The index copied these to arrays of their own length; a list grown by doubling is up to twice that (the
        // containers' afters on a 100 MB save: 34 MB), and the node listing that follows would keep it.
        containerSpan = null;
        farSpanRanks.release();
        farSpanAfters.release();
        farStartValues.release();
        farStarts.release();
        farGroups.release();
        farGroupStarts.release();
        containerParentDistance = null;
        farParentRanks.release();
        farParents.release();
        otherNameValues.release();
    }

    /** A count of things each at least {@code minBytes} long, refused when the bytes left cannot hold them (so an int). */
    private int count(int minBytes) {
        long n = length();
        if (n * minBytes > fileLength - pos) throw refused();
        return (int) n;
    }

    /** A length and that many bytes read past; the length. */
    private int sized() {
        long n = length();
        if (n > fileLength - pos) throw refused();
        pos += (int) n;
        return (int) n;
    }

    private long length() {
        long n = longValue();
        if (n < 0) throw refused();
        return n;
    }

    /** Ruby's {@code r_long}, as {@link MarshalReader} reads it. */
    private long longValue() {
        if (pos >= fileLength || fileLength - pos < RubyLong.length(in, pos)) throw refused();
        long v = RubyLong.value(in, pos);
        pos += RubyLong.length(in, pos);
        return v;
    }

    private int u8() {
        if (pos >= fileLength) throw refused();
        return in.get(pos++) & 0xff;
    }

    /** The scan stops here; {@link MarshalReader} reads the file again to say why. */
    private static RuntimeException refused() { return new IllegalArgumentException("not Marshal the index reads"); }

    private int add(byte k, int s, int p, String n, int nameSlot) {
        if (count == startDistance.length) resize(grown());
        if (checked) kind[count] = k;
        if ((count & (GROUP - 1)) == 0) groupSlot[count >>> GROUP_BITS] = slots;
        if ((count & (SUPER_GROUP - 1)) == 0) superStart[count >>> SUPER_GROUP_BITS] = s;
        if ((count & (START_GROUP - 1)) == 0) {
            int g = count >>> START_GROUP_BITS;
            groupFirst = s;
            long gd = (long) s - superStart[count >>> SUPER_GROUP_BITS];
            if (gd >= 0 && gd < FAR_GROUP) {
                groupDistance[g] = (char) gd;
            } else {
                groupDistance[g] = FAR_GROUP;
                farGroups.add(g);
                farGroupStarts.add(s);
            }
        }
        long d = (long) s - groupFirst;
        if (d >= 0 && d < FAR_START) {
            startDistance[count] = (byte) d;
        } else {
            startDistance[count] = (byte) FAR_START;
            farStartValues.add(count);
            farStarts.add(s);
        }
        lastAddedParent = p;
        if (checked) parentRead[count] = p;
        slotCode[count] = 0;
        if ((count & 63) == 0) {
            containersBefore[count >>> 6] = containers;
            lastContainerBefore[count >>> 6] = lastContainer;
        }
        if (nameSlot >= 0 && nameSlot < MarshalIndex.OTHER_NAME - 1) {
            if (checked) nameCode[count] = (char) (nameSlot + 1);
        } else if (nameSlot >= 0 || n != null) {
            if (checked) nameCode[count] = MarshalIndex.OTHER_NAME;
            otherNameValues.add(count);
            otherNames.add(n != null ? n : symbolName(nameSlot));
        } else if (checked) {
            nameCode[count] = 0;
        }
        return count++;
    }

    /**
     * The room for the values when it runs out: as many as the file would hold at the rate read so far and 15% more,
     * so that a large file's arrays grow once rather than by halves. A save's second half may be denser than its first
     * (the generated 100 MB one by 7%): grown with 5% to spare, the arrays were outgrown again near the end, and
     * copied while nearly everything else was held too. What is left over is trimmed when it is more than an eighth.
     */
    private int grown() { return expected(count, 1.15); }

    /** Room for {@code so} things read so far as the whole file would hold at this rate, and a little; at least an eighth more. */
    private int expected(int so) { return expected(so, 1.05); }

    private int expected(int so, double spare) {
        double read = Math.max(pos, 1) / (double) fileLength;
        long expected = (long) (so / read * spare) + 1024;
        return (int) Math.min(Integer.MAX_VALUE - 16, Math.max(expected, so + (so >> 3) + 16));
    }

    private void allocate(int n) {
        kind = checked ? new byte[n] : null;
        superStart = new int[superGroups(n)];
        groupDistance = new char[startGroups(n)];
        startDistance = new byte[n];
        parentRead = checked ? new int[n] : null;
        containerBits = new long[words(n)];
        containersBefore = new int[words(n)];
        lastContainerBefore = new int[words(n)];
        slotCode = new char[n];
        groupSlot = new int[groups(n)];
        nameCode = checked ? new char[n] : null;
    }

    private static int groups(int n) { return (n + GROUP - 1) >>> GROUP_BITS; }

    private static int startGroups(int n) { return (n + START_GROUP - 1) >>> START_GROUP_BITS; }

    private static int superGroups(int n) { return (n + SUPER_GROUP - 1) >>> SUPER_GROUP_BITS; }

    private static int words(int n) { return (n + 63) >>> 6; }

    private void resize(int n) { resize(n, true); }

    /** The arrays with room for {@code n} values; the slots' too when {@code slots} (not at the end: they are let go soon). */
    private void resize(int n, boolean slots) {
        if (checked) kind = Arrays.copyOf(kind, n);
        superStart = Arrays.copyOf(superStart, superGroups(n));
        groupDistance = Arrays.copyOf(groupDistance, startGroups(n));
        startDistance = Arrays.copyOf(startDistance, n);
        if (checked) parentRead = Arrays.copyOf(parentRead, n);
        containerBits = Arrays.copyOf(containerBits, words(n));
        containersBefore = Arrays.copyOf(containersBefore, words(n));
        lastContainerBefore = Arrays.copyOf(lastContainerBefore, words(n));
        if (slots && slotCode != null) {
            slotCode = Arrays.copyOf(slotCode, n);
            groupSlot = Arrays.copyOf(groupSlot, groups(n));
        }
        if (checked) nameCode = Arrays.copyOf(nameCode, n);
    }

    /** A growing list of ints. */
    static final class IntList {
        private int[] items = new int[8];
        private int size;

        void add(int v) {
            if (size == items.length) items = Arrays.copyOf(items, size * 2);
            items[size++] = v;
        }

        int get(int i) { return items[i]; }

        void set(int i, int v) { items[i] = v; }

        /** Where {@code v} is in this list, which is ascending. */
        int indexOf(int v) { return Arrays.binarySearch(items, 0, size, v); }

        int size() { return size; }

        int[] toArray() { return Arrays.copyOf(items, size); }

        /** The items, and room past them, without a copy when the room is less than an eighth more. */
        int[] fitted() { return items.length - size <= size / 8 ? items : toArray(); }

        /** Room for {@code n} items, grown to that at once. */
        void room(int n) {
            if (n > items.length) items = Arrays.copyOf(items, n);
        }

        /** Lets the items go once the index has its own copy. */
        void release() {
            items = new int[0];
            size = 0;
        }
    }
}
