package savelens.json;

import java.util.Arrays;

/**
 * The index of a text in which one value's text was replaced by a value of the same shape. Every value keeps
 * its number, parent and subtree, so the spine keeps its slots (which values have entries depends only on
 * that shape): entries after the replaced text move by the change in length, entries inside it are taken
 * from an index of the new value alone, and the chunks below the spine are rebuilt from the new text as
 * ever. At a million nodes this is a copy of a few tens of thousands of entries instead of a parse of the text.
 */
final class IndexPatch {
    private IndexPatch() {}

    /** As {@link #replacedBy}, given the whole edited text (value v's text replaced in it, nothing else changed). */
    static JsonIndex replace(JsonIndex old, int v, byte[] edited) {
        if (v < 0 || v >= old.count) return null;
        long from = old.start(v), to = old.end(v);
        long newTo = to + edited.length - old.textLength();
        if (newTo <= from) return null;
        return replacedBy(old, v, Arrays.copyOfRange(edited, (int) from, (int) newTo));
    }

    /**
     * The index of the text with value v's text replaced by {@code bytes} (kept, not copied); the text is held in pieces
     * that share the arrays of the old one, so no byte of the rest is copied.
     */
    static JsonIndex replacedBy(JsonIndex old, int v, byte[] bytes) {
        if (!old.duplicates().isEmpty() || v < 0 || v >= old.count || bytes.length == 0) return null;
        long from = old.start(v), to = old.end(v);
        long delta = bytes.length - (to - from);
        if (old.textLength() + delta > JsonIndex.MOST_TEXT) return null; // read again, and refused there
        JsonIndex fresh;
        try {
            fresh = JsonIndexer.index(bytes, 0); // every value on its spine
        } catch (JsonSyntaxException e) {
            return null;
        }
        int n = old.after(v) - v;
        if (fresh.count() != n || !fresh.duplicates().isEmpty() || !sameShape(old, v, fresh)) return null;

        int slots = old.spineSize;
        byte[] kind = old.kind.clone();
        int[] start = new int[slots];
        int[] end = new int[slots];
        int[] key = new int[slots];
        for (int s = 0; s < slots; s++) {
            int value = old.value[s];
            if (value >= v && value < v + n) {
                int i = value - v;
                kind[s] = fresh.kind(i);
                // Offsets are kept as unsigned ints (see JsonIndex.offset).
                start[s] = (int) (from + fresh.start(i));
                end[s] = (int) (from + fresh.end(i));
                long k = fresh.keyStart(i);
                key[s] = i == 0 ? old.key[s] : k < 0 ? -1 : (int) (from + k); // the replaced value's own name lies before it
            } else {
                start[s] = shift(old.start[s], to, delta);
                end[s] = shift(old.end[s], to, delta);
                key[s] = shift(old.key[s], to, delta);
            }
        }
        TextPieces text = old.layout.replaced(from, to - from, bytes);
        JsonIndex patched = new JsonIndex(text, old.count, slots, old.value, kind, start, end, key, old.parent, old.after);
        patched.readingDone();
        return patched;
    }

    /** Stored offsets at or past the replaced text's end move with it; those before it (and -1, no name) stay. */
    private static int shift(int stored, long replacedEnd, long delta) {
        if (stored == -1) return -1;
        long offset = JsonIndex.offset(stored);
        return (int) (offset >= replacedEnd ? offset + delta : offset);
    }

    /** The same containers (kind for kind) with the same parents; scalars may change kind. */
    private static boolean sameShape(JsonIndex old, int v, JsonIndex fresh) {
        for (int i = 0; i < fresh.count(); i++) {
            byte was = old.kind(v + i), now = fresh.kind(i);
            boolean container = now == JsonIndex.OBJECT || now == JsonIndex.ARRAY;
            if (container || was == JsonIndex.OBJECT || was == JsonIndex.ARRAY) {
                if (was != now) return false;
            }
            if (i > 0 && old.parent(v + i) != v + fresh.parent(i)) return false;
        }
        return true;
    }
}
