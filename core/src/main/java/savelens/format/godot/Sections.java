package savelens.format.godot;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * The sections of a Godot text file in two primitive arrays (a tag code and the value that spans it), each
 * {@link Section} made when asked for: a million-node scene holds a million sections, and a record and a tag string
 * apiece came to some 90 MB.
 */
final class Sections extends AbstractList<Section> implements RandomAccess {
    private final List<String> tags = new ArrayList<>(List.of(Section.SCENE, Section.RESOURCE_FILE, Section.EXT, Section.SUB,
            Section.RESOURCE, Section.NODE, Section.CONNECTION));
    private short[] tag = new short[64];
    private int[] value = new int[64];
    private int size;

    /** Adds a section by its tag's bytes ({@code text[from..to)}), the one string per tag shared. */
    void add(byte[] text, int from, int to, int v) {
        if (size == value.length) {
            tag = Arrays.copyOf(tag, size * 2);
            value = Arrays.copyOf(value, size * 2);
        }
        tag[size] = code(text, from, to);
        value[size++] = v;
    }

    private short code(byte[] text, int from, int to) {
        for (int c = 0; c < tags.size(); c++) if (sameAscii(tags.get(c), text, from, to)) return (short) c;
        if (tags.size() > Short.MAX_VALUE) throw new GodotSyntaxException("too many kinds of section", from);
        tags.add(new String(text, from, to - from, java.nio.charset.StandardCharsets.UTF_8));
        return (short) (tags.size() - 1);
    }

    private static boolean sameAscii(String s, byte[] text, int from, int to) {
        if (s.length() != to - from) return false;
        for (int i = 0; i < s.length(); i++) if (s.charAt(i) != text[from + i]) return false;
        return true;
    }

    @Override public Section get(int s) { return new Section(tag(s), value(s)); }

    @Override public int size() { return size; }

    /** Section s's tag ({@link Section#NODE}, …), one string per tag. */
    String tag(int s) {
        if (s >= size) throw new IndexOutOfBoundsException(s);
        return tags.get(tag[s]);
    }

    boolean isNode(int s) { return tag(s) == Section.NODE; }

    /** The value that spans section s. */
    int value(int s) {
        if (s >= size) throw new IndexOutOfBoundsException(s);
        return value[s];
    }

    /** Moves each section's value on by its shift (the values inserted before it). */
    void shift(int[] before) {
        for (int s = 0; s < size; s++) value[s] += before[s];
    }

    /** Drops the room kept for sections yet to come. */
    void trim() {
        tag = Arrays.copyOf(tag, size);
        value = Arrays.copyOf(value, size);
    }
}
