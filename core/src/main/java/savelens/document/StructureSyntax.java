package savelens.document;

import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.List;

/**
 * Where to cut and what to write when a container of a document gains or loses a child: JSON text's separators,
 * YAML's indented blocks, Marshal's counted entries. A syntax whose documents take structural edits returns its
 * own from {@link Syntax#structure()}; each method throws {@link SyntaxRefusedException} with the reason where the
 * layout does not allow the change.
 */
public interface StructureSyntax {
    /**
     * Replace {@code length} bytes at {@code offset} of the document's text with {@code text}, or with
     * {@code binary} when a binary syntax writes bytes that are no text ({@code text} is then null).
     */
    record Change(int offset, int length, String text, byte[] binary) {
        public Change(int offset, int length, String text) { this(offset, length, text, null); }

        /** A change to bytes that are no text. */
        public static Change binary(int offset, int length, byte[] bytes) { return new Change(offset, length, null, bytes.clone()); }

        public byte[] bytes() { return binary != null ? binary.clone() : text.getBytes(StandardCharsets.UTF_8); }
    }

    /**
     * The change that inserts an element written {@code elementText} before the child number {@code index}
     * (all children counted) of {@code array}, or after the last when index is past them.
     */
    Change insertElement(Document doc, int array, int index, String elementText);

    /** The change that adds a member {@code name} whose value is written {@code valueText} at the end of {@code object}. */
    Change addMember(Document doc, int object, String name, String valueText);

    /**
     * The change that adds a member as child number {@code index} of {@code object} (all children counted), or at
     * the end when index is past them; a layout whose members have no order of their own adds it at the end.
     */
    default Change addMember(Document doc, int object, int index, String name, String valueText) {
        return addMember(doc, object, name, valueText);
    }

    /** A field of a new node as written: a value's text, or the texts of an array's elements. */
    record FieldText(String name, String value, List<String> elements) {}

    /**
     * The change that adds a node of {@code type} with {@code id} and these fields after the last node, or
     * throws {@link SyntaxRefusedException} when this syntax cannot write one.
     */
    Change addNode(Document doc, String type, long id, List<FieldText> fields);

    /**
     * Whether the document keeps its nodes in a table {@link #addNode} adds to (helio's {@code nodes}, Unity's
     * documents), rather than where they are written; by default it does, and {@link #addNode} gives the reason when not.
     */
    default boolean takesNewNodes(Document doc) { return true; }

    /** The changes that remove these children (of one container or several), none of them overlapping. */
    List<Change> remove(Document doc, Collection<Integer> children);
}
