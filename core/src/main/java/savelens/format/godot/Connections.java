package savelens.format.godot;

import java.util.Arrays;

/**
 * The {@code [connection]} sections: each one's section and the values holding its two ends ({@code from} and
 * {@code to}, -1 where not written), in int arrays; the ends' paths are read from those values when asked, not
 * kept as two strings and a record a connection (some 40 MB for the 200,000 connections of a million-node scene).
 */
final class Connections {
    private final GodotTextIndex index;
    private int[] section = new int[16];
    private int[] from = new int[16];
    private int[] to = new int[16];
    private int size;

    Connections(GodotTextIndex index) { this.index = index; }

    void add(int s, int fromValue, int toValue) {
        if (size == section.length) {
            section = Arrays.copyOf(section, size * 2);
            from = Arrays.copyOf(from, size * 2);
            to = Arrays.copyOf(to, size * 2);
        }
        section[size] = s;
        from[size] = fromValue;
        to[size++] = toValue;
    }

    int size() { return size; }

    /** Connection i's section. */
    int section(int i) { return section[i]; }

    /** The value holding connection i's sender's path, or -1. */
    int fromValue(int i) { return from[i]; }

    /** The value holding connection i's receiver's path, or -1. */
    int toValue(int i) { return to[i]; }

    /** Connection i's sender's path as written, or null. */
    String from(int i) { return SceneLayout.text(index, from[i]); }

    /** Connection i's receiver's path as written, or null. */
    String to(int i) { return SceneLayout.text(index, to[i]); }

    /** The values moved on by the values inserted before each section ({@link SceneLayout#shift}). */
    void shift(int[] before) {
        for (int i = 0; i < size; i++) {
            int d = before[section[i]];
            if (from[i] >= 0) from[i] += d;
            if (to[i] >= 0) to[i] += d;
        }
    }
}
