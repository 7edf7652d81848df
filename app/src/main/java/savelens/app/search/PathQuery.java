package savelens.app.search;

import savelens.app.document.DocumentState;
import savelens.path.DocumentPath;
import savelens.path.PathException;

/** A search text that is a path ({@code $.party._gold}, {@code #12.name}) rather than words to match. */
final class PathQuery {
    private PathQuery() {}

    /** Whether the (trimmed) query is written as a path: from {@code $}, or from {@code #ID} with a step. */
    static boolean isPath(String q) {
        return q.startsWith("$") || (q.startsWith("#") && (q.contains(".") || q.contains("[")));
    }

    /** For a path that leads nowhere, why (the path reader's own words); null when it leads somewhere or is no path. */
    static String whyNot(DocumentState state, String q) {
        if (!isPath(q)) return null;
        try {
            DocumentPath.parse(q, state.document()).resolve(state.document());
            return null;
        } catch (PathException e) {
            return e.getMessage();
        }
    }
}
