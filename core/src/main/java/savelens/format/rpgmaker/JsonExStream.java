package savelens.format.rpgmaker;

import java.util.Arrays;
import savelens.document.DocumentBuilder;
import savelens.format.TypeNames;
import savelens.json.JsonIndex;
import savelens.json.JsonText;
import savelens.json.ValueListener;

/**
 * Finds the nodes, references and metadata of a JsonEx text while it is being indexed, into a builder of
 * its own that gets the index once the text has indexed cleanly. An object's node is added when its first
 * container member begins, or at its end (it may turn out to be a reference); its id and class name, which
 * JsonEx writes after its members, are filled in at its end. It gives up quietly ({@link #completed} is
 * false) at anything {@link JsonExReader} would refuse, and at an array wrapper with members after its
 * array; the reader then works from the finished index and reports the problem. Its decisions are
 * {@link JsonExReader}'s, made from the values as they pass.
 */
final class JsonExStream implements ValueListener {
    private final byte[] text;
    private final String idKey, typeKey, refKey, arrayKey;
    private boolean gaveUp;
    private boolean done;

    // The open containers, by depth.
    private int[] value = new int[32];
    private boolean[] isObject = new boolean[32];
    /** The node an open object became, or -1 while that is undecided (it may yet be a reference). */
    private int[] node = new int[32];
    private int[] members = new int[32];
    private int[] idMember = new int[32];
    private long[] id = new long[32];
    private int[] typeMember = new int[32];
    private boolean[] typed = new boolean[32];
    private String[] type = new String[32];
    private int[] refMember = new int[32];
    private long[] refId = new long[32];
    /** The "@a" array an open object took as its body, betting that it is a wrapper; -1 if none. */
    private int[] wrapped = new int[32];

    /** What was found; it gets the index once the text has indexed cleanly. */
    private final DocumentBuilder builder = new DocumentBuilder();
    private final TypeNames typeNames = new TypeNames();

    JsonExStream(byte[] text, JsonExReader.Dialect dialect) {
        this.text = text;
        this.idKey = dialect.idKey();
        this.typeKey = dialect.typeKey();
        this.refKey = dialect.refKey();
        this.arrayKey = dialect.arrayKey();
    }

    /** True when the whole text was read and every decision made here. */
    boolean completed() {
        return !gaveUp && done;
    }

    /** What was found, when {@link #completed}; the caller gives it the index. */
    DocumentBuilder builder() {
        return builder;
    }

    // Kept small so that the indexer's loop can inline it: most values are plain members that only count.
    @Override public void value(int number, byte kind, long at, int depth, String name) {
        int start = (int) at; // this format's texts are read from one array: at most 2 GiB
        if (gaveUp) return;
        if (kind >= JsonIndex.STRING && depth > 0) {
            int p = depth - 1;
            if (isObject[p]) {
                if (wrapped[p] < 0 && (name.isEmpty() || name.charAt(0) != '@')) members[p]++;
                else member(p, number, kind, start, name);
            }
        } else {
            containerOrRoot(number, kind, start, depth, name);
        }
    }

    private void containerOrRoot(int number, byte kind, int start, int depth, String name) {
        if (depth == 0) {
            if (kind != JsonIndex.OBJECT && kind != JsonIndex.ARRAY) giveUp();
        } else {
            int p = depth - 1;
            if (isObject[p]) member(p, number, kind, start, name);
            if (gaveUp) return;
            // The parent's node must come before any node inside it.
            if (isObject[p] && node[p] < 0) {
                if (refMember[p] >= 0 && members[p] == 1 && value[p] != 0) {
                    giveUp(); // {"@r": a container}: the reader refuses it
                    return;
                }
                node[p] = addNode(value[p]);
            }
            if (kind == JsonIndex.ARRAY && number == wrapped[p]) {
                open(depth, number, false, -2); // the wrapper's body: no node of its own
                return;
            }
        }
        if (kind == JsonIndex.ARRAY) {
            open(depth, number, false, addNode(number));
        } else if (kind == JsonIndex.OBJECT) {
            open(depth, number, true, -1);
        }
    }

