package savelens.edit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import savelens.document.Document;
import savelens.json.JsonIndex;

/** Applying splices to a document's text, and their inverse for undo. */
final class Splices {
    private Splices() {}

    /** The spliced text, copied once into an array of its exact size (a 120 MB text is copied often enough). */
    static byte[] apply(byte[] text, List<Splice> splices) {
        return apply(text.length, (from, out, at, n) -> System.arraycopy(text, from, out, at, n), splices);
    }

    /** As above, from the document's text as its index holds it (an edited text in pieces is copied from them once). */
    static byte[] apply(Document doc, List<Splice> splices) {
        if (doc.index() instanceof JsonIndex json) {
            // The spliced text is one array: a text past one array's most is edited by patching alone.
            if (json.textLength() > MOST_FLAT) throw tooLargeToRewrite(doc, "this edit");
            return apply((int) json.textLength(), (from, out, at, n) -> json.copyText(from, out, at, n), splices);
        }
        return apply(doc.text(), splices);
    }

    /** The most one array holds: the most a text rewritten whole (an edit that changes its structure) may be. */
    static final long MOST_FLAT = Integer.MAX_VALUE - 8;

    /**
     * The refusal of an edit that rewrites a text past one array's most (a helio text is read up to 4 GiB, in pieces):
     * such a text is edited where a value is replaced by one of its kind in place, and only there.
     */
    static EditRefusedException tooLargeToRewrite(Document doc, String edit) {
        return new EditRefusedException(edit + " rewrites the document's text as one piece, which holds at most "
                + savelens.document.SizeLimit.describe(MOST_FLAT) + ", and the text is " + savelens.document.SizeLimit.describe(doc.textLength())
                + ": past that, only a value replaced by one of its kind (a number, a string, a reference) is edited in place");
    }

    /** Copies {@code n} bytes of a text from offset {@code from} into {@code out} at {@code at}. */
    private interface Source {
        void copy(int from, byte[] out, int at, int n);
    }

    private static byte[] apply(int length, Source text, List<Splice> splices) {
        List<Splice> sorted = sorted(splices);
        long size = length;
        int at = 0;
        for (Splice s : sorted) {
            if (s.offset() < at) throw new IllegalArgumentException("overlapping splices");
            size += s.replacement().length - s.length();
            at = Math.toIntExact(s.offset() + s.length());
        }
        if (size > MOST_FLAT) throw new EditRefusedException("the edited text would be " + savelens.document.SizeLimit.describe(size) + ": an edit's text is written as one piece, of at most " + savelens.document.SizeLimit.describe(MOST_FLAT));
        byte[] out = new byte[(int) size];
        int from = 0, to = 0;
        for (Splice s : sorted) {
            int same = (int) s.offset() - from;
            text.copy(from, out, to, same);
            to += same;
            System.arraycopy(s.replacement(), 0, out, to, s.replacement().length);
            to += s.replacement().length;
            from = (int) s.offset() + s.length();
        }
        text.copy(from, out, to, length - from);
        return out;
    }

    /**
     * The splices that turn the result of {@code apply(doc.text(), splices)} back into the document's text; the bytes
     * replaced are copied from the text as the index holds it (an edited text in pieces is not written flat for them).
     */
    static List<Splice> inverse(Document doc, List<Splice> splices) {
        List<Splice> result = new ArrayList<>();
        int shift = 0;
        for (Splice s : sorted(splices)) {
            byte[] removed = bytes(doc, s.offset(), s.offset() + s.length());
            result.add(new Splice(s.offset() + shift, s.replacement().length, removed));
            shift += s.replacement().length - s.length();
        }
        return result;
    }

    private static byte[] bytes(Document doc, long from, long to) {
        if (doc.index() instanceof JsonIndex json) return json.textBytes(from, to);
        return Arrays.copyOfRange(doc.text(), (int) from, (int) to);
    }

    /** The edited text read again as the document was read (same dialect, registry and limits). */
    static Document reread(Document doc, byte[] text) {
        return doc.syntax().reread(text);
    }

    private static List<Splice> sorted(List<Splice> splices) {
        List<Splice> s = new ArrayList<>(splices);
        s.sort(Comparator.comparingLong(Splice::offset));
        return s;
    }
}
