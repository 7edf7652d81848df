package savelens.json;

/**
 * An object's members read straight from the text at a place the caller knows (a node's span, noted while the
 * document was read), numbered as the index numbers values: for a walk that wants one member of each of many
 * objects (a filter's {@code @.hp} over every node). The index would rebuild each object's chunk, recording every
 * value inside it; this skips what it does not want with a few byte compares and records nothing, so a member
 * costs no more than reading the text up to it. Belongs to one thread; the text must be the index's own, which
 * its parse validated.
 */
public final class TextMembers {
    private final JsonIndex index;
    private final byte[] text;
    // The member found last (see member()).
    private byte kind;
    private int start;
    private int end;
    // Values the last skip() stepped over, the skipped value itself included.
    private int skipped;

    public TextMembers(JsonIndex index) {
        this.index = index;
        this.text = index.text(); // a text in pieces is written flat here, once
    }

    /**
     * Where value {@code wanted} starts, found by walking the values of {@code from} (written at {@code fromStart})
     * in document order; -1 when it is not {@code from} or inside it.
     */
    public int startOf(int from, int fromStart, int wanted) {
        if (wanted < from) return -1;
        int p = fromStart, v = from;
        while (true) {
            if (v == wanted) return p;
            byte open = text[p];
            if (open != '{' && open != '[') return -1;
            p = blanks(p + 1);
            v++;
            while (true) {
                byte b = text[p];
                if (b == '}' || b == ']') return -1;
                if (open == '{') p = blanks(blanks(JsonText.stringEnd(text, p)) + 1); // past the name and its colon
                if (v == wanted) return p;
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
     * The first member of the object {@code object} written at {@code objectStart} whose name is {@code name}
     * (UTF-8), or -1 when it has none or is no object; {@link #kind}, {@link #start} and {@link #end} then say
     * what it is and where. (The index's {@code member} takes the last of two with one name: callers use this
     * only where no name repeats.)
     */
    public int member(int object, int objectStart, byte[] name) {
        if (text[objectStart] != '{') return -1;
        int p = blanks(objectStart + 1);
        int v = object + 1;
        if (text[p] == '}') return -1;
        while (true) {
            int key = p;
            p = blanks(blanks(JsonText.stringEnd(text, key)) + 1);
            if (JsonIndex.nameEqualsAt(text, key, name)) {
                byte b = text[p];
                kind = kindOf(b);
                start = p;
                end = b == '"' ? JsonText.stringEnd(text, p) : kind == JsonIndex.OBJECT || kind == JsonIndex.ARRAY ? -1 : Chunk.scalarEnd(text, p);
                return v;
            }
            skipped = 0;
            p = blanks(skip(p));
            v += skipped;
            if (text[p] != ',') return -1;
            p = blanks(p + 1);
        }
    }

    /** The index kind of the member {@link #member} found last. */
    public byte kind() { return kind; }

    /** Where the member found last starts. */
    public int start() { return start; }

    /** Just past the member found last when it is a scalar; -1 for a container. */
    public int end() { return end; }

    /** The index kind of the value written at {@code p}. */
    public byte kindAt(int p) { return kindOf(text[p]); }

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
        while (true) {
            byte c = text[i];
            if (c == '"') {
                i = JsonText.stringEnd(text, i);
                continue;
            }
            i++;
            if (c == ',') {
                n++;
            } else if (c == '{' || c == '[') {
                depth++;
                i = blanks(i);
                byte d = text[i];
                if (d != '}' && d != ']') n++;
            } else if ((c == '}' || c == ']') && --depth == 0) {
                skipped += n;
                return i;
            }
        }
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
