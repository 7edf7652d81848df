package savelens.diff;

import java.util.Arrays;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.index.ValueIndex;

/**
 * A hash of every value's visible content, for pairing array elements: equal values hash alike, so the
 * elements before and after an insertion are found again. Format metadata (MV's {@code @c}, which an
 * insertion renumbers) is left out; so is where a reference leads when nodes are paired by path (that is
 * compared once nodes are paired). One pass from the last value back: values are numbered in document order,
 * so a container's children are hashed before it, and gathered into its hash as they pass.
 */
final class SubtreeHashes {
    private static final int REFERENCE = 0x5EF1, NULL = 0x7A11;

    private SubtreeHashes() {}

    static int[] of(Document doc, Alignment alignment) {
        return of(doc, alignment, null, new TextSpans(doc.index()));
    }

    /**
     * As {@link #of(Document, Alignment)}, and where each node's body is written ({@code bodyText[2 * node]} its
     * start, {@code [2 * node + 1]} its end), noted as the pass goes by: a diff then tells two nodes written
     * alike apart from changed ones without walking either again.
     */
    static int[] of(Document doc, Alignment alignment, int[] bodyText, TextSpans text) {
        int[] h = new int[doc.index().count()];
        fill(doc, alignment, 0, h.length, h, bodyText, text);
        return h;
    }

    /**
     * The hashes of the values {@code from} to {@code to - 1}, a whole subtree (a node's body and what is inside it),
     * at {@code [v - from]}: the same numbers as {@link #of(Document, Alignment)} gives them, for a diff that hashes
     * only the nodes it walks. By id a nested node hashes by its id, so nothing outside the subtree is needed.
     */
    static int[] ofRange(Document doc, Alignment alignment, int from, int to, TextSpans text) {
        int[] h = new int[to - from];
        fill(doc, alignment, from, to, h, null, text);
        return h;
    }

    private static void fill(Document doc, Alignment alignment, int from, int to, int[] h, int[] bodyText, TextSpans text) {
        ValueIndex index = doc.index();
        long[] bodies = bodyText == null ? new long[0] : bodiesLastFirst(doc);
        int nextBody = 0;
        // Going back, a value's children come before it: each container's hash is gathered from its children as
        // they pass, so the whole document is read once in (reverse) order and no container is walked again.
        OpenContainers open = new OpenContainers();
        for (int v = to - 1; v >= from; v--) {
            ValueKind kind = doc.kind(v);
            h[v - from] = switch (kind) {
                case REFERENCE -> {
                    open.close(v, 0);
                    yield alignment == Alignment.BY_ID ? REFERENCE * 31 + String.valueOf(doc.referencedNodeId(v)).hashCode() : REFERENCE;
                }
                case NODE -> {
                    int own = open.close(v, seed(index, v));
                    if (alignment == Alignment.BY_ID) yield REFERENCE * 31 + doc.nodeId(doc.target(v)).hashCode();
                    int body = doc.body(doc.target(v));
                    yield body > v && body < to ? h[body - from] : own;
                }
                case OBJECT, ARRAY -> open.close(v, seed(index, v));
                default -> scalar(index, v, text);
            };
            for (; nextBody < bodies.length && (int) (bodies[nextBody] >>> 32) >= v; nextBody++) {
                if ((int) (bodies[nextBody] >>> 32) != v) continue;
                int node = (int) bodies[nextBody];
                bodyText[2 * node] = (int) index.start(v); // kept as unsigned ints (a text holds up to 4 GiB)
                bodyText[2 * node + 1] = (int) index.end(v);
            }
            if (doc.isHidden(v)) continue;
            int parent = index.parent(v);
            if (parent >= from) open.add(index, parent, v, h[v - from]);
        }
    }

    /** Each node's body and the node (body high), the last body first: the order the pass meets them. */
    private static long[] bodiesLastFirst(Document doc) {
        long[] bodies = new long[doc.nodeCount()];
        for (int node = 0; node < bodies.length; node++) bodies[node] = ((long) doc.body(node) << 32) | node;
        Arrays.sort(bodies);
        for (int i = 0, j = bodies.length - 1; i < j; i++, j--) {
            long t = bodies[i];
            bodies[i] = bodies[j];
            bodies[j] = t;
        }
        return bodies;
    }

    private static int seed(ValueIndex index, int container) {
        return index.kind(container) == ValueIndex.OBJECT ? 0x0B1 : 0xA22;
    }

    /**
     * The containers whose children the backward pass is going through, innermost last, each with its hash so far.
     * A container's hash is {@code seed} then, child by child in order, {@code acc * 31 + child}; gathered from
     * the last child back, each child is multiplied by the power of 31 it would reach, which gives the same number.
     */
    private static final class OpenContainers {
        private int[] container = new int[16];
        private int[] sum = new int[16];
        private int[] power = new int[16];
        private boolean[] object = new boolean[16];
        private int depth;

        /** Adds a visible child's hash to its container's, opening the container at its last child. */
        void add(ValueIndex index, int parent, int child, int hash) {
            if (depth == 0 || container[depth - 1] != parent) {
                if (depth == container.length) grow();
                container[depth] = parent;
                sum[depth] = 0;
                power[depth] = 1;
                object[depth] = index.kind(parent) == ValueIndex.OBJECT;
                depth++;
            }
            int top = depth - 1;
            int x = (object[top] ? index.name(child).hashCode() * 17 : 0) + hash;
            sum[top] += x * power[top];
            power[top] *= 31;
        }

        /** The hash of container v, now that all its children have passed (just its seed when none is visible). */
        int close(int v, int seed) {
            if (depth == 0 || container[depth - 1] != v) return seed;
            depth--;
            return seed * power[depth] + sum[depth];
        }

        private void grow() {
            int n = container.length * 2;
            container = Arrays.copyOf(container, n);
            sum = Arrays.copyOf(sum, n);
            power = Arrays.copyOf(power, n);
            object = Arrays.copyOf(object, n);
        }
    }

    /** The scalar's text as written: {@code 100} and {@code 100.0} differ, as {@code get} prints them. */
    private static int scalar(ValueIndex index, int v, TextSpans text) {
        long start = index.start(v), end = index.end(v);
        if (start < 0 || end > text.length() || start > end) return NULL;
        return text.hash(index.kind(v), start, end);
    }
}
