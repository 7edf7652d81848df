package savelens.edit;

import java.util.List;
import savelens.document.Document;
import savelens.document.UnreadableDocumentException;

/**
 * An edit expressed as splices of the JSON text: only the edited bytes change, so everything else keeps
 * its exact original text, and undo is the inverse splice.
 */
public abstract class SpliceCommand implements EditCommand {
    private List<Splice> forward;
    private List<Splice> backward;

    /** Checks the edit against the document and says which bytes change. */
    protected abstract List<Splice> plan(Document doc);

    @Override public final Document execute(Document doc) {
        List<Splice> splices = plan(doc);
        byte[] text = Splices.apply(doc.text(), splices);
        Document result;
        try {
            result = Splices.reread(doc, text);
        } catch (UnreadableDocumentException e) {
            throw new EditRefusedException(description() + " would leave the document unreadable: " + e.getMessage());
        }
        forward = splices;
        backward = Splices.inverse(doc.text(), splices);
        return result;
    }

    @Override public final Document undo(Document doc) {
        return Splices.reread(doc, Splices.apply(doc.text(), backward));
    }

    @Override public final Document redo(Document doc) {
        return Splices.reread(doc, Splices.apply(doc.text(), forward));
    }
}
