package savelens.index;

/**
 * Where every value of a document's text sits and what kind it is, whatever the syntax (JSON, YAML): values
 * numbered in document order, each a container (object or array) or a scalar, with its byte span in the
 * text, its parent and siblings, and its member name. A document is read through this alone, so that a new
 * syntax plugs in by indexing its text; the text stays the single source of truth and is what gets saved.
 */
public interface ValueIndex {
    byte OBJECT = 1, ARRAY = 2, STRING = 3, NUMBER = 4, TRUE = 5, FALSE = 6, NULL = 7;

    /** The text the index describes (UTF-8); callers must not modify it. */
    byte[] text();

    /** The text's length in bytes; an index that holds its text in pieces answers without writing it flat. */
    default long textLength() { return text().length; }

    /**
     * Whether {@link #text} is the text as held, so that asking for it copies nothing; false for a text held in
     * pieces or outside the heap, which {@link #copyText} reads without writing it flat.
     */
    default boolean textIsFlat() { return true; }

    /** Copies {@code n} bytes of the text from offset {@code from} into {@code out} at {@code at}. */
    default void copyText(long from, byte[] out, int at, int n) { System.arraycopy(text(), TextPastOneArrayException.offset(from, this), out, at, n); }

    /** How many values there are. */
    int count();

    /** One of the kind constants. */
    byte kind(int v);

    default boolean isContainer(int v) {
        byte k = kind(v);
        return k == OBJECT || k == ARRAY;
    }

    /** Byte offset where the value starts. */
    long start(int v);

    /** Byte offset just past the value. */
    long end(int v);

    /** Byte offset where the member's name starts, or -1 when the value is no object member. */
    long keyStart(int v);

    // The same offsets as ints, for code that reads the text as one array ({@link #text}), which holds at most 2 GiB:
    // the formats whose texts stay within that, and the reads of a whole text. They fail ({@link TextPastOneArrayException}), not wrap, past one array.

    /** {@link #start} as an index into {@link #text}. */
    default int startInt(int v) { return TextPastOneArrayException.offset(start(v), this); }

    /** {@link #end} as an index into {@link #text}. */
    default int endInt(int v) { return TextPastOneArrayException.offset(end(v), this); }

    /** {@link #keyStart} as an index into {@link #text} (-1 stays -1). */
    default int keyStartInt(int v) { return TextPastOneArrayException.offset(keyStart(v), this); }

    /** {@link #textLength} as an int. */
    default int textLengthInt() { return TextPastOneArrayException.offset(textLength(), this); }

    /** The container holding the value, or -1 for the top value. */
    int parent(int v);

    /** The first child of a container, or -1. */
    int firstChild(int v);

    /** The next value in the same container, or -1. */
    int nextSibling(int v);

    /** The first value after this one's subtree (values are numbered in document order), or count(). */
    int after(int v);

    /** The n-th child of a container, or -1. */
    default int child(int container, int n) {
        int i = 0;
        for (int c = firstChild(container); c >= 0; c = nextSibling(c)) if (i++ == n) return c;
        return -1;
    }

    /** The member of an object with this name (the one a reader keeps when the name repeats), or -1. */
    int member(int object, String name);

    /** The member name, decoded, or null for an array element or the top value. */
    String name(int v);

    /** True when the member name of v is this name (its UTF-8 bytes); an index over bytes compares them in place. */
    default boolean nameEquals(int v, byte[] name) {
        String n = name(v);
        return n != null && n.equals(new String(name, java.nio.charset.StandardCharsets.UTF_8));
    }

    /**
     * Notes v in {@code into[i]} for each of the names (UTF-8) that is its member name, where {@code into[i]} is
     * still -1 or always when {@code lastWins}: one member against several names, for a walk that wants several
     * fields of a node at once.
     */
    default void noteNamed(int v, byte[][] names, int[] into, boolean lastWins) {
        for (int i = 0; i < names.length; i++) if ((into[i] < 0 || lastWins) && nameEquals(v, names[i])) into[i] = v;
    }

    /**
     * {@link #noteNamed} for a value whose member name's offset a scan already gave ({@link ValueScan}): an index
     * over bytes compares the name in place, without looking the value up again.
     */
    default void noteNamedByKey(int v, long keyStart, byte[][] names, int[] into, boolean lastWins) {
        noteNamed(v, names, into, lastWins);
    }

    /** {@link #noteNamed} for every child of a container, in order. */
    default void noteNamedChildren(int container, byte[][] names, int[] into, boolean lastWins) {
        for (int c = firstChild(container); c >= 0; c = nextSibling(c)) noteNamed(c, names, into, lastWins);
    }

    /** The value's source text exactly as written. */
    String raw(int v);

    /** A string value decoded, or null for other kinds. */
    String string(int v);

    /**
     * A string value as the JSON string {@code get} prints, when this index writes it otherwise than its decoded text
     * quoted (a binary format's bytes that are not UTF-8, as {@code \xNN}, in a form {@code set} takes back); null
     * for the decoded text quoted, the default.
     */
    default String quotedString(int v) { return null; }

    /**
     * A string value decoded from what a scan gave for it (its kind and span), null for other kinds: an index
     * over JSON text decodes the span without looking the value up again.
     */
    default String string(int v, byte kind, long start, long end) { return kind == STRING ? string(v) : null; }

    /**
     * True when a number or literal stands in the text as {@link #raw} shows it, so a search can match it in the
     * bytes; false for a binary format, whose scalars are shown decoded.
     */
    default boolean scalarsWrittenAsText() { return true; }

    /** True when the value is a number written as an integer (no fraction or exponent). */
    boolean isIntegerNumber(int v);

    /** An integer value that fits in a long, or {@code fallback}. */
    long longValue(int v, long fallback);

    /** Members whose name an earlier member of the same object already has (usually none). */
    DuplicateMembers duplicates();

    /** The number of children of a container. */
    default int childCount(int v) {
        int n = 0;
        for (int c = firstChild(v); c >= 0; c = nextSibling(c)) n++;
        return n;
    }

    /** A scanner of this index's values in document order, for one thread. */
    default IndexScanner scanner() {
        return (from, to, scan) -> {
            for (int v = from; v < to; v++) {
                if (!scan.value(v, kind(v), start(v), end(v), keyStart(v), after(v))) return false;
            }
            return true;
        };
    }

    /**
     * Line and column (1-based, the column in characters) of a byte offset of this text, for one message, read
     * through {@link #copyText}: a text held in pieces past one array's most is placed too.
     */
    default long[] lineColumnAt(long offset) {
        if (textIsFlat()) {
            int[] lc = lineColumn(text(), (int) Math.min(offset, Integer.MAX_VALUE));
            return new long[] {lc[0], lc[1]};
        }
        return TextPlaces.lineColumn((from, to, out, at) -> copyText(from, out, at, (int) (to - from)), textLength(), offset);
    }

    /**
     * Line (1-based) and column (1-based, in characters) of a byte offset, for one message: it walks the text from
     * the start. Where findings may be many, ask one {@link LineTable} instead.
     */
    static int[] lineColumn(byte[] text, int offset) {
        LineTable.counted(Math.min(offset, text.length));
        int line = 1, col = 1;
        for (int i = 0; i < offset && i < text.length; i++) {
            if (text[i] == '\n') {
                line++;
                col = 1;
            } else if ((text[i] & 0xC0) != 0x80) {
                col++;
            }
        }
        return new int[] {line, col};
    }
}
