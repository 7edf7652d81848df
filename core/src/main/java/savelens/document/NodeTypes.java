package savelens.document;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each node's type name, as a code into the document's few distinct names: a document of millions of nodes has a
 * few hundred types at most, and a code is one or two bytes a node where a reference is four. A document with more
 * distinct names than a char counts keeps them one a node.
 */
final class NodeTypes {
    private final char[] code;
    /** The codes a byte each, when the names are few enough (then {@code code} is null); else null. */
    private final byte[] smallCode;
    private final String[] names;
    /** The names one a node, when there are too many to code; else null. */
    private final String[] each;

    private NodeTypes(char[] code, String[] names, String[] each) {
        this.code = code;
        this.smallCode = null;
        this.names = names;
        this.each = each;
    }

    private NodeTypes(byte[] smallCode, String[] names) {
        this.code = null;
        this.smallCode = smallCode;
        this.names = names;
        this.each = null;
    }

    /** The types of {@code types} (null for a node without one), coded; the array is not kept. */
    static NodeTypes of(String[] types) {
        // By identity: the builder hands over one instance per name (interned), and a caller's own instance stays its own.
        Map<String, Character> codes = new IdentityHashMap<>();
        List<String> names = new ArrayList<>();
        names.add(null); // code 0
        char[] code = new char[types.length];
        String last = null;
        char lastCode = 0;
        for (int i = 0; i < types.length; i++) {
            String t = types[i];
            if (t == null) continue;
            if (t == last) { // nodes of a type often come in runs
                code[i] = lastCode;
                continue;
            }
            Character c = codes.get(t);
            if (c == null) {
                if (names.size() > Character.MAX_VALUE) return new NodeTypes(null, null, types);
                c = (char) names.size();
                codes.put(t, c);
                names.add(t);
            }
            code[i] = c;
            last = t;
            lastCode = c;
        }
        return new NodeTypes(code, names.toArray(new String[0]), null);
    }

    /** Types already coded: node i's is {@code names[code[i]]}, code 0 none ({@code names[0]} null). */
    static NodeTypes coded(char[] code, String[] names) { return new NodeTypes(code, names, null); }

    /** Types coded a byte each (read unsigned): node i's is {@code names[code[i] & 0xFF]}. */
    static NodeTypes coded(byte[] code, String[] names) { return new NodeTypes(code, names); }

    String type(int node) {
        if (smallCode != null) return names[smallCode[node] & 0xFF];
        return each != null ? each[node] : names[code[node]];
    }
}
