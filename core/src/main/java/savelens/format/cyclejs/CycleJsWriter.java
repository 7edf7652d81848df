package savelens.format.cyclejs;

import savelens.convert.InlineGraphWriter;
import savelens.convert.Place;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.convert.ConversionRefusedException;
import savelens.json.JsonText;

/**
 * Writes a graph as {@code JSON.decycle} does: each object and array where it is first met, depth first, and
 * {@code {"$ref":PATH}} after, the path to that first place. cycle.js gives every object and array an identity
 * and keeps no ids or type names: a graph with typed nodes, inline objects or references to nothing has no
 * cycle.js form and is refused with the place that says so.
 */
public final class CycleJsWriter extends InlineGraphWriter {
    public CycleJsWriter(Document doc, boolean helioArrays, boolean ownIds) { super(doc, helioArrays, ownIds); }

    @Override protected String target() { return CycleJsFormat.NAME; }

    @Override protected void node(int node, Place at, boolean array) {
        String type = doc.type(node);
        if (type != null && !type.equals(array ? "Array" : "Object")) {
            throw new ConversionRefusedException(doc.nodeId(node) + " is of type " + JsonText.quote(type)
                    + ", and cycle.js keeps no type names");
        }
        out.append(array ? '[' : '{');
        members(node, at, true);
        out.append(array ? ']' : '}');
    }

    @Override protected void reference(NodeId id, Place target, Place at) {
        if (target == null) {
            throw new ConversionRefusedException(at.path() + " refers to " + id + ", which does not exist, and cycle.js can only write a path to"
                    + " an object written before");
        }
        out.append("{\"$ref\":").append(JsonText.quote(target.decyclePath())).append('}');
    }

    @Override protected void inline(int container, Place at) {
        throw new ConversionRefusedException(at.path() + " is an inline " + (doc.kind(container) == savelens.document.ValueKind.OBJECT ? "object" : "array")
                + " here, and cycle.js gives every object and array an identity (it would read back as a node)");
    }
}
