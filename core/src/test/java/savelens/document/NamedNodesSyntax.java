package savelens.document;

import java.nio.charset.StandardCharsets;
import savelens.json.JsonIndex;
import savelens.json.JsonIndexer;
import savelens.json.JsonText;
import savelens.registry.RegistrySource;
import savelens.registry.TypeRegistry;

/**
 * A small syntax whose nodes are named by string or integer ids, read through {@link DocumentBuilder} as a
 * format reads: {@code {"root":ID,"nodes":[{"id":ID,"type":T,"fields":{…}}]}} where a reference is
 * {@code {"$ref":ID}} and ID is a JSON string or a (64-bit) integer. The formats SaveLens reads today all use
 * integers; this one proves the model takes the ids that .NET, Godot and Jackson write.
 */
final class NamedNodesSyntax implements Syntax {
    static Document read(String text) { return new NamedNodesSyntax().reread(text.getBytes(StandardCharsets.UTF_8)); }

    @Override public Document reread(byte[] text) {
        JsonIndex json = JsonIndexer.index(text);
        DocumentBuilder b = new DocumentBuilder(json);
        int nodes = json.member(0, "nodes");
        for (int n = json.firstChild(nodes); n >= 0; n = json.nextSibling(n)) {
            int fields = json.member(n, "fields");
            b.addNode(id(json, json.member(n, "id")), json.string(json.member(n, "type")), n, fields);
            for (int f = json.firstChild(fields); f >= 0; f = json.nextSibling(f)) {
                if (json.kind(f) == JsonIndex.ARRAY) {
                    for (int e = json.firstChild(f); e >= 0; e = json.nextSibling(e)) reference(b, json, e);
                } else {
                    reference(b, json, f);
                }
            }
        }
        b.root(b.nodeById(id(json, json.member(0, "root"))));
        return b.build(this, TypeRegistry.EMPTY, RegistrySource.NONE);
    }

    private static void reference(DocumentBuilder b, JsonIndex json, int v) {
        if (json.kind(v) != JsonIndex.OBJECT) return;
        int ref = json.member(v, "$ref");
        if (ref >= 0) b.reference(v, id(json, ref));
    }

    private static NodeId id(JsonIndex json, int v) {
        return json.kind(v) == JsonIndex.STRING ? NodeId.of(json.string(v)) : NodeId.of(Long.parseLong(json.raw(v)));
    }

    @Override public String name() { return "named-nodes"; }

    @Override public String numberText(String literal) { return literal; }

    @Override public String stringText(String value) { return JsonText.quote(value); }

    @Override public String referenceText(NodeId id) {
        return "{\"$ref\":" + (id instanceof NodeId.Name n ? JsonText.quote(n.value()) : String.valueOf(((NodeId.Number) id).value())) + "}";
    }

    @Override public boolean referencesNeedRegistry() { return false; }
}
