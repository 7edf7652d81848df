package savelens.format.godot;

import java.nio.charset.StandardCharsets;
import savelens.index.ValueIndex;
import savelens.primitive.PositionSlots;

/**
 * Each node section's path from the root, made again from its own {@code parent} and {@code name} values when asked
 * instead of kept as a String (a million paths came to some 100 MB), and the sections by path: an open-addressing
 * table over the sections with each path's hash beside it. A path written in plain ASCII is hashed and compared in the
 * text, without making it.
 */
final class NodePaths {
    /** {@link #parent}'s mark for a section that is no node. */
    private static final int NOT_A_NODE = -2;
    private final GodotTextIndex index;
    /** Per section: its {@code name} value, or -1. */
    private final int[] name;
    /** Per section: its {@code parent} value, -1 for none, or {@link #NOT_A_NODE}. */
    private final int[] parent;
    private final int[] hash;
    private int root = -1;
    private int duplicate = -1;
    /** The sections by path: an open-addressing table over the hashes above. */
    private final PositionSlots slots;

    NodePaths(GodotTextIndex index, int sections) {
        this.index = index;
        this.name = new int[sections];
        this.parent = new int[sections];
        this.hash = new int[sections];
        this.slots = new PositionSlots(s -> hash[s]);
        java.util.Arrays.fill(parent, NOT_A_NODE);
    }

    /**
     * Section s is a node named by the value {@code nameValue} (-1: none) under the path {@code parentValue} holds
     * (-1: none; the first such node is the root, {@code "."}). Returns the section that has its path already, or -1.
     */
    int add(int s, int nameValue, int parentValue) {
        name[s] = nameValue;
        parent[s] = parentValue;
        if (parentValue < 0 && root < 0) root = s;
        int h = hashOf(s);
        hash[s] = h;
        for (int i = slots.first(h); ; i = slots.next(i)) {
            int at = slots.at(i);
            if (at < 0) {
                slots.put(i, s);
                return -1;
            }
            if (hash[at] == h && samePath(at, s)) {
                if (duplicate < 0) duplicate = s;
                return at;
            }
        }
    }

    /** The first section whose path an earlier one has, or -1. */
    int duplicate() { return duplicate; }

    boolean isNode(int s) { return parent[s] != NOT_A_NODE; }

    /** The first section with this path, or -1. */
    int node(String path) {
        int h = path.hashCode();
        for (int i = slots.first(h); ; i = slots.next(i)) {
            int at = slots.at(i);
            if (at < 0) return -1;
            if (hash[at] == h && matches(at, path)) return at;
        }
    }

    /** Section s's path ({@code "."}, {@code "Panel/Button"}), or null when it is no node. */
    String path(int s) {
        if (!isNode(s)) return null;
        if (s == root) return ".";
        if (parent[s] >= 0) {
            String plain = plainPath(s);
            if (plain != null) return plain;
        }
        String n = text(name[s]);
        if (parent[s] < 0) return n == null ? "?" : n;
        String p = text(parent[s]);
        if (n == null) n = "";
        return p.equals(".") || p.isEmpty() ? n : p + "/" + n;
    }

    /**
     * Section s's path when its parent path and name are written in plain ASCII: copied from the text into one array,
     * not decoded into two strings and joined into a third (a diff or a print of a whole scene asks every node's id).
     */
    private String plainPath(int s) {
        long n = name[s] < 0 ? 0 : plain(name[s]);
        long p = plain(parent[s]);
        if (n < 0 || p < 0) return null;
        byte[] t = index.text();
        int nameLength = to(n) - from(n);
        if (isDot(t, p)) return new String(t, from(n), nameLength, StandardCharsets.ISO_8859_1);
        int parentLength = to(p) - from(p);
        byte[] out = new byte[parentLength + 1 + nameLength];
        System.arraycopy(t, from(p), out, 0, parentLength);
        out[parentLength] = '/';
        System.arraycopy(t, from(n), out, parentLength + 1, nameLength);
        return new String(out, StandardCharsets.ISO_8859_1);
    }

    /** Moves each value on by the values inserted before its section ({@link SceneLayout#shift}). */
    void shift(int[] before) {
        for (int s = 0; s < name.length; s++) {
            if (name[s] >= 0) name[s] += before[s];
            if (parent[s] >= 0) parent[s] += before[s];
        }
    }

    private String text(int v) { return SceneLayout.text(index, v); }

    // ---- hashes and comparisons in the text

    /** Where the text of value v is its string as is (ASCII, no escape): start high, end low; else -1. */
    private long plain(int v) {
        int from = index.startInt(v), to = index.endInt(v);
        boolean quoted = index.kind(v) == ValueIndex.STRING && index.variant(v) == ValueTable.QUOTED;
        if (quoted) {
            from++;
            to--;
        }
        byte[] t = index.text();
        for (int i = from; i < to; i++) if (t[i] < 0 || (quoted && t[i] == '\\')) return -1;
        return ((long) from << 32) | to;
    }

    private static int from(long span) { return (int) (span >>> 32); }

    private static int to(long span) { return (int) span; }

    /** The path's {@link String#hashCode}, from the text where it is plain. */
    private int hashOf(int s) {
        if (s == root) return ".".hashCode();
        long n = name[s] < 0 ? 0 : plain(name[s]);
        long p = parent[s] < 0 ? 0 : plain(parent[s]);
        if (n < 0 || p < 0 || parent[s] < 0) return path(s).hashCode();
        byte[] t = index.text();
        int h = 0;
        if (!isDot(t, p)) {
            for (int i = from(p); i < to(p); i++) h = 31 * h + t[i];
            h = 31 * h + '/';
        }
        for (int i = from(n); i < to(n); i++) h = 31 * h + t[i];
        return h;
    }

    /** Whether a plain parent path is {@code "."} or empty: the node is then under the root. */
    private static boolean isDot(byte[] t, long span) {
        int len = to(span) - from(span);
        return len == 0 || (len == 1 && t[from(span)] == '.');
    }

    private boolean matches(int s, String path) {
        if (s == root || parent[s] < 0) return path.equals(path(s));
        long n = name[s] < 0 ? 0 : plain(name[s]);
        long p = plain(parent[s]);
        if (n < 0 || p < 0) return path.equals(path(s));
        byte[] t = index.text();
        int at = 0;
        if (!isDot(t, p)) {
            int len = to(p) - from(p);
            if (path.length() <= len || path.charAt(len) != '/' || !same(t, from(p), path, 0, len)) return false;
            at = len + 1;
        }
        int len = to(n) - from(n);
        return path.length() - at == len && same(t, from(n), path, at, len);
    }

    private static boolean same(byte[] t, int from, String s, int at, int len) {
        for (int i = 0; i < len; i++) if (t[from + i] != s.charAt(at + i)) return false;
        return true;
    }

    private boolean samePath(int a, int b) {
        String pb = path(b);
        return matches(a, pb);
    }
}
