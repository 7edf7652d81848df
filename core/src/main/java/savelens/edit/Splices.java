package savelens.edit;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import savelens.document.Document;

/** Applying splices to a document's text, and their inverse for undo. */
final class Splices {
    private Splices() {}

    static byte[] apply(byte[] text, List<Splice> splices) {
        List<Splice> sorted = sorted(splices);
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length + 64);
        int at = 0;
        for (Splice s : sorted) {
            if (s.offset() < at) throw new IllegalArgumentException("overlapping splices");
            out.write(text, at, s.offset() - at);
            out.writeBytes(s.replacement());
            at = s.offset() + s.length();
        }
        out.write(text, at, text.length - at);
        return out.toByteArray();
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
