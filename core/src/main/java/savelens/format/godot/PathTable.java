package savelens.format.godot;

/**
 * Node sections by their path from the root: an open-addressing table of section numbers over the paths the layout
 * keeps anyway, in place of a map with an entry and a boxed number per node (some 60 MB at a million nodes).
 */
final class PathTable {
    private final String[] paths;
    /** Section + 1 per slot, 0 where empty; a power of two long, at most half full. */
    private int[] slots;
    private int size;

    PathTable(String[] paths) {
        this.paths = paths;
        this.slots = new int[16];
    }

    /** Section s's path goes in unless another section has it already; returns that section, or -1. */
    int putIfAbsent(int s) {
        String path = paths[s];
        int mask = slots.length - 1;
        for (int i = spread(path.hashCode()) & mask; ; i = (i + 1) & mask) {
            int at = slots[i] - 1;
            if (at < 0) {
                slots[i] = s + 1;
                if (++size * 2 > slots.length) grow();
                return -1;
            }
            if (paths[at].equals(path)) return at;
        }
    }

    /** The section at this path, or -1. */
    int get(String path) {
        int mask = slots.length - 1;
        for (int i = spread(path.hashCode()) & mask; ; i = (i + 1) & mask) {
            int at = slots[i] - 1;
            if (at < 0) return -1;
            if (paths[at].equals(path)) return at;
        }
    }

    private void grow() {
        int[] old = slots;
        slots = new int[old.length * 2];
        int mask = slots.length - 1;
        for (int s1 : old) {
            if (s1 == 0) continue;
            int i = spread(paths[s1 - 1].hashCode()) & mask;
            while (slots[i] != 0) i = (i + 1) & mask;
            slots[i] = s1;
        }
    }

    private static int spread(int h) {
        int x = h * 0x9E3779B1;
        return x ^ (x >>> 16);
    }
}
