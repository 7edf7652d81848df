package savelens.format.jackson;

import savelens.convert.InlineGraphWriter;
import savelens.convert.Place;
import savelens.document.DecimalId;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.convert.ConversionRefusedException;
import savelens.json.JsonText;

/**
 * Writes a graph as Jackson writes classes with {@code @JsonIdentityInfo}: each node where it is first met with
 * its id in {@code "@id"} (a number where the id reads as one, else a string) and its type in {@code "@type"}
 * unless it is {@code Object}, and the bare id after. Jackson gives arrays no identity, so a graph with array
 * nodes is refused.
 */
public final class JacksonIdentityWriter extends InlineGraphWriter {
    public JacksonIdentityWriter(Document doc, boolean helioArrays, boolean ownIds) { super(doc, helioArrays, ownIds); }

    @Override protected String target() { return JacksonIdentityFormat.NAME; }

    @Override protected void node(int node, Place at, boolean array) {
        if (array) {
            throw new ConversionRefusedException(doc.nodeId(node) + " is an array with an identity, and Jackson gives arrays none"
                    + " (every reference to it would become a copy)");
        }
        out.append("{\"").append(JacksonIdentityReader.DEFAULT_ID).append("\":").append(bareId(id(node)));
        String type = doc.type(node);
        if (type != null && !type.equals("Object")) out.append(",\"@type\":").append(JsonText.quote(type));
        members(node, at, false);
        out.append('}');
    }

    @Override protected void reference(NodeId id, Place target, Place at) {
        out.append(bareId(id));
    }

    private static String bareId(NodeId id) {
        if (id instanceof NodeId.Number n) return Long.toString(n.value());
        String name = ((NodeId.Name) id).value();
        return DecimalId.value(name) >= 0 ? name : JsonText.quote(name);
    }
}
