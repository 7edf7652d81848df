package savelens.format.marshal;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import savelens.document.Document;
import savelens.document.StructureSyntax;
import savelens.document.SyntaxRefusedException;
import savelens.format.marshal.MarshalValue.*;

/**
 * Array elements inserted and removed, hash entries removed, in a Marshal document: {@link MarshalEdit} writes
 * the new bytes (the count, the value, every later link of the stream renumbered), and the change handed back
 * covers only the bytes that differ. Hash entries are added; new instance variables and nodes are refused.
 */
final class MarshalStructure implements StructureSyntax {
    static final MarshalStructure INSTANCE = new MarshalStructure();

    private MarshalStructure() {}

    @Override public Change insertElement(Document doc, int array, int index, String elementText) {
        MarshalIndex mi = index(doc);
        MarshalStream s = streamOf(mi, array);
        int size = ((MArray) mi.marshal(array)).elements().size();
        MarshalValue element = newValue(s, elementText);
        byte[] edited;
        try {
            edited = MarshalEdit.insertArrayElement(mi.file(), s.number(), mi.position(array), Math.min(index, size), element);
        } catch (IllegalArgumentException e) {
            throw new SyntaxRefusedException(e.getMessage());
        }
        return difference(mi.text(), edited);
    }

    /**
     * Adds an entry to a hash: {@code name} is its key as a path writes it ({@code gold} or {@code :gold} a symbol,
     * {@code "gold"} a string, {@code 12} an integer, {@code nil}, {@code true}, {@code false}), {@code valueText} any scalar.
     */
    @Override public Change addMember(Document doc, int object, String name, String valueText) {
        MarshalIndex mi = index(doc);
        MarshalStream s = streamOf(mi, object);
        MarshalValue holder = mi.marshal(object);
        if (!(holder instanceof MHash)) {
            throw new SyntaxRefusedException("a " + MarshalNodes.type(s, mi.position(object)) + " takes no new instance variable: its class gives it"
                    + " the ones it has; add entries to a hash");
        }
        MarshalValue key = newKey(s, name), value = newValue(s, valueText);
        try {
            return difference(mi.text(), MarshalEdit.addHashEntry(mi.file(), s.number(), mi.position(object), key, value));
        } catch (IllegalArgumentException e) {
            throw new SyntaxRefusedException(e.getMessage());
        }
    }

    /** A new hash key from its name as a typed path writes it: a symbol unless it is quoted, an integer, nil, true or false. */
    static MarshalValue newKey(MarshalStream s, String name) {
        String t = name.strip();
        if (t.matches("\\{[0-9]+}")) throw new SyntaxRefusedException(t + " names an entry by its place; give the new entry's key");
        if (t.isEmpty()) throw new SyntaxRefusedException("a hash key is not empty; write a symbol as gold or :gold, a string as \"gold\"");
        if (t.startsWith("\"") || t.equals("nil") || t.equals("true") || t.equals("false") || t.matches("-?[0-9]+") || t.startsWith(":")) {
            MarshalValue key = newValue(s, t);
            if (key instanceof Symbol sym) return checkedSymbol(sym.name(), t);
            return key;
        }
        return checkedSymbol(t.getBytes(StandardCharsets.UTF_8), t);
    }

    /** Symbols of ASCII names only: Ruby writes another name with its encoding, which SaveLens does not write yet. */
    private static Symbol checkedSymbol(byte[] name, String typed) {
        if (name.length == 0) throw new SyntaxRefusedException("a symbol has a name: " + typed);
        for (byte b : name) {
            if (b < 0x20 || b == 0x7f) throw new SyntaxRefusedException("the symbol " + typed + " has a byte that is not ASCII text; SaveLens writes symbols of ASCII names");
        }
        return new Symbol(name);
    }

    @Override public Change addNode(Document doc, String type, long id, List<FieldText> fields) {
        throw new SyntaxRefusedException("new objects are not written into Marshal documents yet");
    }

