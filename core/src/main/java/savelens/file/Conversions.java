package savelens.file;

import savelens.convert.ConversionRefusedException;
import savelens.convert.SameGraph;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.SizeLimit;
import savelens.document.UnreadableDocumentException;
import savelens.format.Format;
import savelens.format.FormatCapabilities.ConversionRole;
import savelens.format.FormatCapabilities.GraphForm;
import savelens.format.FormatProvider;
import savelens.registry.RegistrySource;

/**
 * Writing a document in another format than its own, where that keeps every value and reference: any document
 * to the hub (helio), and between the hub and the JSON reference dialects (.NET, Jackson, cycle.js), as each
 * format's {@link GraphForm} says. What a dialect writes or reads is read back and compared with the document,
 * node for node: what would come back otherwise is refused, with the first place that differs.
 */
public final class Conversions {
    private Conversions() {}

    /** {@code doc} as a file of format {@code to}; {@code from} is the format it was read with. */
    public static byte[] convert(Document doc, Format from, Format to) {
        if (to.name().equals(from.name())) return to.encode(doc.text());
        FormatProvider source = provider(from), target = provider(to);
        ConversionRole fromRole = source.capabilities().graph().role(), toRole = target.capabilities().graph().role();
        if (fromRole == ConversionRole.NONE || toRole == ConversionRole.NONE) {
            String other = fromRole == ConversionRole.NONE ? from.name() : to.name();
            throw new ConversionRefusedException("converting " + from.name() + " to " + to.name() + " is not supported: "
                    + other + " documents convert to and from no other format (their node ids are ones no other format holds)");
        }
        if (toRole == ConversionRole.HUB) {
            byte[] hub = target.writeGraph(doc, source);
            if (fromRole == ConversionRole.DIALECT) verify(doc, source, hub, target);
            return hub;
        }
        if (fromRole == ConversionRole.SOURCE || toRole != ConversionRole.DIALECT) {
            throw new ConversionRefusedException("converting " + from.name() + " to " + to.name()
                    + " is not supported: the two keep classes and references differently; convert to " + hubName() + " instead");
        }
        byte[] bytes = target.writeGraph(doc, source);
        verify(doc, source, bytes, target);
        return bytes;
    }

    private static FormatProvider provider(Format f) {
        FormatProvider p = f instanceof FormatProvider fp ? fp : Formats.byName(f.name());
        if (p == null) throw new ConversionRefusedException(f.name() + " is no format SaveLens converts");
        return p;
    }

    private static String hubName() {
        FormatProvider hub = savelens.format.FormatProviders.hub();
        return hub == null ? "another format" : hub.name();
    }

    /** Reads the converted text back and refuses it unless it holds the document's graph. */
    private static void verify(Document doc, FormatProvider from, byte[] bytes, FormatProvider to) {
        Document back;
        try {
            back = to.read(to.decode(bytes, SizeLimit.LARGEST.bytes()), new ReadContext(null, null, RegistrySource.NONE, null, SizeLimit.LARGEST));
        } catch (UnreadableDocumentException e) {
            throw new ConversionRefusedException("a " + to.name() + " document of it would not read back: " + e.getMessage());
        }
        GraphForm source = from.capabilities().graph(), target = to.capabilities().graph();
        String difference;
        if (!source.idsKept()) {
            difference = SameGraph.difference(doc, back, false); // paths are no ids: nothing to keep
        } else if (!target.idsKept()) {
            // A format keeping no ids numbers nodes in the order they are written when read back, from its source's first number.
            int first = source.firstNodeNumber();
            difference = SameGraph.difference(doc, back, n -> Long.toString(n + first));
            if (difference != null) difference += " (" + to.name() + " keeps no ids: converted back, nodes are numbered in the order they are written)";
        } else {
            difference = SameGraph.difference(doc, back, true);
        }
        if (difference != null) throw new ConversionRefusedException("a " + to.name() + " document would not keep it: " + difference);
    }
}
