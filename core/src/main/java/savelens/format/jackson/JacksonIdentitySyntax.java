package savelens.format.jackson;

import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.format.JsonTextSyntax;
import savelens.index.ValueIndex;

/**
 * How Jackson's identity JSON is written: a later occurrence of an object is its bare id, which the registry (or
 * inference) tells from a number, repeated exactly as the first occurrence's identity property holds it.
 */
final class JacksonIdentitySyntax extends JsonTextSyntax {
    JacksonIdentitySyntax(JacksonIdentityFormat format, ReadContext context) { super(format, context); }

    @Override public boolean referencesNeedRegistry() { return true; }

    @Override public String referenceText(NodeId id) { return id instanceof NodeId.Number n ? Long.toString(n.value()) : null; }

    /** A later occurrence repeats the first one's id exactly as its identity property holds it. */
    @Override public String referenceText(Document doc, int container, int current, NodeId id) {
        int node = doc.nodeById(id);
        if (node < 0) return null;
        ValueIndex index = doc.index();
        for (int c = index.firstChild(doc.nodeValue(node)); c >= 0; c = index.nextSibling(c)) {
            byte k = index.kind(c);
            if (doc.isHidden(c) && (k == ValueIndex.NUMBER || k == ValueIndex.STRING) && !JacksonIdentityReader.TYPE_KEYS.contains(index.name(c))) {
                return index.raw(c);
            }
        }
        return null;
    }
}
