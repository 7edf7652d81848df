package savelens.format.rpgmaker;

import java.nio.charset.StandardCharsets;
import savelens.document.Document;
import savelens.document.DocumentBuilder;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.format.FormatProvider;
import savelens.format.JsonTexts;
import savelens.index.ValueIndex;
import savelens.json.JsonIndex;

/**
 * Reads the JSON that RPG Maker's {@code JsonEx} (and the simplified JsonEx of the save-format article)
 * writes: every object and array is a node, nested ones are nesting edges from the enclosing node, the
 * dialect's id member gives a node its id, its reference object ({@code {"@r":n}}) is a reference, its
 * array wrapper ({@code {"@c":n,"@a":[...]}}) is one node whose body is the array, and its class-name
 * member becomes the node type ({@code Object} and {@code Array} when absent). Metadata members are hidden.
 * One pass in document order; references are linked by the builder, so one may precede its target.
 */
public final class JsonExReader {
    /** Member names of one JsonEx dialect; null where the dialect has no such member. */
    public record Dialect(String idKey, String typeKey, String refKey, String arrayKey) {
        /** True when a member of this name is the dialect's metadata (its id, class name, reference or array). */
        boolean isMetadata(String name) {
            return name.equals(idKey) || name.equals(typeKey) || name.equals(refKey) || name.equals(arrayKey);
        }
    }

    /** RPG Maker MV: {@code @c}, {@code @}, {@code {"@r":n}}, {@code {"@c":n,"@a":[...]}}. */
    public static final Dialect MV = new Dialect("@c", "@", "@r", "@a");
    /** RPG Maker MZ: class names only; a tree. */
    public static final Dialect MZ = new Dialect(null, "@", null, null);
    /** The article's simplified JsonEx: {@code @circularID}, {@code @constructor}, {@code {"@reference":n}}. */
    public static final Dialect LITE = new Dialect("@circularID", "@constructor", "@reference", null);

    private final JsonIndex json;
    private final byte[] text;
    private final byte[] idKey, typeKey, refKey, arrayKey;
    private final String idName;

    private JsonExReader(JsonIndex json, Dialect d) {
        this.json = json;
        this.text = json.text();
        this.idKey = bytes(d.idKey());
        this.typeKey = bytes(d.typeKey());
        this.refKey = bytes(d.refKey());
        this.arrayKey = bytes(d.arrayKey());
        this.idName = d.idKey();
    }

    private static byte[] bytes(String s) { return s == null ? null : s.getBytes(StandardCharsets.UTF_8); }

    /** A whole JsonEx document for a format (JsonEx has no type registry, so none is read). */
    public static Document document(FormatProvider format, Dialect dialect, byte[] jsonText, ReadContext context) {
        return document(format, dialect, jsonText, context, true);
    }

    /** {@code whileIndexing}: find the nodes in the indexing pass where the text allows (tests compare both ways). */
    static Document document(FormatProvider format, Dialect dialect, byte[] jsonText, ReadContext context, boolean whileIndexing) {
        JsonExStream stream = whileIndexing ? new JsonExStream(jsonText, dialect) : null;
        JsonIndex json = JsonTexts.index(jsonText, stream);
        if (!json.duplicates().isEmpty()) JsonTexts.refuseDuplicatedStructure(json, m -> dialect.isMetadata(json.name(m)));
        DocumentBuilder builder;
        if (stream != null && stream.completed()) {
            builder = stream.builder();
            builder.indexed(json);
            builder.root(0);
        } else {
            builder = new DocumentBuilder(json);
            read(json, dialect, builder);
        }
        return builder.build(new JsonExSyntax(format, dialect, context), null, context.registrySource());
    }

    /**
     * Why an engine's {@code JsonEx} would refuse to write the document (a value nested deeper than
     * {@code maxLevel}), or null; {@code engine} names it and {@code limit} says how it counts.
     */
    public static String tooDeep(Document document, int maxLevel, String engine, String limit) {
        int[] deepest = deepest(document);
        if (deepest[0] <= maxLevel) return null;
        int[] lc = JsonIndex.lineColumn(document.text(), document.index().startInt(deepest[1]));
        return "too deep for RPG Maker " + engine + ": a value is nested " + deepest[0] + " levels deep (line " + lc[0]
                + ", column " + lc[1] + "), and " + engine + "'s JsonEx refuses more than " + maxLevel + " (" + limit + ")";
    }

    /** Fills the builder with the nodes, references, nesting and metadata of a JsonEx text; sets the root. */
    public static void read(JsonIndex json, Dialect dialect, DocumentBuilder builder) {
        new JsonExReader(json, dialect).run(builder);
    }

