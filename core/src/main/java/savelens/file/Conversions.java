package savelens.file;

import savelens.document.Document;
import savelens.format.ConversionRefusedException;
import savelens.format.Format;
import savelens.format.helio.HelioExport;
import savelens.format.helio.HelioFormat;

/** Writing a document in another format than its own, where that keeps every value and reference. */
public final class Conversions {
    private Conversions() {}

    /** {@code doc} as a file of format {@code to}; {@code from} is the format it was read with. */
    public static byte[] convert(Document doc, Format from, Format to) {
        if (to == from) return to.encode(doc.text());
        if (to.name().equals(HelioFormat.NAME)) return HelioExport.write(doc, id -> from.helioId(doc, id));
        throw new ConversionRefusedException("converting " + from.name() + " to " + to.name()
                + " is not supported: the two keep classes and references differently; convert to helio instead");
    }
}
