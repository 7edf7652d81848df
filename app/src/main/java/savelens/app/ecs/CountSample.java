package savelens.app.ecs;

/** The world's entity count at one read, {@code seconds} after connecting. */
public record CountSample(double seconds, long entities) {}