    @Override public void end(int number, int depth, long endAt) {
        int end = (int) endAt;
        if (gaveUp) return;
        if (isObject[depth]) endObject(depth);
        if (depth == 0) done = true;
    }

    private void open(int depth, int number, boolean object, int nodeIndex) {
        if (depth == value.length) grow();
        value[depth] = number;
        isObject[depth] = object;
        node[depth] = nodeIndex;
        members[depth] = 0;
        idMember[depth] = typeMember[depth] = refMember[depth] = wrapped[depth] = -1;
        typed[depth] = false;
        type[depth] = null;
    }

    /** A member of the object open at depth p; JsonEx metadata is told by its name (the last one of a name counts). */
    private void member(int p, int number, byte kind, int start, String name) {
        members[p]++;
        if (wrapped[p] >= 0) {
            giveUp(); // a member after the wrapper's array: not a wrapper after all
            return;
        }
        if (name.isEmpty() || name.charAt(0) != '@') return;
        if (name.equals(idKey)) {
            idMember[p] = number;
            id[p] = integer(kind, start);
        } else if (name.equals(typeKey)) {
            typeMember[p] = number;
            typed[p] = kind == JsonIndex.STRING || kind == JsonIndex.NULL;
            type[p] = kind == JsonIndex.STRING ? typeNames.nameAt(text, start) : null;
            if (kind == JsonIndex.STRING && type[p] == null) giveUp(); // the text ends inside the name
        } else if (name.equals(refKey)) {
            refMember[p] = number;
            refId[p] = integer(kind, start);
        } else if (name.equals(arrayKey) && kind == JsonIndex.ARRAY
                && members[p] == 1 + (idMember[p] >= 0 ? 1 : 0) + (typeMember[p] >= 0 ? 1 : 0)
                && (typeMember[p] < 0 || typed[p])) {
            wrapped[p] = number; // the array wrapper {"@c":n,"@a":[...]}, if nothing follows
        }
    }

    private void endObject(int d) {
        int v = value[d];
        if (refMember[d] >= 0 && members[d] == 1 && v != 0) {
            if (refId[d] == Long.MIN_VALUE) {
                giveUp();
                return;
            }
            if (node[d] >= 0) throw new IllegalStateException("a reference object became a node");
            builder.reference(v, refId[d]);
            return;
        }
        if (idMember[d] >= 0 && id[d] == Long.MIN_VALUE) {
            giveUp();
            return;
        }
        int n = node[d] >= 0 ? node[d] : addNode(v);
        if (idMember[d] >= 0) builder.hide(idMember[d]);
        if (typed[d]) builder.hide(typeMember[d]);
        if (wrapped[d] >= 0) builder.hide(wrapped[d]);
        String t = type[d];
        builder.completeNode(n, idMember[d] >= 0 ? id[d] : DocumentBuilder.NO_ID,
                t != null ? t : wrapped[d] >= 0 ? "Array" : "Object", wrapped[d] >= 0 ? wrapped[d] : v);
    }

    /** A node for the container at v, nested unless it is the root; an object's id and type come at its end. */
    private int addNode(int v) {
        int n = builder.addNode(DocumentBuilder.NO_ID, "Array", v, v);
        if (v != 0) builder.nest(v, n);
        return n;
    }

    /** The id a metadata member holds, or Long.MIN_VALUE when it is not an integer (the reader refuses that). */
    private long integer(byte kind, int start) {
        return kind == JsonIndex.NUMBER ? JsonText.integerAt(text, start, Long.MIN_VALUE) : Long.MIN_VALUE;
    }

    private void grow() {
        int n = value.length * 2;
        value = Arrays.copyOf(value, n);
        isObject = Arrays.copyOf(isObject, n);
        node = Arrays.copyOf(node, n);
        members = Arrays.copyOf(members, n);
        idMember = Arrays.copyOf(idMember, n);
        id = Arrays.copyOf(id, n);
        typeMember = Arrays.copyOf(typeMember, n);
        typed = Arrays.copyOf(typed, n);
        type = Arrays.copyOf(type, n);
        refMember = Arrays.copyOf(refMember, n);
        refId = Arrays.copyOf(refId, n);
        wrapped = Arrays.copyOf(wrapped, n);
    }

    private void giveUp() {
        gaveUp = true;
    }
}
