package savelens.json;

import java.util.Arrays;
import java.util.concurrent.atomic.LongAdder;

/**
 * The index of a text in which one value's text was replaced by a value of the same shape. Every value keeps
 * its number, parent and subtree, so the spine keeps its slots (which values have entries depends only on
 * that shape): entries after the replaced text move by the change in length, entries inside it are taken
 * from an index of the new value alone, and the chunks below the spine are rebuilt from the new text as
 * ever. The spine's arrays are shared with the old index, not copied: what the edit changed is kept beside them
 * ({@link SpineEdits}: one move for every slot after the edit, the ends of the containers it lies in, the slots it
 * wrote anew), so an edit costs as much at a million values as at ten. Once enough edits are kept aside they are
 * written into new arrays, a copy of every slot once in many edits.
 */
final class IndexPatch {
    private IndexPatch() {}

    /** Containers above an edit followed at most; a deeper edit writes the spine anew. */
    private static final int DEEPEST = 200;
    /** Slots an edit writes anew at most before the spine is written anew (a container replaced whole). */
    private static final int MOST_SLOTS = 64;
    /** Spine slots written into new arrays so far, by every index: see {@link JsonIndex#spineSlotsWritten}. */
    static final LongAdder SLOTS_WRITTEN = new LongAdder();

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
        // The slots of the replaced values: a run of the spine, since values are numbered in document order.
        int first = firstSlotFrom(old, v), after = firstSlotFrom(old, v + n);
        SpineEdits.Written[] written = new SpineEdits.Written[after - first];
        for (int s = first; s < after; s++) {
            int i = old.value[s] - v;
            long k = fresh.keyStart(i);
            // The replaced value's own name lies before it.
            long key = i == 0 ? old.keyAt(s) : k < 0 ? -1 : from + k;
            written[s - first] = new SpineEdits.Written(s, fresh.kind(i), from + fresh.start(i), from + fresh.end(i), key);
        }
        int[] containers = containersWithSlots(old, v);
        TextPieces text = old.layout.replaced(from, to - from, bytes);
        JsonIndex patched;
        if (containers == null || written.length > MOST_SLOTS) {
            patched = writtenAnew(old, text, first, after, written, to, delta);
        } else {
            SpineEdits edits = SpineEdits.with(old.edits, first, after, delta, containers, written, slots);
            patched = new JsonIndex(text, old.count, slots, old.value, old.kind, old.start, old.end, old.key, old.parent, old.after, edits);
            if (edits.entries() > SpineEdits.MOST_ENTRIES) patched = written(patched);
        }
        patched.readingDone();
        return patched;
    }

    /** The first spine slot whose value is v or after it. */
    private static int firstSlotFrom(JsonIndex index, int v) {
        int s = Arrays.binarySearch(index.value, 0, index.spineSize, v);
        return s >= 0 ? s : -s - 1;
    }

    /** The slots of the containers v lies in (those with entries of their own), or null when it lies too deep to follow. */
    private static int[] containersWithSlots(JsonIndex index, int v) {
        int[] found = new int[8];
        int n = 0, depth = 0;
        for (int p = index.parent(v); p >= 0; p = index.parent(p)) {
            if (++depth > DEEPEST) return null;
            int s = Arrays.binarySearch(index.value, 0, index.spineSize, p);
            if (s < 0) continue;
            if (n == found.length) found = Arrays.copyOf(found, n * 2);
            found[n++] = s;
        }
        return Arrays.copyOf(found, n);
    }

    /**
     * The index with every edit written into new arrays, none kept aside: reads then cost what they cost before any
     * edit. A copy of every slot, made once the edits kept aside grow past {@link SpineEdits#MOST_ENTRIES}.
     */
    static JsonIndex written(JsonIndex index) {
        int slots = index.spineSize;
        byte[] kind = new byte[slots];
        int[] start = new int[slots];
        int[] end = new int[slots];
        int[] key = new int[slots];
        // Offsets are kept as unsigned ints (see JsonIndex.offset), -1 for no name.
        for (int s = 0; s < slots; s++) {
            kind[s] = index.kindAt(s);
            start[s] = (int) index.startAt(s);
            end[s] = (int) index.endAt(s);
            long k = index.keyAt(s);
            key[s] = k < 0 ? -1 : (int) k;
        }
        SLOTS_WRITTEN.add(slots);
        JsonIndex out = new JsonIndex(index.layout, index.count, slots, index.value, kind, start, end, key, index.parent, index.after, null);
        out.readingDone();
        return out;
    }

    /** The edit written into new arrays at once, with the edits kept aside before it: an edit too deep, or too big, to keep aside. */
    private static JsonIndex writtenAnew(JsonIndex old, TextPieces text, int first, int after, SpineEdits.Written[] written, long to, long delta) {
        int slots = old.spineSize;
        byte[] kind = new byte[slots];
        int[] start = new int[slots];
        int[] end = new int[slots];
        int[] key = new int[slots];
        for (int s = 0; s < slots; s++) {
            if (s >= first && s < after) {
                SpineEdits.Written w = written[s - first];
                kind[s] = w.kind();
                start[s] = (int) w.start();
                end[s] = (int) w.end();
                key[s] = w.key() < 0 ? -1 : (int) w.key();
            } else {
                kind[s] = old.kindAt(s);
                start[s] = (int) shift(old.startAt(s), to, delta);
                end[s] = (int) shift(old.endAt(s), to, delta);
                long k = old.keyAt(s);
                key[s] = k < 0 ? -1 : (int) shift(k, to, delta);
            }
        }
        SLOTS_WRITTEN.add(slots);
        return new JsonIndex(text, old.count, slots, old.value, kind, start, end, key, old.parent, old.after, null);
    }

    /** Offsets at or past the replaced text's end move with it; those before it stay. */
    private static long shift(long offset, long replacedEnd, long delta) {
        return offset >= replacedEnd ? offset + delta : offset;
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
