package savelens.json;

/** The text is not well-formed JSON; carries where, for a message a user can act on. */
public final class JsonSyntaxException extends RuntimeException {
    private final int line;
    private final int column;

    public JsonSyntaxException(String what, int line, int column) {
        super("line " + line + ", column " + column + ": " + what);
        this.line = line;
        this.column = column;
    }

    public int line() { return line; }

    public int column() { return column; }
}
