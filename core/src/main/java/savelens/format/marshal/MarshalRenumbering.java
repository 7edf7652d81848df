package savelens.format.marshal;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import savelens.format.marshal.MarshalStream.Located;
import savelens.format.marshal.MarshalValue.ObjectLink;
import savelens.format.marshal.MarshalValue.SymbolLink;

/**
 * Replacing bytes {@code [from, to)} of a stream with a value of other size renumbers the stream: its object table
 * counts every value that is not immediate (strings, floats, bignums and class references too), so each later
 * object link past the replaced slots moves by the difference, and each later symbol link past the replaced
 * symbol definitions likewise. A link to a slot that goes away has nothing left to name: refused.
 * <p>
 * Symbols are written in full once per stream, at their first use, and linked after (as Ruby's {@code Marshal.dump}
 * does): a replacement that only adds definitions, of names the stream first defines after it, takes the later
 * definition's place in the symbol table, and that definition becomes a link to it. The slots between move up by
 * one for each name taken over before them.
 */
public final class MarshalRenumbering {
    private MarshalRenumbering() {}

    /** Bytes {@code [start, end)} of the file become {@code bytes}. */
    public record Splice(int start, int end, byte[] bytes) {}

    /**
     * What takes the place of bytes {@code [from, to)}: its bytes, how many object-table slots it takes, and the
     * symbols it writes in full, in order (links it writes must name slots before {@code from}).
     */
    public record Replacement(int from, int to, byte[] bytes, int objectSlots, List<byte[]> symbolsDefined) {}

    /** The splices of one replacement in stream {@code s}: the replacement itself, then each link it renumbers. */
    public static List<Splice> splices(MarshalStream s, Replacement r) {
        List<Located> vs = s.values();
        int firstObject = 0, removedObjects = 0, firstSymbol = 0, removedSymbols = 0;
        List<byte[]> removedNames = new ArrayList<>();
        for (Located l : vs) {
            boolean inside = l.start() >= r.from() && l.end() <= r.to() && l.end() > l.start() && r.to() > r.from();
            if (l.objectSlot() >= 0) {
                if (inside) removedObjects++;
                else if (l.start() < r.from()) firstObject++;
            }
            if (l.symbolSlot() >= 0) {
                if (inside) {
                    removedSymbols++;
                    removedNames.add(((MarshalValue.Symbol) l.value()).name());
                } else if (l.start() < r.from()) firstSymbol++;
            }
        }
        boolean sameSymbols = removedNames.size() == r.symbolsDefined().size();
        for (int i = 0; sameSymbols && i < removedNames.size(); i++) sameSymbols = Arrays.equals(removedNames.get(i), r.symbolsDefined().get(i));
        // The old slot of each later definition a new one takes over (-1 for a name the stream has not defined after).
        int[] takenOver = new int[r.symbolsDefined().size()];
        Arrays.fill(takenOver, -1);
        if (removedSymbols == 0) {
            for (int t = 0; t < takenOver.length; t++) takenOver[t] = laterDefinition(s, r, r.symbolsDefined().get(t));
        }
        List<Splice> out = new ArrayList<>();
        out.add(new Splice(r.from(), r.to(), r.bytes()));
        for (Located l : vs) {
            if (l.start() >= r.from() && l.start() < r.to()) continue; // inside the replaced bytes
            if (l.value() instanceof ObjectLink link) {
                int to = renumber(link.index(), firstObject, removedObjects, r.objectSlots(), removedObjects == r.objectSlots(), "object", l);
                if (to != link.index()) out.add(new Splice(l.start(), l.end(), linkBytes('@', to)));
            } else if (l.value() instanceof SymbolLink link) {
                int to = renumber(link.index(), firstSymbol, removedSymbols, r.symbolsDefined().size(), sameSymbols, "symbol", l);
                if (link.index() >= firstSymbol + removedSymbols) to = takenOver(link.index(), to, firstSymbol, takenOver);
                if (to != link.index()) out.add(new Splice(l.start(), l.end(), linkBytes(';', to)));
            } else if (l.symbolSlot() >= 0) {
                for (int t = 0; t < takenOver.length; t++) {
                    if (takenOver[t] == l.symbolSlot()) out.add(new Splice(l.start(), l.end(), linkBytes(';', firstSymbol + t)));
                }
            }
        }
        return out;
    }

    /**
     * The symbol slot of the first definition of {@code name} after the replaced bytes, when the stream defines it
     * nowhere before them; -1 otherwise (or when it is written inside an {@code I} wrapper, which a link cannot stand for).
     */
    private static int laterDefinition(MarshalStream s, Replacement r, byte[] name) {
        for (int position : s.symbols()) {
            Located d = s.values().get(position);
            if (!Arrays.equals(((MarshalValue.Symbol) d.value()).name(), name)) continue;
            if (d.start() < r.from()) return -1;
            if (d.start() < r.to()) continue;
            if (d.parent() >= 0 && s.values().get(d.parent()).value() instanceof MarshalValue.Ivars iv && iv.inner() == d.value()) return -1;
            return d.symbolSlot();
        }
        return -1;
    }

    /**
     * A later symbol link's new slot where definitions were taken over: a link to a taken-over definition names the
     * new one; a slot past taken-over ones moves back down by one for each (its definition no longer counts).
     */
    private static int takenOver(int oldIndex, int shifted, int firstSymbol, int[] takenOver) {
        int passed = 0;
        for (int t = 0; t < takenOver.length; t++) {
            if (takenOver[t] < 0) continue;
            if (takenOver[t] == oldIndex) return firstSymbol + t;
            if (takenOver[t] < oldIndex) passed++;
        }
        return shifted - passed;
    }

    private static int renumber(int index, int first, int removed, int added, boolean replacedInPlace, String table, Located at) {
        if (index < first) return index;
        if (index < first + removed) {
            if (replacedInPlace) return index;
            throw new IllegalArgumentException("the " + table + " link at byte " + at.start() + " names slot " + index
                    + ", which this edit removes; edit that value instead");
        }
        return index - removed + added;
    }

    private static byte[] linkBytes(char code, int index) {
        byte[] n = MarshalWriter.longBytes(index);
        byte[] b = new byte[n.length + 1];
        b[0] = (byte) code;
        System.arraycopy(n, 0, b, 1, n.length);
        return b;
    }

    /** The file's bytes with the splices made (they must not overlap). */
    public static byte[] apply(byte[] bytes, List<Splice> splices) {
        List<Splice> sorted = new ArrayList<>(splices);
        sorted.sort(Comparator.comparingInt(Splice::start).thenComparingInt(Splice::end));
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length + 16);
        int at = 0;
        for (Splice s : sorted) {
            if (s.start() < at) throw new IllegalArgumentException("overlapping splices at byte " + s.start());
            out.write(bytes, at, s.start() - at);
            out.writeBytes(s.bytes());
            at = s.end();
        }
        out.write(bytes, at, bytes.length - at);
        return out.toByteArray();
    }
}
