package savelens.document;

/**
 * How a document's syntax and dialect write values, supplied by whatever read the document. Edits ask it
 * how to write what the user typed, and read the edited text again through it, so that a document knows
 * nothing of the file or format it came from.
 */
public interface Syntax {
    /** The dialect's name, as messages show it ({@code helio}, {@code rpgmaker-mv}). */
    String name();

    /** A number literal as this dialect's writer prints it (JavaScript prints {@code 1.0} as {@code 1}). */
    String numberText(String literal);

    /** A string value written as this syntax quotes it. */
    String stringText(String value);

    /** How a reference to the node with this id is written, or null when the dialect cannot write one. */
    String referenceText(NodeId id);

    /**
     * How a reference to the node with this id is written in this document: where a reference repeats what
     * the target's own id member says (Jackson), that text; otherwise {@link #referenceText(NodeId)}.
     */
    default String referenceText(Document doc, NodeId id) { return referenceText(id); }

    /**
     * True when a reference is a bare id that only the registry tells from a number (helio); false when a
     * reference is written in its own form ({@code {"@r":n}}) and may stand wherever a value may.
     */
    boolean referencesNeedRegistry();

    /** References written as paths that move when elements move (cycle.js); null when references are ids. */
    default PathReferences pathReferences() { return null; }

    /**
     * The edited text read again as this document was read: same registry, game data and limits.
     *
     * @throws UnreadableDocumentException when the text no longer reads as a document
     */
    Document reread(byte[] text);
}
