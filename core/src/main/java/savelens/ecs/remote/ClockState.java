package savelens.ecs.remote;

/** The answer of {@code GET /world/clock} and of pause, resume and step: whether the clock is stopped, and the tick. */
public record ClockState(boolean paused, long tick) {}
