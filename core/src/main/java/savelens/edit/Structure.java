package savelens.edit;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import savelens.document.Document;
import savelens.document.StructureSyntax;
import savelens.document.SyntaxRefusedException;

/**
 * Where a structural edit cuts and what it writes: the syntax's own layout where it has one (YAML's indented
 * blocks), else the JSON separators the text already uses ({@link Layout}). A layout that does not allow the
 * change refuses it with the syntax's reason.
 */
final class Structure {
    private Structure() {}

    /** Inserts element text as child number {@code index} (all children counted), or at the end when index is past them. */
    static Splice insertElement(Document doc, int array, int index, String elementText) {
        StructureSyntax s = doc.syntax().structure();
        if (s == null) return new Layout(doc.index()).insert(array, index, elementText);
        try {
            return splice(s.insertElement(doc, array, index, elementText));
        } catch (SyntaxRefusedException e) {
            throw new EditRefusedException(e.getMessage());
        }
    }

    /** Adds a member as child number {@code index} (JSON), or at the end of the object (a syntax of its own). */
    static Splice addMember(Document doc, int object, int index, String name, String valueText) {
        StructureSyntax s = doc.syntax().structure();
        if (s == null) {
            Layout layout = new Layout(doc.index());
            return layout.insert(object, index, layout.member(object, name, valueText));
        }
        try {
            return splice(s.addMember(doc, object, name, valueText));
        } catch (SyntaxRefusedException e) {
            throw new EditRefusedException(e.getMessage());
        }
    }

    /** Removes one child with its separator. */
    static Splice remove(Document doc, int child) {
        if (doc.syntax().structure() == null) return new Layout(doc.index()).remove(child);
        return removeAll(doc, List.of(child)).get(0);
    }

    /** Removes children of containers, each with its separator; neighbours removed together are cut as one run. */
    static List<Splice> removeAll(Document doc, Collection<Integer> children) {
        StructureSyntax s = doc.syntax().structure();
        if (s == null) return new Layout(doc.index()).removeAll(children);
        try {
            List<Splice> out = new ArrayList<>();
            for (StructureSyntax.Change c : s.remove(doc, children)) out.add(splice(c));
            return out;
        } catch (SyntaxRefusedException e) {
            throw new EditRefusedException(e.getMessage());
        }
    }

    /** Adds a node at the end of the node table, for a syntax with a layout of its own. */
    static Splice addNode(Document doc, String type, long id, List<StructureSyntax.FieldText> fields) {
        try {
            return splice(doc.syntax().structure().addNode(doc, type, id, fields));
        } catch (SyntaxRefusedException e) {
            throw new EditRefusedException(e.getMessage());
        }
    }

    private static Splice splice(StructureSyntax.Change c) {
        return new Splice(c.offset(), c.length(), c.bytes());
    }
}
