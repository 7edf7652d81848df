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

    /**
     * For a text read as a path that leads nowhere, where it stopped (the path reader's words); null when it leads
     * somewhere, or when it cannot be read as a path at all: then it is a JSONPath query, and why it is no path says
     * nothing about the query ({@code $..[?@.power > 30]} is no path, "empty field name…", yet a query that works).
     */
    static String whereItStopped(DocumentState state, String q) {
        if (!isPath(q)) return null;
        DocumentPath path;
        try {
            path = DocumentPath.parse(q, state.document());
        } catch (PathException | IllegalArgumentException notAPath) {
            return null;
        }
        return whereItStops(state, path);
    }

    /** For a path that leads nowhere, why (the path reader's own words); null when it leads somewhere or is no path. */
    static String whyNot(DocumentState state, String q) {
        if (!isPath(q)) return null;
        try {
            return whereItStops(state, DocumentPath.parse(q, state.document()));
        } catch (PathException e) {
            return e.getMessage();
        }
    }

    private static String whereItStops(DocumentState state, DocumentPath path) {
        try {
            path.resolve(state.document());
            return null;
        } catch (PathException e) {
            return e.getMessage();
        }
    }
}
