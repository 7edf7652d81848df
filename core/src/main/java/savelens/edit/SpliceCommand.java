package savelens.edit;

import java.util.List;
import savelens.document.Document;
import savelens.document.UnreadableDocumentException;
import savelens.index.DuplicateMembers;
import savelens.index.TextPastOneArrayException;
import savelens.index.ValueIndex;
import savelens.json.JsonText;

/**
 * An edit expressed as splices of the JSON text: only the edited bytes change, so everything else keeps
 * its exact original text, and undo is the inverse splice.
 */
public abstract class SpliceCommand implements EditCommand {
    private List<Splice> forward;
    private List<Splice> backward;
    private ValueSwap swap;

    /** Checks the edit against the document and says which bytes change. */
    protected abstract List<Splice> plan(Document doc);

    /**
     * When the planned splice replaces one value by another of the same shape, which (see {@link ValueSwap});
     * the document is then patched instead of read again where that is certain to give the same. Null (the
     * default) always reads again.
     */
    ValueSwap swap(Document doc) { return null; }

    @Override public final Document execute(Document doc) {
        String readOnly = doc.syntax().readOnly();
        if (readOnly != null) throw new EditRefusedException(readOnly);
        List<Splice> splices;
        try {
            splices = plan(doc);
        } catch (TextPastOneArrayException e) { // the layout reads the text as one array: see Splices.tooLargeToRewrite
            throw Splices.tooLargeToRewrite(doc, description());
        }
        if (!doc.index().duplicates().isEmpty()) refuseDuplicatedMembers(doc, splices);
        ValueSwap s = splices.size() == 1 ? swap(doc) : null;
        List<Splice> back = Splices.inverse(doc, splices); // before the step: it reads the bytes the splices replace
        Document result;
        try {
            result = next(doc, splices, s);
        } catch (UnreadableDocumentException e) {
            throw new EditRefusedException(description() + " would leave the document unreadable: " + e.getMessage());
        }
        forward = splices;
        backward = back;
        swap = s;
        return result;
    }

    /**
     * The document of the spliced text: patched where the swap allows (its text then kept in pieces, none of it copied),
     * else the text spliced flat and read again.
     */
    private Document next(Document doc, List<Splice> splices, ValueSwap swap) {
        Document patched = swap == null ? null : swap.apply(doc, splices.get(0));
        if (patched != null) return patched;
        if (doc.textLength() > Splices.MOST_FLAT) throw Splices.tooLargeToRewrite(doc, description());
        return Splices.reread(doc, Splices.apply(doc, splices));
    }

    /**
     * A member whose name its object has twice is left alone: an edit to either copy means something else to
     * the game (which reads the last) than to a reader that takes the first. Replacing or removing the whole
     * object around them is fine.
     */
    private void refuseDuplicatedMembers(Document doc, List<Splice> splices) {
        ValueIndex json = doc.index();
        DuplicateMembers d = json.duplicates();
        for (int i = 0; i < d.count(); i++) {
            // Where every reader takes the last member, editing it is safe; the ones it hides are left alone.
            int[] guarded = d.lastIsRead() ? new int[] {d.earlier(i)} : new int[] {d.earlier(i), d.later(i)};
            for (int member : guarded) {
                long from = json.keyStart(member), to = json.end(member);
                int object = json.parent(member);
                for (Splice s : splices) {
                    long end = s.offset() + s.length();
                    boolean touches = s.length() > 0 ? s.offset() < to && end > from : s.offset() > from && s.offset() < to;
                    boolean wholeObject = s.offset() <= json.start(object) && end >= json.end(object);
                    if (touches && !wholeObject) {
                        int[] a = ValueIndex.lineColumn(json.text(), json.keyStartInt(d.earlier(i)));
                        int[] b = ValueIndex.lineColumn(json.text(), json.keyStartInt(d.later(i)));
                        throw new EditRefusedException("cannot edit " + JsonText.quote(json.name(member)) + ": its object has that name twice"
                                + " (line " + a[0] + ", column " + a[1] + " and line " + b[0] + ", column " + b[1]
                                + "), and the game reads only the last one");
                    }
                }
            }
        }
    }

    @Override public final Document executeInPlace(Document doc) {
        if (doc.syntax().readOnly() != null || !doc.index().duplicates().isEmpty()) return null; // execute says why, or checks them
        ValueSwap s = swap(doc);
        if (s == null || s.isRetarget()) return null;
        List<Splice> splices = plan(doc);
        if (splices.size() != 1) return null;
        List<Splice> back = Splices.inverse(doc, splices);
        Document patched = s.apply(doc, splices.get(0));
        if (patched == null) return null;
        forward = splices;
        backward = back;
        swap = s;
        return patched;
    }

    @Override public final Document undoInPlace(Document doc) {
        return swap == null || swap.isRetarget() ? null : swap.inverse().apply(doc, backward.get(0));
    }

    @Override public final Document redoInPlace(Document doc) {
        return swap == null || swap.isRetarget() ? null : swap.apply(doc, forward.get(0));
    }

    @Override public final Document undo(Document doc) {
        return next(doc, backward, swap == null ? null : swap.inverse());
    }

    @Override public final Document redo(Document doc) {
        return next(doc, forward, swap);
    }
}
