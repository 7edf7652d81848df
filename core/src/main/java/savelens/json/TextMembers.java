package savelens.json;

import java.nio.charset.StandardCharsets;

/**
 * An object's members read straight from the text at a place the caller knows (a node's span, noted while the
 * document was read), numbered as the index numbers values: for a walk that wants one member of each of many
 * objects (a filter's {@code @.hp} over every node). The index would rebuild each object's chunk, recording every
 * value inside it; this skips what it does not want with a few byte compares and records nothing, so a member
 * costs no more than reading the text up to it. Belongs to one thread; the text must be the index's own, which
 * its parse validated.
 *
 * <p>A flat text is read in place. A text in pieces (an edit patched it) or outside the heap is read through a window
 * that holds the span the caller named ({@link #within}): the piece holding it, or a copy of a few kilobytes from there
 * where it crosses pieces or lies outside the heap; the whole text is never written flat. Offsets taken and given are
 * the text's; inside, the walks below work on the window's array, where text offset p is {@code text[p - shift]}.
 */
public final class TextMembers {
    private final TextPieces pieces;
    /** Where a span that crosses pieces or lies outside the heap is copied, with the next nodes' spans after it. */
    private final TextWindow copied;
    // The window: the text from winFrom up to winTo is text[p - shift] (the whole text, shift 0, when it is flat).
    private byte[] text;
    private long shift;
    private long winFrom;
    private long winTo;
    // The member found last (see member()): its kind and where it is in the text.
    private byte kind;
    private long start;
    private long end;
    // Values the last skip() stepped over, the skipped value itself included.
    private int skipped;

    public TextMembers(JsonIndex index) {
        this.pieces = index.layout;
        this.copied = new TextWindow(pieces);
        byte[] flat = pieces.flatOrNull();
        if (flat != null) {
            text = flat;
            winTo = flat.length;
        } else {
            text = new byte[0];
            winFrom = winTo = -1; // holds nothing: the first span names where to read
        }
    }

    /**
     * The reads that follow (until the next call) look at the text from {@code from} up to {@code to} alone: a
     * node's span, which holds its values. Free when the text is flat or the window holds the span already.
     */
    public void within(long from, long to) {
        if (from >= winFrom && to <= winTo) return;
        TextPieces p = pieces;
        int i = p.pieceAt(from);
        byte[] a = p.arrays[i];
        if (a != null && to <= p.from[i + 1]) { // read in place, from the piece's array
            text = a;
            shift = p.shift(i);
            winFrom = p.from[i];
            winTo = p.from[i + 1];
            return;
        }
        text = copied.holding(from, to);
        shift = copied.base();
        winFrom = shift;
        winTo = shift + text.length;
    }

    /**
     * Where value {@code wanted} starts, found by walking the values of {@code from} (written at {@code fromStart},
     * inside the span named last) in document order; -1 when it is not {@code from} or inside it.
     */
    public long startOf(int from, long fromStart, int wanted) {
        if (wanted < from) return -1;
        int p = (int) (fromStart - shift), v = from;
        while (true) {
            if (v == wanted) return p + shift;
            byte open = text[p];
            if (open != '{' && open != '[') return -1;
            p = blanks(p + 1);
            v++;
            while (true) {
                byte b = text[p];
                if (b == '}' || b == ']') return -1;
                if (open == '{') p = blanks(blanks(JsonText.stringEnd(text, p)) + 1); // past the name and its colon
                if (v == wanted) return p + shift;
                skipped = 0;
                int e = skip(p);
                if (wanted < v + skipped) break; // inside this one: go down into it
                v += skipped;
                p = blanks(e);
                if (text[p] != ',') return -1; // the container ended before it
                p = blanks(p + 1);
            }
        }
    }

    /**
     * The first member of the object {@code object} written at {@code objectStart} (inside the span named last) whose
     * name is {@code name} (UTF-8), or -1 when it has none or is no object; {@link #kind}, {@link #start} and {@link #end} then say
     * what it is and where. (The index's {@code member} takes the last of two with one name: callers use this
     * only where no name repeats.)
     */
    public int member(int object, long objectStart, byte[] name) {
        int at = (int) (objectStart - shift);
        if (text[at] != '{') return -1;
        int p = blanks(at + 1);
        int v = object + 1;
        if (text[p] == '}') return -1;
        while (true) {
            int key = p;
            int keyEnd = keyEnd(key);
            p = blanks(blanks(keyEnd) + 1);
            if (keyEscaped ? JsonIndex.nameEqualsAt(text, key, name) : plainNameEquals(key, keyEnd, name)) {
                byte b = text[p];
                kind = kindOf(b);
                start = p + shift;
                end = b == '"' ? JsonText.stringEnd(text, p) + shift : kind == JsonIndex.OBJECT || kind == JsonIndex.ARRAY ? -1 : Chunk.scalarEnd(text, p) + shift;
                return v;
            }
            skipped = 0;
            p = blanks(skip(p));
            v += skipped;
            if (text[p] != ',') return -1;
            p = blanks(p + 1);
        }
    }

