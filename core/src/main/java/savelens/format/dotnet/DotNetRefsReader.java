package savelens.format.dotnet;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import savelens.document.Diagnostic;
import savelens.document.DocumentBuilder;
import savelens.document.NodeId;
import savelens.document.UnreadableDocumentException;
import savelens.json.JsonIndex;
import savelens.json.JsonText;

/**
 * Reads the reference metadata of Json.NET's {@code PreserveReferencesHandling} and System.Text.Json's
 * {@code ReferenceHandler.Preserve}: an object with {@code "$id"} is a node with that (string) id, a
 * {@code {"$ref":"N"}} alone in its object is a reference, {@code {"$id":"N","$values":[…]}} is one node whose
 * body is the array (so the wrapper never shows in paths), and {@code "$type"} (Json.NET's
 * {@code TypeNameHandling}) is the node's type name. Objects with none of these are inline values; the root is
 * a node whatever it carries. One pass in document order; references are linked by the builder afterwards,
 * so one may stand before the {@code $id} it names.
 */
final class DotNetRefsReader {
    static final String ID = "$id", REF = "$ref", VALUES = "$values", TYPE = "$type";
    private static final byte[] ID_KEY = bytes(ID), REF_KEY = bytes(REF), VALUES_KEY = bytes(VALUES), TYPE_KEY = bytes(TYPE);

    private final JsonIndex json;
    private final byte[] text;
    private final DocumentBuilder builder;
    /** Nodes written without an {@code $id}: they get integer ids after the largest id that reads as a number. */
    private final List<Integer> unnamed = new ArrayList<>();
    private long largestNumericId;
    private final Set<String> seen = new HashSet<>();
    private int forwardCount;
    private int firstForward = -1;
    private final List<Integer> forwardValues = new ArrayList<>();
    private final List<String> forwardIds = new ArrayList<>();

    private DotNetRefsReader(JsonIndex json, DocumentBuilder builder) {
        this.json = json;
        this.text = json.text();
        this.builder = builder;
    }

    private static byte[] bytes(String s) { return s.getBytes(StandardCharsets.UTF_8); }

    static void read(JsonIndex json, DocumentBuilder builder) {
        new DotNetRefsReader(json, builder).run();
    }

    /** True when a member of this name is .NET reference or type metadata (for the duplicate-member check). */
    static boolean isMetadata(String name) {
        return name.equals(ID) || name.equals(REF) || name.equals(VALUES) || name.equals(TYPE);
    }

    private void run() {
        if (!json.isContainer(0)) {
            builder.root(-1);
            return;
        }
        int count = json.count();
        int v = 0;
        while (v < count) {
            byte k = json.kind(v);
            if (k == JsonIndex.ARRAY && v == 0) {
                unnamed.add(builder.addNode(DocumentBuilder.NO_ID, "Array", v, v));
            }
            if (k != JsonIndex.OBJECT) {
                v++;
                continue;
            }
            v = object(v);
        }
        builder.root(0);
        nameTheUnnamed();
        reportForwardReferences();
    }