    private void run(DocumentBuilder b) {
        if (!json.isContainer(0)) {
            b.root(-1); // a single value (a plugin may save a string): no nodes
            return;
        }
        int count = json.count();
        int v = 0;
        while (v < count) {
            byte k = json.kind(v);
            if (k == JsonIndex.ARRAY) {
                int node = b.addNode(DocumentBuilder.NO_ID, "Array", v, v);
                if (v != 0) b.nest(v, node);
                v++;
                continue;
            }
            if (k != JsonIndex.OBJECT) {
                v++;
                continue;
            }
            int idM = -1, typeM = -1, refM = -1, arrM = -1, members = 0;
            for (int c = json.firstChild(v); c >= 0; c = json.nextSibling(c)) {
                members++;
                int ks = json.keyStartInt(c);
                if (text[ks + 1] != '@' && text[ks + 1] != '\\') continue; // only names that may read "@..."
                if (named(c, idKey)) idM = c;
                else if (named(c, typeKey)) typeM = c;
                else if (named(c, refKey)) refM = c;
                else if (named(c, arrayKey)) arrM = c;
            }
            if (refM >= 0 && members == 1 && v != 0) {
                b.reference(v, integer(refM, refKey));
                v = json.after(v);
                continue;
            }
            long id = idM >= 0 ? integer(idM, idKey) : DocumentBuilder.NO_ID;
            boolean typed = typeM >= 0 && (json.kind(typeM) == JsonIndex.STRING || json.kind(typeM) == JsonIndex.NULL);
            String type = typed && json.kind(typeM) == JsonIndex.STRING ? json.string(typeM) : null;
            if (idM >= 0) b.hide(idM);
            if (typed) b.hide(typeM);
            if (arrM >= 0 && json.kind(arrM) == JsonIndex.ARRAY
                    && members == 1 + (idM >= 0 ? 1 : 0) + (typeM >= 0 ? 1 : 0) && (typeM < 0 || typed)) {
                int node = b.addNode(id, type == null ? "Array" : type, v, arrM);
                b.hide(arrM);
                if (v != 0) b.nest(v, node);
                v = arrM + 1; // the wrapper's other members are scalars
                continue;
            }
            int node = b.addNode(id, type == null ? "Object" : type, v, v);
            if (v != 0) b.nest(v, node);
            v++;
        }
        b.root(0);
    }

    /** A dialect without such a member ({@code name} null) never matches. */
    private boolean named(int member, byte[] name) {
        return name != null && json.nameEquals(member, name);
    }

    private long integer(int value, byte[] key) {
        long id = json.longValue(value, Long.MIN_VALUE);
        if (id == Long.MIN_VALUE) {
            throw problem(value, "\"" + new String(key, StandardCharsets.UTF_8) + "\" must be an integer id, not " + abbreviate(json.raw(value)));
        }
        return id;
    }

    /** The value as one short line: a message is one line, however the value was written over lines. */
    private static String abbreviate(String s) {
        s = s.replaceAll("\\s*\\R\\s*", " ");
        return s.length() > 40 ? s.substring(0, 37) + "..." : s;
    }

    private UnreadableDocumentException problem(int value, String what) {
        int[] lc = JsonIndex.lineColumn(text, json.startInt(value));
        return new UnreadableDocumentException("line " + lc[0] + ", column " + lc[1] + ": " + what);
    }

    /**
     * The deepest nesting level (the root is level 0) of a value the engine's {@code JsonEx._encode} visits:
     * every value except references and id/array metadata, with an array wrapper and its array one level.
     * Returns {level, value}.
     */
    public static int[] deepest(Document doc) {
        ValueIndex json = doc.index();
        int count = json.count();
        int[] level = new int[count];
        int max = 0, at = 0;
        int v = 1;
        while (v < count) {
            int p = json.parent(v);
            int lv = level[p] + 1;
            if (json.kind(v) == JsonIndex.ARRAY && json.kind(p) == JsonIndex.OBJECT) {
                int n = doc.nodeAt(p);
                if (n >= 0 && doc.nodeValue(n) == p && doc.body(n) == v) lv = level[p];
            }
            if (doc.kind(v) == savelens.document.ValueKind.REFERENCE) {
                v = json.after(v);
                continue;
            }
            boolean counted = !doc.isHidden(v) || isTypeMember(doc, v);
            if (counted && lv > max) {
                max = lv;
                at = v;
            }
            level[v] = lv;
            if (doc.isHidden(v) && !json.isContainer(v)) {
                v++;
            } else if (doc.isHidden(v) && !(json.kind(v) == JsonIndex.ARRAY && lv == level[p])) {
                v = json.after(v);
            } else {
                v++;
            }
        }
        return new int[] {max, at};
    }

    private static boolean isTypeMember(Document doc, int v) {
        String n = doc.name(v);
        return "@".equals(n);
    }
}
