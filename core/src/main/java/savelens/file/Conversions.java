package savelens.file;

import savelens.convert.SameGraph;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.SizeLimit;
import savelens.document.UnreadableDocumentException;
import savelens.convert.ConversionRefusedException;
import savelens.format.Format;
import savelens.format.cyclejs.CycleJsFormat;
import savelens.format.cyclejs.CycleJsWriter;
import savelens.format.dotnet.DotNetRefsFormat;
import savelens.format.dotnet.DotNetRefsWriter;
import savelens.format.helio.HelioExport;
import savelens.format.helio.HelioFormat;
import savelens.format.jackson.JacksonIdentityFormat;
import savelens.format.jackson.JacksonIdentityWriter;
import savelens.registry.RegistrySource;

/**
 * Writing a document in another format than its own, where that keeps every value and reference. Between helio
 * and the JSON reference dialects (.NET, Jackson, cycle.js) the result is read back and compared with the
 * document, node for node: what would come back otherwise is refused, with the first place that differs.
 */
public final class Conversions {
    private Conversions() {}

    /** {@code doc} as a file of format {@code to}; {@code from} is the format it was read with. */
    public static byte[] convert(Document doc, Format from, Format to) {
        if (to == from) return to.encode(doc.text());
        boolean graphs = isDialect(from) || from.name().equals(HelioFormat.NAME);
        if (to.name().equals(HelioFormat.NAME)) {
            byte[] helio = HelioExport.write(doc, id -> from.helioId(doc, id));
            if (isDialect(from)) verify(doc, from, helio, to);
            return helio;
        }
        if (!graphs || !isDialect(to)) {
            throw new ConversionRefusedException("converting " + from.name() + " to " + to.name()
                    + " is not supported: the two keep classes and references differently; convert to helio instead");
        }
        // helio writes an array node as a node whose one field is "items"; Jackson has no array nodes, so it keeps the field.
        boolean helioArrays = from.name().equals(HelioFormat.NAME);
        boolean ownIds = !from.name().equals(CycleJsFormat.NAME);
        byte[] bytes = switch (to.name()) {
            case DotNetRefsFormat.NAME -> new DotNetRefsWriter(doc, helioArrays, ownIds).write();
            case JacksonIdentityFormat.NAME -> new JacksonIdentityWriter(doc, false, ownIds).write();
            default -> new CycleJsWriter(doc, helioArrays, ownIds).write();
        };
        verify(doc, from, bytes, to);
        return bytes;
    }

    private static boolean isDialect(Format f) {
        return switch (f.name()) {
            case DotNetRefsFormat.NAME, JacksonIdentityFormat.NAME, CycleJsFormat.NAME -> true;
            default -> false;
        };
    }

    /** Reads the converted text back and refuses it unless it holds the document's graph. */
    private static void verify(Document doc, Format from, byte[] bytes, Format to) {
        Document back;
        try {
            back = to.read(to.decode(bytes, SizeLimit.LARGEST.bytes()), new ReadContext(null, null, RegistrySource.NONE, null, SizeLimit.LARGEST));
        } catch (UnreadableDocumentException e) {
            throw new ConversionRefusedException("a " + to.name() + " document of it would not read back: " + e.getMessage());
        }
        String difference;
        if (from.name().equals(CycleJsFormat.NAME)) {
            difference = SameGraph.difference(doc, back, false); // paths are no ids: nothing to keep
        } else if (to.name().equals(CycleJsFormat.NAME)) {
            // cycle.js keeps no ids: read back, nodes are numbered in the order they are written, helio's from 0.
            int first = from.name().equals(HelioFormat.NAME) ? 0 : 1;
            difference = SameGraph.difference(doc, back, n -> Long.toString(n + first));
            if (difference != null) difference += " (cycle.js keeps no ids: converted back, nodes are numbered in the order they are written)";
        } else {
            difference = SameGraph.difference(doc, back, true);
        }
        if (difference != null) throw new ConversionRefusedException("a " + to.name() + " document would not keep it: " + difference);
    }
}
