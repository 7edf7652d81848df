package savelens.primitive;

/**
 * The strings of an array by value: an open-addressing table of their positions over the array kept anyway, in place of
 * a map with an entry and a boxed number per string (some 60 MB for a million node ids or paths). Positions go in one
 * by one, each once its string is in the array; the array is never copied.
 */
public final class StringArrayIndex {
    private final String[] strings;
    private final PositionSlots slots;

    public StringArrayIndex(String[] strings) {
        this.strings = strings;
        this.slots = new PositionSlots(p -> strings[p].hashCode());
    }

    /** Position s's string goes in unless another position has it already; returns that position, or -1. */
    public int putIfAbsent(int s) {
        String string = strings[s];
        for (int i = slots.first(string.hashCode()); ; i = slots.next(i)) {
            int at = slots.at(i);
            if (at < 0) {
                slots.put(i, s);
                return -1;
            }
            if (string.equals(strings[at])) return at;
        }
    }

    /** The first position put with this string, or -1. */
    public int get(String string) {
        for (int i = slots.first(string.hashCode()); ; i = slots.next(i)) {
            int at = slots.at(i);
            if (at < 0) return -1;
            if (string.equals(strings[at])) return at;
        }
    }
}
