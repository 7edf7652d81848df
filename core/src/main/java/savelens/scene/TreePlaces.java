package savelens.scene;

/**
 * One object's place in the tree's walk as one {@code long} ({@link SceneTree}): whether it is placed, and then
 * whether it is still on the path from the top to where the walk is, its tree parent's slot, its depth and whether it
 * is active in hierarchy. 0 is an object not placed yet.
 *
 * <p>Bits 0–1: 0 not placed, 1 on the path, 2 done; bit 2: active in hierarchy; bits 3–33: the parent's slot + 1
 * (0 at the top); bits 34–63: the depth, less than the object count.
 */
final class TreePlaces {
    private TreePlaces() {}

    /** The most objects a tree can place: a depth is less than the count and has 30 bits. */
    static final int MAX_OBJECTS = 1 << 30;

    private static final long ON_PATH = 1, DONE = 2, STATE = 3, ACTIVE = 4;
    private static final int PARENT_SHIFT = 3, DEPTH_SHIFT = 34;
    private static final long PARENT_MASK = (1L << 31) - 1;

    /** Placed now, under {@code parent} (-1 at the top), at {@code depth}. */
    static long onPath(int parent, int depth, boolean active) {
        return ON_PATH | (active ? ACTIVE : 0) | (long) (parent + 1) << PARENT_SHIFT | (long) depth << DEPTH_SHIFT;
    }

    /** The same place, its walk below it done. */
    static long done(long place) { return place & ~STATE | DONE; }

    static boolean placed(long place) { return (place & STATE) != 0; }

    static boolean onPath(long place) { return (place & STATE) == ON_PATH; }

    static boolean active(long place) { return (place & ACTIVE) != 0; }

    /** The parent's slot, -1 at the top or when not placed. */
    static int parent(long place) { return (int) (place >>> PARENT_SHIFT & PARENT_MASK) - 1; }

    static int depth(long place) { return (int) (place >>> DEPTH_SHIFT); }
}
