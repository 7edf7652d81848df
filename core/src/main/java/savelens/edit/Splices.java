package savelens.edit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import savelens.document.Document;

/** Applying splices to a document's text, and their inverse for undo. */
final class Splices {
    private Splices() {}

    /** The spliced text, copied once into an array of its exact size (a 120 MB text is copied often enough). */
    static byte[] apply(byte[] text, List<Splice> splices) {
        List<Splice> sorted = sorted(splices);
        long size = text.length;
        int at = 0;
        for (Splice s : sorted) {
            if (s.offset() < at) throw new IllegalArgumentException("overlapping splices");
            size += s.replacement().length - s.length();
            at = s.offset() + s.length();
        }
        if (size > Integer.MAX_VALUE - 8) throw new IllegalArgumentException("the edited text would be too large");
        byte[] out = new byte[(int) size];
        int from = 0, to = 0;
        for (Splice s : sorted) {
            int same = s.offset() - from;
            System.arraycopy(text, from, out, to, same);
            to += same;
            System.arraycopy(s.replacement(), 0, out, to, s.replacement().length);
            to += s.replacement().length;
            from = s.offset() + s.length();
        }
        System.arraycopy(text, from, out, to, text.length - from);
        return out;
    }

    /** The splices that turn the result of {@code apply(text, splices)} back into {@code text}. */
    static List<Splice> inverse(byte[] text, List<Splice> splices) {
        List<Splice> result = new ArrayList<>();
        int shift = 0;
        for (Splice s : sorted(splices)) {
            byte[] removed = Arrays.copyOfRange(text, s.offset(), s.offset() + s.length());
            result.add(new Splice(s.offset() + shift, s.replacement().length, removed));
            shift += s.replacement().length - s.length();
        }
        return result;
    }

    /** The edited text read again as the document was read (same dialect, registry and limits). */
    static Document reread(Document doc, byte[] text) {
        return doc.syntax().reread(text);
    }

    private static List<Splice> sorted(List<Splice> splices) {
        List<Splice> s = new ArrayList<>(splices);
        s.sort(Comparator.comparingInt(Splice::offset));
        return s;
    }
}
