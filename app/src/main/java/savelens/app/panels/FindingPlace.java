package savelens.app.panels;

import savelens.app.document.PathNames;
import savelens.path.DocumentPath;

/**
 * Where a listed finding is, named only when the user follows it. Naming a place walks its whole depth, so naming
 * every row of a list up front is quadratic on a deep chain with a finding at each step.
 */
public final class FindingPlace {
    /** A finding tied to no place. */
    public static final FindingPlace NONE = new FindingPlace(null, -1, -1);

    private final PathNames paths;
    private final int node;
    private final int value;
    private DocumentPath path;

    private FindingPlace(PathNames paths, int node, int value) {
        this.paths = paths;
        this.node = node;
        this.value = value;
    }

    public static FindingPlace ofNode(PathNames paths, int node) {
        return node < 0 ? NONE : new FindingPlace(paths, node, -1);
    }

    /** A value's place when it has one, else its node's, else none (as a diagnostic names them). */
    public static FindingPlace of(PathNames paths, int value, int node) {
        return value >= 0 ? new FindingPlace(paths, -1, value) : ofNode(paths, node);
    }

    /** The names of the document state the finding was listed for; null for {@link #NONE}. */
    PathNames paths() { return paths; }

    /** The path, worked out once on the first call; null when the finding is tied to no place. */
    public synchronized DocumentPath path() {
        if (path == null && paths != null) path = value >= 0 ? paths.value(value) : paths.node(node);
        return path;
    }
}
