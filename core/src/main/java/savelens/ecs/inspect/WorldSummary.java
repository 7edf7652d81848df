package savelens.ecs.inspect;

/** {@code GET /world}: live entity count, table count, simulation tick and the world's change version. */
public record WorldSummary(long entities, long tables, long tick, long version) {}
