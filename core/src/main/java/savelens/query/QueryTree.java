package savelens.query;

/**
 * The tree of values a query runs over, seen as JSON: values are ints the tree hands out (never negative), each
 * null, a bool, a number, a string, an array or an object. The evaluator asks only these questions, so the same
 * query runs over plain JSON (the compliance suite) and over any SaveLens document.
 */
public interface QueryTree {
    int NULL = 0, FALSE = 1, TRUE = 2, NUMBER = 3, STRING = 4, ARRAY = 5, OBJECT = 6;

    /** The value a query's {@code $} stands for. */
    int root();

    /** One of the kind constants. */
    int kind(int value);

    /** A string's text (for {@link #STRING} only). */
    String string(int value);

    /** A number's value as a double (for {@link #NUMBER} only). */
    double number(int value);

    /** A number's text as written (for {@link #NUMBER} only), to compare exactly where doubles cannot. */
    String numberText(int value);

    /** The member of an object with this name, or -1. */
    int member(int object, String name);

    /** The n-th element of an array (0-based, within bounds), or -1. */
    default int element(int array, int n) {
        int[] found = {-1};
        forEachChild(array, (child, name, index) -> {
            if (index == n) found[0] = child;
        });
        return found[0];
    }

    /** The number of elements of an array or members of an object. */
    int size(int container);

    /** Calls back with each member (its name) or element (its index) of a container, in order. */
    void forEachChild(int container, ChildVisitor visitor);

    /** One member or element: the member's name (null for an element) and its position. */
    @FunctionalInterface
    interface ChildVisitor {
        void child(int value, String name, int index);
    }

    /**
     * True when the descendant segment must not enter this child of that container: it is selected as a child
     * like any other, but what it holds is not searched (a node nested in another, when each node is an element
     * of {@code $} already).
     */
    default boolean isBoundary(int container, int child) { return false; }

    /** The type of the node this value is, as its format names it, or null when it is no node. */
    default String typeName(int value) { return null; }

    /** The id string of the node this value is ({@code "#5"}), or null when it is no node. */
    default String nodeId(int value) { return null; }

    /** The node a reference leads to (its value, from which a query can go on), or -1 for no reference or a dangling one. */
    default int deref(int value) { return -1; }
}
