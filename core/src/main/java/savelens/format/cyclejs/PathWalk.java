package savelens.format.cyclejs;

import java.util.List;
import savelens.index.ValueIndex;

/**
 * Follows a cycle.js path through a document's values as {@code JSON.retrocycle} would: member by name on an
 * object (the one {@code JSON.parse} keeps when the name repeats), element by index on an array (a name that is an
 * index reads it too), through other {@code $ref} objects on the way (a bounded number of them).
 */
final class PathWalk {
    /** How many {@code $ref}s one path may pass through before it counts as leading nowhere (a loop of them). */
    private static final int MOST_HOPS = 64;
    private static final String REF = "$ref";

    /** Called for each step taken out of an array: the array, the step's number, the element index it reads. */
    interface Trace {
        void element(int array, int step, long index);
    }

    private final ValueIndex json;

    PathWalk(ValueIndex json) { this.json = json; }

    /** The value the path names, or -1 when it leads nowhere (or to another {@code $ref} that does). */
    int resolve(List<CycleJsPath.Step> steps, Trace trace) {
        return resolve(steps, trace, 0);
    }

    private int resolve(List<CycleJsPath.Step> steps, Trace trace, int hops) {
        int at = 0;
        for (int i = 0; i < steps.size(); i++) {
            at = through(at, hops);
            if (at < 0) return -1;
            CycleJsPath.Step step = steps.get(i);
            byte kind = json.kind(at);
            if (kind == ValueIndex.OBJECT) {
                at = json.member(at, step.memberName());
            } else if (kind == ValueIndex.ARRAY) {
                long index = step.isIndex() ? step.index() : indexText(step.name());
                if (index < 0) return -1;
                if (trace != null) trace.element(at, i, index);
                at = index < Integer.MAX_VALUE ? json.child(at, (int) index) : -1;
            } else {
                return -1;
            }
            if (at < 0) return -1;
        }
        return through(at, hops);
    }

    /** The value itself, or where the {@code $ref} object it is leads. */
    private int through(int value, int hops) {
        String path = refPath(value);
        if (path == null) return value;
        if (hops >= MOST_HOPS) return -1;
        List<CycleJsPath.Step> steps = CycleJsPath.parse(path);
        return steps == null ? value : resolve(steps, null, hops + 1);
    }

    /** The path a {@code {"$ref":"…"}} object holds (alone, a string, not the root), else null. */
    String refPath(int v) {
        if (v <= 0 || json.kind(v) != ValueIndex.OBJECT) return null;
        int m = json.firstChild(v);
        if (m < 0 || json.nextSibling(m) >= 0 || json.kind(m) != ValueIndex.STRING || !REF.equals(json.name(m))) return null;
        String path = json.string(m);
        return CycleJsPath.parse(path) == null ? null : path;
    }

    /** A name that reads as an array index ("0", "12"), or -1. */
    private static long indexText(String name) {
        if (name.isEmpty() || name.length() > 18 || (name.length() > 1 && name.charAt(0) == '0')) return -1;
        for (int i = 0; i < name.length(); i++) if (name.charAt(i) < '0' || name.charAt(i) > '9') return -1;
        return Long.parseLong(name);
    }
}
