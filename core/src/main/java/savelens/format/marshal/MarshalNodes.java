package savelens.format.marshal;

import java.util.ArrayList;
import java.util.List;
import savelens.format.marshal.MarshalStream.Located;
import savelens.format.marshal.MarshalValue.*;

/**
 * The nodes of a Marshal file and the references between them. Nodes are every object, array, hash, struct,
 * {@code u} and {@code U} value, and any other value an object link refers to; a node's id is {@code S.N}, its
 * stream's number and its slot in that stream's object table. References are each object link, and each node
 * written directly inside another (streams hang under a synthetic root that is neither a node nor a referrer).
 */
public record MarshalNodes(List<Node> nodes, List<Reference> references) {
    /** A node: its id, its type (the class name), its stream and its position in that stream's values. */
    public record Node(String id, String type, int stream, int value) {}

    /** From one node to another: by an object link written at {@code offset}, or by nesting (the inner node starts at {@code offset}). */
    public record Reference(String from, String to, boolean link, int offset) {}

    public static MarshalNodes of(MarshalFile file) {
        List<Node> nodes = new ArrayList<>();
        List<Reference> refs = new ArrayList<>();
        for (MarshalStream s : file.streams()) {
            List<Located> vs = s.values();
            boolean[] isNode = nodePositions(ValueTable.of(s));
            for (int i = 0; i < vs.size(); i++) {
                if (isNode[i]) nodes.add(new Node(id(s, vs.get(i)), type(s, i), s.number(), i));
            }
            for (int i = 0; i < vs.size(); i++) {
                if (!isNode[i]) continue;
                String from = id(s, vs.get(i));
                int end = vs.get(i).end();
                for (int j = i + 1; j < vs.size() && vs.get(j).start() < end; ) {
                    Located d = vs.get(j);
                    if (isNode[j]) {
                        refs.add(new Reference(from, id(s, d), false, d.start()));
                        j = skip(vs, j);
                        continue;
                    }
                    if (d.value() instanceof ObjectLink link) refs.add(new Reference(from, s.number() + "." + link.index(), true, d.start()));
                    j++;
                }
            }
        }
        return new MarshalNodes(List.copyOf(nodes), List.copyOf(refs));
    }

    /** Which positions of a stream's values are nodes: containers, and anything else an object link names. */
    static boolean[] nodePositions(ValueTable t) {
        int n = t.size();
        int slots = 0;
        for (int i = 0; i < n; i++) slots = Math.max(slots, t.objectSlot(i) + 1);
        boolean[] linked = new boolean[slots];
        for (int i = 0; i < n; i++) if (t.value(i) instanceof ObjectLink link && link.index() < slots) linked[link.index()] = true;
        boolean[] isNode = new boolean[n];
        for (int i = 0; i < n; i++) {
            int slot = t.objectSlot(i);
            isNode[i] = slot >= 0 && (isContainer(t.value(i)) || linked[slot]);
        }
        return isNode;
    }

    /** The position after value {@code j}'s subtree. */
    static int skip(List<Located> vs, int j) {
        int end = vs.get(j).end(), k = j + 1;
        while (k < vs.size() && vs.get(k).start() < end) k++;
        return k;
    }

    private static boolean isContainer(MarshalValue v) {
        return v instanceof MObject || v instanceof MArray || v instanceof MHash || v instanceof MStruct
                || v instanceof UserDef || v instanceof UserMarshal || v instanceof DataObject;
    }

    static String id(MarshalStream s, Located l) { return s.number() + "." + l.objectSlot(); }

    /** The Ruby class name of value {@code i} of stream {@code s} (a {@code C} wrapper's class for a subclassed string, array or hash). */
    public static String type(MarshalStream s, int i) { return type(s, ValueTable.of(s), new String[s.symbols().size()], i); }

    /** As {@link #type(MarshalStream, int)}, each class name made once into {@code names} (by symbol slot). */
    static String type(MarshalStream s, ValueTable t, String[] names, int i) {
        MarshalValue v = t.value(i);
        int parent = t.parent(i);
        if (parent >= 0 && t.value(parent) instanceof UserClass c && c.inner() == v) return s.symbolText(c.className());
        if (v instanceof MObject || v instanceof MStruct || v instanceof UserDef || v instanceof UserMarshal || v instanceof DataObject) {
            return t.symbolText(s, names, i + 1); // the class name is written first inside it
        }
        if (v instanceof MArray) return "Array";
        if (v instanceof MHash) return "Hash";
        if (v instanceof MString) return "String";
        if (v instanceof MFloat) return "Float";
        if (v instanceof Bignum) return "Bignum";
        if (v instanceof Regexp) return "Regexp";
        if (v instanceof ClassRef c) return c.code() == 'c' ? "Class" : "Module";
        if (v instanceof Fixnum) return "Fixnum";
        if (v instanceof Symbol || v instanceof SymbolLink) return "Symbol";
        if (v instanceof Nil) return "NilClass";
        if (v instanceof True) return "TrueClass";
        if (v instanceof False) return "FalseClass";
        return "Object";
    }
}
