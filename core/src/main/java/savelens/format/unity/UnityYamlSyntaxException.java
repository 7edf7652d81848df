package savelens.format.unity;

/** The text is not Unity YAML; carries the byte offset where reading stopped, for a message with line and column. */
final class UnityYamlSyntaxException extends RuntimeException {
    private final int offset;

    UnityYamlSyntaxException(String what, int offset) {
        super(what, null, false, false);
        this.offset = offset;
    }

    int offset() { return offset; }
}
