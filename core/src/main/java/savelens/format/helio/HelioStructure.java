package savelens.format.helio;

import java.util.List;
import savelens.document.Document;
import savelens.document.StructureSyntax;
import savelens.format.JsonStructure;
import savelens.index.ValueIndex;
import savelens.json.JsonText;

/**
 * JSON text's layout, and a new node appended to the {@code nodes} table as
 * {@code {"id":N,"type":T,"fields":{…}}}, laid out as the nodes before it.
 */
final class HelioStructure extends JsonStructure {
    static final HelioStructure INSTANCE = new HelioStructure();

    private HelioStructure() {}

    @Override public boolean takesNewNodes(Document doc) {
        ValueIndex index = doc.index();
        if (index.kind(0) != ValueIndex.OBJECT) return false;
        int nodes = index.member(0, "nodes");
        return nodes >= 0 && index.kind(nodes) == ValueIndex.ARRAY;
    }

    @Override public Change addNode(Document doc, String type, long id, List<StructureSyntax.FieldText> fields) {
        if (!takesNewNodes(doc)) return super.addNode(doc, type, id, fields);
        StringBuilder entry = new StringBuilder("{\"id\":" + id + ",\"type\":" + JsonText.quote(type) + ",\"fields\":{");
        for (int i = 0; i < fields.size(); i++) {
            StructureSyntax.FieldText f = fields.get(i);
            if (i > 0) entry.append(',');
            entry.append(JsonText.quote(f.name())).append(':');
            if (f.elements() == null) {
                entry.append(f.value());
            } else {
                entry.append('[').append(String.join(",", f.elements())).append(']');
            }
        }
        entry.append("}}");
        return append(doc, doc.index().member(0, "nodes"), entry.toString());
    }
}