    /** Reads the object at v; returns the next value to look at. */
    private int object(int v) {
        int idM = -1, refM = -1, valuesM = -1, typeM = -1, members = 0, firstMember = -1;
        for (int c = json.firstChild(v); c >= 0; c = json.nextSibling(c)) {
            if (members++ == 0) firstMember = c;
            if (text[json.keyStart(c) + 1] != '$' && text[json.keyStart(c) + 1] != '\\') continue;
            if (json.nameEquals(c, ID_KEY)) idM = c;
            else if (json.nameEquals(c, REF_KEY)) refM = c;
            else if (json.nameEquals(c, VALUES_KEY)) valuesM = c;
            else if (json.nameEquals(c, TYPE_KEY)) typeM = c;
        }
        if (refM >= 0 && v != 0) {
            if (members == 1 && json.kind(refM) == JsonIndex.STRING) {
                String id = json.string(refM);
                builder.reference(v, NodeId.of(id));
                if (!seen.contains(id)) {
                    forwardValues.add(v);
                    forwardIds.add(id);
                }
                return json.after(v);
            }
            builder.diagnostic(Diagnostic.error(at(refM) + "an object with \"$ref\" " + (members == 1 ? "that is not a string" : "and other members")
                    + " is no reference, and .NET's readers refuse it", -1, refM));
        }
        boolean typed = typeM >= 0 && json.kind(typeM) == JsonIndex.STRING;
        boolean wrapper = valuesM >= 0 && json.kind(valuesM) == JsonIndex.ARRAY
                && members == 1 + (idM >= 0 ? 1 : 0) + (typeM >= 0 ? 1 : 0) && (typeM < 0 || typed);
        if (!(v == 0 || idM >= 0 || typed || wrapper)) return v + 1;
        String id = idM >= 0 ? id(idM) : null;
        String type = typed ? json.string(typeM) : wrapper ? "Array" : "Object";
        int node = builder.addNode(id == null ? null : NodeId.of(id), type, v, wrapper ? valuesM : v);
        if (id == null) unnamed.add(node);
        else seen.add(id);
        if (idM >= 0) builder.hide(idM);
        if (typed) builder.hide(typeM);
        if (wrapper) builder.hide(valuesM);
        if (v != 0) builder.nest(v, node);
        if (idM >= 0 && idM != firstMember) {
            builder.diagnostic(Diagnostic.warning(at(idM) + "\"$id\" is not the first member of its object: System.Text.Json refuses that,"
                    + " and Json.NET reads it only when told to read metadata out of order", node, idM));
        }
        return wrapper ? valuesM + 1 : v + 1; // a wrapper's members before its array are scalars
    }

    /** The id as written: a string (as .NET writes it), or a number's text (which Json.NET also reads). */
    private String id(int idM) {
        byte k = json.kind(idM);
        String id;
        if (k == JsonIndex.STRING) id = json.string(idM);
        else if (k == JsonIndex.NUMBER) id = json.raw(idM);
        else throw problem(idM, "\"$id\" must be a string, not " + abbreviate(json.raw(idM)));
        long n = canonicalNumber(id);
        if (n > largestNumericId) largestNumericId = n;
        return id;
    }

    /** The id as a non-negative number when it is written as one without leading zeros ("12"), else -1. */
    static long canonicalNumber(String id) {
        int n = id.length();
        if (n == 0 || n > 18 || (n > 1 && id.charAt(0) == '0')) return -1;
        long value = 0;
        for (int i = 0; i < n; i++) {
            char c = id.charAt(i);
            if (c < '0' || c > '9') return -1;
            value = value * 10 + (c - '0');
        }
        return value;
    }

    private void nameTheUnnamed() {
        long next = largestNumericId + 1;
        for (int node : unnamed) {
            builder.completeNode(node, next++, builder.nodeType(node), builder.nodeBody(node));
        }
    }

    /**
     * Json.NET links a reference to a later {@code $id} only in some cases and System.Text.Json never does: one
     * warning for them all, naming the first.
     */
    private void reportForwardReferences() {
        for (int i = 0; i < forwardValues.size(); i++) {
            if (!seen.contains(forwardIds.get(i))) continue; // names nothing at all: dangling, found by the analysis
            if (forwardCount++ == 0) firstForward = i;
        }
        if (forwardCount == 0) return;
        int v = forwardValues.get(firstForward);
        builder.diagnostic(Diagnostic.warning(at(v) + "a reference to " + JsonText.quote(forwardIds.get(firstForward))
                + " comes before the \"$id\" it names" + (forwardCount > 1 ? " (and " + (forwardCount - 1) + " more)" : "")
                + "; System.Text.Json reads references only to ids it has already read", -1, v));
    }

    private String at(int value) {
        int[] lc = JsonIndex.lineColumn(text, json.start(value));
        return "line " + lc[0] + ", column " + lc[1] + ": ";
    }

    private static String abbreviate(String s) { return s.length() > 40 ? s.substring(0, 37) + "..." : s; }

    private UnreadableDocumentException problem(int value, String what) {
        return new UnreadableDocumentException(at(value) + what);
    }
}
