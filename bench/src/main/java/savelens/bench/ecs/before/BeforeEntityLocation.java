package savelens.bench.ecs.before;

/** Where an archetype-world entity lives; mutated in place when rows move. */
final class BeforeEntityLocation {
    BeforeTable table;
    int row;
}
