package savelens.ecs.inspect;

/**
 * The clock of a running world, for an inspector that may stop it, run single ticks and start it again
 * (the live protocol's {@code POST /world/pause}, {@code /world/resume}, {@code /world/step}).
 * Implementations are thread-safe; {@link #pause()} returns once no tick is running.
 */
public interface WorldClock {
    void pause();

    void resume();

    boolean isPaused();

    /** Runs one tick now, paused or not. */
    void step();

    long tick();
}
