package savelens.query;

/** A query that is not RFC 9535 JSONPath (or misuses a function): where in the query, and what is wrong. */
public final class QuerySyntaxException extends RuntimeException {
    private final int position;
    private final String problem;

    QuerySyntaxException(int position, String problem) {
        super("column " + (position + 1) + ": " + problem);
        this.position = position;
        this.problem = problem;
    }

    /** Where in the query (0-based, in chars). */
    public int position() { return position; }

    /** What is wrong, without the place. */
    public String problem() { return problem; }
}
