package savelens.format.cyclejs;

import java.util.List;
import savelens.document.Document;
import savelens.document.DocumentBuilder;
import savelens.document.NodeId;
import savelens.document.PathReferences;
import savelens.document.ReadContext;
import savelens.convert.ConversionRefusedException;
import savelens.format.FormatProvider;
import savelens.format.FormatCapabilities;
import savelens.format.JsonTexts;
import savelens.format.KeySniff;
import savelens.json.JsonIndex;

/**
 * Douglas Crockford's {@code cycle.js}: {@code JSON.decycle} replaces each repeat of an object or array by
 * {@code {"$ref":PATH}}, the path from the root to its first occurrence. A node's id is its path; writing a
 * reference writes its target's path; edits that move array elements rewrite the paths through them.
 */
public final class CycleJsFormat implements FormatProvider {
    public static final String NAME = "cyclejs";

    private final PathReferences paths = new CycleJsPathReferences();

    @Override public String name() { return NAME; }

    private static final FormatCapabilities CAPABILITIES = FormatCapabilities.builder(50).readAgainOnEdit()
            .graph(new FormatCapabilities.GraphForm(FormatCapabilities.ConversionRole.DIALECT, false, false, 1)).reservedFieldPrefixes("$").build();

    @Override public FormatCapabilities capabilities() { return CAPABILITIES; }

    @Override public byte[] writeGraph(Document doc, FormatProvider from) {
        var g = from.capabilities().graph();
        return new CycleJsWriter(doc, g.arrayNodes(), g.idsKept()).write();
    }

    /** Reading warns about a {@code $ref} that holds no path at its line and column, which an edit before it moves. */

    @Override public List<String> extensions() { return List.of(".json"); }

    /** A {@code "$ref"} whose value is a path: {@code "$"} or {@code "$[…"}. */
    @Override public boolean detect(byte[] file) {
        if (!JsonTexts.startsWith(file, '{') && !JsonTexts.startsWith(file, '[')) return false;
        return KeySniff.has(file, "\"$ref\"", (b, at, limit) -> at + 2 < limit && b[at] == '"' && b[at + 1] == '$'
                && (b[at + 2] == '"' || b[at + 2] == '['));
    }

    @Override public byte[] decode(byte[] file) { return file; }

    @Override public byte[] encode(byte[] jsonText) { return jsonText; }

    @Override public Document read(byte[] jsonText, ReadContext context) {
        JsonIndex json = JsonTexts.index(jsonText);
        if (!json.duplicates().isEmpty()) JsonTexts.refuseDuplicatedStructure(json, m -> "$ref".equals(json.name(m)));
        DocumentBuilder builder = new DocumentBuilder(json);
        CycleJsReader.read(json, builder);
        return builder.build(new CycleJsSyntax(this, context, paths), null, context.registrySource());
    }

    /** As a helio id: the node's place among the nodes (paths are no numbers); a path that names no node has none. */
    @Override public long helioId(Document doc, NodeId id) {
        int node = doc.nodeById(id);
        if (node < 0) throw new ConversionRefusedException("that path leads to no node, and a helio id could not keep it");
        return node;
    }
}
