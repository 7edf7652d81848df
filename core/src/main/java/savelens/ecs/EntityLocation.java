package savelens.ecs;

/** Where an archetype-world entity lives; mutated in place when rows move. */
final class EntityLocation {
    Table table;
    int row;
}
