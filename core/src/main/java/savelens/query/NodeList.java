package savelens.query;

import java.util.Arrays;

/** A growing list of selected values, each with its path when paths are kept. */
class NodeList {
    int[] values = new int[8];
    QueryPath[] paths;
    int size;

    NodeList(boolean withPaths) { paths = withPaths ? new QueryPath[8] : null; }

    // Overridden by a list that hands each value on instead of keeping it (Query.stream).
    void add(int value, QueryPath path) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
            if (paths != null) paths = Arrays.copyOf(paths, size * 2);
        }
        values[size] = value;
        if (paths != null) paths[size] = path;
        size++;
    }
}
