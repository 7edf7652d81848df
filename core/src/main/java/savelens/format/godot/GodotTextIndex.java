package savelens.format.godot;

import java.nio.charset.StandardCharsets;
import savelens.index.DuplicateMembers;
import savelens.index.ValueIndex;

/**
 * Where every value of a Godot text file sits ({@link TextScanner}); after the sections come the synthetic
 * root (an array with no bytes, at the end of the text) and its elements, which the reader makes references to
 * the graph's entry points. A constructed value ({@code Vector2(1, 2)}, {@code ExtResource("1")}) is a string
 * whose text is its source.
 */
public final class GodotTextIndex implements ValueIndex {
    private final byte[] text;
    private final ValueTable v;
    private final int root;
    private GodotSceneFacts facts;
    private volatile DuplicateMembers duplicates;

    GodotTextIndex(byte[] text, ValueTable table, int root) {
        this.text = text;
        this.v = table;
        this.root = root;
    }

    @Override public byte[] text() { return text; }

    @Override public int count() { return v.count; }

    @Override public byte kind(int i) { return v.kind[i]; }

    /** What the scalar is in Godot's terms ({@link ValueTable#QUOTED}, {@link ValueTable#CONSTRUCTED}, …). */
    byte variant(int i) { return v.variant[i]; }

    /** True for a value written in Godot's own notation rather than as a string, number, bool or null. */
    public boolean isConstructed(int i) {
        byte k = v.variant[i];
        return k == ValueTable.CONSTRUCTED || k == ValueTable.EXT_RESOURCE || k == ValueTable.SUB_RESOURCE || k == ValueTable.NODE_PATH;
    }

    /** True for values that have no text of their own: the synthetic root, its elements and the {@code connections} lists. */
    public boolean isSynthetic(int i) { return v.variant[i] == ValueTable.SYNTHETIC; }

    /** True for a resource named as a typed container's element type: a reference, hidden, and no element. */
    public boolean isTypeParameter(int i) { return v.typeParameters.get(i); }

    /** A container's first element or entry, past the type parameters. */
    int firstElement(int container) {
        int c = firstChild(container);
        while (c >= 0 && isTypeParameter(c)) c = nextSibling(c);
        return c;
    }

    /** The elements or entries of a container, type parameters not counted. */
    int elementCount(int container) {
        int n = 0;
        for (int c = firstElement(container); c >= 0; c = nextSibling(c)) n++;
        return n;
    }

    /** The synthetic root's value. */
    public int rootValue() { return root; }

    /** Scene facts: sections, node paths, connections. */
    public GodotSceneFacts facts() { return facts; }

    void facts(GodotSceneFacts f) { facts = f; }

    @Override public long start(int i) { return startAt(i); }

    /** As {@link #start}, as an int: this format's texts are at most 2 GiB. */
    public int startAt(int i) { return v.start[i]; }

    @Override public long end(int i) { return endAt(i); }

    /** As {@link #end}, as an int: this format's texts are at most 2 GiB. */
    public int endAt(int i) { return v.end[i]; }

    @Override public long keyStart(int i) { return keyStartAt(i); }

    /** As {@link #keyStart}, as an int: this format's texts are at most 2 GiB. */
    public int keyStartAt(int i) { return v.keyStart[i]; }

    @Override public int parent(int i) { return v.parent[i]; }

    @Override public int firstChild(int i) {
        return i + 1 < v.count && v.parent[i + 1] == i ? i + 1 : -1;
    }

    @Override public int nextSibling(int i) {
        if (i == 0) return -1;
        int a = v.after[i];
        return a < v.count && v.parent[a] == v.parent[i] ? a : -1;
    }

    @Override public int after(int i) { return v.after[i]; }

    /** The last member of that name: Godot reads a property given twice as the last one. */
    @Override public int member(int object, String name) {
        int found = -1;
        for (int c = firstChild(object); c >= 0; c = nextSibling(c)) {
            if (v.keyStart[c] >= 0 && keyIs(c, name)) found = c;
        }
        return found;
    }

    /** Whether member c's name is {@code name}: compared in the text where it is written in ASCII without escapes. */
    private boolean keyIs(int c, String name) {
        int ks = v.keyStart[c], ke = v.keyEnd(c);
        if (v.variant[c] == ValueTable.SYNTHETIC) return name.equals(TextScanner.CONNECTIONS);
        if (text[ks] == '"' && ke - ks >= 2 && text[ke - 1] == '"') {
            ks++;
            ke--;
        }
        if (ke - ks != name.length()) return plainKey(ks, ke) ? false : name.equals(name(c));
        for (int i = ks; i < ke; i++) {
            byte b = text[i];
            if (b < 0 || b == '\\') return name.equals(name(c));
            if (b != name.charAt(i - ks)) return plainKey(i, ke) ? false : name.equals(name(c));
        }
        return true;
    }

    /** True when the name's bytes from {@code from} on are ASCII without escapes: then they are its characters. */
    private boolean plainKey(int from, int to) {
        for (int i = from; i < to; i++) if (text[i] < 0 || text[i] == '\\') return false;
        return true;
    }

    @Override public boolean nameEquals(int c, byte[] name) {
        if (c < 0 || v.keyStart[c] < 0) return false;
        int ks = v.keyStart[c], ke = v.keyEnd(c);
        if (v.variant[c] == ValueTable.SYNTHETIC) return TextScanner.CONNECTIONS.equals(new String(name, StandardCharsets.UTF_8));
        if (text[ks] == '"' && ke - ks >= 2 && text[ke - 1] == '"') {
            ks++;
            ke--;
        }
        if (!plainKey(ks, ke)) return ValueIndex.super.nameEquals(c, name);
        if (ke - ks != name.length) return false;
        for (int i = 0; i < name.length; i++) if (text[ks + i] != name[i]) return false;
        return true;
    }

    @Override public String name(int i) {
        int ks = v.keyStart[i];
        if (ks < 0) return null;
        if (v.variant[i] == ValueTable.SYNTHETIC) return TextScanner.CONNECTIONS;
        int ke = v.keyEnd(i);
        if (text[ks] == '"' && ke - ks >= 2 && text[ke - 1] == '"') return GodotStrings.decode(text, ks, ke);
        return new String(text, ks, ke - ks, StandardCharsets.UTF_8);
    }

    @Override public String raw(int i) {
        return new String(text, v.start[i], v.end[i] - v.start[i], StandardCharsets.UTF_8);
    }

    /** A quoted string decoded; a constructed value's source text; null for other kinds. */
    @Override public String string(int i) {
        if (v.kind[i] != STRING) return null;
        return v.variant[i] == ValueTable.QUOTED ? GodotStrings.decode(text, v.start[i], v.end[i]) : raw(i);
    }

    @Override public boolean isIntegerNumber(int i) {
        if (v.kind[i] != NUMBER) return false;
        for (int p = v.start[i]; p < v.end[i]; p++) if (text[p] == '.' || text[p] == 'e' || text[p] == 'E') return false;
        return true;
    }

    @Override public long longValue(int i, long fallback) {
        if (!isIntegerNumber(i)) return fallback;
        try {
            return Long.parseLong(raw(i).startsWith("+") ? raw(i).substring(1) : raw(i));
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /** A property given twice in one section (or a key in one dictionary): Godot takes the last. Found once. */
    @Override public DuplicateMembers duplicates() {
        DuplicateMembers d = duplicates;
        if (d == null) duplicates = d = DuplicateMembers.find(this, true);
        return d;
    }
}
