package savelens.json;

import savelens.index.DuplicateMembers;
import java.util.Arrays;
import java.util.HashSet;

/**
 * Finds member names given twice in one object while the indexer reads the text. JSON allows it, and
 * JavaScript's {@code JSON.parse} (which the games use) keeps the last, so SaveLens must know where it happens.
 *
 * <p>Every member of every object passes here, so the usual case must cost next to nothing. The parser hands
 * out one String per distinct name, and objects side by side mostly repeat the same names in the same order:
 * each depth keeps a few name sequences already seen without a repeat ("templates"), and a member that is the
 * next name of its object's template costs one comparison of references. The innermost open object, the only
 * one that receives members, keeps its template and position in fields, the rest wait on a stack.
 *
 * <p>Only an object that leaves its templates is checked name by name: a 64-bit mask of its names' hashes says
 * when a name may have come before, and an object with many members switches to a set, so it is never
 * quadratic. Pairs are found in the parser's terms (decoded names); {@link #result} pairs each later member
 * with the one before it in the finished index.
 */
final class MemberNames {
    /** Members after which a checked object's names go into a set: beyond this the mask is mostly full anyway. */
    private static final int LIST_LIMIT = 24;
    /** Templates kept per depth: a few kinds of objects side by side, each with an optional member or two. */
    private static final int TEMPLATES = 8;

    // The innermost open object: its depth, its template and how many of its names it matched (-1 once it
    // left its templates and is checked).
    private int depth = -1;
    private String[] template;
    private int matched;

    // The open objects around it, innermost last, with their state while a nested object is open.
    private int[] openDepth = new int[64];
    private String[][] openTemplate = new String[64][];
    private int[] openMatched = new int[64];
    private int open;

    // Per depth: the templates kept, the last one used, and for a checked object where its names start on
    // the stack, their mask, whether a name repeated, and its set once big.
    private String[][][] kept = new String[64][][];
    private String[][] last = new String[64][];
    private int[] from = new int[64];
    private long[] mask = new long[64];
    private boolean[] repeated = new boolean[64];
    private HashSet<String>[] sets;

    // The names of the checked objects, one run per object, innermost last.
    private String[] names = new String[64];
    private int top;

    /** The later member of each name given again, in document order. */
    private int[] later = new int[8];
    private int count;

    /** An object opens at depth {@code d}. */
    void open(int d) {
        if (d >= from.length) grow(d);
        if (open == openDepth.length) {
            openDepth = Arrays.copyOf(openDepth, open * 2);
            openTemplate = Arrays.copyOf(openTemplate, open * 2);
            openMatched = Arrays.copyOf(openMatched, open * 2);
        }
        openDepth[open] = depth;
        openTemplate[open] = template;
        openMatched[open++] = matched;
        depth = d;
        template = last[d];
        matched = 0;
    }

    /** The innermost object closes: a checked one without repeats becomes a template. */
    void close() {
        int d = depth;
        if (matched < 0) {
            int f = from[d];
            boolean big = sets != null && d < sets.length && sets[d] != null;
            if (!repeated[d] && !big && top - f > 1) keep(d, Arrays.copyOfRange(names, f, top));
            if (big) sets[d] = null;
            top = f;
        } else {
            last[d] = template;
        }
        depth = openDepth[--open];
        template = openTemplate[open];
        matched = openMatched[open];
    }

    /**
     * A member named {@code name} whose value will be number {@code value}, in the innermost open object.
     * Kept small so that the indexer's loop inlines it; the rest are methods of their own.
     */
    void member(String name, int value) {
        String[] t = template;
        int i = matched;
        if (i >= 0 && t != null && i < t.length && t[i] == name) {
            matched = i + 1;
            return;
        }
        unusual(name, value);
    }

    private void unusual(String name, int value) {
        int i = matched;
        if (i >= 0) {
            if (switched(i, name)) return;
            leaveTemplates(i);
        }
        checked(name, value);
    }

    /**
     * Another kept template that the object follows as well: the same first {@code i} names, then this one.
     * The first member of an object picks its template so; an optional member further on switches to the
     * template written with (or without) it.
     */
    private boolean switched(int i, String name) {
        String[][] k = kept[depth];
        if (k == null) return false;
        String[] t = template;
        for (String[] u : k) {
            if (u == null || u == t || u.length <= i || u[i] != name) continue;
            boolean same = true;
            for (int j = 0; j < i && same; j++) same = u[j] == t[j];
            if (same) {
                template = u;
                matched = i + 1;
                return true;
            }
        }
        return false;
    }

