package savelens.format.dotnet;

import java.util.List;
import savelens.document.DecimalId;
import savelens.document.Document;
import savelens.document.DocumentBuilder;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.convert.ConversionRefusedException;
import savelens.format.FormatProvider;
import savelens.format.FormatCapabilities;
import savelens.format.JsonTexts;
import savelens.format.KeySniff;
import savelens.json.JsonIndex;

/**
 * JSON written by .NET serializers that preserve references: Json.NET's {@code PreserveReferencesHandling}
 * and System.Text.Json's {@code ReferenceHandler.Preserve} ({@code "$id":"1"}, {@code {"$ref":"1"}},
 * {@code {"$id":"2","$values":[…]}}), with Json.NET's {@code "$type"} names. Ids are strings, kept as written.
 */
public final class DotNetRefsFormat implements FormatProvider {
    public static final String NAME = "dotnet-refs";

    @Override public String name() { return NAME; }

    private static final FormatCapabilities CAPABILITIES = FormatCapabilities.builder(60).readAgainOnEdit()
            .graph(new FormatCapabilities.GraphForm(FormatCapabilities.ConversionRole.DIALECT, false, true, 1)).reservedFieldPrefixes("$").build();

    @Override public FormatCapabilities capabilities() { return CAPABILITIES; }

    @Override public byte[] writeGraph(Document doc, FormatProvider from) {
        var g = from.capabilities().graph();
        return new DotNetRefsWriter(doc, g.arrayNodes(), g.idsKept()).write();
    }

    /** Reading warns where a {@code $ref} comes before its {@code $id}, at a line and column: an edit can change both. */

    @Override public List<String> extensions() { return List.of(".json"); }

    /** An {@code "$id"} with a string (or number) value, or a {@code "$ref"} to an id rather than a cycle.js path. */
    @Override public boolean detect(byte[] file) {
        if (!JsonTexts.startsWith(file, '{') && !JsonTexts.startsWith(file, '[')) return false;
        return KeySniff.has(file, "\"$id\"", (b, at, limit) -> b[at] == '"' || (b[at] >= '0' && b[at] <= '9'))
                || KeySniff.has(file, "\"$ref\"", (b, at, limit) -> b[at] == '"' && at + 1 < limit && b[at + 1] != '$');
    }

    @Override public byte[] decode(byte[] file) { return file; }

    @Override public byte[] encode(byte[] jsonText) { return jsonText; }

    @Override public Document read(byte[] jsonText, ReadContext context) {
        return read(jsonText, context, true);
    }

    /**
     * {@code whileIndexing}: read the nodes in the indexing pass where the file allows; false walks the finished
     * index (tests and the load benchmark compare both ways).
     */
    public Document read(byte[] jsonText, ReadContext context, boolean whileIndexing) {
        DotNetRefsStream stream = whileIndexing ? new DotNetRefsStream(jsonText) : null;
        JsonIndex json = JsonTexts.index(jsonText, stream);
        if (!json.duplicates().isEmpty()) JsonTexts.refuseDuplicatedStructure(json, m -> DotNetRefsReader.isMetadata(json.name(m)));
        DocumentBuilder builder;
        if (stream != null && stream.completed()) {
            builder = stream.finish(json);
        } else {
            builder = new DocumentBuilder(json);
            DotNetRefsReader.read(json, builder);
        }
        return builder.build(new DotNetRefsSyntax(this, context), null, context.registrySource());
    }

    /** As a helio id: an id written as a plain decimal number ("12") is that number; others have no helio form. */
    @Override public long helioId(Document doc, NodeId id) {
        if (id instanceof NodeId.Number n) return n.value();
        long n = DecimalId.value(((NodeId.Name) id).value());
        if (n < 0) throw new ConversionRefusedException(id + " is not a number, and a helio document's ids are numbers");
        return n;
    }
}
