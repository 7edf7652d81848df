package savelens.format.godot;

/** The text is not Godot's text format; carries the byte offset where reading stopped, for a message with line and column. */
final class GodotSyntaxException extends RuntimeException {
    private final int offset;

    GodotSyntaxException(String what, int offset) {
        super(what, null, false, false);
        this.offset = offset;
    }

    int offset() { return offset; }
}
