package savelens.format.helio;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ToLongFunction;
import savelens.document.Document;
import savelens.document.DocumentBuilder;
import savelens.document.NodeId;
import savelens.document.ValueKind;
import savelens.convert.ConversionRefusedException;
import savelens.json.JsonIndex;
import savelens.json.JsonText;
import savelens.registry.FieldKind;

/**
 * Writes any document as a helio document with an embedded registry: every node becomes an entry of
 * the node table, nested nodes and references become ids in fields the registry marks as references.
 * A node whose body is an array keeps its elements in the field {@code items}. Refuses documents whose
 * references sit where helio cannot mark them (inside inline objects, or mixed with other values).
 */
public final class HelioExport {
    public static final String ITEMS = savelens.convert.SameGraph.ARRAY_ITEMS;

    private final Document doc;
    /** The helio id of a node's id (a string id may read as a number in its own format). */
    private final ToLongFunction<NodeId> helioIds;
    private final Map<String, Map<String, FieldKind>> kinds = new LinkedHashMap<>();

    private HelioExport(Document doc, ToLongFunction<NodeId> helioIds) {
        this.doc = doc;
        this.helioIds = helioIds;
    }

    /** A document whose ids are integers. */
    public static byte[] write(Document doc) { return write(doc, HelioExport::integerOnly); }

    /** A document whose string ids {@code helioIds} turns into integers (or refuses). */
    public static byte[] write(Document doc, ToLongFunction<NodeId> helioIds) { return new HelioExport(doc, helioIds).run(); }

    private static long integerOnly(NodeId id) {
        if (id instanceof NodeId.Number n) return n.value();
        throw new ConversionRefusedException(id + " is a string id, which a helio document cannot hold");
    }