    /** Removes elements and hash entries, the last first so that the places of the others stay where they were read. */
    @Override public List<Change> remove(Document doc, Collection<Integer> children) {
        MarshalIndex mi = index(doc);
        List<Integer> order = new ArrayList<>(children);
        order.sort((a, b) -> Integer.compare(mi.startInt(b), mi.startInt(a)));
        MarshalFile file = mi.file();
        for (int child : order) {
            int container = mi.parent(child);
            MarshalStream s = streamOf(mi, container);
            int place = 0;
            for (int c = mi.firstChild(container); c >= 0 && c != child; c = mi.nextSibling(c)) place++;
            MarshalValue holder = mi.marshal(container);
            try {
                if (holder instanceof MArray) file = MarshalFile.read(MarshalEdit.removeArrayElement(file, s.number(), mi.position(container), place));
                else if (holder instanceof MHash h && place < h.entries().size()) {
                    file = MarshalFile.read(MarshalEdit.removeHashEntry(file, s.number(), mi.position(container), place));
                } else if (holder instanceof MHash) throw new SyntaxRefusedException("a hash's default value is not removed; set it instead");
                else throw new SyntaxRefusedException("a " + MarshalNodes.type(s, mi.position(container)) + "'s " + mi.name(child)
                            + " is not removed: the game expects it; set it instead");
            } catch (IllegalArgumentException e) {
                throw new SyntaxRefusedException(e.getMessage());
            }
        }
        return List.of(difference(mi.text(), file.bytes()));
    }

    private static MarshalIndex index(Document doc) {
        if (!(doc.index() instanceof MarshalIndex mi)) throw new SyntaxRefusedException("not a Marshal document");
        return mi;
    }

    private static MarshalStream streamOf(MarshalIndex mi, int container) {
        MarshalStream s = mi.streamOf(container);
        if (s == null) throw new SyntaxRefusedException("$ holds the file's streams, which are neither added nor removed");
        return s;
    }

    /**
     * A new value from its literal ({@link MarshalText#parse}); a string is tagged UTF-8 ({@code I} … {@code :E true})
     * where the stream's strings are (Ruby 1.9, VX Ace), and left bare where they are not (Ruby 1.8, XP and VX).
     */
    static MarshalValue newValue(MarshalStream s, String literal) {
        MarshalText.Scalar sc;
        if (literal.strip().equals("null")) return new Nil(); // the JSON null the model hands over for nil
        try {
            sc = MarshalText.parse(literal);
        } catch (IllegalArgumentException e) {
            throw new SyntaxRefusedException(e.getMessage());
        }
        return switch (sc.kind()) {
            case NIL -> new Nil();
            case TRUE -> new True();
            case FALSE -> new False();
            case INTEGER -> MarshalEdit.integer(sc.integer());
            case FLOAT -> new MFloat(sc.bytes());
            case SYMBOL -> new Symbol(sc.bytes());
            case STRING -> taggedStrings(s) ? new Ivars(new MString(sc.bytes()), List.of(new Pair(new Symbol("E".getBytes(StandardCharsets.US_ASCII)), new True())))
                    : new MString(sc.bytes());
        };
    }

    private static boolean taggedStrings(MarshalStream s) {
        for (MarshalStream.Located l : s.values()) if (l.value() instanceof Ivars iv && iv.inner() instanceof MString) return true;
        return false;
    }

    /** The one change that turns {@code before} into {@code after}: the bytes between their common start and end. */
    static Change difference(byte[] before, byte[] after) {
        int prefix = 0, max = Math.min(before.length, after.length);
        while (prefix < max && before[prefix] == after[prefix]) prefix++;
        int suffix = 0;
        while (suffix < max - prefix && before[before.length - 1 - suffix] == after[after.length - 1 - suffix]) suffix++;
        return Change.binary(prefix, before.length - prefix - suffix, java.util.Arrays.copyOfRange(after, prefix, after.length - suffix));
    }
}
