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
     * True when a reference is a bare id that only the registry tells from a number (helio); false when a
     * reference is written in its own form ({@code {"@r":n}}) and may stand wherever a value may.
     */
    boolean referencesNeedRegistry();

    /** References written as paths that move when elements move (cycle.js); null when references are ids. */
    default PathReferences pathReferences() { return null; }

    /**
     * True when every edit is read again rather than patched: reading judges things a patch does not follow
     * (where a reference stands before its target, the line and column in a finding's message, which fields are
     * inferred to hold ids).
     */
    default boolean editsReadAgain() { return false; }

    /**
     * The name of the scene shape this dialect's documents may have ({@code helio}), as its format's capabilities
     * declare it, or null when they have none: only that shape looks for a scene in them. None unless the syntax says.
     */
    default String sceneShape() { return null; }

    /**
     * A node type as a person reads it, where the file writes it in a machine's form (Json.NET's assembly-qualified
     * names); the type as written otherwise. Only shown: searches, {@code --json} and paths keep the written type.
     */
    default String shownType(String type) { return type; }

    /**
     * The text of a scalar given for a place: {@code current} is the value it replaces, or -1 for a new element
     * or member of {@code container}. By default a number as {@link #numberText}, a string as {@link #stringText}
     * and anything else as its JSON literal; a syntax with styles of its own (YAML's quoting) looks at the place.
     *
     * @throws SyntaxRefusedException when the syntax cannot write that value there
     */
    default String scalarText(Document doc, int container, int current, NewValue.Literal value) {
        if (value.isSymbol()) throw new SyntaxRefusedException(value.json() + " is a Ruby symbol; " + name() + " documents take a quoted string");
        if (value.hasByteEscapes()) throw new SyntaxRefusedException(byteStringsRefused(value, name()));
        return switch (value.kind()) {
            case NUMBER -> numberText(value.json());
            case STRING -> stringText(value.string());
            default -> value.json();
        };
    }

    /**
     * The text of a reference to {@code id} for a place ({@code current} as for {@link #scalarText}); by default
     * {@link #referenceText(NodeId)}. A syntax may keep the rest of the reference it replaces as written.
     */
    default String referenceText(Document doc, int container, int current, NodeId id) { return referenceText(id); }

    /**
     * The bytes of a scalar given for a place, as {@link #scalarText} says; a binary syntax (Ruby Marshal) writes
     * bytes that are no text.
     *
     * @throws SyntaxRefusedException when the syntax cannot write that value there
     */
    default byte[] scalarBytes(Document doc, int container, int current, NewValue.Literal value) {
        return scalarText(doc, container, current, value).getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    /**
     * True when a path's keys are typed in this syntax's documents (a symbol {@code .name} is not the string key
     * {@code ["name"]}; {@code {n}} names a hash entry): see {@link savelens.path.DocumentPath}.
     */
    default boolean typedPathKeys() { return false; }

    /**
     * Why this document takes no edit at all (a Ruby Marshal scripts file, shown decoded), or null when it takes
     * them; every edit is then refused with this reason and the file is never written.
     */
    default String readOnly() { return null; }

    /** True when this syntax writes a Ruby symbol typed {@code :name} ({@link NewValue.Literal#isSymbol}). */
    default boolean writesSymbols() { return false; }

    /** True when this syntax writes strings of bytes that are not UTF-8, typed {@code "\xFF"} ({@link NewValue.Literal#hasByteEscapes}). */
    default boolean writesByteStrings() { return false; }

    /** Why a syntax of text refuses a string typed with {@code \xNN} escapes. */
    static String byteStringsRefused(NewValue.Literal value, String syntax) {
        return value.json() + " has \\xNN escapes, bytes that are not UTF-8 text, which only Ruby Marshal strings hold; " + syntax
                + " documents take text (write a character as itself or as \\uNNNN)";
    }

    /**
     * How containers gain and lose children in this syntax's text (JSON text's separators, YAML's blocks); null when
     * its documents take no structural edits, which are then refused with that reason.
     */
    default StructureSyntax structure() { return null; }

    /**
     * What an edit setting {@code value} to {@code newText} must also write in the same step, so that references
     * written as paths still lead where they did (Godot's node paths when a node is renamed); none by default.
     *
     * @throws SyntaxRefusedException when the edit cannot keep them, with the reason
     */
    default java.util.List<StructureSyntax.Change> followUps(Document doc, int value, String newText) { return java.util.List.of(); }

    /**
     * {@link #followUps(Document, int, String)} for the bytes an edit writes at {@code value}; a binary syntax
     * answers here (Ruby Marshal renumbers the links after a value that takes another object slot).
     */
    default java.util.List<StructureSyntax.Change> followUps(Document doc, int value, byte[] newBytes) {
        return followUps(doc, value, new String(newBytes, java.nio.charset.StandardCharsets.UTF_8));
    }

    /**
     * The edited text read again as this document was read: same registry, game data and limits.
     *
     * @throws UnreadableDocumentException when the text no longer reads as a document
     */
    Document reread(byte[] text);
}
