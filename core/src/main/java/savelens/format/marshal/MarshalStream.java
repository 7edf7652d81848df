package savelens.format.marshal;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One Marshal stream of a file as read: its bytes {@code [start, end)}, its version bytes, its root value, and
 * every value occurrence in the order written ({@link Located}), with the stream's object table and symbol table.
 *
 * @param number    the stream's place in its file, from 0
 * @param values    every value occurrence, in pre-order (a container before what it holds); the root is {@code values.get(0)}
 * @param objects   the object table: {@code objects.get(n)} is the position in {@code values} of the value that has slot {@code n}
 * @param symbols   the symbol table: {@code symbols.get(n)} is the position in {@code values} of the {@code :} symbol with slot {@code n}
 */
public record MarshalStream(int number, int start, int end, int major, int minor, MarshalValue root,
                            List<Located> values, List<Integer> objects, List<Integer> symbols) {

    /**
     * A value where it is written: bytes {@code [start, end)} of the file, the position in {@link #values()} of the
     * value holding it ({@code -1} for the root), its object-table slot ({@code -1} if none), its symbol-table slot
     * ({@code -1} unless it is a symbol written in full).
     */
    public record Located(MarshalValue value, int start, int end, int parent, int objectSlot, int symbolSlot) {}

    /** The name a symbol, symbol link or {@code I}-wrapped symbol stands for. */
    public byte[] symbolName(MarshalValue symbolRef) {
        if (symbolRef instanceof MarshalValue.Ivars iv) symbolRef = iv.inner();
        if (symbolRef instanceof MarshalValue.Symbol s) return s.name();
        if (symbolRef instanceof MarshalValue.SymbolLink l) return ((MarshalValue.Symbol) values.get(symbols.get(l.index())).value()).name();
        throw new IllegalArgumentException("not a symbol: " + symbolRef);
    }

    public String symbolText(MarshalValue symbolRef) { return new String(symbolName(symbolRef), StandardCharsets.UTF_8); }

    /** The value an object link refers to (itself for any other value). */
    public Located resolve(Located value) {
        return value.value() instanceof MarshalValue.ObjectLink l ? values.get(objects.get(l.index())) : value;
    }
}