    private byte[] run() {
        if (doc.isSingleValue()) throw new ConversionRefusedException("the document is a single value, not a graph: it has no helio form");
        for (int n = 0; n < doc.nodeCount(); n++) learnKinds(n);
        refuseOverOneText(doc);
        StringBuilder out = new StringBuilder((int) (doc.textLength() + doc.nodeCount() * 32L));
        out.append("{\"root\":").append(bareId(doc.root())).append(",\"types\":[");
        boolean firstType = true;
        for (var type : kinds.entrySet()) {
            if (!firstType) out.append(',');
            firstType = false;
            out.append("{\"name\":").append(JsonText.quote(type.getKey())).append(",\"version\":1,\"fields\":[");
            boolean firstField = true;
            for (var f : type.getValue().entrySet()) {
                if (!firstField) out.append(',');
                firstField = false;
                out.append("{\"name\":").append(JsonText.quote(f.getKey())).append(",\"kind\":\"").append((f.getValue() == null ? FieldKind.ANY : f.getValue()).jsonName()).append("\"}");
            }
            out.append("]}");
        }
        out.append("],\"nodes\":[");
        for (int n = 0; n < doc.nodeCount(); n++) {
            if (n > 0) out.append(',');
            out.append("{\"id\":").append(bareId(n)).append(",\"type\":").append(JsonText.quote(doc.type(n))).append(",\"fields\":{");
            if (doc.bodyIsArray(n)) {
                out.append('"').append(ITEMS).append("\":");
                container(doc.body(n), out);
            } else {
                boolean[] first = {true};
                doc.forEachField(n, v -> {
                    if (!first[0]) out.append(',');
                    first[0] = false;
                    out.append(JsonText.quote(doc.name(v))).append(':');
                    topValue(v, out);
                });
            }
            out.append("}}");
        }
        out.append("]}");
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private void learnKinds(int node) {
        Map<String, FieldKind> fields = kinds.computeIfAbsent(doc.type(node), t -> new LinkedHashMap<>());
        if (doc.bodyIsArray(node)) {
            merge(fields, ITEMS, arrayKind(doc.body(node)));
        } else {
            doc.forEachField(node, v -> merge(fields, doc.name(v), kindOf(v)));
        }
    }

    /** null: a null value, or an array with nothing but nulls (fits any kind; written as any when nothing else says). */
    private FieldKind kindOf(int v) {
        return switch (doc.kind(v)) {
            case NULL -> null;
            case REFERENCE, NODE -> FieldKind.REF;
            case STRING -> FieldKind.STRING;
            case NUMBER -> FieldKind.NUMBER;
            case BOOL -> FieldKind.BOOL;
            case ARRAY -> arrayKind(v);
            case OBJECT -> {
                refuseReferencesInside(v);
                yield FieldKind.ANY;
            }
        };
    }

    private FieldKind arrayKind(int array) {
        int[] refs = {0}, others = {0};
        doc.forEachChild(array, e -> {
            ValueKind k = doc.kind(e);
            if (k == ValueKind.REFERENCE || k == ValueKind.NODE) refs[0]++;
            else if (k != ValueKind.NULL) {
                others[0]++;
                if (k == ValueKind.ARRAY || k == ValueKind.OBJECT) refuseReferencesInside(e);
            }
        });
        if (refs[0] > 0 && others[0] > 0) {
            throw new ConversionRefusedException("an array in " + doc.nodeId(ownerOf(array))
                    + " mixes references with other values, which a helio document cannot tell apart");
        }
        if (refs[0] == 0 && others[0] == 0) return null; // empty, or nulls only: fits either kind
        return refs[0] > 0 ? FieldKind.ARRAY : FieldKind.ANY;
    }

    private void refuseReferencesInside(int container) {
        doc.forEachChild(container, c -> {
            ValueKind k = doc.kind(c);
            if (k == ValueKind.REFERENCE || k == ValueKind.NODE) {
                throw new ConversionRefusedException("" + doc.nodeId(ownerOf(container))
                        + " has a reference inside an inline value, which a helio document cannot mark");
            }
            if (k == ValueKind.ARRAY || k == ValueKind.OBJECT) refuseReferencesInside(c);
        });
    }

    /** A node's id as helio writes it, a bare integer; a string id has no helio form. */
    private long bareId(int node) {
        long id = doc.integerId(node);
        return id != DocumentBuilder.NO_ID ? id : helioIds.applyAsLong(doc.nodeId(node));
    }

    private long bareId(NodeId id) {
        if (id instanceof NodeId.Number n) return n.value();
        try {
            return helioIds.applyAsLong(id);
        } catch (ConversionRefusedException e) {
            throw new ConversionRefusedException("a reference names " + id + ": " + e.getMessage());
        }
    }

    private int ownerOf(int value) {
        int n = doc.nodeAt(value);
        return n >= 0 ? n : Math.max(0, doc.ownerNode(value));
    }

    private void merge(Map<String, FieldKind> fields, String name, FieldKind kind) {
        if (!fields.containsKey(name)) {
            fields.put(name, kind);
            return;
        }
        FieldKind was = fields.get(name);
        if (kind == null || kind == was) return;
        if (was == null) {
            fields.put(name, kind);
            return;
        }
        if (was.holdsReferences() || kind.holdsReferences()) {
            throw new ConversionRefusedException("field " + name + " holds references in some nodes and other values in others,"
                    + " which a helio document cannot tell apart");
        }
        fields.put(name, FieldKind.ANY);
    }

    private void topValue(int v, StringBuilder out) {
        switch (doc.kind(v)) {
            case REFERENCE, NODE -> out.append(bareId(doc.referencedNodeId(v)));
            case ARRAY -> container(v, out);
            case OBJECT -> container(v, out);
            default -> scalar(v, out);
        }
    }

    /** A scalar as JSON: JSON text is copied as written; another syntax's (YAML) is written anew from its value. */
    private void scalar(int v, StringBuilder out) {
        if (doc.index() instanceof JsonIndex) {
            out.append(doc.raw(v));
            return;
        }
        switch (doc.kind(v)) {
            case STRING -> out.append(JsonText.quote(doc.index().string(v)));
            case NULL -> out.append("null");
            default -> out.append(doc.raw(v)); // numbers and booleans are written alike
        }
    }

    private void container(int c, StringBuilder out) {
        boolean object = doc.kind(c) == ValueKind.OBJECT;
        out.append(object ? '{' : '[');
        boolean[] first = {true};
        doc.forEachChild(c, v -> {
            if (!first[0]) out.append(',');
            first[0] = false;
            if (object) out.append(JsonText.quote(doc.name(v))).append(':');
            topValue(v, out);
        });
        out.append(object ? '}' : ']');
    }

    /** The converted text is written as one: a document whose text is past what one holds (2 GiB) is refused in one line. */
    static void refuseOverOneText(Document doc) {
        if (doc.textLength() + doc.nodeCount() * 32L > savelens.document.InputTooLargeException.MOST_TEXT) {
            throw new ConversionRefusedException("the document's text is " + savelens.document.SizeLimit.describe(doc.textLength())
                    + ": a conversion writes its text in one piece, of at most 2 GiB");
        }
    }
}
