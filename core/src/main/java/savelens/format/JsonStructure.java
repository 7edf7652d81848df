package savelens.format;

import java.util.Collection;
import java.util.List;
import savelens.document.Document;
import savelens.document.StructureSyntax;
import savelens.document.SyntaxRefusedException;

/**
 * How containers of JSON text gain and lose children: with the separators the text already uses, compact or
 * indented ({@link JsonLayout}), members placed where the edit asks. Nodes live where they are written, so none is
 * added to a table; a JSON format that keeps a node table (helio) extends this with one.
 */
public class JsonStructure implements StructureSyntax {
    public static final JsonStructure INSTANCE = new JsonStructure();

    protected JsonStructure() {}

    @Override public Change insertElement(Document doc, int array, int index, String elementText) {
        return new JsonLayout(doc.index()).insert(array, index, elementText);
    }

    @Override public Change addMember(Document doc, int object, String name, String valueText) {
        return addMember(doc, object, Integer.MAX_VALUE, name, valueText);
    }

    @Override public Change addMember(Document doc, int object, int index, String name, String valueText) {
        JsonLayout layout = new JsonLayout(doc.index());
        return layout.insert(object, index, layout.member(object, name, valueText));
    }

    @Override public List<Change> remove(Document doc, Collection<Integer> children) {
        return new JsonLayout(doc.index()).removeAll(children);
    }

    @Override public boolean takesNewNodes(Document doc) { return false; }

    @Override public Change addNode(Document doc, String type, long id, List<FieldText> fields) {
        throw new SyntaxRefusedException(doc.syntax().name() + " nodes live where they are written; insert an object into a field instead");
    }

    /** The change that appends {@code entryText} to the array {@code array}, laid out as its elements are. */
    protected static Change append(Document doc, int array, String entryText) {
        return new JsonLayout(doc.index()).insert(array, Integer.MAX_VALUE, entryText);
    }
}
