package savelens.bench.ecs;

/**
 * One ECS storage under the benchmark's four kinds of work, on entities that all carry position,
 * velocity and sprite. Entities are addressed by their position in creation order (0 ≤ i &lt; n); each
 * subject keeps the matching handle of its own kind (a long, an int id, an entity object).
 */
interface EcsSubject {
    /** Creates n entities with POS+VEL+SPR: position (i, 0), velocity (1, 0.5), sprite i &amp; 7. */
    void populate(int n);

    /** Turns the movement system off, for the work that should not also move everything. */
    default void stopSystems() {}

    /** One pass of the movement system: every position += its velocity. */
    void update();

    /** Adds a health component to {@code count} entities from {@code from} on (wrapping), then removes it. */
    void addRemove(int from, int count);

    /** Creates {@code count} more POS+VEL+SPR entities, then destroys them. */
    void createDestroy(int count);

    /** Sums position x + y of the entities {@code picks[from..from+count)} looked up by handle. */
    double read(int[] picks, int from, int count);

    /**
     * Destroys the entities at these positions in creation order, all of them, then makes each again with the values
     * it was made with, in the same order: a world whose slots are reused and whose rows have moved, as a running game
     * leaves it. Entity i stays entity i (its handle is the new one). The plain arrays have no entities to churn.
     */
    default void churn(int[] positions) {}

    /** Position x of entity i, for tests that check every subject does the same work. */
    double positionX(int i);

    static EcsSubject named(String name) {
        return switch (name) {
            case "archetype" -> new ArchetypeSubject();
            case "hybrid" -> new HybridSubject();
            case "views" -> new RecordViewSubject();
            case "records" -> new RecordSubject();
            case "shared-records" -> new SharedRecordSubject();
            case "static-records" -> new StaticRecordSubject();
            case "sparse" -> new SparseSubject();
            case "artemis" -> new ArtemisSubject();
            case "ashley" -> new AshleySubject();
            case "before" -> new BeforeSubject();
            case "plain" -> new PlainArraySubject();
            default -> throw new IllegalArgumentException("unknown system " + name);
        };
    }
}
