package savelens.document;

/** What a value in a document is, once the format has told references and nodes from plain JSON. */
public enum ValueKind {
    NULL, BOOL, NUMBER, STRING,
    /** An id written in place of a node (a helio ref, an MV {@code {"@r":n}}). */
    REFERENCE,
    ARRAY,
    /** An object without identity. */
    OBJECT,
    /** A node written out in place (RPG Maker nesting): an edge to it, and its home. */
    NODE;

    public boolean isScalar() { return this == NULL || this == BOOL || this == NUMBER || this == STRING; }

    /** The kind in a message: "a number", "an array", "null". */
    public String describe() {
        return switch (this) {
            case NULL -> "null";
            case BOOL -> "a bool";
            case NUMBER -> "a number";
            case STRING -> "a string";
            case REFERENCE -> "a reference";
            case ARRAY -> "an array";
            case OBJECT -> "an object";
            case NODE -> "a node";
        };
    }
}
