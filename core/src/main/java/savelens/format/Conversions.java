package savelens.format;

import savelens.document.Document;
import savelens.format.helio.HelioExport;
import savelens.format.helio.HelioFormat;

/** Writing a document in another format than its own, where that keeps every value and reference. */
public final class Conversions {
    private Conversions() {}

    public static byte[] convert(Document doc, Format to) {
        if (to == doc.format()) return to.encode(doc.text());
        if (to.name().equals(HelioFormat.NAME)) return HelioExport.write(doc);
        throw new ConversionRefusedException("converting " + doc.format().name() + " to " + to.name()
                + " is not supported: the two keep classes and references differently; convert to helio instead");
    }
}
