package savelens.edit;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import savelens.document.Document;
import savelens.document.StructureSyntax;
import savelens.document.SyntaxRefusedException;

/**
 * Where a structural edit cuts and what it writes: the document's syntax says, through its
 * {@link StructureSyntax} (JSON text's separators, YAML's indented blocks). A layout that does not allow the change
 * refuses it with the syntax's reason; a syntax with no structure refuses every structural edit.
 */
final class Structure {
    private Structure() {}

    /** Inserts element text as child number {@code index} (all children counted), or at the end when index is past them. */
    static Splice insertElement(Document doc, int array, int index, String elementText) {
        StructureSyntax s = of(doc);
        try {
            return splice(s.insertElement(doc, array, index, elementText));
        } catch (SyntaxRefusedException e) {
            throw new EditRefusedException(e.getMessage());
        }
    }

    /** Adds a member as child number {@code index} where the layout orders members (JSON), else at the end of the object. */
    static Splice addMember(Document doc, int object, int index, String name, String valueText) {
        StructureSyntax s = of(doc);
        try {
            return splice(s.addMember(doc, object, index, name, valueText));
        } catch (SyntaxRefusedException e) {
            throw new EditRefusedException(e.getMessage());
        }
    }

    /** Removes one child with its separator. */
    static Splice remove(Document doc, int child) {
        return removeAll(doc, List.of(child)).get(0);
    }

    /** Removes children of containers, each with its separator; neighbours removed together are cut as one run. */
    static List<Splice> removeAll(Document doc, Collection<Integer> children) {
        StructureSyntax s = of(doc);
        try {
            List<Splice> out = new ArrayList<>();
            for (StructureSyntax.Change c : s.remove(doc, children)) out.add(splice(c));
            return out;
        } catch (SyntaxRefusedException e) {
            throw new EditRefusedException(e.getMessage());
        }
    }

    /** Whether the document keeps its nodes in a table a node can be added to ({@link StructureSyntax#takesNewNodes}). */
    static boolean takesNewNodes(Document doc) {
        StructureSyntax s = doc.syntax().structure();
        return s != null && s.takesNewNodes(doc);
    }

    /** Adds a node at the end of the node table. */
    static Splice addNode(Document doc, String type, long id, List<StructureSyntax.FieldText> fields) {
        StructureSyntax s = of(doc);
        try {
            return splice(s.addNode(doc, type, id, fields));
        } catch (SyntaxRefusedException e) {
            throw new EditRefusedException(e.getMessage());
        }
    }

    /** The document's structure, or a refusal saying its syntax has none. */
    private static StructureSyntax of(Document doc) {
        StructureSyntax s = doc.syntax().structure();
        if (s == null) {
            throw new EditRefusedException(doc.syntax().name() + " documents take no structural edits: their syntax does not say"
                    + " how a container gains or loses a child");
        }
        return s;
    }

    private static Splice splice(StructureSyntax.Change c) {
        return new Splice(c.offset(), c.length(), c.bytes());
    }
}
