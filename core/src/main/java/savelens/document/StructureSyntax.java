package savelens.document;

import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.List;

/**
 * Where to cut and what to write when a container of a document gains or loses a child, for a syntax whose
 * layout is not JSON's (YAML's indented blocks). A syntax that has one returns it from
 * {@link Syntax#structure()}; each method throws {@link SyntaxRefusedException} with the reason where the
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

    /** A field of a new node as written: a value's text, or the texts of an array's elements. */
    record FieldText(String name, String value, List<String> elements) {}

    /**
     * The change that adds a node of {@code type} with {@code id} and these fields after the last node, or
     * throws {@link SyntaxRefusedException} when this syntax cannot write one.
     */
    Change addNode(Document doc, String type, long id, List<FieldText> fields);

    /** The changes that remove these children (of one container or several), none of them overlapping. */
    List<Change> remove(Document doc, Collection<Integer> children);
}
