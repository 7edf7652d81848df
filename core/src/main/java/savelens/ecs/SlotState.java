package savelens.ecs;

import java.util.Arrays;

/**
 * The exported state of a {@link SlotMap}, without values: per slot its current generation, which slots
 * are live, and the free list (bottom to top). Slots in neither list are retired. Saving this with a
 * world is what keeps old handles stale after a load. A plain record of int arrays, so Jackson writes it.
 */
public record SlotState(int[] generations, int[] live, int[] free) {
    public SlotState {
        generations = generations.clone();
        live = live.clone();
        free = free.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SlotState s
                && Arrays.equals(generations, s.generations)
                && Arrays.equals(live, s.live)
                && Arrays.equals(free, s.free);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(generations) + Arrays.hashCode(live)) + Arrays.hashCode(free);
    }

    @Override
    public String toString() {
        return "SlotState[slots=" + generations.length + ", live=" + live.length + ", free=" + free.length + "]";
    }
}
