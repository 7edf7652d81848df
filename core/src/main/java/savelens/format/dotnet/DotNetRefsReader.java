package savelens.format.dotnet;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import savelens.document.DecimalId;
import savelens.document.Diagnostic;
import savelens.document.DocumentBuilder;
import savelens.document.NodeId;
import savelens.document.UnreadableDocumentException;
import savelens.index.LineTable;
import savelens.json.JsonIndex;
import savelens.json.JsonText;

/**
 * Reads the reference metadata of Json.NET's {@code PreserveReferencesHandling} and System.Text.Json's
 * {@code ReferenceHandler.Preserve}: an object with {@code "$id"} is a node with that (string) id, a
 * {@code {"$ref":"N"}} alone in its object is a reference, {@code {"$id":"N","$values":[…]}} is one node whose
 * body is the array (so the wrapper never shows in paths), and {@code "$type"} (Json.NET's
 * {@code TypeNameHandling}) is the node's type name. Objects with none of these are inline values; the root is
 * a node whatever it carries. One pass in document order; references are linked by the builder afterwards,
 * so one may stand before the {@code $id} it names. Ids written as plain decimals ({@code "12"}, as .NET numbers
 * them) go to the builder as numbers, read straight from the bytes: a million ids make no strings.
 */
final class DotNetRefsReader {
    static final String ID = "$id", REF = "$ref", VALUES = "$values", TYPE = "$type";
    private static final byte[] ID_KEY = bytes(ID), REF_KEY = bytes(REF), VALUES_KEY = bytes(VALUES), TYPE_KEY = bytes(TYPE);

    private final JsonIndex json;
    private final byte[] text;
    private LineTable lines;
    private final DocumentBuilder builder;
    /** Nodes written without an {@code $id}: they get integer ids after the largest id that reads as a number. */
    private final List<Integer> unnamed = new ArrayList<>();
    private long largestNumericId;

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
            if (text[json.keyStartInt(c) + 1] != '$' && text[json.keyStartInt(c) + 1] != '\\') continue;
            if (json.nameEquals(c, ID_KEY)) idM = c;
            else if (json.nameEquals(c, REF_KEY)) refM = c;
            else if (json.nameEquals(c, VALUES_KEY)) valuesM = c;
            else if (json.nameEquals(c, TYPE_KEY)) typeM = c;
        }
        if (refM >= 0 && v != 0) {
            if (members == 1 && json.kind(refM) == JsonIndex.STRING) {
                long decimal = decimal(refM);
                if (decimal >= 0) builder.referenceToDecimalName(v, decimal);
                else builder.reference(v, NodeId.of(json.string(refM)));
                return refM + 1; // the object's one member is a string: nothing else is inside it
            }
            builder.diagnostic(Diagnostic.error(at(refM) + "an object with \"$ref\" " + (members == 1 ? "that is not a string" : "and other members")
                    + " is no reference, and .NET's readers refuse it", -1, refM));
        }
        boolean typed = typeM >= 0 && json.kind(typeM) == JsonIndex.STRING;
        boolean wrapper = valuesM >= 0 && json.kind(valuesM) == JsonIndex.ARRAY
                && members == 1 + (idM >= 0 ? 1 : 0) + (typeM >= 0 ? 1 : 0) && (typeM < 0 || typed);
        if (!(v == 0 || idM >= 0 || typed || wrapper)) return v + 1;
        String type = typed ? json.string(typeM) : wrapper ? "Array" : "Object";
        int node = addNode(idM, type, v, wrapper ? valuesM : v);
        if (idM < 0) unnamed.add(node);
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

    /**
     * Adds the node with the id as written at idM (none when idM is -1): a string (as .NET writes it), or a
     * number's text (which Json.NET also reads), both kept as the string.
     */
    private int addNode(int idM, String type, int v, int body) {
        if (idM < 0) return builder.addNode(DocumentBuilder.NO_ID, type, v, body);
        byte k = json.kind(idM);
        if (k != JsonIndex.STRING && k != JsonIndex.NUMBER) throw problem(idM, "\"$id\" must be a string, not " + abbreviate(json.raw(idM)));
        long decimal = decimal(idM);
        if (decimal < 0) { // an escape may still spell a decimal
            String id = k == JsonIndex.STRING ? json.string(idM) : json.raw(idM);
            decimal = DecimalId.value(id);
            if (decimal < 0) return builder.addNode(NodeId.of(id), type, v, body);
        }
        // Past 18 digits the unnamed nodes would find no room after the largest id: they keep counting from below.
        if (decimal > largestNumericId && decimal < 1_000_000_000_000_000_000L) largestNumericId = decimal;
        return builder.addNodeWithDecimalName(decimal, type, v, body);
    }

    /** A string's (or a number's) text when it is a plain decimal without escapes, else -1. */
    private long decimal(int v) {
        int start = json.startInt(v), end = json.endInt(v);
        return json.kind(v) == JsonIndex.STRING ? DecimalId.value(text, start + 1, end - 1) : DecimalId.value(text, start, end);
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
        int[] targets = builder.referenceTargets(); // -1 names nothing at all: dangling, found by the analysis
        int forwardCount = 0, firstForward = -1;
        for (int i = 0; i < targets.length; i++) {
            if (targets[i] < 0 || builder.nodeValue(targets[i]) < builder.referenceValue(i)) continue;
            if (forwardCount++ == 0) firstForward = i;
        }
        if (forwardCount == 0) return;
        int v = builder.referenceValue(firstForward);
        builder.diagnostic(Diagnostic.warning(forwardReferences(json, v, builder.referenceNodeId(firstForward), forwardCount), -1, v));
    }

    /** The one warning for {@code count} references written before the {@code $id} they name, the first at value v. */
    static String forwardReferences(JsonIndex json, int v, NodeId first, int count) {
        String id = ((NodeId.Name) first).value(); // .NET's references name strings
        int[] lc = JsonIndex.lineColumn(json.text(), json.startInt(v));
        return "line " + lc[0] + ", column " + lc[1] + ": a reference to " + JsonText.quote(id)
                + " comes before the \"$id\" it names" + (count > 1 ? " (and " + (count - 1) + " more)" : "")
                + "; System.Text.Json reads references only to ids it has already read";
    }

    private String at(int value) {
        if (lines == null) lines = LineTable.of(text); // one table for all the findings: a file may hold many
        int[] lc = lines.lineColumn(json.startInt(value));
        return "line " + lc[0] + ", column " + lc[1] + ": ";
    }

    /** The value as one short line: a message is one line, however the value was written over lines. */
    private static String abbreviate(String s) {
        s = s.replaceAll("\\s*\\R\\s*", " ");
        return s.length() > 40 ? s.substring(0, 37) + "..." : s;
    }

    private UnreadableDocumentException problem(int value, String what) {
        return new UnreadableDocumentException(at(value) + what);
    }
}
