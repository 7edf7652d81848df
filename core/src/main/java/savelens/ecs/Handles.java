package savelens.ecs;

/**
 * Generational entity handles packed into one {@code long}: the slot index in the low 32 bits, the
 * slot's generation above it. Generations stay below 2^21 so every handle is below 2^53 and survives a
 * trip through a JSON number (a JavaScript double) exactly.
 */
public final class Handles {
    /** Largest generation a slot may reach; a slot that would go past it is retired, never reused. */
    public static final int MAX_GENERATION = (1 << 21) - 1;
    /** No entity ever has this handle (generations start at 1). */
    public static final long NONE = 0L;

    private Handles() {}

    public static long of(int index, int generation) {
        if (index < 0) throw new IllegalArgumentException("negative slot index " + index);
        if (generation < 1 || generation > MAX_GENERATION) {
            throw new IllegalArgumentException("generation out of range: " + generation);
        }
        return ((long) generation << 32) | (index & 0xFFFF_FFFFL);
    }

    public static int index(long handle) {
        return (int) (handle & 0xFFFF_FFFFL);
    }

    public static int generation(long handle) {
        return (int) (handle >>> 32);
    }

    /** Whether the number has the shape of a handle (it may still be stale). */
    public static boolean isWellFormed(long handle) {
        int generation = (int) (handle >>> 32);
        return handle > 0 && (handle >>> 32) <= MAX_GENERATION && generation >= 1 && index(handle) >= 0;
    }

    public static String describe(long handle) {
        return handle + " (index " + index(handle) + ", generation " + generation(handle) + ")";
    }
}
