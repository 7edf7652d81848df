package savelens.format.dotnet;

import savelens.convert.InlineGraphWriter;
import savelens.convert.Place;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.json.JsonText;

/**
 * Writes any graph as Json.NET writes it with {@code PreserveReferencesHandling.All}: every node with its
 * {@code "$id"} (the node's id as text) where it is first met, {@code {"$ref":"id"}} after, an array node as
 * {@code {"$id":..,"$values":[…]}}, and the node's type as {@code "$type"} unless it is the one a reader gives a
 * node without one ({@code Object}, {@code Array}).
 */
public final class DotNetRefsWriter extends InlineGraphWriter {
    public DotNetRefsWriter(Document doc, boolean helioArrays, boolean ownIds) { super(doc, helioArrays, ownIds); }

    @Override protected String target() { return DotNetRefsFormat.NAME; }

    @Override protected void node(int node, Place at, boolean array) {
        out.append("{\"$id\":").append(JsonText.quote(idText(id(node))));
        String type = doc.type(node);
        if (type != null && !type.equals(array ? "Array" : "Object")) out.append(",\"$type\":").append(JsonText.quote(type));
        if (array) {
            out.append(",\"$values\":[");
            members(node, at, true);
            out.append("]}");
        } else {
            members(node, at, false);
            out.append('}');
        }
    }

    @Override protected void reference(NodeId id, Place target, Place at) {
        out.append("{\"$ref\":").append(JsonText.quote(idText(id))).append('}');
    }
}