    /** Whether the name {@link #keyEnd} passed last has a backslash: only then is it compared by decoding. */
    private boolean keyEscaped;

    /** Just past the closing quote of the member name at {@code key}, noting in {@link #keyEscaped} whether it has escapes. */
    private int keyEnd(int key) {
        byte[] t = text;
        int i = key + 1;
        boolean escaped = false;
        while (true) {
            byte b = t[i];
            if (b == '"') break;
            if (b == '\\') {
                escaped = true;
                i += 2;
            } else {
                i++;
            }
        }
        keyEscaped = escaped;
        return i + 1;
    }

    /**
     * Whether the name written with no escapes from {@code key} to just before {@code end} (its quotes included) is
     * {@code name}: a name of another length (most of those a walk passes) is settled without comparing its bytes.
     */
    private boolean plainNameEquals(int key, int end, byte[] name) {
        int n = name.length;
        if (end - key - 2 != n) return false;
        byte[] t = text;
        for (int i = 0; i < n; i++) if (t[key + 1 + i] != name[i]) return false;
        return true;
    }

    /** The index kind of the member {@link #member} found last. */
    public byte kind() { return kind; }

    /** Where the member found last starts. */
    public long start() { return start; }

    /** Just past the member found last when it is a scalar; -1 for a container. */
    public long end() { return end; }

    /** The index kind of the value written at {@code p}, inside the span named last. */
    public byte kindAt(long p) { return kindOf(text[(int) (p - shift)]); }

    /**
     * The string literal written from {@code start} up to {@code end} (quotes included), decoded: a member found
     * here. Read in the window where it holds them, else from a copy of those bytes; the window stays where it is.
     */
    public String string(long start, long end) {
        if (start >= winFrom && end <= winTo) return JsonText.decodeString(text, (int) (start - shift), (int) (end - shift));
        return JsonText.decodeString(pieces.copy(start, end), 0, (int) (end - start));
    }

    /** The integer written from {@code start} up to {@code end}, or {@code fallback} (see {@link JsonText#integer}); as {@link #string}. */
    public long integer(long start, long end, long fallback) {
        if (start >= winFrom && end <= winTo) return JsonText.integer(text, (int) (start - shift), (int) (end - shift), fallback);
        return JsonText.integer(pieces.copy(start, end), 0, (int) (end - start), fallback);
    }

    /** The bytes from {@code start} up to {@code end} as UTF-8 text (a number as written); as {@link #string}. */
    public String raw(long start, long end) {
        if (start >= winFrom && end <= winTo) return new String(text, (int) (start - shift), (int) (end - start), StandardCharsets.UTF_8);
        return new String(pieces.copy(start, end), StandardCharsets.UTF_8);
    }

    private static byte kindOf(byte b) {
        return b == '{' ? JsonIndex.OBJECT : b == '[' ? JsonIndex.ARRAY : Chunk.scalarKind(b);
    }

    /**
     * Steps over the value written at {@code p}, returning the offset just past it, and adds to {@link #skipped} how
     * many values it is: a container is itself, one value per comma inside it, and one more per container inside it
     * (itself too) that is not empty, as each holds one value more than it has commas.
     */
    private int skip(int p) {
        byte b = text[p];
        if (b == '"') {
            skipped++;
            return JsonText.stringEnd(text, p);
        }
        if (b != '{' && b != '[') {
            skipped++;
            return Chunk.scalarEnd(text, p);
        }
        int n = 1, depth = 0, i = p;
        byte[] t = text;
        while (true) {
            // Digits, letters and blanks (most of a node's arrays) pass on one lookup a byte, not a compare per kind of byte.
            byte c;
            while (STRUCTURE[(c = t[i]) & 0xFF] == 0) i++;
            if (c == '"') {
                i = JsonText.stringEnd(t, i);
                continue;
            }
            i++;
            if (c == ',') {
                n++;
            } else if (c == '{' || c == '[') {
                depth++;
                i = blanks(i);
                byte d = t[i];
                if (d != '}' && d != ']') n++;
            } else if (--depth == 0) { // a closing bracket
                skipped += n;
                return i;
            }
        }
    }

    /** The bytes {@link #skip} stops at inside a container: quotes, commas and brackets. */
    private static final byte[] STRUCTURE = new byte[256];

    static {
        for (char c : new char[] {'"', ',', '{', '[', '}', ']'}) STRUCTURE[c] = 1;
    }

    private int blanks(int p) {
        while (p < text.length) {
            byte b = text[p];
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') break;
            p++;
        }
        return p;
    }
}
