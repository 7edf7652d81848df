package savelens.format.cyclejs;

import savelens.document.NodeId;
import savelens.document.PathReferences;
import savelens.document.ReadContext;
import savelens.format.JsNumbers;
import savelens.format.JsonTextSyntax;
import savelens.json.JsonText;

/**
 * How cycle.js documents are written: JSON text as JavaScript prints it (JSON.parse read the numbers and
 * JSON.stringify writes them back), a reference as {@code {"$ref":PATH}}, the path from the root to its target,
 * which edits that move array elements rewrite.
 */
final class CycleJsSyntax extends JsonTextSyntax {
    private final PathReferences paths;

    CycleJsSyntax(CycleJsFormat format, ReadContext context, PathReferences paths) {
        super(format, context);
        this.paths = paths;
    }

    @Override public String numberText(String literal) { return JsNumbers.format(literal); }

    /** A node's id is its path: the reference is that path, as decycle writes it. */
    @Override public String referenceText(NodeId id) {
        return id instanceof NodeId.Name path ? "{\"$ref\":" + JsonText.quote(path.value()) + "}" : null;
    }

    @Override public PathReferences pathReferences() { return paths; }
}