    /** The object's names so far (its template's first {@code n}) go on the stack, to be checked from now on. */
    private void leaveTemplates(int n) {
        // Nothing of this object is on the stack yet, and what nested objects put there is gone again.
        if (top + LIST_LIMIT >= names.length) names = Arrays.copyOf(names, names.length * 2); // room for a list
        from[depth] = top;
        long m = 0;
        for (int j = 0; j < n; j++) {
            names[top++] = template[j];
            m |= 1L << template[j].hashCode();
        }
        mask[depth] = m;
        repeated[depth] = false;
        matched = -1;
    }

    private void checked(String name, int value) {
        int d = depth;
        if (sets != null && d < sets.length && sets[d] != null) {
            if (!sets[d].add(name)) found(value);
            return;
        }
        long bit = 1L << name.hashCode(); // the shift takes the low six bits
        if ((mask[d] & bit) != 0 && seen(d, name)) {
            found(value);
            return;
        }
        mask[d] |= bit;
        int f = from[d];
        if (top - f == LIST_LIMIT) {
            toSet(d, f).add(name);
            return;
        }
        names[top++] = name;
    }

    private boolean seen(int d, String name) {
        int h = name.hashCode();
        for (int i = from[d]; i < top; i++) {
            String n = names[i];
            if (n == name || (n.hashCode() == h && n.equals(name))) return true;
        }
        return false;
    }

    @SuppressWarnings("unchecked")
    private HashSet<String> toSet(int d, int f) {
        if (sets == null || d >= sets.length) {
            sets = sets == null ? new HashSet[Math.max(16, d + 1)] : Arrays.copyOf(sets, Math.max(d + 1, sets.length * 2));
        }
        HashSet<String> set = new HashSet<>(Arrays.asList(names).subList(f, top));
        sets[d] = set;
        return set;
    }

    /** A template for the objects to come at this depth, the newest first; the oldest is dropped. */
    private void keep(int d, String[] t) {
        String[][] k = kept[d];
        if (k == null) k = kept[d] = new String[TEMPLATES][];
        System.arraycopy(k, 0, k, 1, TEMPLATES - 1);
        k[0] = t;
        last[d] = t;
    }

    private void found(int value) {
        repeated[depth] = true;
        if (count == later.length) later = Arrays.copyOf(later, count * 2);
        later[count++] = value;
    }

    private void grow(int d) {
        int n = Math.max(d + 1, from.length * 2);
        kept = Arrays.copyOf(kept, n);
        last = Arrays.copyOf(last, n);
        from = Arrays.copyOf(from, n);
        mask = Arrays.copyOf(mask, n);
        repeated = Arrays.copyOf(repeated, n);
    }

    /**
     * What was found, with each later member paired with the one before it of the same name. Each object that
     * holds a repeat is walked once, whatever the number of repeats in it: a walk per repeat was quadratic.
     */
    DuplicateMembers result(JsonIndex index) {
        if (count == 0) return DuplicateMembers.NONE;
        int[] earlier = new int[count];
        // The repeats of each object, in document order (an object's repeats may be interleaved with a nested one's).
        java.util.LinkedHashMap<Integer, java.util.List<Integer>> byObject = new java.util.LinkedHashMap<>();
        for (int i = 0; i < count; i++) byObject.computeIfAbsent(index.parent(later[i]), o -> new java.util.ArrayList<>()).add(i);
        java.util.HashMap<String, Integer> lastByName = new java.util.HashMap<>();
        byObject.forEach((object, repeats) -> {
            lastByName.clear();
            int next = 0;
            for (int c = index.firstChild(object); c >= 0 && next < repeats.size(); c = index.nextSibling(c)) {
                String name = index.name(c);
                int r = repeats.get(next);
                if (c == later[r]) {
                    earlier[r] = lastByName.getOrDefault(name, -1);
                    next++;
                }
                lastByName.put(name, c);
            }
        });
        return new DuplicateMembers(earlier, Arrays.copyOf(later, count));
    }
}
