package savelens.query;

import java.util.Arrays;

/** A growing list of selected values, each with its path when paths are kept. */
final class NodeList {
    int[] values = new int[8];
    QueryPath[] paths;
    int size;

    NodeList(boolean withPaths) { paths = withPaths ? new QueryPath[8] : null; }

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
